package io.wirebench.bench.openloop;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import org.HdrHistogram.Histogram;

/**
 * The host's own stalls, measured beside the contender: a thread that asks to sleep
 * {@value #INTERVAL_NANOS} ns again and again and records by how much each wake-up came late (the
 * method of Gil Tene's jHiccup). Whatever stops this thread (the scheduler giving its CPU away, a
 * stolen virtual CPU, a safepoint, a GC pause, the kernel's own work) would have stopped a message
 * too, so the host's p99.9 beside a contender's says how much of that tail the host alone explains.
 *
 * <p>jHiccup sleeps 1 ms; this meter sleeps 100 us so that the samples back the same percentiles as
 * the contender's: 3 JVMs x 10 s give about 200,000 wake-ups (the timer's own slack makes each
 * sleep some tens of microseconds longer), enough for p99.9, where 1 ms would give 30,000. Every
 * wake-up carries the timer's slack, so the host's figures start at some tens of microseconds.
 *
 * <p>The thread is started before the measuring thread pins itself ({@link io.wirebench.bench.host.ThreadPinning}), so with
 * {@code CPUS=} and two CPUs or more it is moved to the CPUs that are not the driver's; without
 * pinning the scheduler places it, and the driver, which spins, keeps one CPU busy. It records only
 * between {@link #begin()} and {@link #end()}: the measured window.
 */
public final class OpenLoopHiccupMeter implements AutoCloseable {
    public static final long INTERVAL_NANOS = 100_000;

    private final Histogram overshoot = new Histogram(TimeUnit.SECONDS.toNanos(3600), OpenLoopDriver.SIGNIFICANT_DIGITS);
    private final Thread thread;
    private volatile long recordFrom = Long.MAX_VALUE;
    private volatile boolean stopped;

    private OpenLoopHiccupMeter() {
        thread = new Thread(this::loop, "wirebench-hiccup-meter");
        thread.setDaemon(true);
    }

    public static OpenLoopHiccupMeter start() {
        OpenLoopHiccupMeter m = new OpenLoopHiccupMeter();
        m.thread.start();
        return m;
    }

    private void loop() {
        while (!stopped) {
            long before = System.nanoTime();
            LockSupport.parkNanos(INTERVAL_NANOS);
            long after = System.nanoTime();
            // A sleep that began before the window opened is not the window's; parkNanos may also
            // return early (a spurious wake-up), which is no stall: 0.
            if (before - recordFrom >= 0 && !stopped) {
                overshoot.recordValue(Math.max(0, after - before - INTERVAL_NANOS));
            }
        }
    }

    /** Opens the measured window. */
    public void begin() {
        recordFrom = System.nanoTime();
    }

    /** Closes the window, stops the thread and returns what it recorded (nanoseconds late per wake-up). */
    public Histogram end() throws InterruptedException {
        stopped = true;
        thread.join();
        // join() orders the thread's writes before this read.
        return overshoot;
    }

    @Override
    public void close() {
        stopped = true;
    }
}
