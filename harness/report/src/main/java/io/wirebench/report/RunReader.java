package io.wirebench.report;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * Reads result runs written by the bench. Refuses, with a message that says what to do, any file
 * it does not understand: a missing or corrupt file, or a format version it does not know.
 */
public final class RunReader {
    /** The newest result format this reader understands. */
    public static final int FORMAT_VERSION = 2;
    /**
     * Every format it reads: version 2 only adds to version 1 (tiers, open-loop results, per-case
     * JMH files, isolation, shards), so a version 1 run reads as a version 2 run without those.
     */
    public static final java.util.Set<Integer> READABLE_VERSIONS = java.util.Set.of(1, 2);

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private RunReader() {
    }

    /** The newest run under {@code resultsRoot}: run ids start with their UTC start time, so the last by name. */
    public static Path latest(Path resultsRoot) {
        if (!Files.isDirectory(resultsRoot)) {
            throw new ResultFormatException("no results folder at " + resultsRoot.toAbsolutePath() + "; run `make quick` to make a run");
        }
        try (Stream<Path> dirs = Files.list(resultsRoot)) {
            // A shard is part of a run, not a run to show: merge the shards first (make merge).
            return dirs.filter(d -> Files.isRegularFile(d.resolve("manifest.json")))
                    .filter(d -> !d.getFileName().toString().matches(".*-shard\\d+of\\d+"))
                    .max(Path::compareTo)
                    .orElseThrow(() -> new ResultFormatException("no result run under " + resultsRoot
                            + " (a run is a folder with a manifest.json); run `make quick` to make one"));
        } catch (IOException e) {
            throw new ResultFormatException("cannot list " + resultsRoot + ": " + e.getMessage(), e);
        }
    }

    public static Run read(Path runDir) {
        JsonNode manifest = readVersioned(runDir.resolve("manifest.json"));
        JsonNode sizesFile = readVersioned(runDir.resolve("sizes.json"));
        List<Run.Size> sizes = new ArrayList<>();
        for (JsonNode s : sizesFile.path("sizes")) {
            sizes.add(new Run.Size(text(s, "contender"), text(s, "dataset"), s.path("bytes").asDouble(), s.path("gzipBytes").asDouble(),
                    s.path("payloadBytes").asDouble(Double.NaN), s.path("framedBytes").asDouble(Double.NaN), s.path("samples").asInt(1)));
        }
        List<Measurement> measurements = new ArrayList<>();
        Path jmhDir = runDir.resolve("jmh");
        if (Files.isDirectory(jmhDir)) {
            try (Stream<Path> files = Files.walk(jmhDir)) {
                for (Path f : files.filter(p -> p.toString().endsWith(".json")).sorted().toList()) {
                    measurements.addAll(readJmh(f));
                }
            } catch (IOException e) {
                throw new ResultFormatException("cannot list " + jmhDir + ": " + e.getMessage(), e);
            }
        }
        List<OpenLoopResult> openLoop = new ArrayList<>();
        Path openLoopDir = runDir.resolve("openloop");
        if (Files.isDirectory(openLoopDir)) {
            try (Stream<Path> files = Files.walk(openLoopDir)) {
                for (Path f : files.filter(p -> p.toString().endsWith(".json")).sorted().toList()) {
                    openLoop.add(readOpenLoop(f));
                }
            } catch (IOException e) {
                throw new ResultFormatException("cannot list " + openLoopDir + ": " + e.getMessage(), e);
            }
        }
        return new Run(runDir, manifest, List.copyOf(sizes), List.copyOf(measurements), List.copyOf(openLoop));
    }

    /** Parses one open-loop result file ({@code openloop/<contender>/<dataset>/<rate>.json}). */
    static OpenLoopResult readOpenLoop(Path file) {
        JsonNode n = readVersioned(file);
        if (!n.path("responseTime").isObject() || !n.path("serviceTime").isObject()) {
            throw new ResultFormatException(file + ": an open-loop result needs responseTime and serviceTime");
        }
        return new OpenLoopResult(text(n, "contender"), text(n, "dataset"), n.path("ratePerSecond").asInt(), n.path("forks").asInt(),
                n.path("intended").asLong(), n.path("sent").asLong(), n.path("saturated").asBoolean(),
                latency(n.path("responseTime")), latency(n.path("serviceTime")), n.path("policy").asText(""));
    }

