package io.wirebench.bench.host;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * The {@code host} block of one fork in {@code jmh/<contender>/<dataset>/<op>.forks.json}
 * ({@code results/schema/host.schema.json}), made by {@link HostWatch#summarizeFork}: what the
 * host did while the fork measured, over its steady iterations (all of them when it never settled). Every field is optional: a figure the
 * fork could not read (not Linux, no hsperfdata, no hiccup log) is absent, never 0.
 *
 * @param stealPercent               median over the iterations of the share of all CPU time the hypervisor took
 * @param otherCpusBusyPercent       median over the iterations of the CPU time used by anything but this JVM, as a share of the machine less one CPU
 * @param involuntaryContextSwitches sum over the iterations of this JVM's threads' involuntary context switches
 * @param gcMillis                   sum of the collectors' collection time
 * @param safepointMillis            sum of the time at safepoints (GC pauses included)
 * @param hiccupP99Millis            99th percentile of the stalls a sleeping thread saw
 * @param hiccupMaxMillis            the longest such stall
 * @param compileMillis              sum of the JIT compilers' compile time (CompilationMXBean): above 0, the fork was still compiling while it measured
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record HostBlock(Double stealPercent, Double otherCpusBusyPercent, Long involuntaryContextSwitches, Double gcMillis,
                 Double safepointMillis, Double hiccupP99Millis, Double hiccupMaxMillis, Double compileMillis) {
}
