package io.wirebench.bench.host;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A real hiccup log, written by {@link HiccupMeter} here, read back and summarised by {@link HiccupLogs}. */
class HiccupLogsTest {
    @Test
    void summarisesTheLoggedIntervalsByIndexAndByTime(@TempDir Path dir) throws Exception {
        Path hlog = dir.resolve("fork.hlog");
        Instant start;
        Instant secondStart;
        try (HiccupMeter meter = new HiccupMeter(hlog)) {
            Thread.sleep(50);
            start = Instant.now();
            meter.dropInterval();
            Thread.sleep(150);
            meter.logInterval();
            Thread.sleep(20);
            secondStart = Instant.now();
            meter.dropInterval();
            Thread.sleep(150);
            meter.logInterval();
            Thread.sleep(150);
            meter.logInterval();
        }
        List<Histogram> intervals = HiccupLogs.read(hlog);
        assertEquals(3, intervals.size(), "one interval per logInterval, none for the dropped ones");
        for (Histogram h : intervals) {
            // At most one wake-up per elapsed millisecond (a stall is filled in at 1 ms steps); fewer when the
            // loaded machine wakes the thread late by less than a millisecond each time, which is not filled in.
            long millis = h.getEndTimeStamp() - h.getStartTimeStamp();
            assertTrue(millis >= 140 && h.getTotalCount() >= 20 && h.getTotalCount() <= millis + 2, millis + " ms, " + h.getTotalCount() + " samples");
            // Absolute times, read back from seconds with three decimals: within a millisecond.
            assertTrue(h.getStartTimeStamp() >= start.toEpochMilli() - 1, h.getStartTimeStamp() + " before " + start.toEpochMilli());
        }

        HiccupSummary all = HiccupLogs.summarize(hlog, 0);
        assertEquals(3, all.intervals());
        assertEquals(intervals.stream().mapToLong(Histogram::getTotalCount).sum(), all.samples());
        assertTrue(all.p50Millis() <= all.p99Millis() && all.p99Millis() <= all.p999Millis() && all.p999Millis() <= all.maxMillis(), all.toString());
        assertEquals(intervals.stream().mapToLong(Histogram::getMaxValue).max().orElseThrow() / 1e6, all.maxMillis(), 1e-3);

        assertEquals(2, HiccupLogs.summarize(hlog, 1).intervals(), "from the second interval on (a fork's steadyFrom)");
        assertTrue(HiccupLogs.summarize(hlog, 3).isEmpty());
        assertEquals(2, HiccupLogs.summarize(hlog, secondStart.plusMillis(5), Instant.now()).intervals(), "the intervals that overlap the window");
        HiccupSummary before = HiccupLogs.summarize(hlog, start.minusSeconds(60), start.minusSeconds(30));
        assertTrue(before.isEmpty() && Double.isNaN(before.maxMillis()));
    }

    /**
     * A stop-the-world collection stops the meter's thread too: the log shows it as a stall. Up to three tries, each with
     * its own log: on a loaded 2-core CI machine one full collection was once counted at 54 ms by the collector's bean
     * while the meter saw no stall, most likely time the bean counts beside the pause; a meter that never sees a pause
     * still fails.
     */
    @Test
    void aStopTheWorldPauseShowsAsAStall(@TempDir Path dir) throws Exception {
        List<String> tries = new ArrayList<>();
        for (int attempt = 1; attempt <= 3; attempt++) {
            Path hlog = dir.resolve("gc-" + attempt + ".hlog");
            List<Object> live = new ArrayList<>();
            long pauseMillis;
            try (HiccupMeter meter = new HiccupMeter(hlog)) {
                for (int i = 0; i < 2_000_000; i++) {
                    live.add(new long[] {i});
                }
                Thread.sleep(100);
                meter.dropInterval();
                long gcBefore = collectionMillis();
                long wallBefore = System.nanoTime();
                System.gc();
                // the pause every thread saw is at most the call's wall time and at most what the collectors
                // count (their count can include work done beside the application on a loaded machine)
                pauseMillis = Math.min(collectionMillis() - gcBefore, (System.nanoTime() - wallBefore) / 1_000_000);
                Thread.sleep(50);
                meter.logInterval();
            }
            assertEquals(2_000_000, live.size());
            if (pauseMillis < 10) {
                tries.add("a " + pauseMillis + " ms pause, too short to tell from noise");
                continue;
            }
            HiccupSummary gc = HiccupLogs.summarize(hlog, 0);
            if (gc.maxMillis() >= pauseMillis / 2.0) {
                return;
            }
            tries.add("a " + pauseMillis + " ms pause, longest stall seen " + gc.maxMillis() + " ms");
        }
        Assumptions.assumeFalse(tries.stream().allMatch(t -> t.endsWith("noise")), "no full collection paused long enough: " + tries);
        org.junit.jupiter.api.Assertions.fail("the meter saw none of the pauses: " + tries);
    }

    @Test
    void aMissingOrCorruptLogIsRefusedNamingTheFile(@TempDir Path dir) throws IOException {
        Path missing = dir.resolve("missing.hlog");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> HiccupLogs.summarize(missing, 0));
        assertTrue(e.getMessage().contains(missing.toString()) && e.getMessage().contains("no hiccup log"), e.getMessage());
        Path corrupt = Files.writeString(dir.resolve("corrupt.hlog"), "#[StartTime: 1.0 (seconds since epoch)]\n0.1,0.2,0.3,not-base64!!\n");
        e = assertThrows(IllegalArgumentException.class, () -> HiccupLogs.summarize(corrupt, 0));
        assertTrue(e.getMessage().contains(corrupt.toString()) && e.getMessage().contains("not a readable HdrHistogram log"), e.getMessage());
    }

    private static long collectionMillis() {
        return ManagementFactory.getGarbageCollectorMXBeans().stream().mapToLong(GarbageCollectorMXBean::getCollectionTime).sum();
    }
}
