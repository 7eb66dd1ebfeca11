package io.wirebench.report;

import java.util.Arrays;
import java.util.List;

/**
 * The one summary of a case used everywhere (export and site, ties and ranks, history): the MEDIAN
 * of its fork scores, with a distribution-free confidence interval from the order statistics.
 *
 * <p>Why the median and why this interval: forks are the independent samples (iterations of one
 * JVM share its JIT decisions), and on a shared machine a fork now and then lands on a noisy
 * neighbour or a bad JIT outcome; the median ignores a minority of such forks where the mean
 * follows them. For the median of {@code n} independent draws from any continuous distribution,
 * the number of draws below the true median is Binomial(n, 1/2), so the pair of order statistics
 * {@code (x(k), x(n+1-k))} covers it with probability exactly {@code 1 - 2 * BinomCDF(k - 1; n, 1/2)},
 * whatever the shape of the distribution (Hahn and Meeker, "Statistical Intervals", ch. 5). We take
 * the largest {@code k} (the narrowest such pair) whose coverage is at least 95 %. A percentile
 * bootstrap was the alternative; it was not chosen because with the 3 to 10 forks a run has it
 * can only return observed values too, undercovers at these sizes, needs a seed, and its coverage
 * cannot be stated, where the order-statistic coverage is exact and known before looking at the data.
 *
 * <p>With fewer than 6 forks no pair reaches 95 % (5 forks: 93.75 %, 3: 75 %, 2: 50 %): the
 * interval is then the smallest to the largest score and {@link Interval#coverage()} says what it
 * achieves; callers must not present it as 95 % (see {@link Interval#reaches95()}).
 *
 * <p>Ratios paired by round (a case's fork of round r over the floor's fork of round r) are
 * summarised the same way: the median ratio with the order-statistic interval over the rounds.
 */
final class ForkSamples {
    /** The coverage the interval aims at. */
    static final double LEVEL = 0.95;

    /**
     * A median with its interval. {@code coverage} is the exact probability that the interval
     * covers the true median (for continuous data; 0 for one sample), {@code n} the sample count.
     */
    record Interval(double estimate, double low, double high, double coverage, int n) {
        boolean reaches95() {
            return coverage >= LEVEL - 1e-12;
        }

        /** This interval lies wholly below {@code other}'s. */
        boolean below(Interval other) {
            return high < other.low;
        }
    }

    private ForkSamples() {
    }

    static Interval interval(List<Double> values) {
        double[] v = values.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        int n = v.length;
        if (n == 0) {
            return new Interval(Double.NaN, Double.NaN, Double.NaN, 0, 0);
        }
        int k = depth(n, LEVEL);
        return new Interval(median(v), v[k - 1], v[n - k], coverage(n, k), n);
    }

    /** The median of paired ratios {@code numerators[i] / denominators[i]}, with the same interval. */
    static Interval ratio(List<Double> numerators, List<Double> denominators) {
        if (numerators.size() != denominators.size()) {
            throw new IllegalArgumentException("ratios pair one to one: " + numerators.size() + " / " + denominators.size());
        }
        Double[] r = new Double[numerators.size()];
        for (int i = 0; i < r.length; i++) {
            r[i] = numerators.get(i) / denominators.get(i);
        }
        return interval(Arrays.asList(r));
    }

    /**
     * The re-run interval: the narrowest pair {@code (x(k), x(n+1-k))} of this run's {@code n} fork
     * scores that holds the median of another run of {@code n} forks with probability at least
     * {@link #LEVEL}, both runs' forks drawn from one distribution ({@link #rerunProbability}); the
     * extremes, with the probability they reach, when no pair does. {@code coverage} is that
     * probability. This answers the reader's question, "where would the figure land if this ran
     * again?", which the confidence interval of {@link #interval} does not: two runs' 95 %
     * intervals of a median hold each other's medians only about 83 % of the time, however many
     * forks they rest on. It needs about 9 forks to reach 95 % at all.
     */
    static Interval rerun(List<Double> values) {
        double[] v = values.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        int n = v.length;
        if (n < 2) {
            return new Interval(n == 0 ? Double.NaN : v[0], n == 0 ? Double.NaN : v[0], n == 0 ? Double.NaN : v[0], 0, n);
        }
        int k = rerunDepth(n);
        return new Interval(median(v), v[k - 1], v[n - k], rerunProbability(n, k), n);
    }

    /** The {@code k} of {@link #rerun} for {@code n} forks: the largest whose pair reaches {@link #LEVEL}, else 1. */
    static int rerunDepth(int n) {
        int k = 1;
        while (k + 1 <= n / 2 && rerunProbability(n, k + 1) >= LEVEL - 1e-12) {
            k++;
        }
        return k;
    }

    /**
     * The probability that {@code (x(k), x(n+1-k))} of {@code n} exchangeable draws holds the median
     * of {@code n} further draws (for an even count, both middle draws: the conservative reading).
     * Exact and distribution-free: the {@code n} order statistics cut the line into {@code n + 1}
     * gaps, and the further draws fall into them as a Dirichlet-multinomial with every weight 1
     * (Polya's urn), so the counts below {@code x(k)} ({@code a}), between ({@code b}) and above
     * {@code x(n+1-k)} ({@code c}) have probability {@code C(a+k-1, a) C(b+n-2k, b) C(c+k-1, c) / C(2n, n)}.
     */
    static double rerunProbability(int n, int k) {
        int middleGaps = n + 1 - 2 * k;
        if (n < 2 || k < 1 || middleGaps < 1) {
            return 0;
        }
        int most = n % 2 == 1 ? (n - 1) / 2 : n / 2 - 1; // at most this many further draws on either side
        double all = logChoose(2 * n, n);
        double total = 0;
        for (int a = 0; a <= most; a++) {
            for (int c = 0; c <= most && a + c <= n; c++) {
                int b = n - a - c;
                total += Math.exp(logChoose(a + k - 1, a) + logChoose(b + middleGaps - 1, b) + logChoose(c + k - 1, c) - all);
            }
        }
        return Math.min(1, total);
    }

    private static double logChoose(int n, int r) {
        double s = 0;
        for (int i = 1; i <= r; i++) {
            s += Math.log(n - r + i) - Math.log(i);
        }
        return s;
    }

    static double median(List<Double> values) {
        return median(values.stream().mapToDouble(Double::doubleValue).sorted().toArray());
    }

    private static double median(double[] sorted) {
        int n = sorted.length;
        return n == 0 ? Double.NaN : n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }

    /**
     * The largest {@code k} whose pair {@code (x(k), x(n+1-k))} covers the median with at least
     * {@code level}; 1 (the extremes) when even they fall short.
     */
    static int depth(int n, double level) {
        int k = 1;
        while (k + 1 <= (n + 1) / 2 && coverage(n, k + 1) >= level - 1e-12) {
            k++;
        }
        return k;
    }

    /** {@code 1 - 2 * P(X <= k - 1)} for X ~ Binomial(n, 1/2): the coverage of {@code (x(k), x(n+1-k))}. */
    static double coverage(int n, int k) {
        if (n < 2 || k < 1) {
            return 0;
        }
        double logTerm = -n * Math.log(2); // log of C(n, 0) / 2^n
        double tail = 0;
        for (int i = 0; i <= k - 1; i++) {
            if (i > 0) {
                logTerm += Math.log(n - i + 1) - Math.log(i);
            }
            tail += Math.exp(logTerm);
        }
        return Math.max(0, 1 - 2 * tail);
    }
}
