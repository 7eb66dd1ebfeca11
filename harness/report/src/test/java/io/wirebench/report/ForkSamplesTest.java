package io.wirebench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.DoubleSupplier;
import org.junit.jupiter.api.Test;

/** The order-statistic interval covers the true median as often as its stated coverage says, on skewed data too. */
class ForkSamplesTest {
    private static final int CASES = 2000;

    @Test
    void theDepthIsTheNarrowestPairReaching95PercentAndTheCoverageIsExact() {
        assertEquals(1 - 2 * 11.0 / 1024, ForkSamples.coverage(10, 2), 1e-12, "P(X <= 1) for Binomial(10, 1/2) is 11/1024");
        assertEquals(2, ForkSamples.depth(10, 0.95));
        assertEquals(1, ForkSamples.depth(6, 0.95), "6 forks: only the extremes, 96.9 %");
        assertEquals(0.96875, ForkSamples.coverage(6, 1), 1e-12);
        assertEquals(10, ForkSamples.depth(30, 0.95), "30 forks: x(10) and x(21) cover 95.7 %, x(11) and x(20) 90.1 %");
        assertTrue(ForkSamples.coverage(30, 10) >= 0.95 && ForkSamples.coverage(30, 11) < 0.95);
        ForkSamples.Interval three = ForkSamples.interval(List.of(3.0, 1.0, 2.0));
        assertEquals(2.0, three.estimate());
        assertEquals(1.0, three.low());
        assertEquals(3.0, three.high());
        assertEquals(0.75, three.coverage(), 1e-12, "3 forks reach 75 % at best, and say so");
        assertFalse(three.reaches95());
        ForkSamples.Interval one = ForkSamples.interval(List.of(5.0));
        assertEquals(0, one.coverage(), "one fork: a point, no interval");
    }

    @Test
    void tenForksOfSkewedTimesCoverTheTrueMedianAsOftenAsStated() {
        // log-normal times (JIT luck multiplies): median exp(mu) = 100 exactly
        Random r = new Random(20261125L);
        double stated = ForkSamples.coverage(10, ForkSamples.depth(10, 0.95));
        assertCovers(10, () -> 100 * Math.exp(0.3 * r.nextGaussian()), 100, stated);
    }

    @Test
    void fourForksCoverOnlyWhatTheyClaimBelow95Percent() {
        // exponential with a long right tail: median ln 2 / rate
        Random r = new Random(7);
        double median = Math.log(2) * 50;
        assertCovers(4, () -> -50 * Math.log(1 - r.nextDouble()), median, 0.875);
    }

    @Test
    void ratiosPairedByRoundCoverTheTrueRatioThroughDriftThatUnpairedMediansDoNotSurvive() {
        Random r = new Random(11);
        int covered = 0;
        int unpairedCovered = 0;
        int n = 10;
        for (int c = 0; c < CASES; c++) {
            List<Double> a = new ArrayList<>();
            List<Double> floor = new ArrayList<>();
            for (int round = 0; round < n; round++) {
                double drift = Math.exp(0.5 * r.nextGaussian()); // the host's load in this round, shared by both
                a.add(130 * drift * Math.exp(0.02 * r.nextGaussian()));
                floor.add(100 * drift * Math.exp(0.02 * r.nextGaussian()));
            }
            ForkSamples.Interval ratio = ForkSamples.ratio(a, floor);
            covered += ratio.low() <= 1.3 && 1.3 <= ratio.high() ? 1 : 0;
            ForkSamples.Interval x = ForkSamples.interval(a);
            ForkSamples.Interval y = ForkSamples.interval(floor);
            // the unpaired intervals overlap almost always: drift hides a 30 % difference
            unpairedCovered += x.high() < y.low() || y.high() < x.low() ? 0 : 1;
        }
        double stated = ForkSamples.coverage(n, ForkSamples.depth(n, 0.95));
        assertWithin(covered / (double) CASES, stated, "paired ratio coverage");
        assertTrue(unpairedCovered > 0.9 * CASES, "the medians' intervals cannot tell 1.3x apart under this drift: " + unpairedCovered);
    }

    private static void assertCovers(int n, DoubleSupplier draw, double trueMedian, double stated) {
        int covered = 0;
        for (int c = 0; c < CASES; c++) {
            List<Double> forks = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                forks.add(draw.getAsDouble());
            }
            ForkSamples.Interval i = ForkSamples.interval(forks);
            assertEquals(stated, i.coverage(), 1e-12);
            covered += i.low() <= trueMedian && trueMedian <= i.high() ? 1 : 0;
        }
        assertWithin(covered / (double) CASES, stated, n + " forks");
    }

    /** Within 4 standard errors of a binomial proportion over {@link #CASES}: fails when the stated coverage is wrong by a point or two. */
    private static void assertWithin(double observed, double expected, String what) {
        double se = Math.sqrt(expected * (1 - expected) / CASES);
        assertTrue(Math.abs(observed - expected) <= 4 * se, what + ": covered " + observed + ", stated " + expected + " (4 se = " + 4 * se + ")");
    }

    @Test
    void theRerunProbabilityIsExactFromTheRanks() {
        // 5 forks a side: the other run's median lies between this run's extremes in 210 of the 252 splits of the 10 ranks
        assertEquals(210 / 252.0, ForkSamples.rerunProbability(5, 1), 1e-12);
        assertEquals(0, ForkSamples.rerunProbability(5, 3), 1e-12, "x(3) to x(3) is a point");
        assertTrue(ForkSamples.rerunProbability(7, 1) < 0.95 && ForkSamples.rerunProbability(9, 1) >= 0.95,
                "9 forks are the fewest whose extremes reach 95 %");
        ForkSamples.Interval five = ForkSamples.rerun(List.of(5.0, 1.0, 4.0, 2.0, 3.0));
        assertEquals(1.0, five.low());
        assertEquals(5.0, five.high());
        assertEquals(210 / 252.0, five.coverage(), 1e-12);
        ForkSamples.Interval fifteen = ForkSamples.rerun(java.util.stream.IntStream.rangeClosed(1, 15).mapToObj(i -> (double) i).toList());
        assertEquals(2.0, fifteen.low(), "15 forks: x(2) to x(14) reach 98.6 %, x(3) to x(13) 94.98 %");
        assertEquals(14.0, fifteen.high());
    }

    @Test
    void theRerunIntervalHoldsAnotherRunsMedianAsOftenAsItSays() {
        Random r = new Random(20261126);
        for (int n : new int[] {5, 9, 11}) {
            int held = 0;
            double said = 0;
            for (int i = 0; i < CASES; i++) {
                List<Double> first = new ArrayList<>();
                List<Double> second = new ArrayList<>();
                for (int f = 0; f < n; f++) {
                    first.add(Math.exp(0.3 * r.nextGaussian())); // skewed, as fork scores are
                    second.add(Math.exp(0.3 * r.nextGaussian()));
                }
                ForkSamples.Interval i1 = ForkSamples.rerun(first);
                double m2 = ForkSamples.median(second);
                held += m2 >= i1.low() && m2 <= i1.high() ? 1 : 0;
                said = i1.coverage();
            }
            double seen = held / (double) CASES;
            // 2000 draws: a binomial standard error under 1 %; 4 of them
            assertEquals(said, seen, 0.04, n + " forks: said " + said + ", held " + seen);
        }
    }
}
