package io.wirebench.report;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.wirebench.results.ResultFiles;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * How precise one run is, in the terms the publish profile is judged by: per data set and
 * operation, the half-width of each case's median interval (half the interval over the median:
 * {@link ForkSamples}) at the median over cases and at its largest, how many cases exceed 15 %, the
 * same for the ratio to the floor paired by round, the cases none of whose forks settled, and the
 * contenders significantly faster than the floor ({@link FloorCheck}'s rule). The figures behind a
 * claim such as "median half-width 5 % on `orders`" come from here ({@code make precision RUN=}).
 */
final class Precision {
    /** Cases above this half-width are counted: the aim is none. */
    static final double WIDE = 0.15;

    /** One data set and operation of the run (average-time cases only). */
    record Row(String dataset, String operation, int cases, double medianHalfWidth, double maxHalfWidth, String widest, int wide,
               double rerunMedianHalfWidth, double rerunMaxHalfWidth, double rerunProbability,
               double floorMedianHalfWidth, double floorMaxHalfWidth, List<String> unsettled, List<String> beatFloor, int forks,
               int unsettledForks, double forkSpread, double iterationError, int forksFor5Percent) {
    }

    /**
     * The whole report of one run: its rows and the neighbour correlation, computed once here so that the Markdown and
     * the JSON print the same figure from one pass over every fork.
     */
    record Report(String run, List<Row> rows, double neighbourCorrelation) {
    }

    private Precision() {
    }

    static Report of(Run run) {
        return new Report(run.id(), rows(run), NoiseSources.neighbourCorrelation(run.measurements()));
    }

    private static List<Row> rows(Run run) {
        Map<String, List<Measurement>> groups = new LinkedHashMap<>();
        run.measurements().stream().filter(m -> m.mode().equals("avgt"))
                .sorted(Comparator.comparing(Measurement::dataset).thenComparing(Measurement::operation))
                .forEach(m -> groups.computeIfAbsent(m.dataset() + "|" + m.operation(), k -> new ArrayList<>()).add(m));
        List<Row> out = new ArrayList<>();
        for (List<Measurement> ms : groups.values()) {
            Measurement floor = ms.stream().filter(m -> m.contender().equals(CaseSummary.FLOOR)).findFirst().orElse(null);
            List<Double> widths = new ArrayList<>();
            List<Double> rerunWidths = new ArrayList<>();
            List<Double> rerunProbabilities = new ArrayList<>();
            List<Double> floorWidths = new ArrayList<>();
            List<Double> spreads = new ArrayList<>();
            List<Double> iterationErrors = new ArrayList<>();
            List<String> unsettled = new ArrayList<>();
            List<String> beat = new ArrayList<>();
            String widest = "";
            double max = 0;
            int forks = 0;
            int unsettledForks = 0;
            for (Measurement m : ms) {
                forks += Math.max(m.forkRecords().size(), m.forkValues().size());
                unsettledForks += m.unsettledForks();
                if (m.unsettled()) {
                    unsettled.add(m.contender());
                    continue; // shown as unsettled, never ranked: its width describes no steady state
                }
                double w = Calibration.halfWidth(CaseSummary.medianNanos(m));
                widths.add(w);
                ForkSamples.Interval rerun = CaseSummary.rerunNanos(m);
                rerunWidths.add(Calibration.halfWidth(rerun));
                rerunProbabilities.add(rerun.coverage());
                addIfNumber(spreads, NoiseSources.forkSpread(m));
                addIfNumber(iterationErrors, NoiseSources.iterationError(m));
                if (w > max) {
                    max = w;
                    widest = m.contender();
                }
                if (floor != null && m != floor) {
                    ForkSamples.Interval r = CaseSummary.ratioByRound(m, floor);
                    if (r != null) {
                        floorWidths.add(Calibration.halfWidth(r));
                        if (r.high() < 1.0) {
                            beat.add(m.contender());
                        }
                    }
                }
            }
            Measurement first = ms.get(0);
            out.add(new Row(first.dataset(), first.operation(), widths.size(), median(widths), max, widest,
                    (int) widths.stream().filter(w -> w > WIDE).count(), median(rerunWidths),
                    rerunWidths.stream().mapToDouble(Double::doubleValue).max().orElse(Double.NaN), median(rerunProbabilities),
                    median(floorWidths),
                    floorWidths.stream().mapToDouble(Double::doubleValue).max().orElse(Double.NaN), unsettled, beat, forks, unsettledForks,
                    median(spreads), median(iterationErrors), NoiseSources.forksFor5Percent(median(spreads))));
        }
        return out;
    }

    private static void addIfNumber(List<Double> to, double v) {
        if (!Double.isNaN(v)) {
            to.add(v);
        }
    }

    private static double median(List<Double> v) {
        return v.isEmpty() ? Double.NaN : ForkSamples.median(v);
    }

    static String markdown(Report report) {
        List<Row> rows = report.rows();
        StringBuilder md = new StringBuilder("# Precision of ").append(report.run()).append("\n\n");
        md.append("Half-width: half the interval of a case's median over the median (settled cases; average time).\n\n");
        md.append("| data set | operation | cases | half-width: median | largest | over 15 % | re-run half-width: median, largest"
                + " (its probability) | x floor half-width: median, largest | unsettled cases | faster than the floor | forks (unsettled) |\n");
        md.append("|---|---|---:|---:|---|---:|---|---|---|---|---|\n");
        for (Row r : rows) {
            md.append(String.format(Locale.ROOT, "| `%s` | %s | %d | %s | %s (%s) | %d | %s, %s (%s) | %s, %s | %s | %s | %d (%d) |%n",
                    r.dataset(), r.operation(), r.cases(), percent(r.medianHalfWidth()), percent(r.maxHalfWidth()), r.widest(), r.wide(),
                    percent(r.rerunMedianHalfWidth()), percent(r.rerunMaxHalfWidth()), percent(r.rerunProbability()),
                    percent(r.floorMedianHalfWidth()), percent(r.floorMaxHalfWidth()), list(r.unsettled()), list(r.beatFloor()), r.forks(),
                    r.unsettledForks()));
        }
        md.append("\n## Where the width comes from\n\n");
        md.append("Fork spread: a case's fork scores' standard deviation over their median (median over cases). Iteration error: one"
                + " fork's standard error from its own steady iterations, over its score. Forks for 5 %: forks per case a median"
                + " interval would need for a 5 % half-width at that spread (normal approximation; a planning figure).\n\n");
        md.append("| data set | operation | fork spread | iteration error | forks for 5 % |\n|---|---|---:|---:|---:|\n");
        for (Row r : rows) {
            md.append(String.format(Locale.ROOT, "| `%s` | %s | %s | %s | %s |%n", r.dataset(), r.operation(), percent(r.forkSpread()),
                    percent(r.iterationError()), r.forksFor5Percent() == 0 ? "-" : Integer.toString(r.forksFor5Percent())));
        }
        double c = report.neighbourCorrelation();
        md.append(String.format(Locale.ROOT, "%nNeighbour correlation (consecutive forks of any cases, each over its case's median, in start"
                + " order): %s. Near 0 the spread is each JVM's own and only more forks narrow it; near 1 the host's speed moved and"
                + " pairing by round removes it.%n", Double.isNaN(c) ? "-" : String.format(Locale.ROOT, "%.2f", c)));
        return md.toString();
    }

    static ObjectNode json(Report report) {
        ObjectNode root = ResultFiles.MAPPER.createObjectNode();
        root.put("run", report.run());
        double c = report.neighbourCorrelation();
        if (!Double.isNaN(c)) {
            root.put("neighbourCorrelation", Math.round(c * 1000) / 1000.0);
        }
        ArrayNode list = root.putArray("rows");
        report.rows().forEach(r -> list.add(ResultFiles.MAPPER.valueToTree(r)));
        return root;
    }

    private static String percent(double v) {
        return Double.isNaN(v) ? "-" : String.format(Locale.ROOT, "%.1f %%", 100 * v);
    }

    private static String list(List<String> names) {
        return names.isEmpty() ? "none" : String.join(", ", names);
    }
}
