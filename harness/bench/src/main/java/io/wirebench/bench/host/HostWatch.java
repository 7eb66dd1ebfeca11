package io.wirebench.bench.host;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What the runner calls to watch the host for a fork (harness/bench/README.md, "Host watch"):
 * <ol>
 * <li>{@code addProfiler(HostProfiler.class)} and {@code jvmArgsAppend(forkJvmArgs(log))} on the
 * fork's JMH options;</li>
 * <li>after the fork, {@link #summarizeFork} of its JMH result, with its steady iterations and
 * {@link HiccupLogs#summarize(Path, int)} of the log: the {@code host} block of forks.json;</li>
 * <li>{@link #stalled} of that block: whether the fork ran through a stall and is worth running again.</li>
 * </ol>
 */
public final class HostWatch {
    /** The system property that tells {@link io.wirebench.bench.HostProfiler} where to log its {@link HiccupMeter}. */
    public static final String HICCUP_LOG_PROPERTY = "wirebench.hiccupLog";
    /** A fork whose longest stall is longer than this did not have the machine to itself. */
    static final double STALL_HICCUP_MAX_MILLIS = 10;
    /** A fork during whose steady iterations the hypervisor took more than this share of the CPUs did not either. */
    static final double STALL_STEAL_PERCENT = 5;

    private HostWatch() {
    }

    /**
     * The fork's JVM flags for a hiccup log at {@code hiccupLog} (one file per fork: a second fork
     * given the same file overwrites it). The meter runs inside the fork, started by
     * {@link io.wirebench.bench.HostProfiler}, so the flag does nothing without that profiler.
     *
     * <p>Not jHiccup's agent: jHiccup ({@code org.jhiccup:jHiccup}) is not served by the Maven
     * repository this project builds from, so {@link HiccupMeter} measures the same way in-process.
     */
    public static List<String> forkJvmArgs(Path hiccupLog) {
        return List.of("-D" + HICCUP_LOG_PROPERTY + "=" + hiccupLog.toAbsolutePath());
    }

    /** {@link #summarizeFork(JsonNode, int, HiccupSummary)} over all measured iterations. */
    static HostBlock summarizeFork(JsonNode jmhResultOfOneFork, HiccupSummary hiccups) {
        return summarizeFork(jmhResultOfOneFork, 0, hiccups);
    }

    /**
     * The {@code host} block of one fork: medians of the percentages and sums of the counts and
     * times over its measured iterations from {@code steadyFrom} on (0 for an unsettled fork: all),
     * and the stalls of {@code hiccups} (null or empty: none).
     *
     * @param jmhResultOfOneFork a JMH result file of one fork (the array, or its one element);
     *                           figures HostProfiler did not write are absent from the block
     */
    public static HostBlock summarizeFork(JsonNode jmhResultOfOneFork, int steadyFrom, HiccupSummary hiccups) {
        if (jmhResultOfOneFork == null) {
            jmhResultOfOneFork = com.fasterxml.jackson.databind.node.MissingNode.getInstance();
        }
        JsonNode result = jmhResultOfOneFork.isArray() ? jmhResultOfOneFork.path(0) : jmhResultOfOneFork;
        JsonNode metrics = result.path("secondaryMetrics");
        List<Double> steal = iterations(metrics, HostSnapshot.STEAL, steadyFrom);
        List<Double> others = iterations(metrics, HostSnapshot.OTHER_CPUS_BUSY, steadyFrom);
        List<Double> switches = iterations(metrics, HostSnapshot.INVOLUNTARY_SWITCHES, steadyFrom);
        List<Double> gc = iterations(metrics, HostSnapshot.GC, steadyFrom);
        List<Double> safepoints = iterations(metrics, HostSnapshot.SAFEPOINTS, steadyFrom);
        List<Double> compile = iterations(metrics, HostSnapshot.COMPILE, steadyFrom);
        boolean stalls = hiccups != null && !hiccups.isEmpty();
        return new HostBlock(median(steal), median(others), switches.isEmpty() ? null : Math.round(sum(switches)),
                gc.isEmpty() ? null : round(sum(gc)), safepoints.isEmpty() ? null : round(sum(safepoints)),
                stalls ? round(hiccups.p99Millis()) : null, stalls ? round(hiccups.maxMillis()) : null,
                compile.isEmpty() ? null : round(sum(compile)));
    }

    /** Whether the fork ran through a stall (see {@link #stallReason}): the runner runs such a fork again, up to its limit. */
    static boolean stalled(HostBlock host) {
        return stallReason(host).isPresent();
    }

    /**
     * Why the fork's numbers are not the machine's own: a stall longer than
     * {@value #STALL_HICCUP_MAX_MILLIS} ms, or more than {@value #STALL_STEAL_PERCENT} % of the CPU
     * time stolen by the hypervisor. Empty when neither, or when neither was measured (a null block too).
     */
    public static Optional<String> stallReason(HostBlock host) {
        if (host == null) {
            return Optional.empty();
        }
        if (host.hiccupMaxMillis() != null && host.hiccupMaxMillis() > STALL_HICCUP_MAX_MILLIS) {
            return Optional.of("a " + host.hiccupMaxMillis() + " ms stall (more than " + STALL_HICCUP_MAX_MILLIS + " ms)");
        }
        if (host.stealPercent() != null && host.stealPercent() > STALL_STEAL_PERCENT) {
            return Optional.of(host.stealPercent() + " % of CPU time stolen (more than " + STALL_STEAL_PERCENT + " %)");
        }
        return Optional.empty();
    }

    /** The metric's value per iteration, from the {@code from}-th of each fork's row on. */
    private static List<Double> iterations(JsonNode metrics, String label, int from) {
        List<Double> out = new ArrayList<>();
        for (JsonNode fork : metrics.path(label).path("rawData")) {
            for (int i = Math.max(0, from); i < fork.size(); i++) {
                if (fork.get(i).isNumber()) {
                    out.add(fork.get(i).asDouble());
                }
            }
        }
        return out;
    }

    private static Double median(List<Double> values) {
        if (values.isEmpty()) {
            return null;
        }
        List<Double> sorted = values.stream().sorted().toList();
        int n = sorted.size();
        return round(n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2);
    }

    private static double sum(List<Double> values) {
        return values.stream().mapToDouble(Double::doubleValue).sum();
    }

    /** Three decimals: the tick-sampled figures are not finer than that. */
    private static double round(double value) {
        return Math.round(value * 1000) / 1000.0;
    }
}
