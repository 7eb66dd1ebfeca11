package io.wirebench.bench.openloop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebench.bench.openloop.OpenLoopDriverTest.FakeClock;
import io.wirebench.results.OpenLoopFile;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

/** The saturation rules on driver runs with a fake clock, and on hand-made histograms and backlogs. */
class OpenLoopSaturationTest {
    private static final long MICRO = 1_000;
    private static final long MILLI = 1_000_000;

    /** A codec on the fake clock whose round trip number {@code n} (from 1) takes {@code nanos.applyAsLong(n)}. */
    private static OpenLoopDriver.RoundTrip codec(FakeClock clock, java.util.function.LongUnaryOperator nanos) {
        long[] calls = {0};
        return () -> {
            calls[0]++;
            clock.now += nanos.applyAsLong(calls[0]);
            return calls[0];
        };
    }

    @Test
    void aCodecTooSlowForTheRateIsSaturatedEvenWhenTheDriverDidNotGiveUp() throws Exception {
        FakeClock clock = new FakeClock();
        // 200 us per round trip at 10,000 msg/s (100 us apart) for 0.5 s: the run ends after 1 s, before
        // the driver's limit of 2 s, so only the response-time rule can see it (SnakeYAML's 468 ms p50).
        OpenLoopDriver.Result r = new OpenLoopDriver(clock).run(codec(clock, n -> 200 * MICRO), 10_000, 500 * MILLI);
        assertFalse(r.saturated(), "the driver kept sending");
        OpenLoopSaturation.Verdict v = OpenLoopSaturation.judge(r);
        assertTrue(v.saturated());
        assertEquals(OpenLoopSaturation.RESPONSE_RUNAWAY, v.rule());
        assertTrue(v.reason().contains("the median service time 200."), v.reason());
    }

    @Test
    void theDriverGivingUpIsReportedAsTheScheduleAbandoned() throws Exception {
        FakeClock clock = new FakeClock();
        OpenLoopDriver.Result r = new OpenLoopDriver(clock).run(codec(clock, n -> 500 * MICRO), 10_000, TimeUnit.SECONDS.toNanos(1));
        OpenLoopSaturation.Verdict v = OpenLoopSaturation.judge(r);
        assertEquals(OpenLoopSaturation.SCHEDULE_ABANDONED, v.rule());
        assertTrue(v.reason().contains("of 10,000 messages never sent"), v.reason());
    }

    @Test
    void aStallOfTheHostIsATailNotSaturation() throws Exception {
        FakeClock clock = new FakeClock();
        // 1 us per round trip, one 50 ms stall in the middle of a 2 s run at 10,000 msg/s: the queue
        // fills behind it and drains again within the same window.
        OpenLoopDriver.Result r = new OpenLoopDriver(clock).run(codec(clock, n -> n == 10_000 ? 50 * MILLI : MICRO), 10_000,
                TimeUnit.SECONDS.toNanos(2));
        assertTrue(r.responseTime().getMaxValue() >= 50 * MILLI);
        assertEquals(8, r.backlogNanos().size());
        assertTrue(r.backlogNanos().stream().allMatch(late -> late == 0), "some message in every window started on time: " + r.backlogNanos());
        assertEquals(OpenLoopSaturation.NONE, OpenLoopSaturation.judge(r));
    }

    @Test
    void aQueueThatStartsGrowingLateInTheRunIsSeenInTheBacklog() throws Exception {
        FakeClock clock = new FakeClock();
        // 50 us per round trip, then from message 4,000 of 10,000 on 105 us: 5 us more behind every send.
        OpenLoopDriver.Result r = new OpenLoopDriver(clock).run(codec(clock, n -> n < 4_000 ? 50 * MICRO : 105 * MICRO), 10_000,
                TimeUnit.SECONDS.toNanos(1));
        List<Long> backlog = r.backlogNanos();
        assertEquals(List.of(0L, 0L, 0L, 0L), backlog.subList(0, 4), backlog.toString());
        for (int w = 4; w < 8; w++) {
            assertTrue(backlog.get(w) > backlog.get(w - 1) && backlog.get(w) > 100 * MICRO, backlog.toString());
        }
        OpenLoopSaturation.Verdict v = OpenLoopSaturation.backlog(10_000, backlog);
        assertEquals(OpenLoopSaturation.BACKLOG_GROWS, v.rule());
        assertTrue(OpenLoopSaturation.judge(r).saturated());
    }

    @Test
    void theBacklogRuleNeedsTheWholeSecondHalfLateAndRising() {
        long late = 300 * MICRO;
        assertTrue(OpenLoopSaturation.backlog(10_000, List.of(0L, 0L, 0L, 0L, late, 2 * late, 3 * late, 4 * late)).saturated());
        // one window where a message started on time: the queue emptied
        assertFalse(OpenLoopSaturation.backlog(10_000, List.of(0L, 0L, 0L, 0L, late, 2 * late, 0L, 4 * late)).saturated());
        // late throughout but draining: a stall being worked off, not a growing queue
        assertFalse(OpenLoopSaturation.backlog(10_000, List.of(0L, 0L, 0L, 0L, 4 * late, 3 * late, 2 * late, late)).saturated());
        // less than one gap late (100 us at 10,000 msg/s) is no queue
        assertFalse(OpenLoopSaturation.backlog(10_000, List.of(0L, 0L, 0L, 0L, 50 * MICRO, 60 * MICRO, 70 * MICRO, 80 * MICRO)).saturated());
        assertFalse(OpenLoopSaturation.backlog(10_000, List.of(late, 2 * late)).saturated(), "too few windows to tell");
    }

    @Test
    void aFastCodecsTimerJitterIsNotARunaway() {
        Histogram response = new Histogram(3);
        Histogram service = new Histogram(3);
        for (int i = 0; i < 1000; i++) {
            response.recordValue(600); // 20 x the service time, but far below the 100 us between sends
            service.recordValue(30);
        }
        assertFalse(OpenLoopSaturation.runaway(10_000, response, service).saturated());
        // the same ratio at 10,000,000 msg/s (100 ns apart) is a queue
        assertTrue(OpenLoopSaturation.runaway(10_000_000, response, service).saturated());
    }

    @Test
    void aRateAboveTheSustainableOneSaysSoWithTheProbesFigures() {
        OpenLoopSaturation.Verdict v = OpenLoopSaturation.aboveSustainableRate(10_000,
                new OpenLoopFile.Capacity(2000, 100_000, 0.5, 5000));
        assertTrue(v.saturated());
        assertEquals(OpenLoopSaturation.ABOVE_SUSTAINABLE_RATE, v.rule());
        assertTrue(v.reason().startsWith("10,000 msg/s is above the sustainable 5,000 msg/s"), v.reason());
        assertNull(OpenLoopSaturation.NONE.rule());
    }
}