    private static OpenLoopResult.Latency latency(JsonNode n) {
        java.util.Map<String, Long> p = new java.util.LinkedHashMap<>();
        n.path("percentiles").fields().forEachRemaining(e -> p.put(e.getKey(), e.getValue().asLong()));
        return new OpenLoopResult.Latency(n.path("count").asLong(), n.path("mean").asDouble(), n.path("max").asLong(), p,
                n.path("histogram").asText(""));
    }

    /** Parses one raw JMH JSON result file (an array of benchmark results). */
    static List<Measurement> readJmh(Path file) {
        JsonNode root = parse(file);
        if (!root.isArray()) {
            throw new ResultFormatException(file + ": not a JMH result file (expected a JSON array)");
        }
        List<Measurement> out = new ArrayList<>();
        for (JsonNode r : root) {
            String benchmark = text(r, "benchmark");
            JsonNode params = r.path("params");
            JsonNode primary = r.path("primaryMetric");
            if (!primary.has("score")) {
                throw new ResultFormatException(file + ": result for " + benchmark + " has no primaryMetric.score");
            }
            String mode = r.path("mode").asText();
            long samples = 0;
            java.util.Map<String, Double> percentiles = new java.util.LinkedHashMap<>();
            if (mode.equals("sample")) {
                // rawDataHistogram: per fork, per iteration, [value, count] pairs
                for (JsonNode fork : primary.path("rawDataHistogram")) {
                    for (JsonNode iteration : fork) {
                        for (JsonNode pair : iteration) {
                            samples += pair.path(1).asLong();
                        }
                    }
                }
                primary.path("scorePercentiles").fields().forEachRemaining(e -> percentiles.put(e.getKey(), number(e.getValue())));
            }
            out.add(new Measurement(params.path("contender").asText(""), params.path("dataset").asText(""),
                    benchmark.substring(benchmark.lastIndexOf('.') + 1), mode,
                    primary.path("score").asDouble(), number(primary.path("scoreError")), primary.path("scoreUnit").asText(),
                    allocation(r.path("secondaryMetrics")), samples, percentiles));
        }
        return out;
    }

    /** Bytes per op from JMH's GC profiler, named {@code ·gc.alloc.rate.norm} before JMH 1.35 and {@code gc.alloc.rate.norm} since. */
    private static double allocation(JsonNode secondary) {
        for (Iterator<Map.Entry<String, JsonNode>> it = secondary.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            String key = e.getKey().startsWith("\u00b7") ? e.getKey().substring(1) : e.getKey();
            if (key.equals("gc.alloc.rate.norm")) {
                return e.getValue().path("score").asDouble(Double.NaN);
            }
        }
        return Double.NaN;
    }

    private static double number(JsonNode n) {
        // JMH writes "NaN" as a string when a single iteration leaves no error estimate.
        return n.isNumber() ? n.asDouble() : Double.NaN;
    }

    static JsonNode readVersioned(Path file) {
        JsonNode node = parse(file);
        int version = node.path("formatVersion").asInt(-1);
        if (version == -1) {
            throw new ResultFormatException(file + ": no formatVersion; this is not a wirebench result file");
        }
        if (!READABLE_VERSIONS.contains(version)) {
            throw new ResultFormatException(file + ": result format version " + version + " is not one this reader understands ("
                    + READABLE_VERSIONS.stream().sorted().toList() + "); use the wirebench version that wrote it, or re-run the benchmark");
        }
        return node;
    }

    static JsonNode parse(Path file) {
        if (!Files.isRegularFile(file)) {
            throw new ResultFormatException(file + " is missing; the run is incomplete (was it interrupted?)");
        }
        try {
            return MAPPER.readTree(file.toFile());
        } catch (JacksonException e) {
            throw new ResultFormatException(file + " is not valid JSON (" + e.getOriginalMessage() + "); the file is corrupt", e);
        } catch (IOException e) {
            throw new ResultFormatException("cannot read " + file + ": " + e.getMessage(), e);
        }
    }

    private static String text(JsonNode node, String field) {
        JsonNode v = node.get(field);
        if (v == null || !v.isTextual()) {
            throw new ResultFormatException("expected a text field '" + field + "' in " + node);
        }
        return v.asText();
    }
}
