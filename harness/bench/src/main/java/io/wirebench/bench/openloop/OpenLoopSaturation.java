package io.wirebench.bench.openloop;

import io.wirebench.results.OpenLoopFile;
import java.util.List;
import java.util.Locale;
import org.HdrHistogram.Histogram;

/**
 * Whether an open-loop result measured the codec or a queue that the codec could not drain. A
 * saturated rate's response times describe how long the run lasted, not the codec: the site marks
 * the row and no reader should rank by it. The rules, first match wins:
 *
 * <ol>
 *   <li>{@code above-sustainable-rate}: the rate is above what the capacity probe found
 *       sustainable ({@link OpenLoopCapacity}); the paced runs are not made at all.</li>
 *   <li>{@code schedule-abandoned}: the driver was still sending at twice the planned length plus a
 *       second and gave up ({@link OpenLoopDriver}).</li>
 *   <li>{@code response-runaway}: the median response time is more than {@value #RUNAWAY_FACTOR}
 *       times the median service time <i>and</i> longer than the gap between two sends. The second
 *       condition keeps a 30 ns codec, whose median response a few hundred nanoseconds of timer
 *       jitter can multiply tenfold, from being called saturated: below one gap no message waited
 *       behind the one before it.</li>
 *   <li>{@code backlog-grows}: in each window of the second half of the run
 *       ({@link OpenLoopDriver.Result#backlogNanos}) every message started more than one gap late,
 *       and later than in the window before: the queue never emptied and kept growing. A stall of
 *       the host leaves the queue empty again within its window, so it does not match.</li>
 * </ol>
 */
public final class OpenLoopSaturation {
    public static final String ABOVE_SUSTAINABLE_RATE = "above-sustainable-rate";
    public static final String SCHEDULE_ABANDONED = "schedule-abandoned";
    static final String RESPONSE_RUNAWAY = "response-runaway";
    static final String BACKLOG_GROWS = "backlog-grows";
    public static final int RUNAWAY_FACTOR = OpenLoopFile.RUNAWAY_FACTOR;

    /** Not saturated: {@code rule} and {@code reason} null. */
    static final Verdict NONE = new Verdict(false, null, null);

    public record Verdict(boolean saturated, String rule, String reason) {
    }

    private OpenLoopSaturation() {
    }

    public static Verdict aboveSustainableRate(int ratePerSecond, OpenLoopFile.Capacity probe) {
        return new Verdict(true, ABOVE_SUSTAINABLE_RATE, String.format(Locale.ROOT,
                "%,d msg/s is above the sustainable %,d msg/s (mean service time %s x %d round trips back to back; utilisation bound %.2f):"
                        + " not run", ratePerSecond, probe.sustainableRatePerSecond(), time(Math.round(probe.meanServiceNanos())),
                probe.roundTrips(), probe.utilisationBound()));
    }

    /** The verdict on one JVM's measured run. */
    public static Verdict judge(OpenLoopDriver.Result r) {
        if (r.saturated()) {
            return new Verdict(true, SCHEDULE_ABANDONED, String.format(Locale.ROOT,
                    "still sending at twice the planned length plus a second: %,d of %,d messages never sent", r.intended() - r.sent(),
                    r.intended()));
        }
        Verdict runaway = runaway(r.ratePerSecond(), r.responseTime(), r.serviceTime());
        return runaway.saturated() ? runaway : backlog(r.ratePerSecond(), r.backlogNanos());
    }

    /** Rule 3 on any pair of histograms (one JVM's, or merged over JVMs). */
    public static Verdict runaway(int ratePerSecond, Histogram response, Histogram service) {
        if (response.getTotalCount() == 0 || service.getTotalCount() == 0) {
            return NONE;
        }
        long responseP50 = response.getValueAtPercentile(50);
        long serviceP50 = Math.max(1, service.getValueAtPercentile(50));
        long gap = 1_000_000_000L / ratePerSecond;
        if (OpenLoopFile.runaway(responseP50, serviceP50, ratePerSecond)) {
            return new Verdict(true, RESPONSE_RUNAWAY, String.format(Locale.ROOT,
                    "median response time %s is %,d x the median service time %s (limit %d x, and over the %s between sends)",
                    time(responseP50), responseP50 / serviceP50, time(serviceP50), RUNAWAY_FACTOR, time(gap)));
        }
        return NONE;
    }

    /** Rule 4. */
    public static Verdict backlog(int ratePerSecond, List<Long> backlogNanos) {
        int n = backlogNanos.size();
        if (n < 4) {
            return NONE;
        }
        long gap = 1_000_000_000L / ratePerSecond;
        for (int w = n / 2; w < n; w++) {
            long late = backlogNanos.get(w);
            if (late <= gap || (w > n / 2 && late <= backlogNanos.get(w - 1))) {
                return NONE;
            }
        }
        return new Verdict(true, BACKLOG_GROWS, String.format(Locale.ROOT,
                "the queue never emptied in the second half of the run and kept growing: the earliest start in each of its %d windows"
                        + " was %s to %s late", n - n / 2, time(backlogNanos.get(n / 2)), time(backlogNanos.get(n - 1))));
    }

    /** "412 ns", "12.3 us", "468.0 ms" */
    static String time(long nanos) {
        if (nanos < 10_000) {
            return nanos + " ns";
        }
        return nanos < 10_000_000 ? String.format(Locale.ROOT, "%.1f us", nanos / 1e3) : String.format(Locale.ROOT, "%.1f ms", nanos / 1e6);
    }
}
