package io.wirebench.bench.openloop;

import java.util.List;

/**
 * How the open-loop latency driver runs: round trips at fixed rates, each rate in its own JVMs.
 *
 * @param rates             target rates in messages per second; empty: no open-loop cases
 * @param forks             JVMs per rate (histograms are merged over them); 0 runs inside the contender's JVM
 * @param warmupMillis      the first run in every JVM, at the target rate, thrown away (JIT, caches, GC settle)
 * @param measurementMillis the measured run in every JVM (the longest, when {@code targetSamples} is set)
 * @param datasets          the data sets measured open-loop (the wire-format latency test uses {@code order})
 * @param targetSamples     0: every rate measures {@code measurementMillis}; else a rate measures what gives this
 *                          many samples over all its JVMs, at least 1 s and at most {@code measurementMillis} per JVM
 *                          (so 100k msg/s needs a tenth of 10k's time for the same percentiles)
 */
public record OpenLoopSettings(List<Integer> rates, int forks, int warmupMillis, int measurementMillis, List<String> datasets,
                               long targetSamples) {
    /** The shortest measured window per JVM when {@code targetSamples} cuts it: shorter says little about a host's stalls. */
    static final int MIN_TARGETED_MILLIS = 1000;

    public OpenLoopSettings {
        rates = List.copyOf(rates);
        datasets = List.copyOf(datasets);
        for (int r : rates) {
            if (r <= 0 || r > 10_000_000) {
                throw new IllegalArgumentException("an open-loop rate must be between 1 and 10,000,000 msg/s, got " + r);
            }
        }
        if (forks < 0 || warmupMillis < 0 || measurementMillis <= 0 || targetSamples < 0) {
            throw new IllegalArgumentException("open loop needs forks >= 0, warm-up >= 0 ms, a positive measurement time and"
                    + " target samples >= 0");
        }
    }

    /** Every rate measured for {@code measurementMillis}. */
    public OpenLoopSettings(List<Integer> rates, int forks, int warmupMillis, int measurementMillis, List<String> datasets) {
        this(rates, forks, warmupMillis, measurementMillis, datasets, 0);
    }

    /** The measured window of one JVM at {@code rate}. */
    public int measurementMillis(int rate) {
        if (targetSamples == 0) {
            return measurementMillis;
        }
        long perJvm = (targetSamples + Math.max(1, forks) - 1) / Math.max(1, forks);
        long millis = (perJvm * 1000 + rate - 1) / rate;
        return (int) Math.min(measurementMillis, Math.max(Math.min(MIN_TARGETED_MILLIS, measurementMillis), millis));
    }

    /** Messages one rate's measured runs send over all forks: what decides which percentiles it can back. */
    public long samples(int rate) {
        return (long) Math.max(1, forks) * rate * measurementMillis(rate) / 1000;
    }

    public OpenLoopSettings with(List<Integer> rates, Integer forks, Integer warmupMillis, Integer measurementMillis) {
        return new OpenLoopSettings(rates != null ? rates : this.rates, forks != null ? forks : this.forks,
                warmupMillis != null ? warmupMillis : this.warmupMillis,
                measurementMillis != null ? measurementMillis : this.measurementMillis, datasets, targetSamples);
    }

    /** As the manifest records it. */
    public io.wirebench.results.Manifest.OpenLoopSettings info() {
        return new io.wirebench.results.Manifest.OpenLoopSettings(rates, forks, warmupMillis, measurementMillis, datasets,
                targetSamples == 0 ? null : targetSamples);
    }
}
