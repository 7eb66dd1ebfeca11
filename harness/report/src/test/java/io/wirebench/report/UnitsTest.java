package io.wirebench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebench.results.ResultFormatException;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The one unit conversion the export, the contender pages, ties and case summaries share. */
class UnitsTest {
    @Test
    void everyTimeUnitJmhWritesConvertsToNanoseconds() {
        assertEquals(41.5, Units.toNanos(41.5, "ns/op"));
        assertEquals(2_500.0, Units.toNanos(2.5, "us/op"));
        assertEquals(1_500_000.0, Units.toNanos(1.5, "ms/op"));
        assertEquals(3_000_000_000.0, Units.toNanos(3, "s/op"));
        for (String unit : new String[] {"ns/op", "us/op", "ms/op", "s/op"}) {
            assertTrue(Units.isTimePerOperation(unit), unit);
        }
    }

    @Test
    void aThroughputIsNotATimeAndIsRefusedByTheConversion() {
        for (String unit : new String[] {"ops/s", "ops/us", "ops/ms", "B/op", ""}) {
            assertFalse(Units.isTimePerOperation(unit), unit);
            ResultFormatException e = assertThrows(ResultFormatException.class, () -> Units.toNanos(1, unit), unit);
            assertTrue(e.getMessage().contains("'" + unit + "'"), e.getMessage());
        }
    }

    @Test
    void everyThroughputUnitConvertsToOperationsPerSecondAndATimeIsRefused() {
        // 3 operations per unit of time, for each unit JMH writes a throughput in
        Map<String, Double> perSecond = Map.of("ops/ns", 3e9, "ops/us", 3e6, "ops/ms", 3e3, "ops/s", 3.0);
        perSecond.forEach((unit, expected) -> assertEquals(expected.doubleValue(), Units.toOpsPerSecond(3, unit), unit));
        ResultFormatException e = assertThrows(ResultFormatException.class, () -> Units.toOpsPerSecond(1, "ns/op"));
        assertTrue(e.getMessage().contains("'ns/op'"), e.getMessage());
    }

    @Test
    void theContenderPagesAndTheExportAgreeOnAMicrosecondTime() {
        // one measurement of 18.847 us/op: the export's number and the contender page's text come from the same conversion
        double ns = Units.toNanos(18.847, "us/op");
        assertEquals(18_847.0, ns, 1e-9);
        assertEquals("18.8 µs", Units.time(ns));
    }

    @Test
    void aPlainValueKeepsTwoDecimalsBelowAHundredAndNoneFromAHundredUp() {
        // compare's and history's tables share this rule; the sign does not change which side of 100 a value is on
        Map<Double, String> plain = Map.of(99.99, "99.99", -12.346, "-12.35", 100.0, "100", 12_345.6, "12,346", -1_500.0, "-1,500");
        plain.forEach((v, text) -> assertEquals(text, Units.plain(v), "value " + v));
    }
}
