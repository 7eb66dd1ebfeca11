package io.wirebench.bench;

import java.util.List;

/**
 * How the open-loop latency driver runs: round trips at fixed rates, each rate in its own JVMs.
 *
 * @param rates             target rates in messages per second; empty: no open-loop cases
 * @param forks             JVMs per rate (histograms are merged over them); 0 runs inside the contender's JVM
 * @param warmupMillis      the first run in every JVM, at the target rate, thrown away (JIT, caches, GC settle)
 * @param measurementMillis the measured run in every JVM
 * @param datasets          the data sets measured open-loop (the wire-format latency test uses {@code order})
 */
public record OpenLoopSettings(List<Integer> rates, int forks, int warmupMillis, int measurementMillis, List<String> datasets) {
    public OpenLoopSettings {
        rates = List.copyOf(rates);
        datasets = List.copyOf(datasets);
        for (int r : rates) {
            if (r <= 0 || r > 10_000_000) {
                throw new IllegalArgumentException("an open-loop rate must be between 1 and 10,000,000 msg/s, got " + r);
            }
        }
        if (forks < 0 || warmupMillis < 0 || measurementMillis <= 0) {
            throw new IllegalArgumentException("open loop needs forks >= 0, warm-up >= 0 ms and a positive measurement time");
        }
    }

    /** Messages one rate's measured runs send over all forks: what decides which percentiles it can back. */
    long samples(int rate) {
        return (long) Math.max(1, forks) * rate * measurementMillis / 1000;
    }

    OpenLoopSettings with(List<Integer> rates, Integer forks, Integer warmupMillis, Integer measurementMillis) {
        return new OpenLoopSettings(rates != null ? rates : this.rates, forks != null ? forks : this.forks,
                warmupMillis != null ? warmupMillis : this.warmupMillis,
                measurementMillis != null ? measurementMillis : this.measurementMillis, datasets);
    }

    /** As the manifest records it. */
    io.wirebench.results.Manifest.OpenLoopSettings info() {
        return new io.wirebench.results.Manifest.OpenLoopSettings(rates, forks, warmupMillis, measurementMillis, datasets);
    }
}
