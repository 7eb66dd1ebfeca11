package io.wirebench.report;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Map;

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
