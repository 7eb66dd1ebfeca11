package io.wirebench.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.wirebench.results.Manifest;
import io.wirebench.results.ResultFiles;
import io.wirebench.results.ResultFormatException;
import io.wirebench.results.Sizes;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Turns a run into the one data file the site reads ({@code site/data/wirebench.json}): provenance,
 * then per data set one row per contender with its size, time per operation and bytes allocated,
 * or "n/a" / "failed" with the reason, for the whole row or for one operation. The site does no
 * arithmetic of its own.
 *
 * <p>Added in the same format version (fields only added, never renamed): {@code run.status},
 * {@code run.isolation}, {@code run.jdk}, {@code run.cases}, {@code run.shards}, {@code run.mixed};
 * per operation {@code samples} and {@code percentiles} (SampleTime) and {@code opsPerSecond}
 * (throughput); and {@code latency}, the open-loop results. A percentile appears only when at least
 * 100 / (1 - p) samples back it ({@link #PERCENTILE_RULE}); {@code max} always, with its sample count.
 * Issue 20 added, per operation, the robust summary ({@link CaseSummary}: {@code median}, {@code medianLow},
 * {@code medianHigh}, {@code coverage}, {@code below95}, {@code unsettled}, {@code xFloor}...) and the
 * direct ranks ({@link Ties}: {@code rank}, {@code rankHigh}, {@code rankLabel}, {@code vsFastest});
 * {@code xFastest} is now over medians; {@code ns}, {@code error}, {@code low} and {@code high} stay
 * JMH's mean and 99.9 % interval. {@code run.noise} is the run's noise summary ({@link Noise}).
 * Issue 21 added {@code updateStream} and {@code compression} ({@link TradeOffExport}), present with
 * no rows for runs without them.
 * Issue 21 added {@code articlePercentiles} ({@link PercentileTable}), {@code compressionPlane} ({@link CompressionPlane})
 * and {@code claims} ({@link ClaimsExport}), computed after {@code updateStream} and {@code compression}.
 * Issue 25 added {@code footprint} ({@link FootprintExport}) and {@code coldStart} ({@link ColdStartExport}):
 * {@code available: false} for runs without them.
 */
public final class SiteExport {
    public static final int FORMAT_VERSION = 1;
    static final String ESTIMATOR_RULE = "time: the median of the fork scores (each fork's mean over its steady iterations), with the"
            + " distribution-free 95 % interval of the order statistics (x(k), x(n+1-k)), k the largest with 1 - 2 BinomCDF(k-1; n, 1/2) >= 0.95;"
            + " with fewer than 6 forks no pair reaches 95 % and the interval is the smallest to the largest fork, its coverage stated."
            + " x floor: with rounds, the median over rounds of the case's fork over the floor's fork of the same round, with the same"
            + " interval; runs without rounds give the ratio of the medians and no interval. JMH's mean and 99.9 % interval stay beside it.";
    /** The profile whose runs the site may present as the comparison. */
    public static final String PUBLISH_PROFILE = "publish";
    static final List<String> OPERATIONS = List.of("encode", "decode", "roundTrip", "decodeAndUse", "access");
    private static final String WHOLE = "*";
    private static final ObjectMapper MAPPER = ResultFiles.MAPPER;
    static final String PERCENTILE_RULE = "a percentile p is shown only when at least 100 / (1 - p) samples back it"
            + " (p99.9: 100,000; p99.99: 1,000,000; p99.999: 10,000,000); max is always shown with its sample count";

    private SiteExport() {
    }

    public static ObjectNode export(Run run) {
        return export(run, FocusedRuns.Supplements.of(run));
    }

    /** The site's data of {@code run}, with the sections a focused run made after it measured taken from that run. */
    static ObjectNode export(Run run, FocusedRuns.Supplements supplements) {
        Manifest man = run.manifest();
        JsonNode m = MAPPER.valueToTree(man);
        ObjectNode out = MAPPER.createObjectNode();
        out.put("formatVersion", FORMAT_VERSION);
        ObjectNode info = out.putObject("run");
        info.put("id", run.id());
        for (String field : List.of("startedAt", "finishedAt", "profile", "source", "machine", "jvm", "forkJvmArgs")) {
            info.set(field, m.path(field));
        }
        for (String field : List.of("status", "isolation", "jdk", "cases", "shards", "mixed")) {
            if (m.has(field)) {
                info.set(field, m.path(field));
            }
        }
        // The site shows a banner on every run that is not the publish profile: quick numbers are
        // indicative, and no page may present them as the comparison.
        info.put("publishable", PUBLISH_PROFILE.equals(man.profile().name()));
        out.set("contenders", m.path("contenders"));
        out.set("failures", m.path("failures"));
        out.put("tieRule", Ties.RULE);
        out.put("estimatorRule", ESTIMATOR_RULE);
        ObjectNode noise = Noise.summarize(run.measurements());
        if (noise != null) {
            info.set("noise", noise);
        }

        Map<String, Manifest.Contender> contenders = new LinkedHashMap<>();
        man.contenders().forEach(c -> contenders.put(c.id(), c));
        Map<String, Sizes.Size> sizes = new HashMap<>();
        run.sizes().forEach(s -> sizes.put(key(s.contender(), s.dataset()), s));
        Map<String, Measurement> times = new HashMap<>();
        Map<String, Measurement> samples = new HashMap<>();
        Map<String, Measurement> throughput = new HashMap<>();
        for (Measurement x : run.measurements()) {
            String k = key(x.contender(), x.dataset(), x.operation());
            switch (x.mode()) {
                case "avgt" -> times.put(k, x);
                case "sample" -> samples.put(k, x);
                case "thrpt" -> throughput.put(k, x);
                default -> { }
            }
        }
        Map<String, String> unsupported = new HashMap<>();
        man.unsupported().forEach(u -> unsupported.putIfAbsent(key(u.contender(), u.dataset(), orWhole(u.operation())), u.reason()));
        Map<String, String> failed = new HashMap<>();
        man.failures().forEach(f -> failed.putIfAbsent(key(f.contender(), orWhole(f.dataset()), orWhole(f.operation())),
                f.stage() + ": " + f.error().lines().findFirst().orElse("")));

        ArrayNode datasets = out.putArray("datasets");
        ArrayNode chart = out.putArray("chart");
        for (Manifest.DatasetInfo d : man.datasets()) {
            String dataset = d.id();
            ObjectNode ds = datasets.addObject();
            ds.put("id", dataset);
            ds.put("description", d.description() == null ? "" : d.description());
            ds.put("model", d.model() == null ? "" : d.model());
            ds.put("batchSize", d.batchSize() == null ? 0 : d.batchSize());
            ds.put("samples", d.samples() == null ? 1 : d.samples());
            ds.put("timed", d.isTimed());
            List<ObjectNode> rows = new ArrayList<>();
            List<String> operationsSeen = new ArrayList<>();
            Map<String, Map<String, Measurement>> measured = new LinkedHashMap<>();
            for (Map.Entry<String, Manifest.Contender> c : contenders.entrySet()) {
                String contender = c.getKey();
                ObjectNode row = MAPPER.createObjectNode();
                row.put("contender", contender);
                Manifest.Contender desc = c.getValue();
                row.put("name", orElse(desc.displayName(), contender));
                row.put("format", orElse(desc.format(), ""));
                row.put("library", orElse(desc.library(), ""));
                row.put("version", orElse(desc.libraryVersion(), ""));
                putAttributes(row, desc);
                String whole = firstOf(failed, key(contender, dataset, WHOLE), key(contender, WHOLE, WHOLE));
                if (unsupported.containsKey(key(contender, dataset, WHOLE))) {
                    row.put("status", "n/a");
                    row.put("note", unsupported.get(key(contender, dataset, WHOLE)));
                } else if (whole != null) {
                    row.put("status", "failed");
                    row.put("note", whole);
                } else if (!sizes.containsKey(key(contender, dataset))) {
                    continue; // not part of this run's selection
                } else {
                    row.put("status", "ok");
                }
                Sizes.Size size = sizes.get(key(contender, dataset));
                if (size != null) {
                    putSize(row, "bytes", size.bytes());
                    putSize(row, "gzipBytes", size.gzipBytes());
                    if (size.payloadBytes() != null) {
                        putSize(row, "payloadBytes", size.payloadBytes());
                    }
                    if (size.framedBytes() != null) {
                        putSize(row, "framedBytes", size.framedBytes());
                    }
                    row.put("samples", size.sampleCount());
                    if (size.compressedBytes() != null && !size.compressedBytes().isEmpty()) {
                        ObjectNode compressed = row.putObject("compressedBytes");
                        size.compressedBytes().entrySet().stream().sorted(Map.Entry.comparingByKey())
                                .forEach(e -> putSize(compressed, e.getKey(), e.getValue()));
                    }
                }
                for (String op : OPERATIONS) {
                    String k = key(contender, dataset, op);
                    Measurement x = times.containsKey(k) ? times.get(k) : samples.get(k);
                    if (x != null) {
                        ObjectNode o = row.putObject(op);
                        double ns = Units.toNanos(x.score(), x.unit());
                        double error = Units.toNanos(x.scoreError(), x.unit());
                        o.put("ns", ns);
                        putFinite(o, "error", error);
                        if (Double.isFinite(error)) {
                            // the whisker: JMH's 99.9 % interval, never below zero on a log axis
                            o.put("low", Math.max(ns - error, ns * 1e-3));
                            o.put("high", ns + error);
                        }
                        putFinite(o, "allocBytes", x.allocBytesPerOp());
                        o.put("mode", x.mode());
                        Measurement sampled = samples.get(k);
                        if (sampled != null) {
                            o.put("samples", sampled.samples());
                            o.set("percentiles", jmhPercentiles(sampled));
                        }
                        Measurement t = throughput.get(k);
                        if (t != null) {
                            o.put("opsPerSecond", toOpsPerSecond(t.score(), t.unit()));
                        }
                        o.put("forks", x.forkValues().size());
                        String fk = key(CaseSummary.FLOOR, dataset, op);
                        CaseSummary.put(o, x, times.containsKey(fk) ? times.get(fk) : samples.get(fk));
                        measured.computeIfAbsent(op, k2 -> new LinkedHashMap<>()).put(contender, x);
                    } else if (unsupported.containsKey(k)) {
                        row.putObject(op).put("na", unsupported.get(k));
                    } else if (failed.containsKey(k)) {
                        row.putObject(op).put("failed", failed.get(k));
                    }
                    if (row.has(op) && !operationsSeen.contains(op)) {
                        operationsSeen.add(op);
                    }
                }
                rows.add(row);
            }
            Ties.rank(rows, measured);
            FloorCheck.mark(rows, measured.keySet());
            for (String op : measured.keySet()) {
                List<ObjectNode> ranked = rows.stream().filter(r -> r.path(op).has("ns")).sorted(byRank(op)).toList();
                List<ObjectNode> points = new ArrayList<>();
                for (ObjectNode row : ranked) {
                    ObjectNode point = addChartPoint(chart, dataset, row, op, (ObjectNode) row.path(op));
                    point.put("order", points.size());
                    points.add(point);
                }
                markParetoFront(points);
            }
            rows.sort(byRank("roundTrip").thenComparingDouble(SiteExport::sizeKey));
            ArrayNode opArray = ds.putArray("operations");
            OPERATIONS.stream().filter(operationsSeen::contains).forEach(opArray::add);
            ArrayNode rowArray = ds.putArray("rows");
            rows.forEach(rowArray::add);
        }
        out.set("latency", LatencyExport.rows(run, contenders));
        out.set("updateStream", TradeOffExport.updateStream(run));
        out.set("compression", TradeOffExport.compression(run));
        out.set("footprint", FootprintExport.export(supplements.footprint()));
        out.set("coldStart", ColdStartExport.export(supplements.coldStart()));
        out.set("jdkCompat", JdkCompatExport.export(run.directory().toAbsolutePath().getParent()));
        out.put("latencyPolicy", run.openLoop().isEmpty() || run.openLoop().get(0).policy() == null ? "" : run.openLoop().get(0).policy());
        out.put("percentileRule", PERCENTILE_RULE);
        out.set("articlePercentiles", PercentileTable.export(run, contenders));
        out.set("compressionPlane", CompressionPlane.export(out));
        // last: the claims read every key above
        out.set("claims", ClaimsExport.judge(out, run));
        return out;
    }

    /** JMH's SampleTime percentiles in nanoseconds, those enough samples back, and max ("100.0"). */
    private static ObjectNode jmhPercentiles(Measurement m) {
        ObjectNode o = MAPPER.createObjectNode();
        m.percentiles().entrySet().stream().sorted(Map.Entry.comparingByKey(Comparator.comparingDouble(Double::parseDouble)))
                .forEach(e -> {
                    double p = Double.parseDouble(e.getKey());
                    if (p >= 100.0) {
                        putFinite(o, "max", Units.toNanos(e.getValue(), m.unit()));
                    } else if (p > 0 && backed(p, m.samples())) {
                        putFinite(o, percentileName(p), Units.toNanos(e.getValue(), m.unit()));
                    }
                });
        return o;
    }

    /** At least 100 samples beyond the percentile: 100 / (1 - p). */
    static boolean backed(double percentile, long samples) {
        return samples >= Math.ceil(100.0 / (1.0 - percentile / 100.0) - 1e-6);
    }

    /** 50.0 -> p50, 99.9 -> p99.9 */
    static String percentileName(double p) {
        String s = java.math.BigDecimal.valueOf(p).stripTrailingZeros().toPlainString();
        return "p" + s;
    }

    static double toOpsPerSecond(double value, String unit) {
        return switch (unit) {
            case "ops/ns" -> value * 1e9;
            case "ops/us" -> value * 1e6;
            case "ops/ms" -> value * 1e3;
            case "ops/s" -> value;
            default -> throw new ResultFormatException("unexpected throughput unit '" + unit + "'");
        };
    }

    /** One measured time as the charts draw it: value, whisker, rank and the marks for our own rows and the floor. */
    private static ObjectNode addChartPoint(ArrayNode chart, String dataset, ObjectNode row, String op, ObjectNode cell) {
        ObjectNode point = chart.addObject();
        point.put("dataset", dataset);
        point.put("contender", row.path("name").asText());
        point.put("id", row.path("contender").asText());
        point.put("format", row.path("format").asText());
        point.put("family", row.path("family").asText());
        point.put("role", row.path("role").asText());
        point.put("operation", op);
        if (cell.path("beatsFloor").asBoolean(false)) {
            point.put("beatsFloor", true);
        }
        for (String field : List.of("ns", "low", "high", "median", "medianLow", "medianHigh", "xFastest", "xFloor", "rank", "rankHigh",
                "rankLabel", "tiedWithFastest", "unsettled", "allocBytes")) {
            if (cell.has(field)) {
                point.set(field, cell.get(field));
            }
        }
        String size = row.has("framedBytes") ? "framedBytes" : "bytes";
        if (row.has(size)) {
            point.set("bytes", row.get(size));
        }
        return point;
    }

    /**
     * Marks {@code pareto: true} on the points no other point beats on both size and time (none is
     * at most as large and at most as slow, and better on one): the choices worth a look when both matter.
     */
    static void markParetoFront(List<ObjectNode> points) {
        for (ObjectNode p : points) {
            if (!p.has("bytes")) {
                continue;
            }
            double b = p.path("bytes").asDouble();
            double t = p.path("ns").asDouble();
            boolean dominated = points.stream().filter(q -> q != p && q.has("bytes")).anyMatch(q -> {
                double qb = q.path("bytes").asDouble();
                double qt = q.path("ns").asDouble();
                return qb <= b && qt <= t && (qb < b || qt < t);
            });
            p.put("pareto", !dominated);
        }
    }

    /**
     * What the "pick for me" filter and the marks need: family, text or binary, schema style,
     * zero-copy access, evolution, language neutrality, and the role ("ours" for this project's own
     * wire formats, "floor" for the hand-written baseline, else "library").
     */
    private static void putAttributes(ObjectNode row, Manifest.Contender c) {
        String family = orElse(c.family(), "");
        row.put("family", family);
        row.put("role", switch (family) {
            case "wire" -> "ours";
            case "baseline" -> "floor";
            default -> "library";
        });
        row.put("schemaStyle", orElse(c.schemaStyle(), ""));
        row.put("bufferStyle", orElse(c.bufferStyle(), ""));
        if (c.zeroCopyAccess() != null) {
            row.put("zeroCopyAccess", c.zeroCopyAccess());
        }
        row.put("evolution", orElse(c.evolution(), ""));
        LanguageNeutrality.Verdict language = LanguageNeutrality.of(c);
        row.put("languageNeutral", language.neutral());
        row.put("languageNote", language.reason());
    }

    private static String orElse(String value, String otherwise) {
        return value == null ? otherwise : value;
    }

    /** Entries without a data set or operation concern all of them. */
    private static String orWhole(String s) {
        return s == null ? WHOLE : s;
    }

    private static String firstOf(Map<String, String> map, String... keys) {
        for (String k : keys) {
            if (map.containsKey(k)) {
                return map.get(k);
            }
        }
        return null;
    }

    /**
     * The displayed order of an operation, so that rank labels never go down it: ranked cells by
     * rank (the lower end of the rank interval), then median; then unsettled cells by median; then
     * rows without the operation (their order is left to the next key).
     */
    static Comparator<ObjectNode> byRank(String op) {
        return Comparator.<ObjectNode>comparingInt(r -> !r.path(op).has("median") ? 2 : r.path(op).has("rank") ? 0 : 1)
                .thenComparingInt(r -> r.path(op).path("rank").asInt(Integer.MAX_VALUE))
                .thenComparingDouble(r -> r.path(op).path("median").asDouble(Double.MAX_VALUE));
    }

    /** Rows with sizes by size, then the rest (n/a, failed). */
    private static double sizeKey(ObjectNode row) {
        String size = row.has("framedBytes") ? "framedBytes" : "bytes";
        return row.has(size) ? row.path(size).asDouble() : Double.MAX_VALUE;
    }

    private static void putFinite(ObjectNode o, String field, double value) {
        if (Double.isFinite(value)) {
            o.put(field, value);
        }
    }

    private static String key(String contender, String dataset) {
        return contender + "|" + dataset;
    }

    private static String key(String contender, String dataset, String operation) {
        return contender + "|" + dataset + "|" + operation;
    }

    /** A size as the site shows it: a whole number for a single message, the mean (2 decimals) over a rotation. */
    static void putSize(ObjectNode o, String field, double value) {
        if (value == Math.rint(value)) {
            o.put(field, (long) value);
        } else {
            o.put(field, Math.round(value * 100) / 100.0);
        }
    }
}
