package io.wirebench.bench.openloop;

import java.util.Arrays;
import java.util.List;
import org.HdrHistogram.Histogram;

/**
 * Sends round trips at a fixed rate and records how long each took, the way a service's clients
 * would see it.
 *
 * <p><b>Coordinated-omission policy.</b> Message {@code i} is <i>intended</i> to start at
 * {@code start + i / rate}, whether or not the previous one has finished. Its <b>response
 * time</b> is measured from that intended start to the end of its round trip, so time spent
 * waiting behind a slow message (a GC pause, a JIT deoptimisation, a stalled codec) is counted
 * against every message that had to wait, as a client would count it. Its <b>service time</b>
 * is measured from the moment the round trip actually began to its end: what the codec itself
 * took, blind to queueing. A stall therefore shows in the response-time tail of every message
 * scheduled during it, and in the service time of only the one message that stalled. Nothing is
 * corrected after the fact (no {@code recordValueWithExpectedInterval}): the schedule makes the
 * measurement correct in the first place. When the codec cannot keep up with the rate, messages
 * go out back to back and their response times grow; if the run is still sending at twice its
 * planned length plus a second, it stops, records every message not yet sent at the response
 * time it has already accumulated (a lower bound), and reports itself {@linkplain Result#saturated()
 * saturated}.
 *
 * <p>Single-threaded: the thread that calls {@link #run} is the one whose round trips are measured.
 */
public final class OpenLoopDriver {
    /** One round trip; its result is kept so that the JIT cannot discard the work, and for a check after the run. */
    @FunctionalInterface
    public interface RoundTrip {
        Object call() throws Exception;
    }

    /**
     * What one run measured.
     *
     * @param ratePerSecond  the target rate
     * @param intended       messages the schedule called for
     * @param sent           messages actually sent ({@code < intended} only when saturated)
     * @param responseTime   nanoseconds from each message's intended start to its end (every intended message)
     * @param serviceTime    nanoseconds from each message's actual start to its end (sent messages only)
     * @param elapsedNanos   from the first intended start to the end of the last round trip
     * @param saturated      whether the run had to give up on the schedule
     * @param lastResult     what the last round trip returned
     * @param backlogNanos   per eighth of the schedule ({@value #BACKLOG_WINDOWS} windows, fewer for fewer messages):
     *                       the least lateness of any message's start in it. 0 when some message started on time;
     *                       rising and never 0 when the queue grows ({@link OpenLoopSaturation})
     */
    public record Result(int ratePerSecond, long intended, long sent, Histogram responseTime, Histogram serviceTime,
                  long elapsedNanos, boolean saturated, Object lastResult, List<Long> backlogNanos) {
        /** Messages per second actually achieved. */
        public double achievedRate() {
            return elapsedNanos <= 0 ? 0 : sent * 1e9 / elapsedNanos;
        }
    }

    /** Histograms keep three significant digits: 0.1 % resolution at every magnitude. */
    public static final int SIGNIFICANT_DIGITS = 3;
    /** Windows the schedule is cut into to see whether the backlog grows. */
    static final int BACKLOG_WINDOWS = 8;

    private final NanoClock clock;

    public OpenLoopDriver(NanoClock clock) {
        this.clock = clock;
    }

    public Result run(RoundTrip roundTrip, int ratePerSecond, long durationNanos) throws Exception {
        if (ratePerSecond <= 0 || durationNanos <= 0) {
            throw new IllegalArgumentException("rate and duration must be positive");
        }
        long intended = Math.max(1, Math.round(durationNanos / 1e9 * ratePerSecond));
        Histogram response = new Histogram(SIGNIFICANT_DIGITS);
        Histogram service = new Histogram(SIGNIFICANT_DIGITS);
        // Start one interval from now, so that the first message is not already late.
        long start = clock.nanoTime() + 1_000_000_000L / ratePerSecond;
        long giveUpAt = start + 2 * durationNanos + 1_000_000_000L;
        Object last = null;
        long sent = 0;
        long end = start;
        boolean saturated = false;
        long[] backlog = new long[(int) Math.min(BACKLOG_WINDOWS, intended)];
        Arrays.fill(backlog, Long.MAX_VALUE);
        for (long i = 0; i < intended; i++) {
            long due = start + i * 1_000_000_000L / ratePerSecond;
            clock.awaitUntil(due);
            long begin = clock.nanoTime();
            if (begin - giveUpAt > 0) {
                saturated = true;
                for (long j = i; j < intended; j++) {
                    long late = begin - (start + j * 1_000_000_000L / ratePerSecond);
                    response.recordValue(late);
                    note(backlog, j, intended, late);
                }
                end = begin;
                break;
            }
            note(backlog, i, intended, begin - due);
            last = roundTrip.call();
            end = clock.nanoTime();
            response.recordValue(end - due);
            service.recordValue(end - begin);
            sent++;
        }
        return new Result(ratePerSecond, intended, sent, response, service, end - start, saturated, last,
                Arrays.stream(backlog).boxed().toList());
    }

    /** Keeps the least lateness of message {@code i}'s window. */
    private static void note(long[] backlog, long i, long intended, long lateNanos) {
        int w = (int) (i * backlog.length / intended);
        backlog[w] = Math.min(backlog[w], Math.max(0, lateNanos));
    }
}
