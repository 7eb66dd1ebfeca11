package io.wirebench.report;

import java.util.Arrays;
import java.util.List;
import org.apache.commons.statistics.inference.AlternativeHypothesis;
import org.apache.commons.statistics.inference.MannWhitneyUTest;

/**
 * The two-sample test behind compare, ties and nothing else: Mann-Whitney U (Apache Commons
 * Statistics) on per-fork scores. Forks, not iterations, are the samples: the iterations of one
 * JVM share its JIT decisions and are not independent.
 */
final class Stats {
    /** One-sided significance level of compare (and of each direction of a tie). */
    static final double ALPHA = 0.05;

    private Stats() {
    }

    /**
     * Whether {@code m} and {@code n} samples can reach a one-sided p of {@link #ALPHA} at all: the
     * smallest exact one-sided p of Mann-Whitney is 1 / C(m + n, m) (complete separation). 3 forks
     * against 3 reach 0.05; 2 against 2 never go below 1/6, and a test that cannot reject is no test.
     */
    static boolean testable(int m, int n) {
        return m >= 1 && n >= 1 && 1.0 / binomial(m + n, m) <= ALPHA + 1e-12;
    }

    /** One-sided p that {@code x} tends to be greater than {@code y}. */
    static double pGreater(List<Double> x, List<Double> y) {
        return MannWhitneyUTest.withDefaults().with(AlternativeHypothesis.GREATER_THAN).test(array(x), array(y)).getPValue();
    }

    /** One-sided p that {@code x} tends to be less than {@code y}. */
    static double pLess(List<Double> x, List<Double> y) {
        return MannWhitneyUTest.withDefaults().with(AlternativeHypothesis.LESS_THAN).test(array(x), array(y)).getPValue();
    }

    static double median(List<Double> values) {
        double[] v = array(values);
        Arrays.sort(v);
        int n = v.length;
        return n == 0 ? Double.NaN : n % 2 == 1 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
    }

    static double[] array(List<Double> values) {
        return values.stream().mapToDouble(Double::doubleValue).toArray();
    }

    private static double binomial(int n, int k) {
        double r = 1;
        for (int i = 1; i <= k; i++) {
            r = r * (n - k + i) / i;
        }
        return r;
    }
}
