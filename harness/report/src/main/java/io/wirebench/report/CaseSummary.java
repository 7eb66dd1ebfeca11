package io.wirebench.report;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The robust summary of one case as the export writes it beside JMH's mean: the median of the fork
 * scores with its order-statistic interval ({@link ForkSamples}), whether the case settled, and its
 * time over the floor's ({@value #FLOOR}) on the same data set and operation.
 *
 * <p>The ratio to the floor pairs forks by round where both cases have a forks file: the case's
 * fork of round r over the floor's fork of round r, so host drift during a round lands on both
 * sides of the ratio; the summary is the median ratio with the same interval ({@code xFloorBasis:
 * "rounds"}). Runs from before rounds measured each case's forks back to back, so fork i of one
 * case and fork i of the floor did not run close in time and pairing them by index would claim a
 * protection they do not have: those runs get the ratio of the medians alone, without an interval
 * ({@code xFloorBasis: "medians"}).
 */
final class CaseSummary {
    static final String FLOOR = "baseline-bytebuffer";

    private CaseSummary() {
    }

    static ForkSamples.Interval medianNanos(Measurement m) {
        return ForkSamples.interval(forkNanos(m));
    }

    /** The case's fork scores in nanoseconds, what both of its intervals are taken over. */
    private static java.util.List<Double> forkNanos(Measurement m) {
        return m.forkValues().stream().map(v -> Units.toNanos(v, m.unit())).toList();
    }

    /** Where the median of a re-run of as many forks would land ({@link ForkSamples#rerun}). */
    static ForkSamples.Interval rerunNanos(Measurement m) {
        return ForkSamples.rerun(forkNanos(m));
    }

    /** [a's score, b's score] in nanoseconds for every round both measured; empty when either has no rounds. */
    static List<Double[]> pairedByRound(Measurement a, Measurement b) {
        Map<Integer, Double> x = a.scoresByRound();
        Map<Integer, Double> y = b.scoresByRound();
        List<Double[]> out = new ArrayList<>();
        x.forEach((round, v) -> {
            if (y.containsKey(round)) {
                out.add(new Double[] {Units.toNanos(v, a.unit()), Units.toNanos(y.get(round), b.unit())});
            }
        });
        return out;
    }

    /**
     * Writes {@code median}, {@code medianLow}, {@code medianHigh}, {@code coverage} (what the
     * interval achieves: 0.95 or more, or less with too few forks, see {@code below95}),
     * {@code rerunLow}, {@code rerunHigh}, {@code rerunProbability} (where a re-run's median would
     * land, and how likely: {@link ForkSamples#rerun}),
     * {@code unsettled} and {@code unsettledForks} where forks never settled, and the ratio to the
     * floor ({@code xFloor}, and with rounds {@code xFloorLow}, {@code xFloorHigh},
     * {@code xFloorCoverage}, {@code xFloorRounds}).
     */
    static void put(ObjectNode cell, Measurement m, Measurement floor) {
        ForkSamples.Interval i = medianNanos(m);
        cell.put("median", i.estimate());
        cell.put("medianLow", i.low());
        cell.put("medianHigh", i.high());
        cell.put("coverage", round4(i.coverage()));
        if (!i.reaches95()) {
            cell.put("below95", true);
        }
        ForkSamples.Interval rerun = rerunNanos(m);
        cell.put("rerunLow", rerun.low());
        cell.put("rerunHigh", rerun.high());
        cell.put("rerunProbability", round4(rerun.coverage()));
        if (m.unsettledForks() > 0) {
            cell.put("unsettledForks", m.unsettledForks());
        }
        if (m.unsettled()) {
            cell.put("unsettled", true);
        }
        if (floor == null) {
            return;
        }
        putRatio(cell, m, floor, "xFloor", "xFloorCoverage", "xFloorRounds", "xFloorBasis");
    }

    /**
     * {@code m} over {@code base} into {@code cell}: by rounds where the two share rounds ({@code name}, {@code nameLow},
     * {@code nameHigh}, then the {@code coverage} and {@code rounds} keys, {@code basis} "rounds"), else the ratio of
     * their medians ({@code name}, {@code basis} "medians"). The key names are the caller's: the cells of the results
     * tables and of the parity page name the same figures differently.
     */
    static void putRatio(ObjectNode cell, Measurement m, Measurement base, String name, String coverage, String rounds, String basis) {
        ForkSamples.Interval r = ratioByRound(m, base);
        if (r != null) {
            cell.put(name, round4(r.estimate()));
            cell.put(name + "Low", round4(r.low()));
            cell.put(name + "High", round4(r.high()));
            cell.put(coverage, round4(r.coverage()));
            cell.put(rounds, r.n());
            cell.put(basis, "rounds");
        } else {
            cell.put(name, round4(medianNanos(m).estimate() / medianNanos(base).estimate()));
            cell.put(basis, "medians");
        }
    }

    /** The median over rounds of {@code m}'s fork over {@code base}'s fork of the same round, with its interval; null without rounds in common. */
    static ForkSamples.Interval ratioByRound(Measurement m, Measurement base) {
        List<Double[]> paired = pairedByRound(m, base);
        return paired.isEmpty() ? null
                : ForkSamples.ratio(paired.stream().map(p -> p[0]).toList(), paired.stream().map(p -> p[1]).toList());
    }

    private static double round4(double v) {
        return Math.round(v * 10000) / 10000.0;
    }
}
