package io.wirebench.report;

import com.fasterxml.jackson.databind.JsonNode;
import io.wirebench.report.ClaimCheck.Ratio;
import io.wirebench.report.ClaimCheck.Rule;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.StreamSupport;

/**
 * What the claims read: the exported site data (data set rows, {@code updateStream},
 * {@code compression}, {@code articlePercentiles}) and, for times measured in rounds, the run's own
 * measurements, so that a ratio of two contenders pairs their forks round by round as the rest of
 * the export does ({@link CaseSummary#ratioByRound}).
 */
final class ClaimData {
    private final JsonNode site;
    private final Map<String, Measurement> avgt = new HashMap<>();
    private final Map<String, String> names = new HashMap<>();

    ClaimData(JsonNode site, Run run) {
        this.site = site;
        if (run != null) {
            run.measurements().stream().filter(m -> "avgt".equals(m.mode()))
                    .forEach(m -> avgt.put(m.contender() + "|" + m.dataset() + "|" + m.operation(), m));
        }
        site.path("contenders").forEach(c -> names.put(c.path("id").asText(), c.path("displayName").asText(c.path("id").asText())));
    }

    String name(String contender) {
        return names.getOrDefault(contender, contender);
    }

    /**
     * {@code slower}'s median time over {@code faster}'s for {@code op}, on the first of {@code datasets}
     * where the run timed both.
     */
    ClaimCheck time(String slower, String faster, String op, List<String> datasets, Rule rule, String original) {
        String what = name(slower) + " over " + name(faster);
        for (String ds : datasets) {
            JsonNode a = cell(ds, slower, op);
            JsonNode b = cell(ds, faster, op);
            if (a.has("median") && b.has("median")) {
                Measurement ma = avgt.get(slower + "|" + ds + "|" + op);
                Measurement mb = avgt.get(faster + "|" + ds + "|" + op);
                ForkSamples.Interval paired = ma == null || mb == null ? null : CaseSummary.ratioByRound(ma, mb);
                Ratio r = paired != null && paired.n() >= 2 ? new Ratio(paired.estimate(), paired.low(), paired.high(), "rounds")
                        : medians(a, b);
                return ClaimCheck.judged(what, "time of " + op + " on " + ds + " (median of forks)", r, rule, original);
            }
        }
        return ClaimCheck.missing(what, "time of " + op + " on " + String.join(" or ", datasets),
                "the run timed " + op + " of " + missingOf(slower, faster, op, datasets) + " on none of " + String.join(", ", datasets),
                original);
    }

    /** The contenders with a median time of every one of {@code ops} on {@code dataset}, in the order of its rows. */
    List<String> timedBoth(String dataset, String... ops) {
        List<String> out = new ArrayList<>();
        for (JsonNode r : datasetNode(dataset).path("rows")) {
            if (Arrays.stream(ops).allMatch(op -> r.path(op).has("median"))) {
                out.add(r.path("contender").asText());
            }
        }
        return out;
    }

    /** Not measured: no contender of the run has both times on {@code dataset}, with why (the data set untimed, or the pairs). */
    ClaimCheck untimedOps(String slowerOp, String fasterOp, String dataset) {
        return ClaimCheck.missing(slowerOp + " over " + fasterOp, "time on " + dataset, isTimed(dataset)
                ? "no contender of the run has both a " + slowerOp + " and an " + fasterOp + " time on " + dataset
                : untimedReason(dataset), null);
    }

    /** One contender's median time of {@code slowerOp} over {@code fasterOp} on {@code dataset}. */
    ClaimCheck timeOps(String contender, String slowerOp, String fasterOp, String dataset, Rule rule) {
        String what = name(contender) + ": " + slowerOp + " over " + fasterOp;
        JsonNode a = cell(dataset, contender, slowerOp);
        JsonNode b = cell(dataset, contender, fasterOp);
        if (!a.has("median") || !b.has("median")) {
            return ClaimCheck.missing(what, "time on " + dataset, isTimed(dataset) ? "the run has no " + slowerOp + " and " + fasterOp
                    + " time of " + contender + " on " + dataset : untimedReason(dataset), null);
        }
        Measurement ma = avgt.get(contender + "|" + dataset + "|" + slowerOp);
        Measurement mb = avgt.get(contender + "|" + dataset + "|" + fasterOp);
        ForkSamples.Interval paired = ma == null || mb == null ? null : CaseSummary.ratioByRound(ma, mb);
        Ratio r = paired != null && paired.n() >= 2 ? new Ratio(paired.estimate(), paired.low(), paired.high(), "rounds") : medians(a, b);
        return ClaimCheck.judged(what, "time on " + dataset + " (median of forks)", r, rule, null);
    }

