package io.wirebench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.networknt.schema.InputFormat;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import io.wirebench.bench.host.HiccupLogs;
import io.wirebench.bench.host.HiccupSummary;
import io.wirebench.bench.host.HostBlock;
import io.wirebench.bench.host.HostSnapshot;
import io.wirebench.bench.host.HostWatch;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

/**
 * A real JMH fork with the profiler and the hiccup log, as the runner will run it: one fork of the
 * floor's encode of {@code order}, 1 x 100 ms warm-up, 2 x 100 ms measured.
 */
class HostProfilerJmhTest {
    private static final List<String> HOST_METRICS = List.of(HostSnapshot.STEAL, HostSnapshot.OTHER_CPUS_BUSY,
            HostSnapshot.INVOLUNTARY_SWITCHES, HostSnapshot.GC, HostSnapshot.SAFEPOINTS);

    @Test
    void aForkRecordsTheHostPerIterationAndLogsItsStalls(@TempDir Path dir) throws Exception {
        Assumptions.assumeTrue(Files.isReadable(Path.of("/proc/stat")), "host watching reads /proc (Linux)");
        System.setProperty(ContenderJvm.IGNORE_JMH_LOCK, "true");
        Path result = dir.resolve("encode.json");
        Path hlog = dir.resolve("encode.hlog");
        List<String> jvmArgs = new ArrayList<>(List.of("-Xms256m", "-Xmx256m"));
        jvmArgs.addAll(HostWatch.forkJvmArgs(hlog));
        new Runner(new OptionsBuilder()
                .include("^" + CodecBenchmark.class.getName().replace(".", "\\.") + "\\.encode$")
                .param("contender", "baseline-bytebuffer")
                .param("dataset", "order")
                .mode(Mode.AverageTime)
                .timeUnit(TimeUnit.NANOSECONDS)
                .forks(1)
                .warmupIterations(1)
                .warmupTime(TimeValue.milliseconds(100))
                .measurementIterations(2)
                .measurementTime(TimeValue.milliseconds(100))
                .addProfiler(HostProfiler.class)
                .jvmArgs(jvmArgs.toArray(String[]::new))
                .shouldFailOnError(true)
                .resultFormat(ResultFormatType.JSON)
                .result(result.toString())
                .build()).run();

        JsonNode metrics = Json.read(result).path(0).path("secondaryMetrics");
        for (String name : HOST_METRICS) {
            JsonNode raw = metrics.path(name).path("rawData");
            assertEquals(1, raw.size(), name + ": one fork");
            assertEquals(2, raw.path(0).size(), name + ": one value per measured iteration");
            for (JsonNode v : raw.path(0)) {
                assertTrue(v.asDouble() >= 0, name + " = " + v);
            }
        }
        for (String percent : List.of(HostSnapshot.STEAL, HostSnapshot.OTHER_CPUS_BUSY)) {
            metrics.path(percent).path("rawData").path(0).forEach(v -> assertTrue(v.asDouble() <= 100, percent + " = " + v));
        }
        // Time at safepoints within a 100 ms iteration cannot exceed the time around it.
        metrics.path(HostSnapshot.SAFEPOINTS).path("rawData").path(0).forEach(v -> assertTrue(v.asDouble() < 1000, "safepoints " + v));

        HiccupSummary hiccups = HiccupLogs.summarize(hlog, 0);
        assertEquals(2, hiccups.intervals(), "one logged interval per measured iteration, none for the warm-up");
        // Up to one wake-up per ms of the two iterations; on a loaded machine far fewer, but never none.
        assertTrue(hiccups.samples() >= 20, "the meter ran during the iterations: " + hiccups.samples() + " wake-ups");

        HostBlock host = HostWatch.summarizeFork(Json.read(result), 0, hiccups);
        for (Object figure : List.of(host.stealPercent(), host.otherCpusBusyPercent(), host.involuntaryContextSwitches(),
                host.gcMillis(), host.safepointMillis(), host.hiccupP99Millis(), host.hiccupMaxMillis(), host.compileMillis())) {
            assertNotNull(figure, host.toString());
        }
        String block = Json.MAPPER.writeValueAsString(host);
        var schema = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12).getSchema(
                Files.readString(RunCommandTest.REPOSITORY.resolve("results/schema/host.schema.json")), InputFormat.JSON);
        assertEquals(List.of(), schema.validate(block, InputFormat.JSON).stream().map(Object::toString).toList(), block);
    }
}
