package io.wirebench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class LogShiftTest {
    @Test
    void theNullDistributionIsMannWhitneysAndSetsWhatCanBeTested() {
        double[] p = LogShift.nullDistribution(3, 3);
        assertEquals(10, p.length);
        assertEquals(1.0, Arrays.stream(p).sum(), 1e-12);
        assertEquals(1 / 20.0, p[0], 1e-12, "complete separation: 1 / C(6, 3)");
        assertEquals(1 / 20.0, p[1], 1e-12);
        assertEquals(2 / 20.0, p[2], 1e-12);
        assertEquals(1, LogShift.depth(3, 3, 0.05), "3 forks against 3 reach 90 % two-sided");
        assertEquals(0, LogShift.depth(2, 2, 0.05), "2 against 2 cannot");
        assertEquals(0, LogShift.depth(1, 10, 0.05));
        assertFalse(LogShift.of(List.of(1.0, 2.0), List.of(1.0, 2.0)).testable());
    }

    @Test
    void theIntervalOfTheRatioOfMediansCoversTheTrueRatioAsOftenAsStated() {
        Random r = new Random(3);
        int m = 8;
        int n = 8;
        int k = LogShift.depth(m, n, 0.05);
        double[] p = LogShift.nullDistribution(m, n);
        double tail = 0;
        for (int u = 0; u < k; u++) {
            tail += p[u];
        }
        double stated = 1 - 2 * tail;
        int covered = 0;
        int cases = 2000;
        for (int c = 0; c < cases; c++) {
            List<Double> base = new ArrayList<>();
            List<Double> current = new ArrayList<>();
            for (int i = 0; i < m; i++) {
                base.add(100 * Math.exp(0.1 * r.nextGaussian()));
                current.add(110 * Math.exp(0.1 * r.nextGaussian()));
            }
            LogShift.Change change = LogShift.of(base, current);
            covered += change.low() <= 0.10 && 0.10 <= change.high() ? 1 : 0;
        }
        double observed = covered / (double) cases;
        assertTrue(stated >= 0.90, "stated " + stated);
        assertTrue(Math.abs(observed - stated) <= 4 * Math.sqrt(stated * (1 - stated) / cases), "covered " + observed + ", stated " + stated);
    }

    @Test
    void theChangeIsTheRatioOfTheMedians() {
        LogShift.Change c = LogShift.of(List.of(100.0, 101.0, 99.0), List.of(121.0, 119.0, 120.0));
        assertEquals(0.2, c.change(), 1e-12);
        assertTrue(c.testable() && c.low() > 0.15 && c.high() < 0.25, c.toString());
    }
}
