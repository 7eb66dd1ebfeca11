package io.wirebench.results;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;
import java.util.Map;

/**
 * {@code openloop/<contender>/<dataset>/<rate>.json}: round trips on a fixed schedule, merged over
 * the JVMs that ran them, with each JVM's own result in {@code runs}
 * ({@code results/schema/openloop.schema.json}).
 *
 * <p>Added in format version 2 without a version change (absent in older files, so optional):
 * {@code saturationRule} and {@code saturationReason} (why {@code saturated} is true),
 * {@code sustainableRatePerSecond} (the lowest any JVM's capacity probe allowed) and
 * {@code hostHiccups} (the host's stalls during the measured windows, merged).
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record OpenLoopFile(@JsonProperty(required = true) int formatVersion, String kind,
                           @JsonProperty(required = true) String contender, @JsonProperty(required = true) String dataset,
                           String operation, @JsonProperty(required = true) int ratePerSecond, @JsonProperty(required = true) int forks,
                           Integer warmupMillis, Integer measurementMillis, String policy, @JsonProperty(required = true) long intended,
                           @JsonProperty(required = true) long sent, @JsonProperty(required = true) boolean saturated,
                           Long lowestAchievedRatePerSecond, @JsonProperty(required = true) Latency responseTime,
                           @JsonProperty(required = true) Latency serviceTime, List<Run> runs, String saturationRule,
                           String saturationReason, Long sustainableRatePerSecond, Latency hostHiccups) {

    /** The response-runaway rule's factor: median response time over median service time. */
    public static final int RUNAWAY_FACTOR = 10;

    public OpenLoopFile {
        runs = runs == null ? List.of() : List.copyOf(runs);
    }

    /**
     * The response-runaway rule, here so that the bench (which judges as it measures) and the report
     * (which judges files written before the rule) apply the same one: the median response time is
     * more than {@value #RUNAWAY_FACTOR} x the median service time and longer than the gap between
     * two sends (below one gap no message waited behind the one before it).
     */
    public static boolean runaway(long responseP50Nanos, long serviceP50Nanos, int ratePerSecond) {
        return responseP50Nanos > RUNAWAY_FACTOR * Math.max(1, serviceP50Nanos) && responseP50Nanos > 1_000_000_000L / ratePerSecond;
    }

    /**
     * A latency distribution in nanoseconds; percentiles by key ("50.0" ... "99.999"), the
     * HdrHistogram compressed and base64-encoded.
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Latency(String unit, @JsonProperty(required = true) long count, @JsonProperty(required = true) double mean,
                         @JsonProperty(required = true) long max, @JsonProperty(required = true) Map<String, Long> percentiles,
                         String histogram) {
        public Latency {
            // In order of the percentile, as written: readers print them in this order.
            percentiles = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(percentiles));
        }
    }

    /**
     * The capacity probe of one JVM: {@code roundTrips} back-to-back round trips after the JIT
     * warm-up took {@code meanServiceNanos} each on average; {@code sustainableRatePerSecond} is
     * {@code utilisationBound / meanServiceNanos} in messages per second.
     */
    public record Capacity(@JsonProperty(required = true) long roundTrips, @JsonProperty(required = true) double meanServiceNanos,
                           @JsonProperty(required = true) double utilisationBound,
                           @JsonProperty(required = true) long sustainableRatePerSecond) {
    }

    /**
     * One JVM's run. Optional since they were added: {@code capacity}; {@code backlogNanos}, the
     * least lateness of any message's start in each eighth of the measured run (0 where one started
     * on time); the saturation rule and reason; {@code hostHiccups}.
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Run(Integer fork, Manifest.Jvm jvm, com.fasterxml.jackson.databind.JsonNode pinning, Long intended, Long sent,
                      Boolean saturated, Long elapsedNanos, Long achievedRatePerSecond,
                      @JsonProperty(required = true) Latency responseTime, @JsonProperty(required = true) Latency serviceTime,
                      String saturationRule, String saturationReason, Capacity capacity, List<Long> backlogNanos,
                      Latency hostHiccups) {
        public Run {
            backlogNanos = backlogNanos == null ? null : List.copyOf(backlogNanos);
        }

        /** The same run as fork {@code fork} of its case (0: run in the contender's own JVM). */
        public Run withFork(int fork) {
            return new Run(fork, jvm, pinning, intended, sent, saturated, elapsedNanos, achievedRatePerSecond, responseTime, serviceTime,
                    saturationRule, saturationReason, capacity, backlogNanos, hostHiccups);
        }
    }
}
