package io.wirebench.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.openjdk.jmh.util.ListStatistics;

/**
 * Turns the one-fork results of a case measured in rounds ({@code parts/forks/.../round-<r>.json},
 * as JMH wrote them) into the case's result: {@code jmh/<c>/<d>/<op>.json} in JMH's own format, so
 * every reader keeps working, holding per fork only its <em>steady</em> iterations
 * ({@link SteadyState}), and beside it {@code <op>.forks.json}, which says per fork which round and
 * place it ran in, every iteration it measured, where steady state began (or that it never did),
 * its warm-up, its score and what the host did meanwhile.
 *
 * <p>Forks that never settled are listed in the forks file and counted ({@code unsettledForks}) but
 * left out of the result when other forks of the case settled: their mean is a mean over a moving
 * target. A case none of whose forks settled keeps them all, marked {@code settled: false}, so the
 * readers show it as unsettled rather than rank it.
 */
final class ForkMerge {
    static final int FORKS_FORMAT_VERSION = 1;
    private static final Pattern ROUND_FILE = Pattern.compile("round-(\\d+)\\.json");
    private static final double CONFIDENCE = 0.999;

    private ForkMerge() {
    }

    /** One fork as {@link Rounds} scheduled it: where it stood in its round. */
    record Placement(int position, int roundSize) {
    }

    /**
     * Merges what the rounds left for {@code c}; does nothing when no round produced a result.
     *
     * @param placements per round, where this case's fork stood in it (absent rounds: unknown)
     * @return whether a merged result was written
     */
    static boolean merge(RunFolder folder, Case.Jmh c, long seed, int rounds, Map<Integer, Placement> placements) {
        Map<Integer, Path> byRound = roundFiles(folder.jmhRoundFile(c.contender(), c.dataset(), c.fileStem(), 1).getParent());
        if (byRound.isEmpty()) {
            return false;
        }
        List<ObjectNode> merged = new ArrayList<>();
        ArrayNode forks = Json.MAPPER.createArrayNode();
        // a case with settled forks is summarised by those; one with none keeps them all and is marked unsettled
        boolean anySettled = false;
        Map<Integer, JsonNode> results = new java.util.TreeMap<>();
        Map<Integer, List<FoldedFork>> folds = new java.util.TreeMap<>();
        for (Map.Entry<Integer, Path> e : byRound.entrySet()) {
            JsonNode result = Json.read(e.getValue());
            List<FoldedFork> folded = new ArrayList<>();
            result.forEach(mode -> folded.add(fold(mode)));
            results.put(e.getKey(), result);
            folds.put(e.getKey(), folded);
            anySettled |= !folded.isEmpty() && folded.get(0).verdict().settled();
        }
        int unsettled = 0;
        for (Map.Entry<Integer, JsonNode> e : results.entrySet()) {
            JsonNode result = e.getValue();
            JsonNode meta = readMeta(byRound.get(e.getKey()));
            for (int m = 0; m < result.size(); m++) {
                ObjectNode fork = (ObjectNode) result.get(m);
                FoldedFork folded = folds.get(e.getKey()).get(m);
                if (merged.size() <= m) {
                    ObjectNode template = fork.deepCopy();
                    template.put("forks", 0);
                    clearRawData(template);
                    merged.add(template);
                }
                if (m == 0 && !folded.verdict().settled()) {
                    unsettled++;
                }
                if (folded.verdict().settled() || !anySettled) {
                    append(merged.get(m), fork, folded);
                }
                forks.add(forkRecord(e.getKey(), placements.get(e.getKey()), fork, folded, meta));
            }
        }
        for (ObjectNode m : merged) {
            rescore(m);
        }
        Path resultFile = folder.jmhFile(c.contender(), c.dataset(), c.fileStem());
        ObjectNode forksFile = Json.MAPPER.createObjectNode();
        forksFile.put("formatVersion", FORKS_FORMAT_VERSION);
        forksFile.put("seed", seed);
        forksFile.put("rounds", rounds);
        forksFile.put("settled", anySettled);
        forksFile.put("unsettledForks", unsettled);
        forksFile.set("forks", forks);
        ArrayNode replaced = forksFile.putArray("replacedForks");
        byRound.forEach((round, file) -> {
            if (Files.isRegularFile(stalledFile(file))) {
                replaced.add(replacedRecord(round, stalledFile(file)));
            }
        });
        Json.write(folder.forksFile(c.contender(), c.dataset(), c.fileStem()), forksFile);
        // the result last: a case counts as measured (resume, manifest) once its result is there, and by then its forks file is too
        Json.write(resultFile, Json.MAPPER.createArrayNode().addAll(merged));
        return true;
    }

