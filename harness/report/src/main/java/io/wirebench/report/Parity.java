package io.wirebench.report;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.wirebench.results.ResultFiles;
import java.util.Map;
import java.util.TreeMap;

/**
 * What the harness costs each library: the contender's round trip through the harness
 * ({@code CodecBenchmark.roundTrip}) over the same round trip done by its direct-use benchmark, the JMH class
 * beside its adapter that uses the library with no harness type in between ({@value #DIRECT}; CONTRIBUTING.md).
 * The runner measures the two as a pair in the same rounds ({@code harness/bench}, {@code DirectUse}), so the
 * ratio is the one the export gives to the floor ({@link CaseSummary#ratioByRound}): per round the harness
 * fork over the direct fork of that round, so the host's drift during a round divides out, and the median of
 * those ratios with its distribution-free interval ({@link ForkSamples#ratio}). A run without rounds gets the
 * ratio of the two medians and no interval ({@code basis: "medians"}).
 *
 * <p>Each row also carries the same ratio of our own raw wire ({@value #REFERENCE}) on that data set, the
 * reference: its adapter only calls the wire module as the wire module's own documentation does, so its ratio
 * is what the harness's layers cost by themselves, and a contender's ratio is read against it. It is taken from the same
 * run as the contender's pair and from no other: a ratio of another run was measured under another load, so beside it
 * it would mislead. {@code referenceAbsent} lists the rows' data sets on which that run lacks it.
 *
 * <p>Which run a contender's pairs come from is {@link FocusedRuns.Supplements#parity(String)}'s choice, per contender.
 */
final class Parity {
    static final String HARNESS = "roundTrip";
    static final String DIRECT = "directRoundTrip";
    static final String REFERENCE = "wire-raw";
    /** The highest harness cost over direct use issue 24 accepts before a page must say why. */
    static final double TARGET = 1.10;
    static final String RULE = "harness over direct use: with rounds, the median over rounds of the round trip's fork through the harness"
            + " over the direct-use benchmark's fork of the same round, with the distribution-free interval of that median (the estimator"
            + " of x floor); without rounds, the ratio of the two medians, no interval. 1.00: the harness costs the library nothing."
            + " Reference: our raw wire measured both ways.";

    private Parity() {
    }

    /** Whether {@code run} measured at least one of {@code contender}'s pairs: {@link #of} would give it a row. */
    static boolean measured(Run run, String contender) {
        Map<String, Measurement> harness = avgt(run, contender, HARNESS);
        return avgt(run, contender, DIRECT).keySet().stream().anyMatch(harness::containsKey);
    }

    /**
     * {@code contender}'s pairs in {@code run}: {@code rows} holds one entry per data set on which both its
     * round trip and its direct-use benchmark have an average time, empty when the run measured none. Each row's
     * {@code reference} is {@value #REFERENCE}'s pair in the same run; {@code referenceAbsent} names the rows' data
     * sets on which the run has none (always empty for the reference itself).
     */
    static ObjectNode of(Run run, String contender) {
        Map<String, Measurement> harness = avgt(run, contender, HARNESS);
        Map<String, Measurement> direct = avgt(run, contender, DIRECT);
        ObjectNode out = ResultFiles.MAPPER.createObjectNode();
        out.put("run", run.id()); // a focused run may have measured the pairs (FocusedRuns): the page names it
        out.put("rule", RULE);
        out.put("target", TARGET);
        ArrayNode rows = out.putArray("rows");
        // the reference only from this run: the ratio is read against it within one run, so none is better than another run's
        ArrayNode referenceAbsent = out.putArray("referenceAbsent");
        direct.forEach((dataset, d) -> {
            Measurement h = harness.get(dataset);
            if (h == null) {
                return;
            }
            ObjectNode row = rows.addObject();
            row.put("dataset", dataset);
            String benchmark = d.result() == null ? "" : d.result().benchmark();
            row.put("benchmark", benchmark.endsWith("." + DIRECT) ? benchmark.substring(0, benchmark.length() - DIRECT.length() - 1) : benchmark);
            row.put("harnessNs", round2(CaseSummary.medianNanos(h).estimate()));
            row.put("directNs", round2(CaseSummary.medianNanos(d).estimate()));
            putRatio(row, h, d);
            row.put("aboveTarget", row.path("ratio").asDouble() > TARGET);
            if (h.unsettled() || d.unsettled()) {
                row.put("unsettled", true);
            }
            if (!contender.equals(REFERENCE)) {
                Measurement rh = avgt(run, REFERENCE, HARNESS).get(dataset);
                Measurement rd = avgt(run, REFERENCE, DIRECT).get(dataset);
                if (rh != null && rd != null) {
                    ObjectNode ref = row.putObject("reference");
                    ref.put("contender", REFERENCE);
                    putRatio(ref, rh, rd);
                } else {
                    referenceAbsent.add(dataset);
                }
            }
        });
        return out;
    }

    /** {@code ratio} with {@code ratioLow}, {@code ratioHigh}, {@code coverage}, {@code rounds} and {@code basis}. */
    static void putRatio(ObjectNode cell, Measurement harness, Measurement direct) {
        CaseSummary.putRatio(cell, harness, direct, "ratio", "coverage", "rounds", "basis");
    }

    /** The contender's average-time cases of {@code operation} by data set (codec cases have no parameters beyond those two). */
    private static Map<String, Measurement> avgt(Run run, String contender, String operation) {
        Map<String, Measurement> out = new TreeMap<>();
        for (Measurement m : run.measurements()) {
            if (m.contender().equals(contender) && m.operation().equals(operation) && m.mode().equals("avgt") && m.params().isEmpty()) {
                out.put(m.dataset(), m);
            }
        }
        return out;
    }

    private static double round2(double v) {
        return Math.round(v * 100) / 100.0;
    }
}
