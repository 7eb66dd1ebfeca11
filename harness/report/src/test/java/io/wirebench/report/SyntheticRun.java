package io.wirebench.report;

import io.wirebench.results.ResultFiles;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Writes result runs whose JMH files are drawn from seeded distributions: each fork gets its own
 * level (JIT luck: normal around the mean with {@code forkSpread}), each iteration noise around
 * that ({@code iterationSpread}), as real forked runs behave. Nothing in them is typed by hand.
 */
final class SyntheticRun {
    private final String runId;
    private final String jdk;
    private String jdkVersion = "17";
    private final List<Map<String, Object>> sizes = new ArrayList<>();
    private final Map<String, List<Map<String, Object>>> jmh = new LinkedHashMap<>();
    private final List<String> contenders = new ArrayList<>();

    private double[] forkAllocations;
    private double[] roundDrift;
    private final Map<String, Map<String, Object>> forksFiles = new LinkedHashMap<>();

    /**
     * The run measures in rounds: round r slows every case by {@code drift[r]} (the host's load at
     * the time), as a shared machine does; the cases written by {@link #rounds} carry it.
     */
    SyntheticRun drift(double... drift) {
        this.roundDrift = drift;
        return this;
    }

    /**
     * One avgt case measured in rounds (one fork per round, {@link #drift} rounds) with a forks file:
     * fork r scores {@code meanNs * drift[r]} with {@code forkSpread} noise; the first
     * {@code unsettled} forks never settled. The merged JMH file holds the same forks' iterations.
     */
    SyntheticRun rounds(String contender, String operation, double meanNs, double forkSpread, int unsettled, long seed) {
        return rounds(contender, "io.wirebench.bench.CodecBenchmark", operation, meanNs, forkSpread, unsettled, seed);
    }

    /** As {@link #rounds(String, String, double, double, int, long)}, of another JMH class (a direct-use benchmark's). */
    SyntheticRun rounds(String contender, String benchmarkClass, String operation, double meanNs, double forkSpread, int unsettled, long seed) {
        Random r = new Random(seed);
        List<List<Double>> raw = new ArrayList<>();
        List<Map<String, Object>> forks = new ArrayList<>();
        double sum = 0;
        for (int f = 0; f < roundDrift.length; f++) {
            double level = meanNs * roundDrift[f] * Math.exp(forkSpread * r.nextGaussian());
            List<Double> it = new ArrayList<>();
            for (int i = 0; i < 5; i++) {
                it.add(level * (1 + 0.002 * r.nextGaussian()));
            }
            double score = it.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
            sum += score;
            raw.add(it);
            Map<String, Object> fork = new LinkedHashMap<>();
            fork.put("round", f + 1);
            fork.put("position", 1 + r.nextInt(10));
            fork.put("roundSize", 10);
            fork.put("startedAt", runId.substring(0, 4) + "-01-01T00:00:" + String.format("%02d", f) + "Z");
            fork.put("mode", "avgt");
            fork.put("unit", "ns/op");
            fork.put("iterations", it);
            boolean settled = f >= unsettled;
            fork.put("steadyFrom", settled ? 0 : null);
            fork.put("settled", settled);
            fork.put("trend", Map.of("test", "mann-kendall", "p", settled ? 0.5 : 0.001));
            fork.put("warmupMillis", 1000);
            fork.put("score", score);
            fork.put("allocBytesPerOp", 0.0);
            fork.put("host", Map.of("stealPercent", 0.1 * (f + 1), "otherCpusBusyPercent", 10.0 * (f + 1), "hiccupP99Millis", 0.2,
                    "hiccupMaxMillis", 1.0 + f));
            fork.put("rerun", false);
            forks.add(fork);
        }
        double score = sum / roundDrift.length;
        Map<String, Object> primary = new LinkedHashMap<>();
        primary.put("score", score);
        primary.put("scoreError", score * 0.01);
        primary.put("scoreUnit", "ns/op");
        primary.put("rawData", raw);
        Map<String, Object> result = new LinkedHashMap<>();
        result.put("benchmark", benchmarkClass + "." + operation);
        result.put("mode", "avgt");
        result.put("forks", roundDrift.length);
        result.put("params", Map.of("contender", contender, "dataset", "order"));
        result.put("primaryMetric", primary);
        String file = contender + "/order/" + operation;
        jmh.computeIfAbsent(file, k -> new ArrayList<>()).add(result);
        Map<String, Object> forksFile = new LinkedHashMap<>();
        forksFile.put("formatVersion", 1);
        forksFile.put("seed", seed);
        forksFile.put("rounds", roundDrift.length);
        forksFile.put("forks", forks);
        forksFiles.put(file, forksFile);
        if (!contenders.contains(contender)) {
            contenders.add(contender);
        }
        return this;
    }

    /** The next case allocates these B/op in its forks, one value per fork (escape analysis differing between JVMs). */
    SyntheticRun forkAllocations(double... perFork) {
        this.forkAllocations = perFork;
        return this;
    }

    SyntheticRun(String runId, String jdk) {
        this.runId = runId;
        this.jdk = jdk;
    }

