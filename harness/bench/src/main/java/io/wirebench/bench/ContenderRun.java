package io.wirebench.bench;

import io.wirebench.core.Codec;
import io.wirebench.core.ConformanceCheck;
import io.wirebench.core.Contender;
import io.wirebench.core.Contenders;
import io.wirebench.core.model.Dataset;
import io.wirebench.core.model.Datasets;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.zip.GZIPOutputStream;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

/**
 * Everything measured for one contender, in a JVM started with that contender's flags: the
 * conformance gate and sizes for each data set, then JMH on the data sets that passed. Writes
 * {@code parts/<id>.json} (sizes, failures, the JVM it ran on) and {@code jmh/<id>.json} (raw JMH
 * output, never edited afterwards).
 */
final class ContenderRun {
    /** The heap every benchmark fork gets, the same for every contender. */
    static final List<String> BASE_FORK_JVM_ARGS = List.of("-Xms1g", "-Xmx1g");

    private ContenderRun() {
    }

    static void run(String contenderId, List<String> datasetIds, List<Operation> operations, Profile profile, Path runDir) {
        Contender contender = Contenders.discover().byId(contenderId);
        List<Map<String, Object>> sizes = new ArrayList<>();
        List<Map<String, Object>> failures = new ArrayList<>();
        List<String> passed = new ArrayList<>();
        for (String id : datasetIds) {
            Dataset<?> dataset = Datasets.byId(id);
            try {
                sizes.add(measureSize(contender, dataset));
                passed.add(id);
            } catch (Throwable t) {
                failures.add(failure(id, "conformance", t));
            }
        }
        Path partFile = runDir.resolve("parts").resolve(contenderId + ".json");
        writePart(partFile, contender, sizes, failures);
        if (passed.isEmpty()) {
            return;
        }
        try {
            Collection<RunResult> results = new Runner(jmhOptions(contender, passed, operations, profile, runDir).build()).run();
            Set<String> measured = new HashSet<>();
            for (RunResult r : results) {
                String method = r.getParams().getBenchmark();
                measured.add(r.getParams().getParam("dataset") + "/" + method.substring(method.lastIndexOf('.') + 1));
            }
            for (String id : passed) {
                for (Operation op : operations) {
                    if (!measured.contains(id + "/" + op.id())) {
                        failures.add(failure(id, "benchmark", op.id() + " produced no result; see logs/" + contenderId + ".log"));
                    }
                }
            }
        } catch (RunnerException | RuntimeException e) {
            failures.add(failure("*", "benchmark", e));
        }
        writePart(partFile, contender, sizes, failures);
    }

    static ChainedOptionsBuilder jmhOptions(Contender contender, List<String> datasets, List<Operation> operations,
                                            Profile profile, Path runDir) {
        String methods = operations.stream().map(Operation::id).collect(Collectors.joining("|"));
        List<String> jvmArgs = new ArrayList<>(BASE_FORK_JVM_ARGS);
        jvmArgs.addAll(contender.descriptor().jvmArgs());
        String id = contender.descriptor().id();
        return new OptionsBuilder()
                .include("^" + CodecBenchmark.class.getName().replace(".", "\\.") + "\\.(" + methods + ")$")
                .param("contender", id)
                .param("dataset", datasets.toArray(String[]::new))
                .forks(profile.forks())
                .warmupIterations(profile.warmupIterations())
                .warmupTime(TimeValue.milliseconds(profile.warmupMillis()))
                .measurementIterations(profile.measurementIterations())
                .measurementTime(TimeValue.milliseconds(profile.measurementMillis()))
                .mode(Mode.AverageTime)
                .timeUnit(TimeUnit.NANOSECONDS)
                .addProfiler(GCProfiler.class)
                .jvmArgs(jvmArgs.toArray(String[]::new))
                .shouldFailOnError(false)
                .resultFormat(ResultFormatType.JSON)
                .result(runDir.resolve("jmh").resolve(id + ".json").toString());
    }

    private static <T> Map<String, Object> measureSize(Contender contender, Dataset<T> dataset) throws IOException {
        int bytes = ConformanceCheck.verify(contender, dataset);
        Codec<T> codec = contender.newCodec(dataset.model());
        codec.encode(dataset.newSample());
        Map<String, Object> size = new LinkedHashMap<>();
        size.put("contender", contender.descriptor().id());
        size.put("dataset", dataset.id());
        size.put("bytes", bytes);
        size.put("gzipBytes", gzipLength(codec.encoded()));
        return size;
    }

    static int gzipLength(byte[] bytes) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (GZIPOutputStream gzip = new GZIPOutputStream(out)) {
            gzip.write(bytes);
        }
        return out.size();
    }

    private static Map<String, Object> failure(String dataset, String stage, Object error) {
        Map<String, Object> f = new LinkedHashMap<>();
        f.put("dataset", dataset);
        f.put("stage", stage);
        f.put("error", error instanceof Throwable t ? describe(t) : String.valueOf(error));
        return f;
    }

    /** The exception and the first frames of its trace: enough to see where, short enough to show. */
    private static String describe(Throwable t) {
        StringWriter w = new StringWriter();
        t.printStackTrace(new PrintWriter(w));
        return w.toString().lines().limit(12).collect(Collectors.joining("\n"));
    }

    private static void writePart(Path file, Contender contender, List<Map<String, Object>> sizes, List<Map<String, Object>> failures) {
        Map<String, Object> part = new LinkedHashMap<>();
        part.put("contender", contender.descriptor());
        part.put("jvm", Provenance.runtime());
        part.put("sizes", sizes);
        part.put("failures", failures);
        Json.write(file, part);
    }
}