    private boolean isTimed(String dataset) {
        JsonNode ds = datasetNode(dataset);
        return ds.path("timed").asBoolean(true) && ds.path("rows").size() > 0;
    }

    private static String untimedReason(String dataset) {
        return "the run did not time " + dataset + " (the publish and full profiles do, or DATASETS=" + dataset + ")";
    }

    private static Ratio medians(JsonNode a, JsonNode b) {
        double am = a.path("median").asDouble();
        double bm = b.path("median").asDouble();
        return Ratio.of(am, a.path("medianLow").asDouble(am), a.path("medianHigh").asDouble(am), bm, b.path("medianLow").asDouble(bm),
                b.path("medianHigh").asDouble(bm));
    }

    /** {@code larger}'s framed bytes over {@code smaller}'s on {@code dataset}: exact. */
    ClaimCheck size(String larger, String smaller, String dataset, Rule rule, String original) {
        String what = name(larger) + " over " + name(smaller);
        Double a = bytes(larger, dataset);
        Double b = bytes(smaller, dataset);
        if (a == null || b == null) {
            return ClaimCheck.missing(what, "framed bytes of " + dataset, "the run has no size of " + (a == null ? larger : smaller)
                    + " on " + dataset, original);
        }
        return ClaimCheck.judged(what, "framed bytes of " + dataset + " (" + fmt(a) + " against " + fmt(b) + ")", Ratio.exact(a / b),
                rule, original);
    }

    /** Framed bytes (else bytes as written) of one contender on one data set, or null. */
    Double bytes(String contender, String dataset) {
        JsonNode row = row(dataset, contender);
        JsonNode v = row.has("framedBytes") ? row.get("framedBytes") : row.get("bytes");
        return v == null || !v.isNumber() ? null : v.asDouble();
    }

    /** The rows of {@code updateStream} or {@code compression}; empty when the run has none. */
    List<JsonNode> rows(String key) {
        return StreamSupport.stream(site.path(key).path("rows").spliterator(), false).toList();
    }

    /** Why {@link #rows} is empty, in words for the page. */
    String absent(String key, String what) {
        return site.has(key) ? "the shown run measured no " + what + " (its " + key + " rows are empty)"
                : "the shown run has no " + what + " results: it was made before the runner measured them, or without them selected";
    }

    /**
     * The open-loop service-time row of a contender in the percentile table of {@code order} at the
     * lowest rate, or a missing node.
     */
    JsonNode percentileRow(String contender) {
        JsonNode best = null;
        for (JsonNode t : site.path("articlePercentiles").path("tables")) {
            if ("serviceTime".equals(t.path("distribution").asText()) && "order".equals(t.path("dataset").asText())
                    && (best == null || t.path("ratePerSecond").asInt() < best.path("ratePerSecond").asInt())) {
                best = t;
            }
        }
        if (best != null) {
            for (JsonNode r : best.path("rows")) {
                if (contender.equals(r.path("contender").asText())) {
                    return r;
                }
            }
        }
        return site.path("articlePercentiles").path("none");
    }

    /** a over b where each is {@code {median, low, high}} as the stream and compression rows carry times. */
    static Ratio ratio(JsonNode a, JsonNode b) {
        double am = a.path("median").asDouble();
        double bm = b.path("median").asDouble();
        return Ratio.of(am, a.path("low").asDouble(am), a.path("high").asDouble(am), bm, b.path("low").asDouble(bm), b.path("high").asDouble(bm));
    }

    static boolean timed(JsonNode t) {
        return t != null && t.path("median").isNumber() && t.path("median").asDouble() > 0;
    }

    static String fmt(double v) {
        return v == Math.rint(v) ? String.valueOf((long) v) : String.format(java.util.Locale.ROOT, "%.2f", v);
    }

    private String missingOf(String a, String b, String op, List<String> datasets) {
        List<String> missing = new ArrayList<>();
        for (String c : List.of(a, b)) {
            if (datasets.stream().noneMatch(ds -> cell(ds, c, op).has("median"))) {
                missing.add(c);
            }
        }
        return missing.isEmpty() ? "both together" : String.join(" and ", missing);
    }

    private JsonNode cell(String dataset, String contender, String op) {
        return row(dataset, contender).path(op);
    }

    private JsonNode row(String dataset, String contender) {
        for (JsonNode r : datasetNode(dataset).path("rows")) {
            if (contender.equals(r.path("contender").asText())) {
                return r;
            }
        }
        return site.path("datasets").path("none");
    }

    /** The data set's entry in the exported {@code datasets}, or a missing node. */
    private JsonNode datasetNode(String dataset) {
        for (JsonNode ds : site.path("datasets")) {
            if (dataset.equals(ds.path("id").asText())) {
                return ds;
            }
        }
        return site.path("datasets").path("none");
    }
}
