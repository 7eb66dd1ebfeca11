package io.wirebench.report;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.wirebench.results.ForksFile;
import io.wirebench.results.ResultFiles;
import java.util.List;
import java.util.Locale;

/**
 * Every fork's score of one case, for the contender page's fork strip, and whether the forks
 * disagree. A median over forks hides how far apart they were; a reader who sees 5 forks spread
 * over a factor of two knows the median is a weak number even where its interval looks narrow.
 *
 * <p>The rule ({@value #RULE}) is a ratio of the slowest counted fork to the fastest: it needs no
 * distribution, reads the same for 2 forks as for 20, and is stated in the reader's terms ("the
 * slowest fork took 1.7 times the fastest's"). Counted forks are those the summary uses
 * ({@link Measurement#forkValues()}: the settled ones when any settled), so a fork the runner
 * already set aside as unsettled is shown but does not raise the warning twice.
 */
final class ForkSpread {
    /** The slowest counted fork over the fastest above this: the forks disagree. */
    static final double MAX_OVER_MIN = 1.5;
    static final String RULE = "the forks disagree when the slowest counted fork takes more than 1.5 times as long as the fastest";

    private ForkSpread() {
    }

    /**
     * {@code {"unit": "ns/op", "forks": [{"score": ns, "round": r, "unsettled": b}], "maxOverMin": x, "disagree": b}}
     * with scores in nanoseconds, or {@code null} for a case whose unit is not a time per operation.
     */
    static ObjectNode of(Measurement m) {
        if (!Units.isTimePerOperation(m.unit())) {
            return null;
        }
        ObjectNode o = ResultFiles.MAPPER.createObjectNode();
        ArrayNode forks = o.putArray("forks");
        if (!m.forkRecords().isEmpty()) {
            for (ForksFile.Fork f : m.forkRecords()) {
                ObjectNode n = forks.addObject();
                n.put("ns", Units.toNanos(f.score(), f.unit()));
                if (f.round() != null) {
                    n.put("round", f.round());
                }
                n.put("unsettled", f.unsettled());
            }
        } else {
            for (double score : m.forkValues()) {
                forks.addObject().put("ns", Units.toNanos(score, m.unit())).put("unsettled", false);
            }
        }
        double ratio = maxOverMin(m.forkValues());
        o.put("counted", m.forkValues().size());
        o.put("maxOverMin", ratio);
        o.put("maxOverMinText", String.format(Locale.ROOT, "%.2f", ratio));
        o.put("disagree", ratio > MAX_OVER_MIN);
        return o;
    }

    /** The largest over the smallest value; 1 for a single value. */
    static double maxOverMin(List<Double> values) {
        if (values.isEmpty()) {
            throw new IllegalArgumentException("a case without a fork score has no spread");
        }
        double min = values.stream().mapToDouble(Double::doubleValue).min().orElseThrow();
        double max = values.stream().mapToDouble(Double::doubleValue).max().orElseThrow();
        if (!(min > 0)) {
            throw new IllegalArgumentException("fork scores must be positive times, got " + min);
        }
        return max / min;
    }
}
