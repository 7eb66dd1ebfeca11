package io.wirebench.report;

import io.wirebench.results.ForksFile;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Where a run's interval widths come from, so that the way to narrow them is chosen from data:
 *
 * <ul>
 *   <li><b>fork spread</b>: the relative standard deviation of one case's fork scores (each fork a
 *       fresh JVM). This is what the median interval is made of.
 *   <li><b>iteration error</b>: the standard error of one fork's own score, from its steady
 *       iterations. Were the forks alike but for the noise inside each, the fork spread would equal
 *       it; where the spread is several times larger, each JVM settles at its own speed (JIT
 *       decisions, code and heap layout) or the host changed speed between forks, and more or
 *       longer iterations per fork cannot narrow the interval.
 *   <li><b>neighbour correlation</b>: over the whole run, the correlation of consecutive forks'
 *       scores, each over its own case's median, in the order they started. Forks of different
 *       cases share only the host: near 0, the spread is each JVM's own and only more forks narrow
 *       it; near 1, the host's speed moved and pairing by round (the ratio to the floor) removes it.
 *   <li><b>forks for 5 %</b>: how many forks per case the median interval would need for a 5 %
 *       half-width at that spread, by the normal approximation of the median's standard error
 *       ({@code 1.2533 sigma / sqrt(n)}, half-width {@code 1.96} of those). An estimate to plan a
 *       profile by, not a guarantee: the published interval is the exact order-statistic one.
 * </ul>
 */
final class NoiseSources {
    /** 1.96 x sqrt(pi / 2): the 95 % half-width of a sample median, in standard deviations of the data, times sqrt(n). */
    private static final double MEDIAN_HALF_WIDTH_FACTOR = 1.96 * Math.sqrt(Math.PI / 2);

    private NoiseSources() {
    }

    /** Relative standard deviation of the case's counted fork scores; NaN below 2 forks. */
    static double forkSpread(Measurement m) {
        List<Double> v = m.forkValues();
        return v.size() < 2 ? Double.NaN : stdev(v) / ForkSamples.median(v);
    }

    /** The median over the case's forks of each fork's standard error (steady iterations) over its score; NaN without iterations. */
    static double iterationError(Measurement m) {
        List<Double> errors = new ArrayList<>();
        for (ForksFile.Fork f : m.forkRecords()) {
            int from = f.steadyFrom() == null ? 0 : Math.max(0, Math.min(f.steadyFrom(), f.iterations().size()));
            List<Double> steady = f.iterations().subList(from, f.iterations().size());
            if (steady.size() >= 2 && f.score() > 0) {
                errors.add(stdev(steady) / Math.sqrt(steady.size()) / f.score());
            }
        }
        return errors.isEmpty() ? Double.NaN : ForkSamples.median(errors);
    }

    /** Forks per case for a 5 % median half-width at this relative fork spread; 0 for NaN. */
    static int forksFor5Percent(double spread) {
        if (Double.isNaN(spread)) {
            return 0;
        }
        double n = Math.pow(MEDIAN_HALF_WIDTH_FACTOR * spread / 0.05, 2);
        return (int) Math.max(1, Math.ceil(n));
    }

    /**
     * The correlation of consecutive forks' relative scores (score over the case's median), all
     * average-time forks of the run in start order; NaN with fewer than 3 timed forks.
     */
    static double neighbourCorrelation(List<Measurement> measurements) {
        record Timed(Instant at, double relative) {
        }
        List<Timed> all = new ArrayList<>();
        for (Measurement m : measurements) {
            if (!m.mode().equals("avgt") || m.forkRecords().size() < 2) {
                continue;
            }
            double median = ForkSamples.median(m.forkRecords().stream().map(ForksFile.Fork::score).toList());
            for (ForksFile.Fork f : m.forkRecords()) {
                if (f.startedAt() != null && median > 0) {
                    all.add(new Timed(Instant.parse(f.startedAt()), f.score() / median));
                }
            }
        }
        if (all.size() < 3) {
            return Double.NaN;
        }
        all.sort(Comparator.comparing(Timed::at));
        double[] a = new double[all.size() - 1];
        double[] b = new double[all.size() - 1];
        for (int i = 0; i + 1 < all.size(); i++) {
            a[i] = all.get(i).relative();
            b[i] = all.get(i + 1).relative();
        }
        return correlation(a, b);
    }

    static double correlation(double[] a, double[] b) {
        double ma = mean(a);
        double mb = mean(b);
        double sab = 0;
        double saa = 0;
        double sbb = 0;
        for (int i = 0; i < a.length; i++) {
            sab += (a[i] - ma) * (b[i] - mb);
            saa += (a[i] - ma) * (a[i] - ma);
            sbb += (b[i] - mb) * (b[i] - mb);
        }
        return saa == 0 || sbb == 0 ? Double.NaN : sab / Math.sqrt(saa * sbb);
    }

    private static double mean(double[] v) {
        double s = 0;
        for (double x : v) {
            s += x;
        }
        return s / v.length;
    }

    private static double stdev(List<Double> v) {
        double m = v.stream().mapToDouble(Double::doubleValue).average().orElse(Double.NaN);
        double ss = v.stream().mapToDouble(x -> (x - m) * (x - m)).sum();
        return Math.sqrt(ss / (v.size() - 1));
    }
}
