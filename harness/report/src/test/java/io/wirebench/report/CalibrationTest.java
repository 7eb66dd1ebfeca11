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
}
