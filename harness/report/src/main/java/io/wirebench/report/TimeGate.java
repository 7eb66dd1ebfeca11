package io.wirebench.report;

import io.wirebench.report.Compare.Finding;
import io.wirebench.report.Compare.Verdict;
import io.wirebench.results.ResultFormatException;
import java.util.List;
import java.util.Locale;

/**
 * The time gate of {@link Compare}, and the two-sample decision it shares with {@link TailGate}.
 * First the run-wide shift ({@link RunShift}) is divided out of the new forks. Then the change is
 * the ratio of the median fork scores, new over base, with its 90 % Hodges-Lehmann interval
 * ({@link LogShift}: one-sided 5 % each way). A time regresses when the change is at least
 * {@value #TIME_EFFECT} in the worse direction, which the unit gives (x/op: lower is better; ops/x:
 * higher is better), <i>and</i> the interval lies wholly beyond {@value #TIME_SURE_EFFECT} that way.
 * Both are needed: the interval alone flags 1 % shifts that no reader cares about, the effect alone
 * flags noise. With too few forks for any interval to reach 90 % (fewer than 3 a side; in-process
 * runs count as one fork), a time is "not enough forks to test", never a verdict.
 */
final class TimeGate {
    static final double TIME_EFFECT = 0.05;
    /**
     * A time verdict also needs its interval wholly beyond this: surely 3 % worse (or better), not
     * merely surely changed. Two runs of unchanged code on the 2-core VM
     * (docs/measurements/2026-11-26-calibration) gave 10 verdicts at 90 % with the interval only
     * required to exclude no change, 2 after the run-wide shift was divided out, and none with this
     * margin; 68 cases at a one-sided 5 % each expect three or four by chance alone.
     */
    static final double TIME_SURE_EFFECT = 0.03;

    private TimeGate() {
    }

    static Finding judge(String key, Measurement x, Measurement y, RunShift.Shift runShift) {
        if (!x.unit().equals(y.unit())) {
            return new Finding(key, "time", y.unit(), Verdict.UNTESTABLE, x.score(), y.score(), Double.NaN, Double.NaN, Double.NaN,
                    x.forkValues().size(), y.forkValues().size(), "units differ: " + x.unit() + " / " + y.unit());
        }
        if (!runShift.estimated()) {
            return decide(key, "time", x.unit(), x.forkValues(), y.forkValues(), TIME_EFFECT, TIME_SURE_EFFECT, x.forkValues(), y.forkValues(), "");
        }
        // the run-wide factor divided out of the new forks: a time per op scales by it, a rate by its inverse
        double f = lowerIsBetter(x.unit()) ? 1 / runShift.factor() : runShift.factor();
        List<Double> adjusted = y.forkValues().stream().map(v -> v * f).toList();
        return decide(key, "time", x.unit(), x.forkValues(), adjusted, TIME_EFFECT, TIME_SURE_EFFECT, x.forkValues(), y.forkValues(),
                "run-wide shift divided out");
    }

    /** New median time over base median time (for ops/x units, base over new), or NaN where units differ or a side is empty. */
    static double timeFactor(Measurement x, Measurement y) {
        if (!x.unit().equals(y.unit()) || x.forkValues().isEmpty() || y.forkValues().isEmpty()) {
            return Double.NaN;
        }
        double r = ForkSamples.median(y.forkValues()) / ForkSamples.median(x.forkValues());
        return lowerIsBetter(x.unit()) ? r : 1 / r;
    }

    /** x/op: lower is better; ops/x: higher is better. */
    static boolean lowerIsBetter(String unit) {
        if (unit.startsWith("ops/")) {
            return false;
        }
        if (unit.endsWith("/op") || unit.equals("ns")) {
            return true;
        }
        throw new ResultFormatException("unit '" + unit + "' says neither time per operation nor operations per time");
    }

    /** The decision as measured, the interval only required to exclude no change: the tails' gate. */
    static Finding decide(String key, String metric, String unit, List<Double> base, List<Double> current, double effect) {
        return decide(key, metric, unit, base, current, effect, 0, base, current, "");
    }

    /**
     * The two-sample decision: the change of medians with its 90 % interval ({@link LogShift}) on
     * {@code base} and {@code current} (the new forks after any run-wide shift is divided out); a
     * verdict needs the change to reach {@code effect} and the interval to lie wholly beyond
     * {@code sure} (0: it only has to exclude no change). {@code shownBase, shownCurrent}: the forks
     * as measured, whose medians the finding shows.
     */
    static Finding decide(String key, String metric, String unit, List<Double> base, List<Double> current, double effect, double sure,
                          List<Double> shownBase, List<Double> shownCurrent, String note) {
        LogShift.Change c = LogShift.of(base, current);
        double mb = ForkSamples.median(shownBase);
        double mn = ForkSamples.median(shownCurrent);
        if (!c.testable()) {
            return new Finding(key, metric, unit, Verdict.UNTESTABLE, mb, mn, c.change(), Double.NaN, Double.NaN, base.size(),
                    current.size(), "not enough forks to test (" + base.size() + " and " + current.size() + ")");
        }
        boolean lower = lowerIsBetter(unit);
        // worse: slower for times (x/op), fewer operations for rates (ops/x)
        double worse = lower ? c.change() : -c.change();
        boolean surelyWorse = lower ? c.low() > sure : c.high() < -sure;
        boolean surelyBetter = lower ? c.high() < -sure : c.low() > sure;
        Verdict v = surelyWorse && worse >= effect ? Verdict.REGRESSION
                : surelyBetter && -worse >= effect ? Verdict.IMPROVEMENT : Verdict.UNCHANGED;
        // with a run-wide shift divided out, change and interval are the case's own; the note keeps the change as measured
        String shown = note.isEmpty() ? "" : String.format(Locale.ROOT, "%s (as measured %+.1f %%)", note, 100 * (mn / mb - 1));
        return new Finding(key, metric, unit, v, mb, mn, c.change(), c.low(), c.high(), base.size(), current.size(), shown);
    }
}