    SyntheticRun(String runId) {
        this(runId, "17.0.15+6");
    }

    /** The run's benchmark JVMs ran on this {@code java.version} (the manifest's {@code jdk}); 17 unless given. */
    SyntheticRun jdkVersion(String version) {
        this.jdkVersion = version;
        return this;
    }

    /** One case: {@code forks} x {@code iterations} scores around {@code mean}, allocation around {@code alloc} B/op. */
    SyntheticRun jmhCase(String contender, String operation, String mode, String unit, int forks, int iterations, double mean,
                         double forkSpread, double iterationSpread, double alloc, double allocNoise, long seed) {
        Random r = new Random(seed);
        List<List<Double>> raw = new ArrayList<>();
        List<List<Double>> allocRaw = new ArrayList<>();
        double sum = 0;
        for (int f = 0; f < forks; f++) {
            double level = mean * (1 + forkSpread * r.nextGaussian());
            List<Double> it = new ArrayList<>();
            List<Double> al = new ArrayList<>();
            for (int i = 0; i < iterations; i++) {
                double v = level * (1 + iterationSpread * r.nextGaussian());
                it.add(v);
                al.add((forkAllocations == null ? alloc : forkAllocations[f]) + allocNoise * r.nextGaussian());
                sum += v;
            }
            raw.add(it);
            allocRaw.add(al);
        }
        forkAllocations = null;
        double score = sum / (forks * iterations);
        Map<String, Object> primary = new LinkedHashMap<>();
        primary.put("score", score);
        primary.put("scoreError", score * iterationSpread * 3);
        primary.put("scoreUnit", unit);
        primary.put("rawData", raw);
        Map<String, Object> allocMetric = new LinkedHashMap<>();
        allocMetric.put("score", allocRaw.stream().flatMap(List::stream).mapToDouble(Double::doubleValue).average().orElseThrow());
        allocMetric.put("scoreUnit", "B/op");
        allocMetric.put("rawData", allocRaw);
        Map<String, Object> result = new LinkedHashMap<>();
        result.put("benchmark", "io.wirebench.bench.CodecBenchmark." + operation);
        result.put("mode", mode);
        result.put("forks", forks);
        result.put("params", Map.of("contender", contender, "dataset", "order"));
        result.put("primaryMetric", primary);
        result.put("secondaryMetrics", Map.of("gc.alloc.rate.norm", allocMetric));
        jmh.computeIfAbsent(contender + "/order/" + operation + "-" + mode, k -> new ArrayList<>()).add(result);
        if (!contenders.contains(contender)) {
            contenders.add(contender);
        }
        return this;
    }

    private final Map<String, Object> extraFiles = new LinkedHashMap<>();

    /** A file of the run's folder beside the manifest (updatestream.json, compression.json), written as given. */
    SyntheticRun file(String name, Object content) {
        extraFiles.put(name, content);
        return this;
    }

    /**
     * An avgt case of another benchmark class ({@code UpdateStreamBenchmark}, {@code CompressionBenchmark})
     * with JMH parameters beyond contender and data set, as JMH writes it without a forks file: one
     * fork per value of {@code forkMeans}, three iterations each at that value, and {@code alloc} B/op.
     */
    SyntheticRun paramCase(String benchmark, String contender, String dataset, String operation, Map<String, String> params, double alloc,
                           double... forkMeans) {
        List<List<Double>> raw = new ArrayList<>();
        List<List<Double>> allocRaw = new ArrayList<>();
        double sum = 0;
        for (double m : forkMeans) {
            raw.add(List.of(m, m, m));
            allocRaw.add(List.of(alloc, alloc, alloc));
            sum += m;
        }
        Map<String, Object> primary = new LinkedHashMap<>();
        primary.put("score", sum / forkMeans.length);
        primary.put("scoreError", 1.0);
        primary.put("scoreUnit", "ns/op");
        primary.put("rawData", raw);
        Map<String, Object> allocMetric = Map.of("score", alloc, "scoreUnit", "B/op", "rawData", allocRaw);
        Map<String, Object> all = new LinkedHashMap<>(params);
        all.put("contender", contender);
        all.put("dataset", dataset);
        Map<String, Object> result = new LinkedHashMap<>();
        result.put("benchmark", "io.wirebench.bench." + benchmark + "." + operation);
        result.put("mode", "avgt");
        result.put("forks", forkMeans.length);
        result.put("params", all);
        result.put("primaryMetric", primary);
        result.put("secondaryMetrics", Map.of("gc.alloc.rate.norm", allocMetric));
        StringBuilder stem = new StringBuilder(operation);
        new java.util.TreeMap<>(params).values().forEach(v -> stem.append('@').append(v));
        jmh.computeIfAbsent(contender + "/" + dataset + "/" + stem, k -> new ArrayList<>()).add(result);
        if (!contenders.contains(contender)) {
            contenders.add(contender);
        }
        return this;
    }

