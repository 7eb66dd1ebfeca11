package io.wirebench.results;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * One benchmark result as JMH writes it ({@code jmh/<contender>/<dataset>/<operation>.json} holds
 * an array of them; {@code results/schema/jmh-result.schema.json}). Only what wirebench reads is
 * typed; JMH's other fields pass by.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record JmhResult(@JsonProperty(required = true) String benchmark, @JsonProperty(required = true) String mode,
                        Integer forks, String jdkVersion, String vmVersion, List<String> jvmArgs, Map<String, String> params,
                        @JsonProperty(required = true) Metric primaryMetric, Map<String, Metric> secondaryMetrics) {

    public JmhResult {
        params = params == null ? Map.of() : Map.copyOf(params);
        secondaryMetrics = secondaryMetrics == null ? Map.of() : Map.copyOf(secondaryMetrics);
    }

    /** The operation: the benchmark method's name ({@code ...CodecBenchmark.roundTrip} is {@code roundTrip}). */
    @JsonIgnore
    public String operation() {
        return benchmark.substring(benchmark.lastIndexOf('.') + 1);
    }

    /** Bytes per op from JMH's GC profiler, named {@code ·gc.alloc.rate.norm} before JMH 1.35 and {@code gc.alloc.rate.norm} since. */
    @JsonIgnore
    public Metric allocation() {
        Metric m = secondaryMetrics.get("gc.alloc.rate.norm");
        return m != null ? m : secondaryMetrics.get("\u00b7gc.alloc.rate.norm");
    }

    /**
     * A JMH metric. {@code scoreError} is {@code NaN} when JMH could not compute one (it writes the
     * string "NaN"). {@code rawData} is per fork, per iteration; {@code rawDataHistogram} (SampleTime)
     * is per fork, per iteration, a list of [value, count] pairs.
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Metric(@JsonProperty(required = true) double score, Double scoreError, @JsonProperty(required = true) String scoreUnit,
                         Map<String, Double> scorePercentiles, List<List<Double>> rawData,
                         List<List<List<List<Double>>>> rawDataHistogram) {

        public double error() {
            return scoreError == null ? Double.NaN : scoreError;
        }

        /**
         * One score per fork: the mean of its measured iterations (SampleTime: the mean of its
         * samples). Forks are the independent unit: iterations of one JVM share its JIT decisions.
         * Empty when JMH kept no raw data.
         */
        public List<Double> perForkScores() {
            List<Double> out = new ArrayList<>();
            if (rawData != null && !rawData.isEmpty()) {
                for (List<Double> fork : rawData) {
                    if (!fork.isEmpty()) {
                        out.add(fork.stream().mapToDouble(Double::doubleValue).average().orElseThrow());
                    }
                }
            } else if (rawDataHistogram != null) {
                for (List<List<List<Double>>> fork : rawDataHistogram) {
                    double sum = 0;
                    double n = 0;
                    for (List<List<Double>> iteration : fork) {
                        for (List<Double> pair : iteration) {
                            sum += pair.get(0) * pair.get(1);
                            n += pair.get(1);
                        }
                    }
                    if (n > 0) {
                        out.add(sum / n);
                    }
                }
            }
            return out;
        }

        /**
         * One value per fork: the median of its measured iterations, robust to one iteration still
         * in a JIT transition. Empty without raw data.
         */
        public List<Double> perForkMedians() {
            List<Double> out = new ArrayList<>();
            if (rawData != null) {
                for (List<Double> fork : rawData) {
                    double[] v = fork.stream().mapToDouble(Double::doubleValue).sorted().toArray();
                    if (v.length > 0) {
                        out.add(v.length % 2 == 1 ? v[v.length / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2);
                    }
                }
            }
            return out;
        }

        /** SampleTime: single-call samples taken in all forks. */
        public long samples() {
            long n = 0;
            if (rawDataHistogram != null) {
                for (List<List<List<Double>>> fork : rawDataHistogram) {
                    for (List<List<Double>> iteration : fork) {
                        for (List<Double> pair : iteration) {
                            n += pair.get(1).longValue();
                        }
                    }
                }
            }
            return n;
        }

        /**
         * SampleTime: percentile {@code p} (0..100) of each fork's samples, for forks with at
         * least {@code minSamples} samples.
         */
        public List<Double> perForkPercentile(double p, long minSamples) {
            List<Double> out = new ArrayList<>();
            if (rawDataHistogram == null) {
                return out;
            }
            for (List<List<List<Double>>> fork : rawDataHistogram) {
                java.util.TreeMap<Double, Long> counts = new java.util.TreeMap<>();
                long n = 0;
                for (List<List<Double>> iteration : fork) {
                    for (List<Double> pair : iteration) {
                        counts.merge(pair.get(0), pair.get(1).longValue(), Long::sum);
                        n += pair.get(1).longValue();
                    }
                }
                if (n < minSamples || n == 0) {
                    continue;
                }
                long rank = (long) Math.ceil(p / 100.0 * n);
                long seen = 0;
                for (Map.Entry<Double, Long> e : counts.entrySet()) {
                    seen += e.getValue();
                    if (seen >= rank) {
                        out.add(e.getKey());
                        break;
                    }
                }
            }
            return out;
        }
    }
}