    /** round-N.json files of one case, by N. */
    static Map<Integer, Path> roundFiles(Path dir) {
        Map<Integer, Path> out = new java.util.TreeMap<>();
        if (!Files.isDirectory(dir)) {
            return out;
        }
        try (Stream<Path> files = Files.list(dir)) {
            files.forEach(f -> {
                Matcher m = ROUND_FILE.matcher(f.getFileName().toString());
                if (m.matches()) {
                    out.put(Integer.parseInt(m.group(1)), f);
                }
            });
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + dir, e);
        }
        return out;
    }

    /** What {@link ContenderRun} wrote beside a round's result: when the fork ran and its warm-up. */
    static Path metaFile(Path roundFile) {
        return roundFile.resolveSibling(roundFile.getFileName().toString().replace(".json", ".meta.json"));
    }

    private static JsonNode readMeta(Path roundFile) {
        Path meta = metaFile(roundFile);
        return Files.isRegularFile(meta) ? Json.read(meta) : Json.MAPPER.createObjectNode();
    }

    /** A fork's measured iterations and the verdict on them. */
    record FoldedFork(double[] iterations, SteadyState.Verdict verdict) {
        int from() {
            return verdict.settled() ? verdict.steadyFrom() : 0;
        }

        double score() {
            return mean(iterations, from());
        }
    }

    static FoldedFork fold(JsonNode jmhFork) {
        double[] iterations = iterations(jmhFork.path("primaryMetric"));
        return new FoldedFork(iterations, SteadyState.detect(iterations));
    }

    /**
     * The fork's per-iteration scores: avgt/thrpt rawData, or for SampleTime the mean of each
     * iteration's histogram.
     */
    static double[] iterations(JsonNode metric) {
        JsonNode raw = metric.path("rawData").path(0);
        if (raw.isArray() && !raw.isEmpty()) {
            double[] v = new double[raw.size()];
            for (int i = 0; i < v.length; i++) {
                v[i] = raw.get(i).asDouble();
            }
            return v;
        }
        JsonNode hist = metric.path("rawDataHistogram").path(0);
        double[] v = new double[hist.size()];
        for (int i = 0; i < v.length; i++) {
            double sum = 0;
            double n = 0;
            for (JsonNode pair : hist.get(i)) {
                sum += pair.get(0).asDouble() * pair.get(1).asDouble();
                n += pair.get(1).asDouble();
            }
            v[i] = n == 0 ? Double.NaN : sum / n;
        }
        return v;
    }

    private static void clearRawData(ObjectNode result) {
        for (ObjectNode metric : metrics(result)) {
            if (metric.has("rawData")) {
                metric.putArray("rawData");
            }
            if (metric.has("rawDataHistogram")) {
                metric.putArray("rawDataHistogram");
            }
        }
    }

    /** Adds the fork's steady iterations (of every metric that has one value per iteration) to the merged result. */
    private static void append(ObjectNode merged, ObjectNode fork, FoldedFork folded) {
        merged.put("forks", merged.path("forks").asInt() + 1);
        int n = folded.iterations().length;
        Iterator<Map.Entry<String, ObjectNode>> target = namedMetrics(merged).entrySet().iterator();
        Map<String, ObjectNode> source = namedMetrics(fork);
        while (target.hasNext()) {
            Map.Entry<String, ObjectNode> t = target.next();
            ObjectNode s = source.get(t.getKey());
            if (s == null) {
                continue;
            }
            for (String field : List.of("rawData", "rawDataHistogram")) {
                JsonNode values = s.path(field).path(0);
                if (values.isArray() && t.getValue().has(field)) {
                    ArrayNode kept = Json.MAPPER.createArrayNode();
                    for (int i = values.size() == n ? folded.from() : 0; i < values.size(); i++) {
                        kept.add(values.get(i));
                    }
                    ((ArrayNode) t.getValue().get(field)).add(kept);
                }
            }
        }
    }

    /** Score, error, confidence and percentiles of every metric over the merged iterations, as JMH computes them. */
    private static void rescore(ObjectNode merged) {
        for (ObjectNode metric : metrics(merged)) {
            JsonNode raw = metric.path("rawData");
            if (!raw.isArray() || raw.isEmpty()) {
                continue;
            }
            ListStatistics stats = new ListStatistics();
            raw.forEach(fork -> fork.forEach(v -> stats.addValue(v.asDouble())));
            if (stats.getN() == 0) {
                continue;
            }
            metric.put("score", stats.getMean());
            double error = stats.getN() > 2 ? stats.getMeanErrorAt(CONFIDENCE) : Double.NaN;
            if (Double.isFinite(error)) {
                metric.put("scoreError", error);
                metric.putArray("scoreConfidence").add(stats.getMean() - error).add(stats.getMean() + error);
            } else {
                metric.put("scoreError", "NaN");
                metric.putArray("scoreConfidence").add(stats.getMean()).add(stats.getMean());
            }
            ObjectNode percentiles = metric.putObject("scorePercentiles");
            for (double p : new double[] {0, 50, 90, 95, 99, 99.9, 99.99, 99.999, 99.9999, 100}) {
                percentiles.put(String.valueOf(p), p == 0 ? stats.getMin() : p == 100 ? stats.getMax() : stats.getPercentile(p));
            }
        }
    }

    private static ObjectNode forkRecord(int round, Placement placement, ObjectNode fork, FoldedFork folded, JsonNode meta) {
        ObjectNode r = Json.MAPPER.createObjectNode();
        r.put("round", round);
        if (placement != null) {
            r.put("position", placement.position());
            r.put("roundSize", placement.roundSize());
        }
        if (meta.has("startedAt")) {
            r.put("startedAt", meta.get("startedAt").asText());
        }
        r.put("mode", fork.path("mode").asText());
        r.put("unit", fork.path("primaryMetric").path("scoreUnit").asText());
        ArrayNode its = r.putArray("iterations");
        for (double v : folded.iterations()) {
            its.add(v);
        }
        SteadyState.Verdict v = folded.verdict();
        if (v.settled()) {
            r.put("steadyFrom", v.steadyFrom());
        } else {
            r.putNull("steadyFrom");
        }
        r.put("settled", v.settled());
        ObjectNode trend = r.putObject("trend");
        trend.put("test", "mann-kendall");
        trend.put("p", round4(v.p()));
        trend.put("slopePerIteration", v.slope());
        trend.put("relativeDrift", round4(v.relativeDrift()));
        long warmupMillis = meta.path("warmupMillis").asLong(0) + (long) folded.from() * meta.path("iterationMillis").asLong(0);
        r.put("warmupMillis", warmupMillis);
        if (meta.has("watchedMillis")) {
            r.put("watchedMillis", meta.get("watchedMillis").asLong());
        }
        r.put("score", folded.score());
        Map<String, ObjectNode> secondary = namedMetrics(fork);
        ObjectNode alloc = secondary.getOrDefault("gc.alloc.rate.norm", secondary.get("\u00b7gc.alloc.rate.norm"));
        if (alloc != null) {
            double[] a = iterations(alloc);
            r.put("allocBytesPerOp", a.length == folded.iterations().length ? mean(a, folded.from()) : mean(a, 0));
        }
        if (meta.path("host") instanceof ObjectNode host && !host.isEmpty()) {
            r.set("host", host);
        }
        r.put("rerun", meta.path("rerun").asBoolean(false));
        return r;
    }

    /** The fork a stall made the runner measure again ({@link Rounds}): kept beside its replacement, never dropped. */
    static Path stalledFile(Path roundFile) {
        return roundFile.resolveSibling(roundFile.getFileName().toString().replace(".json", ".stalled.json"));
    }

    /** What the forks file says of a fork run again because of a stall: its round, score, host figures and the reason. */
    private static ObjectNode replacedRecord(int round, Path stalled) {
        ObjectNode r = Json.MAPPER.createObjectNode();
        r.put("round", round);
        JsonNode result = Json.read(stalled);
        if (result.size() > 0) {
            r.put("score", fold(result.get(0)).score());
        }
        JsonNode meta = readMeta(stalled);
        if (meta.has("host")) {
            r.set("host", meta.get("host"));
        }
        r.put("reason", meta.path("stallReason").asText("a stall"));
        return r;
    }

    private static List<ObjectNode> metrics(ObjectNode result) {
        return new ArrayList<>(namedMetrics(result).values());
    }

    /** The primary metric (named "") and the secondary ones by name. */
    private static Map<String, ObjectNode> namedMetrics(ObjectNode result) {
        Map<String, ObjectNode> out = new LinkedHashMap<>();
        if (result.get("primaryMetric") instanceof ObjectNode p) {
            out.put("", p);
        }
        if (result.get("secondaryMetrics") instanceof ObjectNode s) {
            s.fields().forEachRemaining(e -> {
                if (e.getValue() instanceof ObjectNode o) {
                    out.put(e.getKey(), o);
                }
            });
        }
        return out;
    }

    private static double mean(double[] v, int from) {
        double sum = 0;
        int n = 0;
        for (int i = from; i < v.length; i++) {
            sum += v[i];
            n++;
        }
        return n == 0 ? Double.NaN : sum / n;
    }

    private static double round4(double v) {
        return Math.round(v * 1e4) / 1e4;
    }
}
