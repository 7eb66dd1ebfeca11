package io.wirebench.report;

import java.util.List;

/**
 * How much slower or faster a whole run is than its base: the median, over every time case both runs
 * measured, of the case's ratio of median fork scores (as a time factor: above 1 is slower), with the
 * order-statistic interval of {@link ForkSamples}.
 *
 * <p>Why compare takes it out before judging cases: on a shared VM the host's speed over one run
 * differs from its speed over the next. Two publish-profile runs of unchanged code, back to back
 * (docs/measurements/2026-11-26-calibration), differed by a factor of 1.040 at the median of 68 cases,
 * with three quarters of the cases above 1 and nothing inside the VM showing it; judged case by case,
 * that shift alone made 10 of the 13 "regressions" compare reported. A change in one codec moves its
 * own cases against the rest; a shift of the whole run is the machine, or code every contender shares
 * (the harness, the JDK), which no comparison of two runs can tell apart without a control run. So the
 * shift is reported on its own line and each case is judged after it is divided out.
 *
 * <p>Below {@value #MIN_CASES} cases the median says little about the run; no shift is estimated and
 * cases are judged as measured.
 */
final class RunShift {
    static final int MIN_CASES = 10;

    /**
     * {@code factor}: new time over base time for the run as a whole (1 when not estimated);
     * {@code low, high}: its order-statistic interval; {@code cases}: how many ratios it rests on.
     */
    record Shift(double factor, double low, double high, double coverage, int cases) {
        boolean estimated() {
            return cases >= MIN_CASES;
        }
    }

    private RunShift() {
    }

    /** {@code timeFactors}: per case, the new median time over the base median time. */
    static Shift of(List<Double> timeFactors) {
        List<Double> usable = timeFactors.stream().filter(r -> Double.isFinite(r) && r > 0).toList();
        if (usable.size() < MIN_CASES) {
            return new Shift(1, Double.NaN, Double.NaN, 0, usable.size());
        }
        ForkSamples.Interval i = ForkSamples.interval(usable);
        return new Shift(i.estimate(), i.low(), i.high(), i.coverage(), i.n());
    }
}
