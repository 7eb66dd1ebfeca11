package io.wirebench.bench;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A wall-clock budget for a run in rounds ({@code BUDGET=80m}, {@code --budget 80m}): every case gets at least
 * {@value #MIN_ROUNDS} rounds (forks), and a later round starts only when the rounds measured so far say it will end
 * within the budget. So a run on a slow or noisy machine ends on time with fewer forks of its round trips (and wider
 * intervals, which the result shows) instead of running over, and on a fast one it loses nothing.
 *
 * <p>Why not predict from the plan ({@link CostModel}): a fork's cost is what the host makes of it, and these VMs differ
 * by up to 2x. A publish run planned at 86.5 minutes took 98.6 on a slower VM (docs/measurements/2026-11-27b-publish-noisy-vm),
 * its rounds 2 to 5 11.6 to 13.5 minutes. A round's own duration, measured, predicts the next: the same forks, the
 * same warm-ups (they only grow), on the same host. Round 1 is not used to predict, since it alone proves each contender
 * and runs the open loop.
 *
 * <p>The budget counts from the start of this session of the run (a resumed run gets it again), and covers the rounds
 * only: building before and exporting after are outside it.
 */
final class RoundsBudget {
    /** Rounds every case gets whatever the budget: the fewest forks whose median has an order-statistics interval at all. */
    static final int MIN_ROUNDS = 3;

    private final Duration budget;
    private final long startNanos;
    private final List<Duration> laterRounds = new ArrayList<>();

    private RoundsBudget(Duration budget, long startNanos) {
        this.budget = budget;
        this.startNanos = startNanos;
    }

    /** The budget the request asks for ({@code budget} override), or none: every planned round runs. */
    static RoundsBudget of(Map<String, String> overrides, long startNanos) {
        return new RoundsBudget(parse(overrides.get("budget")), startNanos);
    }

    /** "80m", "90min", "1h", "5400s", or a number of minutes; "none" or absent: no budget (null). */
    static Duration parse(String given) {
        if (given == null || given.isBlank() || given.trim().equalsIgnoreCase("none")) {
            return null;
        }
        String v = given.trim().toLowerCase(Locale.ROOT);
        try {
            Duration d;
            if (v.endsWith("min")) {
                d = Duration.ofMinutes(Long.parseLong(v.substring(0, v.length() - 3)));
            } else if (v.endsWith("m")) {
                d = Duration.ofMinutes(Long.parseLong(v.substring(0, v.length() - 1)));
            } else if (v.endsWith("h")) {
                d = Duration.ofHours(Long.parseLong(v.substring(0, v.length() - 1)));
            } else if (v.endsWith("s")) {
                d = Duration.ofSeconds(Long.parseLong(v.substring(0, v.length() - 1)));
            } else {
                d = Duration.ofMinutes(Long.parseLong(v));
            }
            if (d.isNegative() || d.isZero()) {
                throw new IllegalArgumentException("budget must be more than nothing, not '" + given + "'");
            }
            return d;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("budget takes minutes (80m), hours (1h), seconds (5400s) or none, not '" + given + "'");
        }
    }

    /** The budget, or null for none. */
    Duration budget() {
        return budget;
    }

    /** Records how long round {@code round} took. */
    void roundTook(int round, Duration took) {
        if (round > 1) {
            laterRounds.add(took);
        }
    }

    /** What the next round is expected to take: the longest later round so far, or null before one has run. */
    Duration predictedRound() {
        return laterRounds.stream().max(Duration::compareTo).orElse(null);
    }

    /**
     * Whether round {@code round} may start at {@code nowNanos}: always up to {@value #MIN_ROUNDS} and without a budget;
     * beyond, only when the time spent plus the predicted round fits in the budget.
     */
    boolean allows(int round, long nowNanos) {
        if (budget == null || round <= MIN_ROUNDS) {
            return true;
        }
        Duration predicted = predictedRound();
        if (predicted == null) {
            return true;
        }
        return elapsed(nowNanos).plus(predicted).compareTo(budget) <= 0;
    }

    Duration elapsed(long nowNanos) {
        return Duration.ofNanos(nowNanos - startNanos);
    }
}
