package io.wirebench.report;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Marks, per data set and operation, which contenders the run cannot tell apart, so a page shows a
 * tie rather than a ranking the noise decided. Two contenders tie when neither one-sided
 * Mann-Whitney test on their per-fork times rejects at {@link Stats#ALPHA} (the test compare uses).
 * With too few forks for that test to ever reject (in-process quick runs have one "fork"), they
 * tie when JMH's 99.9 % confidence intervals overlap; the export says which test decided.
 */
final class Ties {
    static final String RULE = "two contenders tie on an operation when neither is faster by a one-sided Mann-Whitney U test"
            + " on per-fork times at p <= 0.05 each way; where forks are too few for that test to reject at all,"
            + " when their 99.9 % confidence intervals overlap. Each tie names the test that decided it.";

    private Ties() {
    }

    /** Adds {@code ties: [{contender, test}]} to each row's operation object. */
    static void mark(List<ObjectNode> rows, Map<String, Map<String, Measurement>> measured) {
        for (Map.Entry<String, Map<String, Measurement>> op : measured.entrySet()) {
            for (ObjectNode row : rows) {
                Measurement a = op.getValue().get(row.path("contender").asText());
                if (a == null) {
                    continue;
                }
                ArrayNode ties = null;
                for (Map.Entry<String, Measurement> other : op.getValue().entrySet()) {
                    Measurement b = other.getValue();
                    if (b == a) {
                        continue;
                    }
                    String test = tie(a, b);
                    if (test != null) {
                        if (ties == null) {
                            ties = ((ObjectNode) row.path(op.getKey())).putArray("ties");
                        }
                        ties.addObject().put("contender", other.getKey()).put("test", test);
                    }
                }
            }
        }
    }

    /**
     * Adds to each measured operation {@code xFastest} (its time over the fastest time), {@code rank}
     * (one more than the number of contenders faster than it and not tied with it, so tied contenders
     * can share a rank) and {@code tiedWithFastest} (it ties a contender of rank 1, or is one).
     */
    static void rank(List<ObjectNode> rows, Collection<String> operations) {
        for (String op : operations) {
            double fastest = Double.MAX_VALUE;
            for (ObjectNode row : rows) {
                if (row.path(op).path("ns").isNumber()) {
                    fastest = Math.min(fastest, row.path(op).path("ns").asDouble());
                }
            }
            for (ObjectNode row : rows) {
                JsonNode cell = row.path(op);
                if (!cell.path("ns").isNumber()) {
                    continue;
                }
                double ns = cell.path("ns").asDouble();
                Set<String> tied = tiedWith(cell);
                int faster = 0;
                for (ObjectNode other : rows) {
                    JsonNode o = other.path(op);
                    if (other != row && o.path("ns").isNumber() && o.path("ns").asDouble() < ns
                            && !tied.contains(other.path("contender").asText())) {
                        faster++;
                    }
                }
                ObjectNode c = (ObjectNode) cell;
                c.put("xFastest", fastest > 0 ? Math.round(ns / fastest * 100) / 100.0 : 1.0);
                c.put("rank", faster + 1);
            }
            for (ObjectNode row : rows) {
                JsonNode cell = row.path(op);
                if (!cell.has("rank")) {
                    continue;
                }
                boolean tiedFirst = cell.path("rank").asInt() == 1;
                for (String other : tiedWith(cell)) {
                    tiedFirst |= rows.stream().anyMatch(r -> r.path("contender").asText().equals(other) && r.path(op).path("rank").asInt() == 1);
                }
                ((ObjectNode) cell).put("tiedWithFastest", tiedFirst);
            }
        }
    }

    private static Set<String> tiedWith(JsonNode cell) {
        Set<String> out = new HashSet<>();
        cell.path("ties").forEach(t -> out.add(t.path("contender").asText()));
        return out;
    }

    /** The test by which {@code a} and {@code b} tie, or {@code null} when they differ (or nothing can tell). */
    static String tie(Measurement a, Measurement b) {
        List<Double> x = nanos(a);
        List<Double> y = nanos(b);
        if (Stats.testable(x.size(), y.size())) {
            boolean differ = Stats.pLess(x, y) <= Stats.ALPHA || Stats.pGreater(x, y) <= Stats.ALPHA;
            return differ ? null : "mann-whitney";
        }
        double ea = SiteExport.toNanos(a.scoreError(), a.unit());
        double eb = SiteExport.toNanos(b.scoreError(), b.unit());
        if (!Double.isFinite(ea) || !Double.isFinite(eb)) {
            return null;
        }
        double gap = Math.abs(SiteExport.toNanos(a.score(), a.unit()) - SiteExport.toNanos(b.score(), b.unit()));
        return gap <= ea + eb ? "ci-overlap" : null;
    }

    private static List<Double> nanos(Measurement m) {
        return m.forkScores().stream().map(v -> SiteExport.toNanos(v, m.unit())).toList();
    }
}
