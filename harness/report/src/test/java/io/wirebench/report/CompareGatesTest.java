package io.wirebench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebench.report.Compare.Finding;
import io.wirebench.report.Compare.Verdict;
import io.wirebench.results.ResultFormatException;
import io.wirebench.results.Sizes;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Each gate of compare on its own, fed the records directly. */
class CompareGatesTest {
    private static final List<Double> FIVE = List.of(100.0, 101.0, 99.0, 100.5, 99.5);

    /** An average-time case with these fork scores (ns/op) and per-fork allocations (B/op; NaN: not measured). */
    private static Measurement measured(List<Double> forks, double alloc, List<Double> forkAllocations) {
        return new Measurement("x", "order", "encode", "avgt", ForkSamples.median(forks), 1.0, "ns/op", alloc, 0, Map.of(), forks,
                forkAllocations, Map.of(), null, List.of());
    }

    @Test
    void anySizeGrowthIsARegressionAndAnyShrinkAnImprovement() {
        Finding grew = SizeGate.judge("x/order/size", "bytes", 30, 31);
        assertEquals(Verdict.REGRESSION, grew.verdict());
        assertEquals("+1 B", grew.note());
        assertEquals(1.0 / 30, grew.change(), 1e-12);
        Finding shrank = SizeGate.judge("x/order/size", "bytes", 30.5, 30);
        assertEquals(Verdict.IMPROVEMENT, shrank.verdict());
        assertEquals("-0.50 B", shrank.note(), "a mean over a rotation keeps its fraction");
        Finding same = SizeGate.judge("x/order/size", "bytes", 30, 30);
        assertEquals(Verdict.UNCHANGED, same.verdict());
        assertEquals("", same.note());
    }

    @Test
    void payloadAndFramedBytesAreComparedOnlyWhereBothRunsHaveThem() {
        Sizes.Size plain = new Sizes.Size("x", "order", 30, 40);
        Sizes.Size framed = new Sizes.Size("x", "order", 30, 40, 26.0, 34.0, 4, 1, null);
        assertEquals(List.of("bytes", "gzip bytes"), SizeGate.sizes("k", plain, framed).stream().map(Finding::metric).toList());
        assertEquals(List.of("bytes", "gzip bytes", "payload bytes", "framed bytes"),
                SizeGate.sizes("k", framed, framed).stream().map(Finding::metric).toList());
    }

    @Test
    void allocationRegressesOnlyWhenEveryNewForkIsAboveEveryBaseFork() {
        Measurement base = measured(FIVE, 312, List.of(312.0, 312.0, 312.0, 312.0, 312.0));
        Finding more = AllocationGate.judge("k", base, measured(FIVE, 328, List.of(328.0, 328.0, 328.0, 328.0, 328.0)))
                .orElseThrow();
        assertEquals(Verdict.REGRESSION, more.verdict(), more.toString());
        assertEquals("+16.0 B/op in every fork", more.note());
        // escape analysis succeeding in one fork and not in another: the ranges overlap, so no verdict
        Finding varies = AllocationGate.judge("k", measured(FIVE, 100, List.of(72.0, 128.0, 72.0, 128.0, 72.0)),
                measured(FIVE, 128, List.of(128.0, 72.0, 128.0, 72.0, 128.0))).orElseThrow();
        assertEquals(Verdict.UNCHANGED, varies.verdict(), varies.toString());
        assertTrue(varies.note().startsWith("varies between forks (JIT)"), varies.note());
    }

    @Test
    void allocationIsNotJudgedWhereEitherRunHadNoGcProfiler() {
        Measurement with = measured(FIVE, 312, List.of());
        Measurement without = measured(FIVE, Double.NaN, List.of());
        assertFalse(AllocationGate.judge("k", with, without).isPresent());
        assertFalse(AllocationGate.judge("k", without, with).isPresent());
        assertEquals(Verdict.UNCHANGED, AllocationGate.judge("k", with, with).orElseThrow().verdict(), "in-process: one value a side, exact");
    }

    @Test
    void theTimeGateKnowsWhichWayIsWorseFromTheUnit() {
        assertTrue(TimeGate.lowerIsBetter("ns/op"));
        assertTrue(TimeGate.lowerIsBetter("ns"));
        assertFalse(TimeGate.lowerIsBetter("ops/us"));
        ResultFormatException e = assertThrows(ResultFormatException.class, () -> TimeGate.lowerIsBetter("B"));
        assertTrue(e.getMessage().contains("'B'"), e.getMessage());
        // a rate that halves is a time factor of 2, like a time that doubles
        Measurement rate = new Measurement("x", "order", "encode", "thrpt", 10, 0.1, "ops/us", Double.NaN, 0, Map.of(), List.of(10.0),
                List.of(), Map.of(), null, List.of());
        Measurement halved = new Measurement("x", "order", "encode", "thrpt", 5, 0.1, "ops/us", Double.NaN, 0, Map.of(), List.of(5.0),
                List.of(), Map.of(), null, List.of());
        assertEquals(2.0, TimeGate.timeFactor(rate, halved), 1e-12);
        assertEquals(2.0, TimeGate.timeFactor(measured(List.of(100.0), Double.NaN, List.of()), measured(List.of(200.0), Double.NaN, List.of())),
                1e-12);
    }

    @Test
    void aTimeOfTooFewForksIsNotTestedAndTenPercentSlowerOfFiveIsARegression() {
        RunShift.Shift none = RunShift.of(List.of());
        Finding few = TimeGate.judge("k", measured(List.of(100.0), Double.NaN, List.of()), measured(List.of(150.0), Double.NaN, List.of()), none);
        assertEquals(Verdict.UNTESTABLE, few.verdict(), few.toString());
        assertEquals("not enough forks to test (1 and 1)", few.note());
        Finding slower = TimeGate.judge("k", measured(List.of(100.0, 101.0, 99.0, 100.5, 99.5), Double.NaN, List.of()),
                measured(List.of(110.0, 111.0, 109.0, 110.5, 109.5), Double.NaN, List.of()), none);
        assertEquals(Verdict.REGRESSION, slower.verdict(), slower.toString());
    }
}
