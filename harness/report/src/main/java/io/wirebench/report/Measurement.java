package io.wirebench.report;

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
 */
public record Measurement(String contender, String dataset, String operation, String mode,
                          double score, double scoreError, String unit, double allocBytesPerOp,
                          long samples, Map<String, Double> percentiles) {
    public Measurement {
        percentiles = Map.copyOf(percentiles);
    }
}
