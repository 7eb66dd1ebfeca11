package io.wirebench.report;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.wirebench.results.ResultFiles;
import java.util.Comparator;
import java.util.Map;

/**
 * One measured operation of a row of the site's data set tables, in nanoseconds: JMH's mean and
 * 99.9 % interval, the bytes allocated, SampleTime's percentiles (those enough samples back) and the
 * throughput where the case ran those modes, and the robust summary ({@link CaseSummary}).
 */
final class OperationCell {
    private OperationCell() {
    }

    /**
     * {@code time}: the cell's measurement (average time, else SampleTime); {@code sampled},
     * {@code throughput}: the same case's SampleTime and throughput measurements, or null;
     * {@code floor}: the floor's measurement of the same operation, or null.
     */
    static void put(ObjectNode o, Measurement time, Measurement sampled, Measurement throughput, Measurement floor) {
        double ns = Units.toNanos(time.score(), time.unit());
        double error = Units.toNanos(time.scoreError(), time.unit());
        o.put("ns", ns);
        putFinite(o, "error", error);
        if (Double.isFinite(error)) {
            // the whisker: JMH's 99.9 % interval, never below zero on a log axis
            o.put("low", Math.max(ns - error, ns * 1e-3));
            o.put("high", ns + error);
        }
        putFinite(o, "allocBytes", time.allocBytesPerOp());
        o.put("mode", time.mode());
        if (sampled != null) {
            o.put("samples", sampled.samples());
            o.set("percentiles", jmhPercentiles(sampled));
        }
        if (throughput != null) {
            o.put("opsPerSecond", Units.toOpsPerSecond(throughput.score(), throughput.unit()));
        }
        o.put("forks", time.forkValues().size());
        CaseSummary.put(o, time, floor);
    }

    /** JMH's SampleTime percentiles in nanoseconds, those enough samples back, and max ("100.0"). */
    private static ObjectNode jmhPercentiles(Measurement m) {
        ObjectNode o = ResultFiles.MAPPER.createObjectNode();
        m.percentiles().entrySet().stream().sorted(Map.Entry.comparingByKey(Comparator.comparingDouble(Double::parseDouble)))
                .forEach(e -> {
                    double p = Double.parseDouble(e.getKey());
                    if (p >= 100.0) {
                        putFinite(o, "max", Units.toNanos(e.getValue(), m.unit()));
                    } else if (p > 0 && SiteExport.backed(p, m.samples())) {
                        putFinite(o, SiteExport.percentileName(p), Units.toNanos(e.getValue(), m.unit()));
                    }
                });
        return o;
    }

    private static void putFinite(ObjectNode o, String field, double value) {
        if (Double.isFinite(value)) {
            o.put(field, value);
        }
    }
}
