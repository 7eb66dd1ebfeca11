package io.wirebench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class CalibrationTest {
    private static ForkSamples.Interval of(double... forks) {
        return ForkSamples.interval(java.util.Arrays.stream(forks).boxed().toList());
    }

    @Test
    void runsAgreeWhenEachMedianLiesInTheOthersInterval() {
        Calibration.Pair p = new Calibration.Pair("c/order/roundTrip/avgt", "order", "roundTrip", of(100, 102, 98, 101, 99),
                of(101, 103, 99, 100, 104), null, null);
        assertTrue(p.agree());
        assertEquals(101.0 / 100.0, p.ratio(), 1e-12);
    }

    @Test
    void aShiftBeyondEitherIntervalIsADisagreement() {
        // the second run's median (110) lies outside the first's [98, 102]: one direction is enough to disagree
        Calibration.Pair p = new Calibration.Pair("c/order/roundTrip/avgt", "order", "roundTrip", of(100, 102, 98, 101, 99),
                of(110, 95, 112, 108, 111), null, null);
        assertFalse(p.agree());
    }

    @Test
    void halfWidthIsHalfTheIntervalOverTheMedian() {
        assertEquals(0.02, Calibration.halfWidth(of(98, 99, 100, 101, 102)), 1e-12);
        assertEquals(2.5, Calibration.quantile(new double[] {1, 2, 3, 4}, 0.5), 1e-12);
    }

    @Test
    void theCeilingIsTheExactRankProbability() {
        // 5 forks a side: of the C(10, 5) = 252 ways the ranks split, 180 leave each median between the other's extremes
        assertEquals(180 / 252.0, Calibration.exchangeableAgreement(5, 5), 1e-12);
        // 1 fork a side: each "interval" is a point, and two distinct points never contain each other
        assertEquals(0.0, Calibration.exchangeableAgreement(1, 1), 1e-12);
        // 95 % confidence intervals of a median never get there: with 11 forks the interval drops the extremes (x(2), x(10))
        assertTrue(Calibration.exchangeableAgreement(11, 11) < 0.9, "11 a side: " + Calibration.exchangeableAgreement(11, 11));
        // re-run intervals do, from about 11 forks a side: the extremes of 11, where 9 fall short both ways
        assertTrue(Calibration.rerunAgreement(11, 11) > 0.95, "11 a side: " + Calibration.rerunAgreement(11, 11));
        assertTrue(Calibration.rerunAgreement(9, 9) < 0.95, "9 a side: " + Calibration.rerunAgreement(9, 9));
    }

    @Test
    void dividingTheRunWideShiftOutRestoresAgreement() {
        Calibration.Pair p = new Calibration.Pair("c/order/roundTrip/avgt", "order", "roundTrip", of(100, 102, 98, 101, 99),
                of(110, 112, 108, 111, 109), null, null);
        assertFalse(p.agree());
        assertTrue(p.agreeAfter(1.10));
    }
}
