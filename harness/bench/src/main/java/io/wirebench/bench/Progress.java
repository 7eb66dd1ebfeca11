package io.wirebench.bench;

import java.io.PrintStream;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * The progress line after each case, with an ETA: the plan's prediction ({@link CostModel}) of
 * what is left, scaled by how fast the run has gone against the prediction so far.
 */
final class Progress {
    private final PrintStream out;
    private int total;
    private final double estimateTotal;
    private final long startNanos = System.nanoTime();
    private final Map<String, Double> estimateByKey = new LinkedHashMap<>();
    private int done;
    private double estimateDone;

    Progress(PrintStream out, Plan todo) {
        this(out, todo.profile(), todo.cases(), todo.entries().size());
    }

    /** For {@code cases} (a run in rounds: every fork of every round) run in {@code contenderJvms} contender JVMs. */
    Progress(PrintStream out, Profile profile, java.util.List<Case> cases, int contenderJvms) {
        this.out = out;
        this.total = cases.size();
        double estimate = contenderJvms * CostModel.CONTENDER_JVM_SECONDS;
        for (Case c : cases) {
            double s = CostModel.seconds(profile, c);
            estimateByKey.put(c.key(), s);
            estimate += s;
        }
        this.estimateTotal = estimate;
    }

    // synchronized: with LANES=n, n contender sessions report at once
    synchronized void contenderStarted() {
        estimateDone += CostModel.CONTENDER_JVM_SECONDS;
    }

    synchronized void caseDone(String key, String outcome, String seconds) {
        done++;
        // a fork measured again after a stall is one more than planned
        total = Math.max(total, done);
        estimateDone += estimateByKey.getOrDefault(key, 0.0);
        double elapsed = (System.nanoTime() - startNanos) / 1e9;
        double speed = estimateDone > 0 ? elapsed / estimateDone : 1.0;
        long eta = Math.round(Math.max(0, estimateTotal - estimateDone) * speed);
        out.printf("[%" + String.valueOf(total).length() + "d/%d] %-58s %-7s %6ss   elapsed %s, ETA %s%n", done, total, key,
                outcome, seconds, minutes(Math.round(elapsed)), minutes(eta));
    }

    /** A duration for people: seconds up to 90 s, minutes up to 90 min, then hours. */
    static String minutes(long seconds) {
        if (seconds < 90) {
            return seconds + " s";
        }
        if (seconds < 5400) {
            return String.format(Locale.ROOT, "%.1f min", seconds / 60.0);
        }
        return String.format(Locale.ROOT, "%.1f h", seconds / 3600.0);
    }
}
