package io.wirebench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** How a case's forks watch their warm-up in a run in rounds ({@link Rounds}): the pilot, the margin, the doubling, the cap. */
class WatchedWarmupTest {
    /** Publish's round-trip tier: 1 x 1000 ms blind, 8 x 50 ms measured, 5 forks. */
    private static final JmhSettings LATENCY = new JmhSettings(5, 1, 1000, 8, 50, List.of("avgt"));
    private static final Case.Jmh ROUND_TRIP = new Case.Jmh("fory", "orders", Operation.ROUND_TRIP, Profile.Tier.LATENCY);

    @Test
    void theFirstForkOfACaseWithMoreForksToComeIsAPilot() {
        assertEquals(500, Rounds.pilotMillis(LATENCY));
        assertEquals(0, Rounds.pilotMillis(new JmhSettings(1, 1, 500, 10, 30, List.of("avgt"))), "one fork: no later fork to inform");
        assertEquals(0, Rounds.pilotMillis(new JmhSettings(3, 0, 20, 6, 20, List.of("avgt"))), "no warm-up asked for: none watched");
        assertEquals(500, Rounds.watched(ROUND_TRIP, Profile.PUBLISH, 1, Map.of()));
        assertNull(Rounds.watched(ROUND_TRIP, Profile.PUBLISH, 2, Map.of()), "later rounds watch only what a fork asked for");
        assertEquals(750, Rounds.watched(ROUND_TRIP, Profile.PUBLISH, 3, Map.of("fory/orders/roundTrip", 750)));
        Case.Jmh direct = new Case.Jmh("fory", "orders", Operation.DIRECT_ROUND_TRIP, Profile.Tier.LATENCY);
        assertEquals(750, Rounds.watched(direct, Profile.PUBLISH, 3, Map.of("fory/orders/roundTrip", 750)), "a pair watches alike");
    }

    @Test
    void aForkThatSettledLateMakesItsCaseWatchOneAndAHalfTimesThatLong() {
        // settled after 25 watched iterations of 50 ms (1.25 s past the blind second): later forks watch 1,875 ms
        assertEquals(1875, Rounds.nextWatch(settledFrom(25), 1000, LATENCY));
        assertEquals(0, Rounds.nextWatch(settledFrom(0), 1000, LATENCY), "settled at once: nothing more");
        assertEquals(0, Rounds.nextWatch(settledFrom(4), 0, LATENCY), "200 ms: the test's usual first iterations, nothing more");
        assertEquals(375, Rounds.nextWatch(settledFrom(5), 0, LATENCY));
    }

    @Test
    void anUnsettledForkDoublesWhatItWatchedUpToTheCap() {
        assertEquals(1000, Rounds.nextWatch(unsettled(), 0, LATENCY), "at least the tier's warm-up");
        assertEquals(2000, Rounds.nextWatch(unsettled(), 1000, LATENCY));
        assertEquals(3000, Rounds.nextWatch(unsettled(), 2000, LATENCY), "4 s in all, blind second included");
        assertEquals(3000, Rounds.nextWatch(settledFrom(70), 3500, LATENCY), "a late settle is capped too");
        JmhSettings noWarmup = new JmhSettings(3, 0, 20, 6, 20, List.of("avgt"));
        assertEquals(120, Rounds.nextWatch(unsettled(), 0, noWarmup), "no warm-up: the measured span is the first step");
        assertEquals(4000, Rounds.capMillis(noWarmup));
        assertEquals(12000, Rounds.capMillis(new JmhSettings(10, 3, 1000, 5, 1000, List.of("avgt"))));
    }

    @Test
    void watchedTimeBecomesWholeMeasuredIterationsBeforeTheTiersOwn() {
        assertEquals(0, ContenderRun.watchedIterations(ROUND_TRIP, LATENCY), "a whole case watches nothing");
        assertEquals(20, ContenderRun.watchedIterations(ROUND_TRIP.inRound(1, 1000), LATENCY));
        assertEquals(38, ContenderRun.watchedIterations(ROUND_TRIP.inRound(2, 1875), LATENCY), "rounded up");
        assertEquals(0, ContenderRun.watchedIterations(ROUND_TRIP.inRound(2, null), LATENCY));
    }

    @Test
    void thePlanCostsEachPilotOnceAndEachForkWhatItWatches() {
        Case.Jmh whole = new Case.Jmh("fory", "orders", Operation.ROUND_TRIP, Profile.Tier.LATENCY);
        double fork = CostModel.FORK_START_SECONDS + 1.4;
        assertEquals(5 * fork + 0.5, CostModel.seconds(Profile.PUBLISH, whole), 1e-9);
        assertEquals(fork + 0.5, CostModel.seconds(Profile.PUBLISH, whole.inRound(1, 500)), 1e-9);
        assertEquals(fork, CostModel.seconds(Profile.PUBLISH, whole.inRound(2, null)), 1e-9);
    }

    private static SteadyState.Verdict settledFrom(int k) {
        return new SteadyState.Verdict(k, 0.5, 0.0, 0.0);
    }

    private static SteadyState.Verdict unsettled() {
        return new SteadyState.Verdict(-1, 0.01, -3.0, -0.2);
    }
}
