package io.wirebench.results;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;

/**
 * {@code jmh/<contender>/<dataset>/<operation>.forks.json}, written beside the merged JMH file by
 * a run measured in rounds ({@code results/schema/forks.schema.json}): one entry per fork, in round
 * order, with every measured iteration, where steady state began and what the host did meanwhile.
 * Runs from before rounds have no such file; the report then falls back to the JMH file's per-fork
 * raw data. Only {@code mode}, {@code unit} and {@code score} are required of a fork: a field the
 * runner could not fill (a host counter on a machine without /proc) is absent, never invented.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record ForksFile(@JsonProperty(required = true) int formatVersion, Long seed, Integer rounds,
                        @JsonProperty(required = true) List<Fork> forks, Boolean settled, Integer unsettledForks,
                        List<Replaced> replacedForks) {
    /** The only version of this file so far; it is versioned on its own, apart from the run's result format. */
    public static final int FORMAT_VERSION = 1;

    public ForksFile {
        forks = List.copyOf(forks);
        replacedForks = replacedForks == null ? List.of() : List.copyOf(replacedForks);
    }

    /** A fork the host stalled, set aside and measured again at the end of its round: kept, never dropped. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Replaced(int round, Double score, Host host, String reason) {
    }

    /**
     * One fork. {@code steadyFrom} indexes {@code iterations}: the first steady iteration, or
     * {@code null} when the fork never settled. {@code score} is the mean of the steady iterations
     * (of all of them when unsettled), in {@code unit}. {@code warmupMillis}: the blind warm-up plus the
     * iterations before steady state; {@code watchedMillis}: of the iterations, those the fork ran to
     * watch its warm-up.
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Fork(Integer round, Integer position, Integer roundSize, String startedAt,
                       @JsonProperty(required = true) String mode, @JsonProperty(required = true) String unit,
                       List<Double> iterations, Integer steadyFrom, Boolean settled, Trend trend, Long warmupMillis,
                       @JsonProperty(required = true) double score, Double allocBytesPerOp, Host host, Boolean rerun,
                       Long watchedMillis) {
        public Fork {
            iterations = iterations == null ? List.of() : List.copyOf(iterations);
        }

        /** Settled unless the file says {@code settled: false}: a runner that did not judge it claims nothing. */
        @JsonIgnore
        public boolean unsettled() {
            return Boolean.FALSE.equals(settled);
        }
    }

    /** The steady-state test over the fork's iterations (e.g. Mann-Kendall) and the drift it found. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Trend(String test, Double p, Double slopePerIteration, Double relativeDrift) {
    }

    /** What the host did during the fork's measured iterations; every field may be absent. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Host(Double stealPercent, Double otherCpusBusyPercent, Long involuntaryContextSwitches, Double gcMillis,
                       Double safepointMillis, Double hiccupP99Millis, Double hiccupMaxMillis, Double compileMillis) {
    }
}
