package io.wirebench.bench;

import com.fasterxml.jackson.databind.JsonNode;
import io.wirebench.core.Codec;
import io.wirebench.core.ConformanceCheck;
import io.wirebench.core.Contender;
import io.wirebench.core.Contenders;
import io.wirebench.core.DirectAccess;
import io.wirebench.core.model.Dataset;
import io.wirebench.core.model.Datasets;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
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
 * conformance gate and sizes for every data set it supports (cheap, so always all of them), then
 * JMH on the planned cases that passed. Reads its cases from {@code parts/<id>.plan.json}; writes
 * {@code parts/<id>.json} (sizes, failures, unsupported operations, the JVM it ran on) after every
 * step, and one raw JMH file per data set under {@code jmh/<id>/}, never edited afterwards.
 */
final class ContenderRun {
    /** The heap every benchmark fork gets, the same for every contender. */
    static final List<String> BASE_FORK_JVM_ARGS = List.of("-Xms1g", "-Xmx1g");

    private final Contender contender;
    private final Path runDir;
    private final List<Map<String, Object>> sizes = new ArrayList<>();
    private final List<Map<String, Object>> failures = new ArrayList<>();
    private final List<Map<String, Object>> unsupported = new ArrayList<>();

    private ContenderRun(Contender contender, Path runDir) {
        this.contender = contender;
        this.runDir = runDir;
    }

    static void run(Path planFile, Path runDir) {
        JsonNode plan = Json.read(planFile);
        ContenderRun run = new ContenderRun(Contenders.discover().byId(plan.path("contender").asText()), runDir);
        Map<String, List<Operation>> cases = new LinkedHashMap<>();
        for (JsonNode c : plan.path("cases")) {
            cases.computeIfAbsent(c.path("dataset").asText(), k -> new ArrayList<>()).add(Operation.byId(c.path("operation").asText()));
        }
        run.execute(cases, Profile.byName(plan.path("profile").asText()));
    }

    private void execute(Map<String, List<Operation>> cases, Profile profile) {
        Set<String> passed = new HashSet<>();
        for (Dataset<?> dataset : datasetsToSize(cases.keySet())) {
            try {
                sizes.add(measureSize(dataset));
                passed.add(dataset.id());
            } catch (Throwable t) {
                failures.add(failure(dataset.id(), "*", "conformance", t));
            }
        }
        writePart();
        for (Map.Entry<String, List<Operation>> e : cases.entrySet()) {
            if (passed.contains(e.getKey())) {
                benchmark(DatasetResolver.resolve(e.getKey()), new ArrayList<>(e.getValue()), profile);
                writePart();
            }
        }
    }

    /** Every built-in data set this contender supports, plus any planned one (a user's file). */
    private List<Dataset<?>> datasetsToSize(Collection<String> planned) {
        List<Dataset<?>> all = new ArrayList<>();
        for (Dataset<?> d : Datasets.all()) {
            if (contender.supports(d.model()).supported()) {
                all.add(d);
            }
        }
        for (String id : planned) {
            if (all.stream().noneMatch(d -> d.id().equals(id))) {
                all.add(DatasetResolver.resolve(id));
            }
        }
        return all;
    }

    private void benchmark(Dataset<?> dataset, List<Operation> operations, Profile profile) {
        String id = contender.descriptor().id();
        if (operations.contains(Operation.ACCESS) && !(contender.newCodec(dataset.model()) instanceof DirectAccess)) {
            operations.remove(Operation.ACCESS);
            Map<String, Object> u = new LinkedHashMap<>();
            u.put("dataset", dataset.id());
            u.put("operation", Operation.ACCESS.id());
            u.put("reason", "no in-place access for this model");
            unsupported.add(u);
        }
        if (operations.isEmpty()) {
            return;
        }
        Path resultFile = runDir.resolve("jmh").resolve(id).resolve(fileName(dataset.id()) + ".json");
        try {
            Files.createDirectories(resultFile.getParent());
            Collection<RunResult> results = new Runner(jmhOptions(dataset.id(), operations, profile, resultFile).build()).run();
            Set<String> measured = new HashSet<>();
            for (RunResult r : results) {
                String method = r.getParams().getBenchmark();
                measured.add(method.substring(method.lastIndexOf('.') + 1));
            }
            for (Operation op : operations) {
                if (!measured.contains(op.id())) {
                    failures.add(failure(dataset.id(), op.id(), "benchmark", "no result; see logs/" + id + ".log"));
                }
            }
        } catch (RunnerException | IOException | RuntimeException e) {
            failures.add(failure(dataset.id(), "*", "benchmark", e));
        }
    }

    private ChainedOptionsBuilder jmhOptions(String dataset, List<Operation> operations, Profile profile, Path resultFile) {
        String methods = operations.stream().map(Operation::id).collect(Collectors.joining("|"));
        List<String> jvmArgs = new ArrayList<>(BASE_FORK_JVM_ARGS);
        jvmArgs.addAll(contender.descriptor().jvmArgs());
        return new OptionsBuilder()
                .include("^" + CodecBenchmark.class.getName().replace(".", "\\.") + "\\.(" + methods + ")$")
                .param("contender", contender.descriptor().id())
                .param("dataset", dataset)
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
                .result(resultFile.toString());
    }

    /** A data set id as a file name: a user's file path would otherwise make folders. */
    static String fileName(String datasetId) {
        return datasetId.replaceAll("[^A-Za-z0-9._-]", "_");
    }

    private <T> Map<String, Object> measureSize(Dataset<T> dataset) throws IOException {
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

    private static Map<String, Object> failure(String dataset, String operation, String stage, Object error) {
        Map<String, Object> f = new LinkedHashMap<>();
        f.put("dataset", dataset);
        f.put("operation", operation);
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

    private void writePart() {
        Map<String, Object> part = new LinkedHashMap<>();
        part.put("contender", contender.descriptor());
        part.put("jvm", Provenance.runtime());
        part.put("sizes", sizes);
        part.put("failures", failures);
        part.put("unsupported", unsupported);
        Json.write(runDir.resolve("parts").resolve(contender.descriptor().id() + ".json"), part);
    }
}
