package io.wirebench.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * E-Divisive with means: the hierarchical, non-parametric change-point method of Matteson and
 * James ("A Nonparametric Approach for Multiple Change Point Analysis of Multivariate Data",
 * JASA 2014), as MongoDB applies it to performance series (Daly et al., "Change Point Detection in
 * Software Performance Testing", ICPE 2020), written from those descriptions.
 *
 * <p>For a split of a segment into X (before) and Y (after), the divergence with exponent 1 is
 * E = 2/(mn) sum|x - y| - 1/C(m,2) sum|x - x'| - 1/C(n,2) sum|y - y'|, weighted q = mn/(m+n) E. The
 * split with the largest q over every current segment is a candidate; it stands if a permutation
 * test (shuffle within each segment, take the largest q again; p = (hits + 1) / (permutations + 1))
 * gives p &lt;= {@code pValue}. Repeat until a candidate fails. As in MongoDB's use, the end of the
 * segment is fixed (no search over the second boundary). A change must persist: both sides of a
 * split need at least {@code minSize} points, and at least {@code minSize} points after a change must
 * sit nearer the new level than the old, so a shift in the last few runs is not called until it has
 * lasted that long.
 */
record EDivisive(int minSize, double pValue, int permutations, long seed) {
    /** A change point: the index of the first point after the change, and the permutation test's p. */
    record ChangePoint(int index, double q, double p) {
    }

    List<ChangePoint> detect(double[] series) {
        List<ChangePoint> found = new ArrayList<>();
        List<Integer> bounds = new ArrayList<>(List.of(0, series.length));
        Random random = new Random(seed);
        while (true) {
            Best best = best(series, bounds);
            if (best == null) {
                return persistent(series, found);
            }
            int hits = 0;
            double[] shuffled = series.clone();
            for (int r = 0; r < permutations; r++) {
                for (int s = 0; s + 1 < bounds.size(); s++) {
                    shuffle(shuffled, bounds.get(s), bounds.get(s + 1), random);
                }
                Best b = best(shuffled, bounds);
                if (b != null && b.q >= best.q) {
                    hits++;
                }
                System.arraycopy(series, 0, shuffled, 0, series.length);
            }
            double p = (hits + 1.0) / (permutations + 1.0);
            if (p > pValue) {
                return persistent(series, found);
            }
            found.add(new ChangePoint(best.tau, best.q, p));
            bounds.add(best.tau);
            bounds.sort(null);
        }
    }

    private List<ChangePoint> persistent(double[] z, List<ChangePoint> found) {
        found.sort((a, b) -> Integer.compare(a.index(), b.index()));
        List<ChangePoint> kept = new ArrayList<>();
        for (int i = 0; i < found.size(); i++) {
            int from = i == 0 ? 0 : found.get(i - 1).index();
            int at = found.get(i).index();
            int to = i + 1 < found.size() ? found.get(i + 1).index() : z.length;
            if (holds(z, from, at, to)) {
                kept.add(found.get(i));
            }
        }
        return kept;
    }

    /**
     * Whether the new level holds: at least {@code minSize} points after the change lie nearer the
     * median after it than the median before it. A split that E-Divisive places before one last
     * outlier pair (two odd runs at the end, one ordinary run pulled in to make up the minimum)
     * fails this and waits for more runs.
     */
    private boolean holds(double[] z, int from, int at, int to) {
        double before = median(z, from, at);
        double after = median(z, at, to);
        int near = 0;
        for (int i = at; i < to; i++) {
            if (Math.abs(z[i] - after) < Math.abs(z[i] - before)) {
                near++;
            }
        }
        return near >= minSize;
    }

    private static double median(double[] z, int from, int to) {
        double[] v = java.util.Arrays.copyOfRange(z, from, to);
        java.util.Arrays.sort(v);
        int n = v.length;
        return n % 2 == 1 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
    }

    private record Best(int tau, double q) {
    }

    private Best best(double[] z, List<Integer> bounds) {
        Best best = null;
        for (int s = 0; s + 1 < bounds.size(); s++) {
            int start = bounds.get(s);
            int end = bounds.get(s + 1);
            for (int tau = start + minSize; tau <= end - minSize; tau++) {
                double q = q(z, start, tau, end);
                if (best == null || q > best.q) {
                    best = new Best(tau, q);
                }
            }
        }
        return best;
    }

    /** q for X = z[start, tau), Y = z[tau, end). */
    static double q(double[] z, int start, int tau, int end) {
        int m = tau - start;
        int n = end - tau;
        double between = 0;
        for (int i = start; i < tau; i++) {
            for (int j = tau; j < end; j++) {
                between += Math.abs(z[i] - z[j]);
            }
        }
        double e = 2.0 * between / ((double) m * n) - within(z, start, tau) - within(z, tau, end);
        return (double) m * n / (m + n) * e;
    }

    /** Mean absolute difference over the pairs of z[from, to); 0 for fewer than two points. */
    private static double within(double[] z, int from, int to) {
        int k = to - from;
        if (k < 2) {
            return 0;
        }
        double sum = 0;
        for (int i = from; i < to; i++) {
            for (int j = i + 1; j < to; j++) {
                sum += Math.abs(z[i] - z[j]);
            }
        }
        return sum / (k * (k - 1) / 2.0);
    }

    private static void shuffle(double[] z, int from, int to, Random random) {
        for (int i = to - 1; i > from; i--) {
            int j = from + random.nextInt(i - from + 1);
            double t = z[i];
            z[i] = z[j];
            z[j] = t;
        }
    }
}
