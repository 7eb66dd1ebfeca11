package io.wirebench.bench.openloop;

import io.wirebench.results.OpenLoopFile;

/**
 * How fast a contender can go before any fixed rate is tried: back-to-back round trips (a closed
 * loop) for {@value #PROBE_MILLIS} ms in the JVM that will run the paced runs, after its JIT warm-up.
 *
 * <p><b>The rule.</b> A codec whose round trip takes {@code S} on average is busy {@code rate x S}
 * of the time at a given rate; as that utilisation nears 1 the queue, and with it the response
 * time, grows without bound, whatever the codec. A rate is run as a latency figure only when
 * {@code rate <= UTILISATION_BOUND / S}: at most half the time busy, where a queue of
 * independent sends stays short. Above it the case is written as saturated
 * ({@code above-sustainable-rate}) without a paced run, and its other JVMs are not started.
 *
 * <p>The mean includes one clock read per round trip, so a probe on a loaded machine errs towards
 * calling a rate unsustainable, never the other way.
 */
public final class OpenLoopCapacity {
    /** Utilisation at which a rate still counts as sustainable; the same in every profile. */
    public static final double UTILISATION_BOUND = 0.5;
    /** Long enough for thousands of round trips of the slowest contender (~100 us each), short beside the paced runs. */
    public static final int PROBE_MILLIS = 200;

    /** Where each round trip's result goes, so that the JIT cannot drop the work. */
    private static Object sink;

    private OpenLoopCapacity() {
    }

    public static OpenLoopFile.Capacity probe(OpenLoopDriver.RoundTrip roundTrip, NanoClock clock, long durationNanos) throws Exception {
        long start = clock.nanoTime();
        long now = start;
        long calls = 0;
        while (calls == 0 || now - start < durationNanos) {
            sink = roundTrip.call();
            calls++;
            now = clock.nanoTime();
        }
        double mean = (double) (now - start) / calls;
        long sustainable = mean <= 0 ? Long.MAX_VALUE : (long) Math.floor(UTILISATION_BOUND * 1e9 / mean);
        return new OpenLoopFile.Capacity(calls, mean, UTILISATION_BOUND, sustainable);
    }

    public static boolean sustains(OpenLoopFile.Capacity probe, int ratePerSecond) {
        return ratePerSecond <= probe.sustainableRatePerSecond();
    }
}
