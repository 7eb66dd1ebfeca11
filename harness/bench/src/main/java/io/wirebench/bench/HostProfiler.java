package io.wirebench.bench;

import io.wirebench.bench.host.HiccupMeter;
import io.wirebench.bench.host.HostPerfCounters;
import io.wirebench.bench.host.HostProc;
import io.wirebench.bench.host.HostSnapshot;
import io.wirebench.bench.host.HostWatch;
import java.io.FileNotFoundException;
import java.nio.file.Path;
import java.util.Collection;
import java.util.List;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.profile.InternalProfiler;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.runner.IterationType;

/**
 * A JMH profiler that records, for every iteration, what the host did beside the benchmark
 * (harness/bench/README.md, "Host watch"): {@code host.stealPercent}, {@code host.otherCpusBusyPercent},
 * {@code host.involuntaryContextSwitches}, {@code host.gcMillis} and {@code host.safepointMillis},
 * as secondary results in the JMH result file. It runs inside each fork (or in the JMH JVM itself
 * without forks): {@code OptionsBuilder.addProfiler(HostProfiler.class)}, or
 * {@code -prof io.wirebench.bench.HostProfiler} on JMH's command line.
 *
 * <p>When the JVM has the system property {@value HostWatch#HICCUP_LOG_PROPERTY}
 * ({@link HostWatch#forkJvmArgs}), it also runs a {@link HiccupMeter} and logs one interval of it per
 * measured iteration to that file; warm-up iterations and the gaps between iterations are dropped.
 *
 * <p>A figure whose source cannot be read (no {@code /proc}: not Linux; no hsperfdata) is left out;
 * nothing here throws into the benchmark.
 */
public final class HostProfiler implements InternalProfiler {
    private final HostProc proc = HostProc.SYSTEM;
    private final HostPerfCounters counters = HostPerfCounters.open(proc);
    private HostSnapshot before;
    private HiccupMeter meter;
    /** No hiccup log was asked for, or it could not be written: not tried again in this JVM. */
    private boolean meterRefused;
    private int measured;

    @Override
    public String getDescription() {
        return "Host noise per iteration: CPU steal, other processes' CPU use, involuntary context switches, GC and safepoint time; stalls to a hiccup log";
    }

    @Override
    public void beforeIteration(BenchmarkParams benchmarkParams, IterationParams iterationParams) {
        try {
            if (meter == null && !meterRefused) {
                meter = startMeter();
                meterRefused = meter == null;
                measured = 0;
            }
            if (meter != null) {
                meter.dropInterval();
            }
            before = HostSnapshot.take(proc, counters);
        } catch (RuntimeException e) {
            before = null;
        }
    }

    @Override
    public Collection<? extends Result> afterIteration(BenchmarkParams benchmarkParams, IterationParams iterationParams, IterationResult result) {
        try {
            List<? extends Result> out = before == null ? List.of() : HostSnapshot.take(proc, counters).resultsSince(before);
            if (meter != null) {
                endInterval(iterationParams);
            }
            return out;
        } catch (RuntimeException e) {
            return List.of();
        }
    }

    private void endInterval(IterationParams iteration) {
        if (iteration.getType() != IterationType.MEASUREMENT) {
            meter.dropInterval();
            return;
        }
        meter.logInterval();
        if (++measured == iteration.getCount()) {
            // The last measured iteration of this benchmark: a next benchmark in this JVM starts a new log.
            meter.close();
            meter = null;
        }
    }

    private static HiccupMeter startMeter() {
        String log = System.getProperty(HostWatch.HICCUP_LOG_PROPERTY);
        if (log == null || log.isBlank()) {
            return null;
        }
        try {
            return new HiccupMeter(Path.of(log));
        } catch (FileNotFoundException | RuntimeException e) {
            System.err.println("HostProfiler: no hiccup log, cannot write " + log + ": " + e.getMessage());
            return null;
        }
    }
}
