package io.wirebench.bench;

import java.util.Arrays;

/**
 * Where a fork's measured iterations stop trending: warm-up by count is not steady state (a fork
 * can still be getting faster, or slower as its heap fills, when a fixed warm-up ends), so the
 * iterations are tested and only the trend-free tail is kept.
 *
 * <p><b>The test.</b> A window of iterations has a trend when
 * <ul>
 *   <li>the Mann-Kendall test rejects "no monotonic trend" at two-sided p &lt; {@value #ALPHA}
 *       (rank-based, so one iteration the host stalled moves it by one pair, not by its size), and
 *       the Theil-Sen slope (median of the pairwise slopes) carried over the window's length is more
 *       than {@value #MAX_DRIFT} of the window's median: a drift that small is below what any
 *       published figure resolves, however significant; or</li>
 *   <li>the window starts with an outlier: its first iteration lies more than {@value #OUTLIER_MADS}
 *       scaled median absolute deviations from the window's median. Ranks see a warm-up of two
 *       iterations at 8x the rest as weak evidence (on 8 iterations Mann-Kendall gives p = 0.11), so the
 *       size of a leading step is tested on its own. A host stall on a window's first iteration only
 *       moves the window on by one.</li>
 * </ul>
 * The level is 0.10 rather than 0.05 because a missed trend biases the score while a false alarm
 * only shortens the kept window by an iteration.
 * <b>The rule.</b> The steady tail starts at the first iteration {@code k} from which the window
 * {@code k .. n-1}, at least {@value #MIN_WINDOW} iterations long, has no trend: the longest
 * trend-free tail. A fork with no such window within its iterations (the cap) is <em>unsettled</em>:
 * its iterations are kept and reported as such, never averaged in as if steady.
 */
final class SteadyState {
    /** Two-sided significance of the Mann-Kendall test. */
    static final double ALPHA = 0.10;
    /** Largest drift across a window, as a share of its median, that still counts as no trend. */
    static final double MAX_DRIFT = 0.01;
    /** The fewest iterations a steady tail may have. */
    static final int MIN_WINDOW = 5;
    /** How far, in scaled MADs (1.4826 MAD, the normal sd), a window's first iteration may lie from its median. */
    static final double OUTLIER_MADS = 3.5;

    /**
     * @param steadyFrom     index of the first steady iteration, or -1 when unsettled
     * @param p              Mann-Kendall two-sided p of the chosen window (of the last {@value #MIN_WINDOW} iterations when unsettled)
     * @param slope          Theil-Sen slope of that window, in score units per iteration
     * @param relativeDrift  slope x (window length - 1) / median of the window
     */
    record Verdict(int steadyFrom, double p, double slope, double relativeDrift) {
        boolean settled() {
            return steadyFrom >= 0;
        }
    }

    private SteadyState() {
    }

    static Verdict detect(double[] iterations) {
        int n = iterations.length;
        if (n < MIN_WINDOW) {
            Window w = Window.of(iterations, 0);
            return new Verdict(-1, w.p, w.slope, w.drift);
        }
        Window last = null;
        for (int k = 0; k <= n - MIN_WINDOW; k++) {
            last = Window.of(iterations, k);
            if (!last.trend()) {
                return new Verdict(k, last.p, last.slope, last.drift);
            }
        }
        return new Verdict(-1, last.p, last.slope, last.drift);
    }

    /** The statistics of {@code x[from..]}. */
    private record Window(double p, double slope, double drift, boolean leadingOutlier) {
        static Window of(double[] x, int from) {
            double[] w = Arrays.copyOfRange(x, from, x.length);
            if (w.length < 2) {
                return new Window(1.0, 0.0, 0.0, false);
            }
            double slope = theilSen(w);
            double median = median(w.clone());
            double drift = median == 0 ? 0 : slope * (w.length - 1) / median;
            double[] deviations = new double[w.length];
            for (int i = 0; i < w.length; i++) {
                deviations[i] = Math.abs(w[i] - median);
            }
            double scaledMad = 1.4826 * median(deviations);
            boolean outlier = Math.abs(w[0] - median) > OUTLIER_MADS * Math.max(scaledMad, 1e-3 * Math.abs(median));
            return new Window(mannKendallP(w), slope, drift, outlier);
        }

        boolean trend() {
            return leadingOutlier || (p < ALPHA && Math.abs(drift) > MAX_DRIFT);
        }
    }

    /** Two-sided p of the Mann-Kendall test, normal approximation with the tie correction and continuity correction. */
    static double mannKendallP(double[] x) {
        int n = x.length;
        long s = 0;
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                s += Double.compare(x[j], x[i]) > 0 ? 1 : Double.compare(x[j], x[i]) < 0 ? -1 : 0;
            }
        }
        double variance = n * (n - 1.0) * (2 * n + 5);
        double[] sorted = x.clone();
        Arrays.sort(sorted);
        for (int i = 0; i < n; ) {
            int j = i;
            while (j < n && sorted[j] == sorted[i]) {
                j++;
            }
            int t = j - i;
            variance -= t * (t - 1.0) * (2 * t + 5);
            i = j;
        }
        variance /= 18;
        if (s == 0 || variance <= 0) {
            return 1.0;
        }
        double z = (s > 0 ? s - 1 : s + 1) / Math.sqrt(variance);
        return Math.min(1.0, 2 * upperNormalTail(Math.abs(z)));
    }

    /** Median of the slopes between every pair of iterations. */
    static double theilSen(double[] x) {
        int n = x.length;
        double[] slopes = new double[n * (n - 1) / 2];
        int k = 0;
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                slopes[k++] = (x[j] - x[i]) / (j - i);
            }
        }
        return median(slopes);
    }

    private static double median(double[] v) {
        Arrays.sort(v);
        int n = v.length;
        return n == 0 ? Double.NaN : n % 2 == 1 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
    }

    /** P(Z > z) for a standard normal Z, z >= 0: erfc by Abramowitz and Stegun 7.1.26 (absolute error below 1.5e-7). */
    static double upperNormalTail(double z) {
        double x = z / Math.sqrt(2);
        double t = 1 / (1 + 0.3275911 * x);
        double poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
        return 0.5 * poly * Math.exp(-x * x);
    }
}
