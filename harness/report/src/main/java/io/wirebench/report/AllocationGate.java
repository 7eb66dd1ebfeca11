package io.wirebench.report;

import io.wirebench.report.Compare.Finding;
import io.wirebench.report.Compare.Verdict;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The allocation gate of {@link Compare}. Allocation is a property of the code once the JIT has
 * settled, but which code the JIT settles on (escape analysis succeeding or not) can differ from
 * fork to fork: protobuf's encode of {@code order} allocated 72 B/op in some forks and 128 in others
 * of the same run. So the gate compares per-fork values (each fork's median iteration): more
 * allocated in <i>every</i> new fork than in <i>every</i> base fork, by more than
 * {@value #TOLERANCE_BYTES} B/op and {@value #TOLERANCE_SHARE} of the base, is a regression (one
 * more object per operation always is); ranges that overlap are reported as varying between forks,
 * not gated. A run measured in-process has one value per side, compared exactly.
 */
final class AllocationGate {
    /**
     * JMH's gc.alloc.rate.norm divides the measuring thread's allocated bytes (ThreadMXBean) by the
     * operations of an iteration, so JMH's own per-iteration allocations add a fraction of a byte
     * that depends on how many operations fit in an iteration. Across the 417 cases of the committed
     * quick runs the spread between iterations, JIT phase changes aside, was at most 0.47 B/op
     * (snakeyaml on mediacontent, 72 us per op). 2 B/op is four times that and an eighth of the
     * smallest object (16 B: a 12-byte header padded to 8 with compressed class pointers).
     */
    static final double TOLERANCE_BYTES = 2.0;
    /**
     * And a share of the base, for large allocations: which objects escape analysis removes can differ
     * between JVMs of the same code, and two runs of unchanged code differed by up to 1.45 % in every
     * fork (jackson-blackbird on orders, 22 B of 1,535; docs/measurements/2026-11-26-calibration).
     */
    static final double TOLERANCE_SHARE = 0.02;

    private AllocationGate() {
    }

    /** Empty where either side was measured without the GC profiler. */
    static Optional<Finding> judge(String key, Measurement x, Measurement y) {
        if (!Double.isFinite(x.allocBytesPerOp()) || !Double.isFinite(y.allocBytesPerOp())) {
            return Optional.empty();
        }
        List<Double> a = x.forkAllocations().isEmpty() ? List.of(x.allocBytesPerOp()) : x.forkAllocations();
        List<Double> b = y.forkAllocations().isEmpty() ? List.of(y.allocBytesPerOp()) : y.forkAllocations();
        double aMin = a.stream().mapToDouble(Double::doubleValue).min().orElseThrow();
        double aMax = a.stream().mapToDouble(Double::doubleValue).max().orElseThrow();
        double bMin = b.stream().mapToDouble(Double::doubleValue).min().orElseThrow();
        double bMax = b.stream().mapToDouble(Double::doubleValue).max().orElseThrow();
        double ma = ForkSamples.median(a);
        double mb = ForkSamples.median(b);
        double delta = mb - ma;
        double change = ma == 0 ? Double.NaN : delta / ma;
        double tolerance = Math.max(TOLERANCE_BYTES, TOLERANCE_SHARE * aMin);
        boolean perFork = !x.forkAllocations().isEmpty() && !y.forkAllocations().isEmpty();
        if (perFork && LogShift.depth(a.size(), b.size(), (1 - LogShift.LEVEL) / 2) < 1 && Math.abs(delta) > tolerance) {
            // "every new fork above every base fork" happens by chance with probability 1 / C(m + n, m): 1 in 10 for 2 against 3
            return Optional.of(new Finding(key, "allocation", "B/op", Verdict.UNTESTABLE, ma, mb, change, Double.NaN, Double.NaN,
                    a.size(), b.size(), "not enough forks to test (" + a.size() + " and " + b.size() + ")"));
        }
        Verdict v;
        String note;
        if (bMin > aMax + tolerance) {
            v = Verdict.REGRESSION;
            note = String.format(Locale.ROOT, "%+.1f B/op in every fork", bMin - aMax);
        } else if (bMax < aMin - tolerance) {
            v = Verdict.IMPROVEMENT;
            note = String.format(Locale.ROOT, "%+.1f B/op in every fork", bMax - aMin);
        } else {
            v = Verdict.UNCHANGED;
            note = Math.abs(delta) > tolerance ? String.format(Locale.ROOT,
                    "varies between forks (JIT): base %.0f-%.0f, new %.0f-%.0f B/op", aMin, aMax, bMin, bMax) : "";
        }
        return Optional.of(new Finding(key, "allocation", "B/op", v, ma, mb, change, Double.NaN, Double.NaN, a.size(), b.size(), note));
    }
}
