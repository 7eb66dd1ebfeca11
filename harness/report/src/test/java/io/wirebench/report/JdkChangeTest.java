package io.wirebench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The change of each case between two JDKs: ratio and interval, the run-wide shift, and the verdict, on hand-computed cases. */
class JdkChangeTest {
    /** The run-wide shift of the hand-computed cases: x0.90 (0.88-0.92) over 20 cases. */
    private static final RunShift.Shift SHIFT = new RunShift.Shift(0.90, 0.88, 0.92, 0.96, 20);
    private static final List<Double> BASE = List.of(100.0, 102.0, 98.0);

    private static JdkChange.Row judge(List<Double> other, RunShift.Shift shift) {
        return JdkChange.judge(null, null, BASE, other, false, shift);
    }

    @Test
    void aChangeAsLargeAsTheRunWideShiftIsWithinItThoughItsOwnIntervalExcludesOne() {
        JdkChange.Row r = judge(List.of(90.0, 91.0, 89.0), SHIFT);
        assertEquals(0.90, r.ratio(), 1e-12, "median 90 over median 100");
        // 3 forks against 3: the 90 % Hodges-Lehmann interval is the extreme pair of the 9 fork ratios
        assertEquals(89.0 / 102.0, r.low(), 1e-12);
        assertEquals(91.0 / 98.0, r.high(), 1e-12);
        assertTrue(r.high() < 1, "as measured, surely faster");
        assertEquals(1.0, r.adjusted(), 1e-12);
        assertEquals(89.0 / 102.0 / 0.92, r.adjustedLow(), 1e-12, "ratio low over shift high: 0.9484");
        assertEquals(91.0 / 98.0 / 0.88, r.adjustedHigh(), 1e-12, "ratio high over shift low: 1.0552");
        assertEquals(JdkChange.Verdict.WITHIN_SHIFT, r.verdict());
        assertEquals(100.0, r.baseMedian().estimate());
        assertEquals(90.0, r.otherMedian().estimate());
    }

    @Test
    void aChangeBeyondTheShiftEitherWayIsTheJdks() {
        JdkChange.Row faster = judge(List.of(60.0, 61.0, 59.0), SHIFT);
        assertEquals(0.60, faster.ratio(), 1e-12);
        assertEquals(61.0 / 98.0 / 0.88, faster.adjustedHigh(), 1e-12, "0.7073: below 1");
        assertEquals(JdkChange.Verdict.FASTER, faster.verdict());

        JdkChange.Row slower = judge(List.of(150.0, 153.0, 147.0), SHIFT);
        assertEquals(1.50, slower.ratio(), 1e-12);
        assertEquals(147.0 / 102.0 / 0.92, slower.adjustedLow(), 1e-12, "1.5665: above 1");
        assertEquals(JdkChange.Verdict.SLOWER, slower.verdict());
    }

    @Test
    void theShiftsOwnUncertaintyCountsAgainstTheCall() {
        // 0.80 / 0.90 = 0.889 at the point estimates, but the ratio's high end 81/98 = 0.8265 over the shift's low end 0.82 is 1.008
        RunShift.Shift wide = new RunShift.Shift(0.90, 0.82, 0.95, 0.96, 20);
        JdkChange.Row r = judge(List.of(80.0, 81.0, 79.0), wide);
        assertEquals(0.8 / 0.9, r.adjusted(), 1e-12);
        assertEquals(81.0 / 98.0 / 0.82, r.adjustedHigh(), 1e-12);
        assertEquals(JdkChange.Verdict.WITHIN_SHIFT, r.verdict());
        assertEquals(JdkChange.Verdict.FASTER, judge(List.of(80.0, 81.0, 79.0), SHIFT).verdict(), "with the narrower shift: 0.9392");
    }

    @Test
    void tooFewForksTooFewCasesOrUnsettledForksAreNotJudged() {
        JdkChange.Row two = JdkChange.judge(null, null, List.of(100.0, 101.0), List.of(50.0, 51.0), false, SHIFT);
        assertEquals(50.5 / 100.5, two.ratio(), 1e-12);
        assertTrue(Double.isNaN(two.low()), "2 forks against 2 reach no 90 % interval (1 - 2/6)");
        assertEquals(JdkChange.Verdict.UNTESTABLE, two.verdict());

        RunShift.Shift none = RunShift.of(List.of(0.9, 0.9, 0.9));
        assertFalse(none.estimated());
        assertEquals(JdkChange.Verdict.NO_SHIFT, judge(List.of(60.0, 61.0, 59.0), none).verdict(), "no shift: no case is called the JDK's");

        assertEquals(JdkChange.Verdict.UNSETTLED, JdkChange.judge(null, null, BASE, List.of(60.0, 61.0, 59.0), true, SHIFT).verdict());
    }

    @TempDir
    Path results;

    @Test
    void theExportTakesTheShiftOverEveryCaseAndCallsOnlyTheCasesBeyondIt() {
        // 12 contenders; each JDK 25 fork is its JDK 17 fork times the factor (same seed), so each case's ratio is that factor
        SyntheticRun jdk17 = new SyntheticRun("2026a-jdk17");
        SyntheticRun jdk25 = new SyntheticRun("2026b-jdk25", "25.0.1+8").jdkVersion("25.0.1");
        Map<String, Double> factors = new HashMap<>();
        for (int i = 0; i < 12; i++) {
            String c = "c" + i;
            double factor = i == 10 ? 0.5 : i == 11 ? 1.5 : 0.9;
            factors.put(c, factor);
            jdk17.avgt(c, "roundTrip", 5, 100 * (i + 1), 0, 40 + i).size(c, 10, 20);
            jdk25.avgt(c, "roundTrip", 5, 100 * (i + 1) * factor, 0, 40 + i).size(c, 10, 20);
        }
        Run a = RunReader.read(jdk17.write(results));
        Run b = RunReader.read(jdk25.write(results));
        JsonNode change = JdkChange.export(a, 17, b, 25);
        assertEquals("2026a-jdk17", change.path("base").asText());
        assertEquals(25, change.path("otherFeature").asInt());
        JsonNode shift = change.path("shift");
        assertTrue(shift.path("estimated").asBoolean());
        assertEquals(12, shift.path("cases").asInt());
        // 12 ratios: 0.5, ten of 0.9, 1.5; the median and its 95 % order statistics (the 3rd and 10th) are all 0.9
        assertEquals(0.9, shift.path("factor").asDouble(), 1e-9);
        assertEquals(0.9, shift.path("low").asDouble(), 1e-9);
        assertEquals(0.9, shift.path("high").asDouble(), 1e-9);
        assertEquals(12, change.path("rows").size());
        for (JsonNode row : change.path("rows")) {
            String c = row.path("contender").asText();
            assertEquals(factors.get(c), row.path("ratio").asDouble(), 1e-9, c);
            assertEquals("roundTrip", row.path("operation").asText());
            assertEquals(5, row.path("baseForks").asInt());
            String expected = c.equals("c10") ? "faster" : c.equals("c11") ? "slower" : "within-shift";
            assertEquals(expected, row.path("verdict").asText(), c + ": " + row);
            assertTrue(row.path("adjustedLow").asDouble() <= row.path("adjusted").asDouble()
                    && row.path("adjusted").asDouble() <= row.path("adjustedHigh").asDouble(), c);
        }
        assertEquals(1, change.path("counts").path("faster").asInt());
        assertEquals(1, change.path("counts").path("slower").asInt());
        assertEquals(10, change.path("counts").path("within-shift").asInt());
        assertTrue(change.path("verdictRule").asText().contains("excludes 1"));
    }
}
