package io.wirebench.bench.openloop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.TimeUnit;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

/** The driver on a fake clock: time moves only when the schedule waits or a round trip "takes" time. */
class OpenLoopDriverTest {
    /** A clock that jumps: waiting moves it to the deadline, a round trip moves it by what the test says it took. */
    static final class FakeClock implements NanoClock {
        long now = 1_000_000_000L;

        @Override
        public long nanoTime() {
            return now;
        }

        @Override
        public void awaitUntil(long deadlineNanos) {
            now = Math.max(now, deadlineNanos);
        }
    }

    private static final long MICRO = 1_000;
    private static final long MILLI = 1_000_000;

    /** A codec that takes 1 us per round trip, except call number {@code stallAt}, which takes {@code stallNanos}. */
    private static OpenLoopDriver.RoundTrip stallingCodec(FakeClock clock, long stallAt, long stallNanos) {
        long[] calls = {0};
        return () -> {
            calls[0]++;
            clock.now += calls[0] == stallAt ? stallNanos : MICRO;
            return calls[0];
        };
    }

    @Test
    void aStallShowsInTheResponseTimeOfEveryMessageScheduledDuringItButInServiceTimeOnlyOnce() throws Exception {
        FakeClock clock = new FakeClock();
        // 10,000 msg/s for 10 s: 100,000 messages 100 us apart; message 5,000 stalls for 50 ms,
        // so the 500 messages due during the stall all start late.
        OpenLoopDriver.Result r = new OpenLoopDriver(clock).run(stallingCodec(clock, 5_000, 50 * MILLI), 10_000,
                TimeUnit.SECONDS.toNanos(10));

        assertEquals(100_000, r.intended());
        assertEquals(100_000, r.sent());
        assertFalse(r.saturated());
        Histogram response = r.responseTime();
        Histogram service = r.serviceTime();
        assertEquals(100_000, response.getTotalCount());
        assertEquals(100_000, service.getTotalCount());

        // Corrected: the top 0.1 % (100 messages) all waited behind the stall for more than 39 ms.
        assertTrue(response.getValueAtPercentile(99.9) > 39 * MILLI, "p99.9 " + response.getValueAtPercentile(99.9));
        assertTrue(response.getValueAtPercentile(99.75) > 20 * MILLI, "p99.75 " + response.getValueAtPercentile(99.75));
        assertTrue(response.getMaxValue() >= 50 * MILLI);
        // About 500 messages were delayed by more than their own 1 us.
        long delayed = response.getCountBetweenValues(10 * MICRO, response.getMaxValue());
        assertTrue(delayed >= 490 && delayed <= 510, "delayed " + delayed);

        // Service time: only the one message that stalled.
        assertEquals(1, service.getCountBetweenValues(10 * MICRO, service.getMaxValue()));
        assertTrue(service.getValueAtPercentile(99.99) <= 2 * MICRO, "service p99.99 " + service.getValueAtPercentile(99.99));
        assertTrue(service.getMaxValue() >= 50 * MILLI);
    }

    @Test
    void withoutAStallResponseAndServiceTimeAgree() throws Exception {
        FakeClock clock = new FakeClock();
        OpenLoopDriver.Result r = new OpenLoopDriver(clock).run(stallingCodec(clock, -1, 0), 100_000, TimeUnit.SECONDS.toNanos(1));
        assertEquals(100_000, r.sent());
        assertEquals(r.responseTime().getMaxValue(), r.serviceTime().getMaxValue());
        assertTrue(r.responseTime().getMaxValue() <= 2 * MICRO);
        assertEquals(100_000, r.achievedRate(), 100);
        assertEquals(100_000L, r.lastResult());
    }

    @Test
    void aCodecSlowerThanTheRateSaturatesAndStillCountsEveryMessageItOwed() throws Exception {
        FakeClock clock = new FakeClock();
        long[] calls = {0};
        // 500 us per round trip cannot keep 10,000 msg/s (100 us apart); the run gives up at 2 x 1 s + 1 s.
        OpenLoopDriver.Result r = new OpenLoopDriver(clock).run(() -> {
            clock.now += 500 * MICRO;
            return ++calls[0];
        }, 10_000, TimeUnit.SECONDS.toNanos(1));
        assertTrue(r.saturated());
        assertEquals(10_000, r.intended());
        assertTrue(r.sent() < r.intended(), "sent " + r.sent());
        assertEquals(r.intended(), r.responseTime().getTotalCount(), "unsent messages are recorded at their lower bound");
        assertEquals(r.sent(), r.serviceTime().getTotalCount());
        assertTrue(r.responseTime().getMaxValue() >= 2 * 1000 * MILLI, "max " + r.responseTime().getMaxValue());
        assertTrue(r.serviceTime().getMaxValue() < MILLI);
        assertEquals(2_000, r.achievedRate(), 100);
    }

    @Test
    void histogramsSurviveTheirCompressedBase64Form() {
        Histogram h = new Histogram(OpenLoopDriver.SIGNIFICANT_DIGITS);
        for (long v = 1; v < 1_000_000; v *= 3) {
            h.recordValue(v);
        }
        Histogram back = HistogramFiles.decode(HistogramFiles.encode(h));
        assertEquals(h, back);
    }

    @Test
    void aPercentileNeedsOneHundredSamplesBeyondIt() {
        assertTrue(HistogramFiles.backed(50, 200));
        assertFalse(HistogramFiles.backed(50, 199));
        assertTrue(HistogramFiles.backed(99.9, 100_000));
        assertFalse(HistogramFiles.backed(99.9, 99_999));
        assertTrue(HistogramFiles.backed(99.999, 10_000_000));
        assertFalse(HistogramFiles.backed(99.999, 9_999_999));
    }
}
