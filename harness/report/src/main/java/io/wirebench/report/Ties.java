package io.wirebench.report;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Ranks the contenders of each data set and operation, and says which ones the run cannot tell
 * apart, by comparing every pair DIRECTLY (never through a chain of ties: "a ties b, b ties c" says
 * nothing about a and c). The verdict on a pair is an interval for the ratio of their times
 * ({@link #compare}); a contender's rank is an interval too: from 1 + the number of contenders
 * significantly faster than it to the number not significantly slower. Cases whose forks are mostly
 * unsettled are not ranked at all.
 */
final class Ties {
    static final String RULE = "each contender is compared with every other directly: with forks measured in rounds, by the 95 % interval"
            + " of the median within-round ratio of their times (significant when it excludes 1); else, with at least 6 forks each, by"
            + " the 95 % order-statistic intervals of their medians (significant when they do not overlap); else by JMH's 99.9 %"
            + " intervals of the mean. Rank = 1 + the number of contenders significantly faster, up to the number not significantly"
            + " slower (shown as a range); \"tied 1st\" = nothing is significantly faster, the fastest median included. Cases whose"
            + " forks mostly never reached steady state are shown as unsettled and not ranked.";

    private Ties() {
    }

    /**
     * How the times of {@code a} and {@code b} compare: an interval [low, high] for a / b, and the
     * test it comes from ({@code round-ratio}, {@code median-interval}, {@code jmh-99.9}, or
     * {@code none} when nothing can tell, as [0, infinity]). {@code a} is significantly faster when
     * high &lt; 1, slower when low &gt; 1.
     */
    record Verdict(String test, double low, double high) {
        boolean faster() {
            return high < 1;
        }

        boolean slower() {
            return low > 1;
        }
    }

    static Verdict compare(Measurement a, Measurement b) {
        ForkSamples.Interval r = CaseSummary.ratioByRound(a, b);
        if (r != null && r.reaches95()) {
            return new Verdict("round-ratio", r.low(), r.high());
        }
        ForkSamples.Interval x = CaseSummary.medianNanos(a);
        ForkSamples.Interval y = CaseSummary.medianNanos(b);
        if (x.reaches95() && y.reaches95()) {
            return new Verdict("median-interval", x.low() / y.high(), x.high() / y.low());
        }
        double ma = Units.toNanos(a.score(), a.unit());
        double mb = Units.toNanos(b.score(), b.unit());
        double ea = Units.toNanos(a.scoreError(), a.unit());
        double eb = Units.toNanos(b.scoreError(), b.unit());
        if (!Double.isFinite(ea) || !Double.isFinite(eb)) {
            return new Verdict("none", 0, Double.POSITIVE_INFINITY);
        }
        double high = mb - eb > 0 ? (ma + ea) / (mb - eb) : Double.POSITIVE_INFINITY;
        return new Verdict("jmh-99.9", Math.max(0, ma - ea) / (mb + eb), high);
    }

    /**
     * Adds to each measured operation cell: {@code xFastest} (its median over the fastest settled
     * median), {@code rank} and {@code rankHigh} (the rank interval), {@code rankLabel} ("3", "=3",
     * "3–5" or "unsettled"), {@code tiedWithFastest}, {@code vsFastest} {test, low, high} (the
     * interval of its time over the fastest's that decided the tie) and {@code ties}
     * [{contender, test}] (the contenders it cannot be told apart from).
     */
    static void rank(List<ObjectNode> rows, Map<String, Map<String, Measurement>> measured) {
        for (Map.Entry<String, Map<String, Measurement>> op : measured.entrySet()) {
            Map<String, ObjectNode> cells = new HashMap<>();
            for (ObjectNode row : rows) {
                if (row.path(op.getKey()).isObject() && op.getValue().containsKey(row.path("contender").asText())) {
                    cells.put(row.path("contender").asText(), (ObjectNode) row.path(op.getKey()));
                }
            }
            rankOperation(cells, op.getValue());
        }
    }

    private static void rankOperation(Map<String, ObjectNode> cells, Map<String, Measurement> byContender) {
        List<String> settled = new ArrayList<>();
        String fastest = null;
        for (String c : cells.keySet()) {
            Measurement m = byContender.get(c);
            if (!m.unsettled()) {
                settled.add(c);
                if (fastest == null || median(m) < median(byContender.get(fastest))) {
                    fastest = c;
                }
            }
        }
        for (Map.Entry<String, ObjectNode> e : cells.entrySet()) {
            Measurement m = byContender.get(e.getKey());
            ObjectNode cell = e.getValue();
            if (fastest != null) {
                cell.put("xFastest", Math.round(median(m) / median(byContender.get(fastest)) * 100) / 100.0);
            }
            if (m.unsettled()) {
                cell.put("rankLabel", "unsettled");
                cell.put("tiedWithFastest", false);
                continue;
            }
            int faster = 0;
            int slower = 0;
            ArrayNode ties = null;
            for (String other : settled) {
                if (other.equals(e.getKey())) {
                    continue;
                }
                Verdict v = compare(m, byContender.get(other));
                if (v.slower()) {
                    faster++;
                } else if (v.faster()) {
                    slower++;
                } else {
                    ties = ties == null ? cell.putArray("ties") : ties;
                    ties.addObject().put("contender", other).put("test", v.test());
                }
            }
            cell.put("rank", faster + 1);
            cell.put("rankHigh", settled.size() - slower);
            cell.put("tiedWithFastest", faster == 0);
            if (!e.getKey().equals(fastest)) {
                Verdict v = compare(m, byContender.get(fastest));
                cell.putObject("vsFastest").put("test", v.test()).put("low", finite(v.low())).put("high", finite(v.high()));
            }
        }
        for (ObjectNode cell : cells.values()) {
            if (cell.has("rank")) {
                int lo = cell.path("rank").asInt();
                int hi = cell.path("rankHigh").asInt();
                boolean shared = cells.values().stream().filter(o -> o != cell)
                        .anyMatch(o -> o.path("rank").asInt() == lo && o.path("rankHigh").asInt() == hi);
                cell.put("rankLabel", lo == hi ? (shared ? "=" : "") + lo : lo + "–" + hi);
            }
        }
    }

    /** JSON has no infinity: an unbounded side is written as a very large ratio. */
    private static double finite(double v) {
        return Double.isFinite(v) ? v : 1e9;
    }

    private static double median(Measurement m) {
        return CaseSummary.medianNanos(m).estimate();
    }
}