    /** A time per operation in ns with 2 % fork and 1 % iteration spread. */
    SyntheticRun avgt(String contender, String operation, int forks, double meanNs, double allocBytes, long seed) {
        return jmhCase(contender, operation, "avgt", "ns/op", forks, 5, meanNs, 0.02, 0.01, allocBytes, 0.01, seed);
    }

    SyntheticRun size(String contender, int bytes, int gzipBytes) {
        sizes.add(Map.of("contender", contender, "dataset", "order", "bytes", bytes, "gzipBytes", gzipBytes));
        return this;
    }

    /** A contender with a size and nothing else: what the export needs to list a row. */
    SyntheticRun sized(String... contenders) {
        for (String c : contenders) {
            size(c, 10, 20);
        }
        return this;
    }

    private final Map<String, Map<String, Object>> openLoop = new LinkedHashMap<>();

    /**
     * An open-loop case at 10k msg/s over {@code jvms} JVMs of 20,000 round trips each (enough to back
     * p99, not p99.9), each JVM's p99 drawn around {@code p99} with 5 % spread, p99.9 at twice that,
     * and a maximum of {@code max}.
     */
    SyntheticRun openLoop(String contender, int jvms, double p99, long max, long seed) {
        Random r = new Random(seed);
        List<Map<String, Object>> runs = new ArrayList<>();
        for (int j = 0; j < jvms; j++) {
            long v = Math.round(p99 * (1 + 0.05 * r.nextGaussian()));
            Map<String, Object> latency = Map.of("unit", "ns", "count", 20_000, "mean", 300.0, "max", max,
                    "percentiles", Map.of("50.0", 250, "99.0", v, "99.9", 2 * v));
            runs.add(Map.of("fork", j, "intended", 20_000, "sent", 20_000, "saturated", false, "responseTime", latency, "serviceTime", latency));
        }
        Map<String, Object> merged = Map.of("unit", "ns", "count", 20_000 * jvms, "mean", 300.0, "max", max,
                "percentiles", Map.of("50.0", 250, "99.0", Math.round(p99), "99.9", Math.round(2 * p99)));
        Map<String, Object> file = new LinkedHashMap<>();
        file.put("formatVersion", 2);
        file.put("kind", "openLoop");
        file.put("contender", contender);
        file.put("dataset", "order");
        file.put("operation", "roundTrip");
        file.put("ratePerSecond", 10_000);
        file.put("forks", jvms);
        file.put("intended", 20_000L * jvms);
        file.put("sent", 20_000L * jvms);
        file.put("saturated", false);
        file.put("responseTime", merged);
        file.put("serviceTime", merged);
        file.put("runs", runs);
        openLoop.put(contender, file);
        if (!contenders.contains(contender)) {
            contenders.add(contender);
        }
        return this;
    }

    Path write(Path root) {
        Path dir = root.resolve(runId);
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("formatVersion", 2);
        m.put("runId", runId);
        m.put("status", "complete");
        m.put("startedAt", runId.substring(0, 4) + "-01-01T00:00:00Z");
        m.put("finishedAt", runId.substring(0, 4) + "-01-01T00:01:00Z");
        m.put("profile", Map.of("name", "synthetic"));
        m.put("source", Map.of("commit", "c" + runId, "dirty", false));
        m.put("machine", Map.of("cpuModel", "Test CPU", "logicalCpus", 2, "arch", "amd64", "memoryBytes", 1 << 30));
        m.put("jvm", Map.of("vendor", "Test", "version", "17", "vmVersion", jdk));
        // the benchmark JVMs' JDK: the runner's own (jvm) stays 17, as with make publish JDK=...
        m.put("jdk", Map.of("requested", jdkVersion.equals("17") ? "default" : "/jdk/" + jdkVersion, "vendor", "Test", "version", jdkVersion,
                "vmVersion", jdk));
        m.put("contenders", contenders.stream().map(c -> Map.of("id", c, "displayName", c, "format", "BINARY")).toList());
        m.put("datasets", List.of(Map.of("id", "order", "model", "order", "description", "The Order")));
        m.put("unsupported", List.of());
        m.put("failures", List.of());
        ResultFiles.write(dir.resolve("manifest.json"), m);
        ResultFiles.write(dir.resolve("sizes.json"), Map.of("formatVersion", 2, "sizes", sizes));
        return writeMeasured(root);
    }

    /**
     * Only the measured files (JMH results, forks and open-loop files, and those given to {@link #file}) into
     * the run's folder under {@code root}, beside a manifest and sizes written otherwise.
     */
    Path writeMeasured(Path root) {
        Path dir = root.resolve(runId);
        jmh.forEach((k, v) -> ResultFiles.write(dir.resolve("jmh").resolve(k + ".json"), v));
        forksFiles.forEach((k, v) -> ResultFiles.write(dir.resolve("jmh").resolve(k + ".forks.json"), v));
        openLoop.forEach((c, f) -> ResultFiles.write(dir.resolve("openloop").resolve(c).resolve("order").resolve("10000.json"), f));
        extraFiles.forEach((name, content) -> ResultFiles.write(dir.resolve(name), content));
        return dir;
    }
}
