package io.wirebench.bench.openloop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebench.bench.openloop.OpenLoopDriverTest.FakeClock;
import io.wirebench.results.OpenLoopFile;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

/** The capacity probe, the per-rate measured window and the hiccup meter's window. */
class OpenLoopCapacityTest {
    @Test
    void theSustainableRateIsTheUtilisationBoundOverTheMeanServiceTime() throws Exception {
        FakeClock clock = new FakeClock();
        // 100 us per round trip: 10,000 msg/s would keep it busy all the time; half of that is sustainable.
        OpenLoopFile.Capacity c = OpenLoopCapacity.probe(() -> clock.now += 100_000, clock, TimeUnit.MILLISECONDS.toNanos(200));
        assertEquals(2000, c.roundTrips());
        assertEquals(100_000, c.meanServiceNanos(), 1e-9);
        assertEquals(5000, c.sustainableRatePerSecond());
        assertTrue(OpenLoopCapacity.sustains(c, 5000));
        assertFalse(OpenLoopCapacity.sustains(c, 10_000));
    }

    @Test
    void aTargetSampleCountCutsFastRatesToTheTimeTheyNeed() {
        OpenLoopSettings publish = new OpenLoopSettings(List.of(10_000, 100_000), 3, 500, 10_000, List.of("order"), 300_000);
        assertEquals(10_000, publish.measurementMillis(10_000));
        assertEquals(1000, publish.measurementMillis(100_000));
        assertEquals(300_000, publish.samples(10_000));
        assertEquals(300_000, publish.samples(100_000));
        assertEquals(10_000, publish.measurementMillis(1000), "never longer than measurementMillis");
        assertEquals(1000, publish.measurementMillis(1_000_000), "never shorter than a second");
        OpenLoopSettings fixed = new OpenLoopSettings(List.of(100_000), 1, 0, 2000, List.of("order"));
        assertEquals(2000, fixed.measurementMillis(100_000), "without a target every rate measures the same time");
        assertEquals(300_000L, publish.info().targetSamples());
        assertEquals(null, fixed.info().targetSamples());
    }

    @Test
    void theHiccupMeterRecordsOnlyInsideTheMeasuredWindow() throws Exception {
        OpenLoopHiccupMeter idle = OpenLoopHiccupMeter.start();
        Thread.sleep(30);
        assertEquals(0, idle.end().getTotalCount(), "nothing before begin()");

        OpenLoopHiccupMeter meter = OpenLoopHiccupMeter.start();
        meter.begin();
        Thread.sleep(100);
        Histogram h = meter.end();
        // at most one wake-up per 100 us in 100 ms; on a loaded machine far fewer, but some
        assertTrue(h.getTotalCount() > 0 && h.getTotalCount() <= 1000, "wake-ups " + h.getTotalCount());
    }
}
