package io.wirebench.report;

import io.wirebench.report.Compare.Finding;
import io.wirebench.results.OpenLoopFile;
import java.util.ArrayList;
import java.util.List;

/**
 * The tail gate of {@link Compare}: p99 and p99.9 of SampleTime and of the open loop, per fork,
 * judged by {@link TimeGate}'s two-sample decision with wider thresholds, and only from forks that
 * have the samples to back the percentile ({@link SiteExport#backed}). The maximum, a single value,
 * is never gated.
 */
final class TailGate {
    static final double P99_EFFECT = 0.10;
    static final double P999_EFFECT = 0.20;

    private TailGate() {
    }

    /** SampleTime tails; none unless both sides ran in sample mode. */
    static List<Finding> jmh(String key, Measurement x, Measurement y) {
        List<Finding> out = new ArrayList<>();
        if (!x.mode().equals("sample") || !y.mode().equals("sample")) {
            return out;
        }
        for (double p : new double[] {99.0, 99.9}) {
            long backing = (long) Math.ceil(100.0 / (1.0 - p / 100.0) - 1e-6);
            List<Double> a = x.result().primaryMetric().perForkPercentile(p, backing);
            List<Double> b = y.result().primaryMetric().perForkPercentile(p, backing);
            if (!a.isEmpty() && !b.isEmpty()) {
                out.add(TimeGate.decide(key, SiteExport.percentileName(p), x.unit(), a, b, effect(p)));
            }
        }
        return out;
    }

    static List<Finding> openLoop(String key, OpenLoopFile x, OpenLoopFile y) {
        List<Finding> out = new ArrayList<>();
        for (String p : List.of("99.0", "99.9")) {
            double pv = Double.parseDouble(p);
            List<Double> a = perRunPercentile(x, p, pv);
            List<Double> b = perRunPercentile(y, p, pv);
            if (!a.isEmpty() && !b.isEmpty()) {
                out.add(TimeGate.decide(key, "response " + SiteExport.percentileName(pv), "ns", a, b, effect(pv)));
            }
        }
        return out;
    }

    private static double effect(double percentile) {
        return percentile == 99.0 ? P99_EFFECT : P999_EFFECT;
    }

    /** Each JVM's response-time percentile, from JVMs with the samples to back it. */
    private static List<Double> perRunPercentile(OpenLoopFile o, String key, double p) {
        List<Double> out = new ArrayList<>();
        for (OpenLoopFile.Run r : o.runs()) {
            Long v = r.responseTime().percentiles().get(key);
            if (v != null && SiteExport.backed(p, r.responseTime().count())) {
                out.add(v.doubleValue());
            }
        }
        return out;
    }
}
