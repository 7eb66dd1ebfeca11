package io.wirebench.bench.openloop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebench.results.OpenLoopFile;
import java.util.List;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

/** Merging the JVMs of one case: histograms added, not percentiles averaged; one verdict. */
class OpenLoopMergeTest {
    private static Histogram values(long from, long to, long step) {
        Histogram h = new Histogram(OpenLoopDriver.SIGNIFICANT_DIGITS);
        for (long v = from; v <= to; v += step) {
            h.recordValue(v);
        }
        return h;
    }

    private static OpenLoopFile.Run run(int fork, Histogram response, Histogram service, Histogram hiccups, boolean saturated,
                                        String rule, String reason, Long sustainable) {
        return new OpenLoopFile.Run(fork, null, null, response.getTotalCount(), service.getTotalCount(), saturated, 1_000_000_000L,
                response.getTotalCount(), HistogramFiles.summary(response), HistogramFiles.summary(service), rule, reason,
                sustainable == null ? null : new OpenLoopFile.Capacity(1000, 1000, 0.5, sustainable), null,
                hiccups == null ? null : HistogramFiles.summary(hiccups));
    }

    @Test
    void theMergedPercentilesAreThoseOfEveryMessageOfEveryJvm() {
        // JVM 1: 1..10,000 ns; JVM 2: 100,001..110,000 ns. The merged median is between them, at the
        // top of JVM 1; an average of the two medians (about 55 us) would be no message's time at all.
        Histogram a = values(1, 10_000, 1);
        Histogram b = values(100_001, 110_000, 1);
        OpenLoopMerge m = OpenLoopMerge.of(10_000, List.of(run(1, a, a, values(50_000, 60_000, 10), false, null, null, 40_000L),
                run(2, b, a, values(1_000_000, 1_000_000, 1), false, null, null, 30_000L)));
        Histogram all = new Histogram(OpenLoopDriver.SIGNIFICANT_DIGITS);
        all.add(a);
        all.add(b);
        assertEquals(20_000, m.responseTime().getTotalCount());
        assertEquals(all, m.responseTime());
        assertTrue(m.responseTime().getValueAtPercentile(50) <= 10_010, "p50 " + m.responseTime().getValueAtPercentile(50));
        assertEquals(all.getValueAtPercentile(99), m.responseTime().getValueAtPercentile(99));
        assertEquals(20_000, m.serviceTime().getTotalCount());
        assertEquals(20_000, m.sent());
        assertEquals(1002, m.hostHiccups().getTotalCount());
        assertTrue(m.hostHiccups().getMaxValue() >= 1_000_000, "the second JVM's stall is in the merged host histogram");
        assertEquals(30_000L, m.sustainable(), "the lowest of the probes");
        assertEquals(10_000L, m.lowestAchieved());
        // medians 10 us and service 5 us: no runaway at 10,000 msg/s
        assertFalse(m.verdict().saturated(), m.verdict().toString());
    }

    @Test
    void oneSaturatedJvmMakesTheCaseSaturatedWithItsReason() {
        Histogram h = values(1, 1000, 1);
        OpenLoopMerge m = OpenLoopMerge.of(10_000, List.of(run(1, h, h, null, false, null, null, null),
                run(2, h, h, null, true, OpenLoopSaturation.BACKLOG_GROWS, "the queue never emptied", null),
                run(3, h, h, null, true, OpenLoopSaturation.RESPONSE_RUNAWAY, "later one", null)));
        assertTrue(m.verdict().saturated());
        assertEquals(OpenLoopSaturation.BACKLOG_GROWS, m.verdict().rule());
        assertEquals("fork 2: the queue never emptied", m.verdict().reason());
        assertNull(m.hostHiccups(), "runs from before the meter have none");
        assertNull(m.sustainable());
    }

    @Test
    void theMergedHistogramsAreJudgedToo() {
        // each JVM alone under the limit would not matter: here the merged medians run away
        Histogram slow = values(5_000_000, 6_000_000, 1000);
        Histogram service = values(100_000, 110_000, 10);
        OpenLoopMerge m = OpenLoopMerge.of(10_000, List.of(run(1, slow, service, null, false, null, null, null)));
        assertEquals(OpenLoopSaturation.RESPONSE_RUNAWAY, m.verdict().rule());
    }

    @Test
    void aCorruptHistogramIsRefusedWithAMessage() {
        Histogram h = values(1, 10, 1);
        OpenLoopFile.Latency bad = new OpenLoopFile.Latency("ns", 1, 1, 1, java.util.Map.of(), "bm90IGEgaGlzdG9ncmFt");
        OpenLoopFile.Run broken = new OpenLoopFile.Run(1, null, null, 1L, 1L, false, 1L, 1L, bad, HistogramFiles.summary(h), null, null,
                null, null, null);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> OpenLoopMerge.of(10_000, List.of(broken)));
        assertTrue(e.getMessage().contains("not a compressed HdrHistogram"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> OpenLoopMerge.of(10_000, List.of()));
    }
}
