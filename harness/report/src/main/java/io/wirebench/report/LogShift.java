package io.wirebench.report;

import java.util.Arrays;
import java.util.List;

/**
 * The change between two runs of a case, base against new, as compare and history gate on it: the
 * ratio of the median fork scores (what the site shows for each run), with a distribution-free
 * interval from the Hodges-Lehmann method on log scores. Under the model that the new forks are
 * the base forks scaled by a factor (a change in speed scales every fork alike), that factor is
 * the ratio of the medians, and the pairwise differences {@code log(new_j) - log(base_i)} order
 * statistics at the Mann-Whitney quantiles bound it with exact coverage (Hollander and Wolfe,
 * "Nonparametric Statistical Methods", 3rd ed., section 4.3). The forks of two runs are not
 * paired (they ran hours or days apart), so the within-round pairing of {@link ForkSamples#ratio}
 * does not apply here.
 *
 * <p>The level is two-sided 90 %: each side is a one-sided test at 5 %, the level compare has
 * always gated at. 3 forks against 3 reach it (the extreme pair covers 1 - 2/20 = 90 %); 2 against
 * 2 cannot (1 - 2/6), and a change that cannot be tested is reported as such.
 */
final class LogShift {
    /** Two-sided coverage: one-sided 5 % on each side. */
    static final double LEVEL = 0.90;
    /** Beyond this many pairs the exact null distribution costs more than it is worth; the normal approximation is used. */
    private static final int EXACT_PAIRS = 2500;

    /** {@code change = median(new) / median(base) - 1}; {@code low, high} bound it; {@code testable} is false when no interval reaches {@link #LEVEL}. */
    record Change(double change, double low, double high, boolean testable) {
    }

    private LogShift() {
    }

    static Change of(List<Double> base, List<Double> current) {
        double change = ForkSamples.median(current) / ForkSamples.median(base) - 1;
        int m = base.size();
        int n = current.size();
        int k = depth(m, n, (1 - LEVEL) / 2);
        if (k < 1) {
            return new Change(change, Double.NaN, Double.NaN, false);
        }
        double[] d = new double[m * n];
        int i = 0;
        for (double b : base) {
            for (double c : current) {
                d[i++] = Math.log(c) - Math.log(b);
            }
        }
        Arrays.sort(d);
        return new Change(change, Math.expm1(d[k - 1]), Math.expm1(d[d.length - k]), true);
    }

    /** The largest k with P(U <= k - 1) <= alpha under the null (m, n samples, no ties); 0 when none. */
    static int depth(int m, int n, double alpha) {
        if (m < 1 || n < 1) {
            return 0;
        }
        if ((long) m * n > EXACT_PAIRS) {
            double mean = m * (double) n / 2;
            double sd = Math.sqrt(m * (double) n * (m + n + 1) / 12.0);
            // z of the one-sided alpha for the levels used here (5 %), continuity-corrected
            return (int) Math.max(0, Math.floor(mean - 1.6448536269514722 * sd - 0.5) + 1);
        }
        double[] p = nullDistribution(m, n);
        double cumulative = 0;
        int k = 0;
        while (k < p.length && cumulative + p[k] <= alpha + 1e-12) {
            cumulative += p[k];
            k++;
        }
        return k;
    }

    /**
     * P(U = u) for u = 0..mn, by the recurrence N(u; i, j) = N(u - j; i - 1, j) + N(u; i, j - 1)
     * on the counts of arrangements, kept as probabilities (each step weighs by i / (i + j)).
     */
    static double[] nullDistribution(int m, int n) {
        double[][] previous = new double[n + 1][]; // row i - 1
        for (int j = 0; j <= n; j++) {
            previous[j] = new double[] {1}; // i = 0: U = 0 with certainty
        }
        for (int i = 1; i <= m; i++) {
            double[][] row = new double[n + 1][];
            row[0] = new double[] {1}; // j = 0: U = 0
            for (int j = 1; j <= n; j++) {
                double[] p = new double[i * j + 1];
                double wi = i / (double) (i + j);
                double[] fromI = previous[j]; // largest of the i + j is one of the m sample: U counts j more
                for (int u = 0; u < fromI.length; u++) {
                    p[u + j] += wi * fromI[u];
                }
                double[] fromJ = row[j - 1];
                for (int u = 0; u < fromJ.length; u++) {
                    p[u] += (1 - wi) * fromJ[u];
                }
                row[j] = p;
            }
            previous = row;
        }
        return previous[n];
    }
}
