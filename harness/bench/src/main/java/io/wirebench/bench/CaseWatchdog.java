package io.wirebench.bench;

import java.time.Duration;
import java.util.concurrent.TimeUnit;

/**
 * Stops a contender's JVM, and every process it started (JMH forks, open-loop JVMs), when it
 * reports no finished case for longer than the per-case timeout: a contender that hangs costs
 * that case, recorded as failed, and the run goes on with a new JVM for the rest. Progress is
 * the runner seeing a case finish, so the first case's budget also covers the JVM's start and the
 * conformance checks before it.
 */
final class CaseWatchdog implements AutoCloseable {
    /** Above the slowest case's own estimate, so that only a real hang trips it. */
    static final double ESTIMATE_MULTIPLE = 3.0;
    static final Duration MINIMUM = Duration.ofMinutes(5);

    private final ProcessHandle process;
    private final long timeoutNanos;
    private final Thread thread;
    private volatile long lastProgress = System.nanoTime();
    private volatile boolean fired;

    CaseWatchdog(ProcessHandle process, Duration timeout) {
        this.process = process;
        this.timeoutNanos = timeout.toNanos();
        this.thread = new Thread(this::watch, "case-watchdog-" + process.pid());
        thread.setDaemon(true);
        thread.start();
    }

    /**
     * The per-case timeout: the {@code case-timeout} override ({@code CASE_TIMEOUT=90s}) if given,
     * else {@value #ESTIMATE_MULTIPLE} times the slowest planned case's estimate, and at least {@link #MINIMUM}.
     */
    static Duration timeout(RunRequest request, Plan.Entry entry) {
        String given = request.overrides().get("case-timeout");
        if (given != null && !given.isBlank()) {
            return parse(given);
        }
        Profile profile = request.profile();
        double slowest = entry.cases().stream().mapToDouble(c -> CostModel.seconds(profile, c)).max().orElse(0);
        Duration estimate = Duration.ofSeconds(Math.round(ESTIMATE_MULTIPLE * (slowest + CostModel.CONTENDER_JVM_SECONDS)));
        return estimate.compareTo(MINIMUM) > 0 ? estimate : MINIMUM;
    }

    /** 90s, 5m, 1h or plain seconds. */
    static Duration parse(String text) {
        String t = text.trim();
        try {
            if (t.endsWith("ms")) {
                return Duration.ofMillis(Long.parseLong(t.substring(0, t.length() - 2)));
            }
            char unit = t.charAt(t.length() - 1);
            long n = Character.isDigit(unit) ? Long.parseLong(t) : Long.parseLong(t.substring(0, t.length() - 1));
            Duration d = switch (unit) {
                case 'h' -> Duration.ofHours(n);
                case 'm' -> Duration.ofMinutes(n);
                default -> Duration.ofSeconds(n);
            };
            if (d.isNegative() || d.isZero()) {
                throw new NumberFormatException();
            }
            return d;
        } catch (RuntimeException e) {
            throw new IllegalArgumentException("case-timeout (CASE_TIMEOUT) must be a positive duration such as 90s, 5m or 1h, not '" + text + "'");
        }
    }

    void progress() {
        lastProgress = System.nanoTime();
    }

    /** Whether it stopped the JVM. */
    boolean fired() {
        return fired;
    }

    Duration timeout() {
        return Duration.ofNanos(timeoutNanos);
    }

    private void watch() {
        try {
            while (process.isAlive()) {
                long quiet = System.nanoTime() - lastProgress;
                if (quiet >= timeoutNanos) {
                    fired = true;
                    process.descendants().forEach(ProcessHandle::destroyForcibly);
                    process.destroyForcibly();
                    return;
                }
                TimeUnit.NANOSECONDS.sleep(Math.min(timeoutNanos - quiet, TimeUnit.SECONDS.toNanos(1)));
            }
        } catch (InterruptedException e) {
            // closed: the JVM ended on its own
        }
    }

    @Override
    public void close() {
        thread.interrupt();
    }
}
