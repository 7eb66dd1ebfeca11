package io.wirebench.bench.host;

import java.io.FileNotFoundException;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.HdrHistogram.HistogramLogWriter;
import org.HdrHistogram.Recorder;

/**
 * Stalls of this JVM as a thread beside the benchmark sees them, by jHiccup's method: a thread
 * sleeps 1 ms again and again and records by how much each wake-up came late. A late wake-up is
 * time in which no thread of the JVM could have run either: a safepoint (GC pause, deoptimisation),
 * the OS not scheduling it (another process on the CPU, the hypervisor stealing it), page faults.
 *
 * <p>Each lateness is measured against the shortest sleep seen so far, so the constant overshoot of
 * the OS's sleep is not counted as a stall. A stall of s ms is recorded as the wake-ups that would
 * have come in it, late by s, s - 1, ... 1 ms ({@link Recorder#recordValueWithExpectedInterval}), so
 * the percentiles are of elapsed time, not of wake-ups. Values in nanoseconds.
 *
 * <p>The histogram is cut into intervals by the caller ({@link io.wirebench.bench.HostProfiler}: one per JMH iteration);
 * an interval is written to an HdrHistogram log (the {@code .hlog} format jHiccup writes, read back
 * by {@link HiccupLogs}) or dropped.
 */
public final class HiccupMeter implements AutoCloseable {
    private static final long SLEEP_NANOS = TimeUnit.MILLISECONDS.toNanos(1);

    private final Recorder recorder = new Recorder(3);
    private final HistogramLogWriter log;
    private final Thread thread;
    private volatile boolean running = true;

    /** Starts measuring; intervals go to {@code log}, which is overwritten. */
    public HiccupMeter(Path log) throws FileNotFoundException {
        this.log = new HistogramLogWriter(log.toFile());
        long now = System.currentTimeMillis();
        this.log.outputLogFormatVersion();
        this.log.outputComment("wirebench HiccupMeter: lateness of 1 ms sleeps, in ns; one interval per measured JMH iteration");
        this.log.outputStartTime(now);
        this.log.setBaseTime(now);
        this.log.outputLegend();
        thread = new Thread(this::measure, "wirebench-hiccup-meter");
        thread.setDaemon(true);
        thread.start();
    }

    private void measure() {
        long shortest = Long.MAX_VALUE;
        while (running) {
            long start = System.nanoTime();
            try {
                TimeUnit.NANOSECONDS.sleep(SLEEP_NANOS);
            } catch (InterruptedException e) {
                return;
            }
            long slept = System.nanoTime() - start;
            shortest = Math.min(shortest, slept);
            recorder.recordValueWithExpectedInterval(slept - shortest, SLEEP_NANOS);
        }
    }

    /** Ends the current interval without writing it (warm-up, the time between iterations). */
    public void dropInterval() {
        recorder.getIntervalHistogram();
    }

    /** Ends the current interval and writes it to the log, with its start and end time. */
    public void logInterval() {
        log.outputIntervalHistogram(recorder.getIntervalHistogram());
    }

    @Override
    public void close() {
        running = false;
        thread.interrupt();
        try {
            thread.join(1000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        log.close();
    }
}
