package io.wirebench.report;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Locale;

/**
 * One comparison behind a claim: a ratio measured in the shown run, its interval, and the verdict
 * its rule gives. A ratio is always "the side the claim says is worse over the side it says is
 * better" (slower over faster, larger over smaller), so every rule reads "holds when the ratio lies
 * beyond the claimed factor".
 *
 * @param what     the two sides, in words
 * @param measure  what was measured (operation, data set, percentile)
 * @param ratio    the measured ratio, or null when the run lacks the data
 * @param original the article's figure for the same comparison, or null
 * @param verdict  one of {@link #VERDICTS}
 * @param reason   why the data is absent (null when it is there)
 */
record ClaimCheck(String what, String measure, Ratio ratio, String original, String verdict, String reason) {
    static final String HOLDS = "holds";
    static final String FAILS = "does not hold";
    static final String INCONCLUSIVE = "inconclusive";
    static final String UNMEASURABLE = "cannot be measured here";
    static final String NOT_MEASURED = "not measured in this run";
    static final List<String> VERDICTS = List.of(HOLDS, FAILS, INCONCLUSIVE, UNMEASURABLE, NOT_MEASURED);

    /**
     * A ratio with its interval. {@code basis}: "rounds" (the median of per-round ratios with its
     * order-statistic interval), "intervals" (the two medians' 95 % intervals divided end by end:
     * wider, never narrower, than the interval of the ratio), "point" (no interval: too few forks,
     * or a percentile of one run), "exact" (sizes: deterministic).
     */
    record Ratio(double value, double low, double high, String basis) {
        static Ratio exact(double value) {
            return new Ratio(value, value, value, "exact");
        }

        /** a over b, each a median with its interval (low == high when there is none); "point" when neither has one. */
        static Ratio of(double a, double aLow, double aHigh, double b, double bLow, double bHigh) {
            boolean intervals = (aLow < aHigh || bLow < bHigh) && bLow > 0;
            return intervals ? new Ratio(a / b, aLow / bHigh, aHigh / bLow, "intervals") : new Ratio(a / b, a / b, a / b, "point");
        }
    }

    /** How a ratio is judged against the claimed factor. */
    record Rule(String kind, double low, double high) {
        /** The claim: the ratio exceeds {@code factor}. */
        static Rule beyond(double factor) {
            return new Rule("beyond", factor, Double.POSITIVE_INFINITY);
        }

        /** The claim: the ratio is at least {@code factor} (a size target: "no larger than"). */
        static Rule atLeast(double factor) {
            return new Rule("atLeast", factor, Double.POSITIVE_INFINITY);
        }

        /** The claim: the two sides perform alike, the ratio within [low, high]. */
        static Rule within(double low, double high) {
            return new Rule("within", low, high);
        }

        String judge(Ratio r) {
            return switch (kind) {
                case "within" -> r.low() >= low && r.high() <= high ? HOLDS : r.high() < low || r.low() > high ? FAILS : INCONCLUSIVE;
                case "atLeast" -> r.low() >= low ? HOLDS : r.high() < low ? FAILS : INCONCLUSIVE;
                default -> r.low() > low ? HOLDS : r.high() <= low ? FAILS : INCONCLUSIVE;
            };
        }

        String text() {
            return switch (kind) {
                case "within" -> String.format(Locale.ROOT, "holds when the ratio's interval lies within %s to %s; does not hold when it"
                        + " lies wholly outside; inconclusive otherwise", factor(low), factor(high));
                case "atLeast" -> String.format(Locale.ROOT, "holds when the ratio is at least %s; does not hold below", factor(low));
                default -> String.format(Locale.ROOT, "holds when the ratio's interval lies wholly above %s; does not hold when it lies"
                        + " wholly at or below %s; inconclusive when it contains %s", factor(low), factor(low), factor(low));
            };
        }
    }

    static ClaimCheck judged(String what, String measure, Ratio ratio, Rule rule, String original) {
        return new ClaimCheck(what, measure, ratio, original, rule.judge(ratio), null);
    }

    static ClaimCheck missing(String what, String measure, String reason, String original) {
        return new ClaimCheck(what, measure, null, original, NOT_MEASURED, reason);
    }

    static String factor(double f) {
        return f >= 10 ? String.format(Locale.ROOT, "%.0f×", f) : f >= 1 ? String.format(Locale.ROOT, "%.2f×", f)
                : String.format(Locale.ROOT, "%.3f×", f);
    }

    ObjectNode json() {
        ObjectNode o = JsonNodeFactory.instance.objectNode();
        o.put("what", what);
        o.put("measure", measure);
        if (ratio != null) {
            o.put("ratio", round(ratio.value()));
            o.put("low", round(ratio.low()));
            o.put("high", round(ratio.high()));
            o.put("basis", ratio.basis());
        }
        if (original != null) {
            o.put("original", original);
        }
        o.put("verdict", verdict);
        if (reason != null) {
            o.put("reason", reason);
        }
        return o;
    }

    private static double round(double v) {
        return Math.round(v * 1000) / 1000.0;
    }
}
