package io.wirebench.bench;

import java.util.List;

/**
 * How JMH measures one tier of cases.
 *
 * @param forks                 JVMs per case and mode; 0 runs the case inside the contender's own JVM (cheap,
 *                              but every case of that contender then shares one JIT profile: indicative only)
 * @param warmupIterations      iterations thrown away while the JIT settles
 * @param warmupMillis          length of each warm-up iteration
 * @param measurementIterations iterations that are kept
 * @param measurementMillis     length of each kept iteration
 * @param modes                 JMH modes by their short names: {@code avgt}, {@code thrpt}, {@code sample}
 */
public record JmhSettings(int forks, int warmupIterations, int warmupMillis, int measurementIterations, int measurementMillis,
                          List<String> modes) {
    /** The JMH modes this runner knows, by JMH's short name. */
    static final List<String> KNOWN_MODES = List.of("avgt", "thrpt", "sample");

    /**
     * JMH's SampleTime mode takes at most 20 timestamps per millisecond of measurement (a bound in
     * its generated code, so that timer overhead stays small); used to predict the sample count.
     */
    static final int MAX_SAMPLES_PER_MILLI = 20;

    public JmhSettings {
        if (forks < 0 || warmupIterations < 0 || warmupMillis <= 0 || measurementIterations < 1 || measurementMillis <= 0) {
            throw new IllegalArgumentException("forks >= 0, warm-up iterations >= 0, measurement iterations >= 1 and positive"
                    + " iteration times are needed, got forks=" + forks + " warmup=" + warmupIterations + "x" + warmupMillis
                    + "ms iterations=" + measurementIterations + "x" + measurementMillis + "ms");
        }
        modes = List.copyOf(modes);
        if (modes.isEmpty()) {
            throw new IllegalArgumentException("at least one JMH mode is needed");
        }
        for (String m : modes) {
            if (!KNOWN_MODES.contains(m)) {
                throw new IllegalArgumentException("unknown JMH mode '" + m + "'; known: " + KNOWN_MODES);
            }
        }
    }

    /** Wall time of the measuring itself, per mode and fork (no JVM start). */
    double iterationSeconds() {
        return (warmupIterations * (double) warmupMillis + measurementIterations * (double) measurementMillis) / 1000.0;
    }

    /** The most SampleTime samples one case can collect over all its forks: what decides which percentiles it can back. */
    long maxSamples() {
        return (long) Math.max(1, forks) * measurementIterations * measurementMillis * MAX_SAMPLES_PER_MILLI;
    }

    JmhSettings with(Integer forks, Integer warmupIterations, Integer measurementIterations, Integer iterationMillis, List<String> modes) {
        return new JmhSettings(forks != null ? forks : this.forks,
                warmupIterations != null ? warmupIterations : this.warmupIterations,
                iterationMillis != null ? iterationMillis : this.warmupMillis,
                measurementIterations != null ? measurementIterations : this.measurementIterations,
                iterationMillis != null ? iterationMillis : this.measurementMillis,
                modes != null ? modes : this.modes);
    }

    /** As the manifest records it. */
    io.wirebench.results.Manifest.JmhSettings info() {
        return new io.wirebench.results.Manifest.JmhSettings(forks, warmupIterations, warmupMillis, measurementIterations, measurementMillis,
                modes);
    }
}
