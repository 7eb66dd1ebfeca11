package io.wirebench.bench.host;

import java.lang.management.CompilationMXBean;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.openjdk.jmh.results.AggregationPolicy;
import org.openjdk.jmh.results.ScalarResult;

/**
 * What the host and this JVM had counted at one moment; two of them, taken around a JMH iteration,
 * give that iteration's host figures ({@link #resultsSince}). A part that could not be read is null
 * and its figures are left out.
 */
public record HostSnapshot(HostCpuTimes machine, Long processTicks, Map<String, Long> involuntaryByThread, long gcMillis, Long safepointNanos,
                    Long compileMillis) {
    public static final String STEAL = "host.stealPercent";
    public static final String OTHER_CPUS_BUSY = "host.otherCpusBusyPercent";
    public static final String INVOLUNTARY_SWITCHES = "host.involuntaryContextSwitches";
    public static final String GC = "host.gcMillis";
    public static final String SAFEPOINTS = "host.safepointMillis";
    static final String COMPILE = "host.compileMillis";

    public static HostSnapshot take(HostProc proc, HostPerfCounters counters) {
        Long safepoints = counters == null ? null : counters.safepointNanos().stream().boxed().findFirst().orElse(null);
        return new HostSnapshot(proc.machine(), proc.processTicks(), proc.involuntarySwitchesByThread(), collectionMillis(), safepoints,
                compilationMillis());
    }

    /**
     * The JIT compilers' accumulated compile time in ms, or null where the JVM does not keep it. A fork
     * whose compilers are still busy while it measures has not reached its final code: its iterations
     * can look flat on a plateau that a late compilation then leaves (Jackson 3 on {@code order}: about
     * 1,400 ns for a second, then 660 ns).
     */
    private static Long compilationMillis() {
        CompilationMXBean jit = ManagementFactory.getCompilationMXBean();
        return jit != null && jit.isCompilationTimeMonitoringSupported() ? jit.getTotalCompilationTime() : null;
    }

    /** Collection time of every collector, in ms; a collector that does not keep it (-1) adds nothing. */
    private static long collectionMillis() {
        long sum = 0;
        for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
            sum += Math.max(0, gc.getCollectionTime());
        }
        return sum;
    }

    /**
     * The figures of the span from {@code before} to this snapshot, as JMH secondary results:
     * percentages averaged over iterations, counts and times summed.
     */
    public List<ScalarResult> resultsSince(HostSnapshot before) {
        List<ScalarResult> out = new ArrayList<>();
        if (machine != null && before.machine != null) {
            Double steal = machine.stealPercentSince(before.machine);
            if (steal != null) {
                out.add(new ScalarResult(STEAL, steal, "%", AggregationPolicy.AVG));
            }
            Double others = processTicks == null || before.processTicks == null ? null
                    : machine.otherCpusBusyPercentSince(before.machine, processTicks - before.processTicks);
            if (others != null) {
                out.add(new ScalarResult(OTHER_CPUS_BUSY, others, "%", AggregationPolicy.AVG));
            }
        }
        if (!involuntaryByThread.isEmpty()) {
            // Threads born during the span count from 0; threads that ended during it are lost.
            long switches = 0;
            for (Map.Entry<String, Long> t : involuntaryByThread.entrySet()) {
                switches += Math.max(0, t.getValue() - before.involuntaryByThread.getOrDefault(t.getKey(), 0L));
            }
            out.add(new ScalarResult(INVOLUNTARY_SWITCHES, switches, "#", AggregationPolicy.SUM));
        }
        out.add(new ScalarResult(GC, gcMillis - before.gcMillis, "ms", AggregationPolicy.SUM));
        if (safepointNanos != null && before.safepointNanos != null) {
            out.add(new ScalarResult(SAFEPOINTS, (safepointNanos - before.safepointNanos) / 1e6, "ms", AggregationPolicy.SUM));
        }
        if (compileMillis != null && before.compileMillis != null) {
            out.add(new ScalarResult(COMPILE, compileMillis - before.compileMillis, "ms", AggregationPolicy.SUM));
        }
        return out;
    }
}
