package io.wirebench.bench.host;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.networknt.schema.InputFormat;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import io.wirebench.results.ResultFiles;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The forks.json host block made from a fork's JMH result, and the stall bound. */
class HostWatchTest {
    // One fork, five measured iterations; the first two before steady state.
    private static final String FORK = """
            [{"benchmark": "io.wirebench.bench.CodecBenchmark.encode", "mode": "avgt", "forks": 1,
              "primaryMetric": {"score": 10.0, "scoreUnit": "ns/op", "rawData": [[12.0, 11.0, 10.0, 10.0, 10.0]]},
              "secondaryMetrics": {
                "host.stealPercent": {"score": 0.5, "scoreUnit": "%", "rawData": [[9.0, 9.0, 0.5, 0.0, 1.0]]},
                "host.otherCpusBusyPercent": {"score": 3.0, "scoreUnit": "%", "rawData": [[50.0, 40.0, 2.0, 4.0, 3.0]]},
                "host.involuntaryContextSwitches": {"score": 20.0, "scoreUnit": "#", "rawData": [[100.0, 100.0, 3.0, 4.0, 5.0]]},
                "host.gcMillis": {"score": 2.0, "scoreUnit": "ms", "rawData": [[1.0, 1.0, 0.0, 2.0, 0.0]]},
                "host.safepointMillis": {"score": 0.4, "scoreUnit": "ms", "rawData": [[1.0, 1.0, 0.125, 0.25, 0.0625]]},
                "host.compileMillis": {"score": 11.2, "scoreUnit": "ms", "rawData": [[30.0, 20.0, 5.0, 0.0, 1.0]]},
                "gc.alloc.rate.norm": {"score": 56.0, "scoreUnit": "B/op", "rawData": [[56.0, 56.0, 56.0, 56.0, 56.0]]}
              }}]
            """;

    @Test
    void summarisesTheSteadyIterations() throws Exception {
        HiccupSummary hiccups = new HiccupSummary(3, 600, 0.01, 0.3, 0.9, 1.2);
        HostBlock host = HostWatch.summarizeFork(json(FORK), 2, hiccups);
        assertEquals(new HostBlock(0.5, 3.0, 12L, 2.0, 0.438, 0.3, 1.2, 6.0), host);
    }

    @Test
    void anUnsettledForkIsSummarisedOverAllItsIterations() throws Exception {
        HostBlock host = HostWatch.summarizeFork(json(FORK), null);
        assertEquals(new HostBlock(1.0, 4.0, 212L, 4.0, 2.438, null, null, 56.0), host);
    }

    @Test
    void whatWasNotMeasuredIsAbsentNotZero() throws Exception {
        JsonNode old = json("""
                [{"benchmark": "x", "mode": "avgt", "primaryMetric": {"score": 1.0, "rawData": [[1.0]]},
                  "secondaryMetrics": {"gc.alloc.rate.norm": {"score": 56.0, "rawData": [[56.0]]}}}]""");
        HostBlock host = HostWatch.summarizeFork(old, new HiccupSummary(0, 0, Double.NaN, Double.NaN, Double.NaN, Double.NaN));
        assertEquals(new HostBlock(null, null, null, null, null, null, null, null), host);
        assertEquals("{}", ResultFiles.MAPPER.writeValueAsString(host).replaceAll("\\s", ""));
        assertFalse(HostWatch.stalled(host));
    }

    @Test
    void aForkIsStalledByALongHiccupOrStolenCpu() {
        assertFalse(HostWatch.stalled(new HostBlock(5.0, 90.0, 1000L, 50.0, 60.0, 9.0, 10.0, null)), "at the bounds, not over them");
        assertTrue(HostWatch.stalled(new HostBlock(0.0, null, null, null, null, 0.5, 10.5, null)));
        assertTrue(HostWatch.stalled(new HostBlock(5.5, null, null, null, null, null, null, null)));
        assertTrue(HostWatch.stallReason(new HostBlock(0.0, null, null, null, null, 1.0, 25.0, null)).orElseThrow().contains("25.0 ms stall"));
        assertFalse(HostWatch.stalled(null));
    }

    @Test
    void theForkIsToldWhereToLogItsHiccups() {
        assertEquals(List.of("-Dwirebench.hiccupLog=" + Path.of("x.hlog").toAbsolutePath()), HostWatch.forkJvmArgs(Path.of("x.hlog")));
    }

    @Test
    void theSchemaRefusesWhatNoForkCanHave() throws Exception {
        var schema = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12).getSchema(
                Files.readString(Path.of("../../results/schema/host.schema.json")), InputFormat.JSON);
        assertEquals(List.of(), schema.validate(ResultFiles.MAPPER.writeValueAsString(new HostBlock(0.5, 3.0, 12L, 2.0, 0.438, 0.3, 1.2, null)), InputFormat.JSON));
        assertFalse(schema.validate("{\"stealPercent\": 101}", InputFormat.JSON).isEmpty());
        assertFalse(schema.validate("{\"involuntaryContextSwitches\": 1.5}", InputFormat.JSON).isEmpty());
        assertFalse(schema.validate("{\"hiccupMeanMillis\": 1}", InputFormat.JSON).isEmpty());
    }

    private static JsonNode json(String text) throws Exception {
        return ResultFiles.MAPPER.readTree(text);
    }
}
