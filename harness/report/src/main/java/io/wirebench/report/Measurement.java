package io.wirebench.report;

import io.wirebench.results.JmhResult;
import java.util.List;
import java.util.Map;

/**
 * One benchmark result of a run, as JMH reported it.
 *
 * @param contender        contender id
 * @param dataset          data set id
 * @param operation        {@code encode}, {@code decode}, {@code roundTrip}, ...
 * @param mode             JMH mode ({@code avgt}, {@code thrpt}, {@code sample}, ...)
 * @param score            the primary score
 * @param scoreError       JMH's 99.9% confidence half-width; {@code NaN} when it could not compute one
 * @param unit             the unit of score, e.g. {@code ns/op}
 * @param allocBytesPerOp  bytes allocated per operation from the GC profiler; {@code NaN} if not measured
 * @param samples          for {@code sample} mode, how many single-call times were taken; 0 otherwise
 * @param percentiles      for {@code sample} mode, JMH's percentiles by their key ("50.0" ... "100.0") in {@code unit}; empty otherwise
 * @param forkScores       one score per fork (in-process runs: one), in {@code unit}: the samples compare and ties test
 * @param forkAllocations  bytes allocated per operation, per fork (the median of its iterations)
 * @param params           JMH parameters other than contender and data set (part of the case's identity)
 * @param result           the JMH result it came from (SampleTime histograms for per-fork percentiles)
 */
public record Measurement(String contender, String dataset, String operation, String mode,
                          double score, double scoreError, String unit, double allocBytesPerOp,
                          long samples, Map<String, Double> percentiles, List<Double> forkScores, List<Double> forkAllocations,
                          Map<String, String> params, JmhResult result) {
    public Measurement {
        percentiles = Map.copyOf(percentiles);
        forkScores = List.copyOf(forkScores);
        forkAllocations = List.copyOf(forkAllocations);
        params = Map.copyOf(params);
    }

    /** contender/dataset/operation/mode plus any other JMH parameters: what a case is, across runs. */
    public String caseKey() {
        StringBuilder k = new StringBuilder(contender + "/" + dataset + "/" + operation + "/" + mode);
        params.entrySet().stream().sorted(Map.Entry.comparingByKey()).forEach(e -> k.append(';').append(e.getKey()).append('=').append(e.getValue()));
        return k.toString();
    }
}
