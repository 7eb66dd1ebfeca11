package io.wirebench.report;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.wirebench.results.Manifest;
import io.wirebench.results.ResultFiles;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Each contender's change between two JDKs (issue 25): for every time case both whole runs measured (same contender,
 * data set, operation, parameters and mode), the other JDK's median over the shown JDK's, and whether that change is
 * the JDK's or only the run-to-run shift.
 *
 * <p>Per case, the ratio of the median fork scores with its two-sided 90 % Hodges-Lehmann interval on log scores
 * ({@link LogShift}, exactly as {@code make compare} takes it: the forks of two runs are not paired). The two runs are
 * hours apart on a shared host, whose speed drifts between them (two JDK 17 runs of the same code differed by x0.89,
 * docs/measurements/2026-11-26c-extras/calibration-vs-publish.md), so the run-wide shift is taken too ({@link RunShift}:
 * the median of the settled cases' ratios with its order-statistic interval). It mixes that drift with whatever the
 * JDK does to every contender alike, which two runs cannot tell apart. A case's change is called the JDK's only when its
 * ratio divided by the shift has an interval wholly on one side of 1, the interval taken conservatively as
 * [ratio low / shift high, ratio high / shift low] so that the shift's own uncertainty counts against the call
 * ({@link #VERDICT_RULE}); otherwise it is "within the run-to-run shift".
 */
final class JdkChange {
    static final String METHOD = "other JDK's median fork score over the shown JDK's, per case both runs measured, with the two-sided 90 %"
            + " Hodges-Lehmann interval of that ratio on the two runs' fork scores (as make compare takes it; the forks of two runs are not"
            + " paired). Run-wide shift: the median of the settled cases' ratios, with its distribution-free order-statistic interval.";
    static final String VERDICT_RULE = "A case's change is the JDK's only when its ratio divided by the run-wide shift has an interval that"
            + " excludes 1, the interval being [ratio low / shift high, ratio high / shift low]; otherwise it is within the run-to-run shift."
            + " The shift mixes the host's drift between the two runs with whatever the JDK does to every contender alike. Fewer than "
            + RunShift.MIN_CASES + " settled cases give no shift and no case is called; a case with too few forks for a 90 % interval"
            + " (fewer than 3 a side) or whose forks never settled in either run is not judged.";

    /** What a case's change is called. {@link #id} is what the site data carries. */
    enum Verdict {
        FASTER("faster"), SLOWER("slower"), WITHIN_SHIFT("within-shift"), UNTESTABLE("too-few-forks"), UNSETTLED("unsettled"),
        NO_SHIFT("no-shift");

        final String id;

        Verdict(String id) {
            this.id = id;
        }
    }

    /** One case: the two medians (ns) with their intervals, the ratio, the ratio over the shift, and the verdict. */
    record Row(Measurement base, Measurement other, ForkSamples.Interval baseMedian, ForkSamples.Interval otherMedian, double ratio,
               double low, double high, double adjusted, double adjustedLow, double adjustedHigh, Verdict verdict) {
    }

    private JdkChange() {
    }

    /**
     * The change of one case: {@code base} and {@code other} its fork scores in ns on the shown and the other JDK,
     * {@code unsettled} whether either run's forks never settled, {@code shift} the run-wide shift ({@link #shift}).
     */
    static Row judge(Measurement baseCase, Measurement otherCase, List<Double> base, List<Double> other, boolean unsettled,
                     RunShift.Shift shift) {
        ForkSamples.Interval b = ForkSamples.interval(base);
        ForkSamples.Interval o = ForkSamples.interval(other);
        LogShift.Change c = LogShift.of(base, other);
        double ratio = 1 + c.change();
        double low = c.testable() ? 1 + c.low() : Double.NaN;
        double high = c.testable() ? 1 + c.high() : Double.NaN;
        double adjusted = ratio / shift.factor();
        double adjustedLow = shift.estimated() && c.testable() ? low / shift.high() : Double.NaN;
        double adjustedHigh = shift.estimated() && c.testable() ? high / shift.low() : Double.NaN;
        Verdict v;
        if (unsettled) {
            v = Verdict.UNSETTLED;
        } else if (!c.testable()) {
            v = Verdict.UNTESTABLE;
        } else if (!shift.estimated()) {
            v = Verdict.NO_SHIFT;
        } else if (adjustedHigh < 1) {
            v = Verdict.FASTER;
        } else if (adjustedLow > 1) {
            v = Verdict.SLOWER;
        } else {
            v = Verdict.WITHIN_SHIFT;
        }
        return new Row(baseCase, otherCase, b, o, ratio, low, high, adjusted, adjustedLow, adjustedHigh, v);
    }

    /** The run-wide shift: over the settled cases both runs timed, the median of other median / shown median. */
    static RunShift.Shift shift(List<Measurement[]> pairs) {
        List<Double> ratios = new ArrayList<>();
        for (Measurement[] p : pairs) {
            if (!p[0].unsettled() && !p[1].unsettled()) {
                ratios.add(ForkSamples.median(nanos(p[1])) / ForkSamples.median(nanos(p[0])));
            }
        }
        return RunShift.of(ratios);
    }

    /** Every time case (avgt, a time per operation) both runs measured, as [shown, other], in case order. */
    static List<Measurement[]> pairs(Run shown, Run other) {
        Map<String, Measurement> a = timed(shown);
        Map<String, Measurement> b = timed(other);
        List<Measurement[]> out = new ArrayList<>();
        a.forEach((key, m) -> {
            Measurement n = b.get(key);
            if (n != null) {
                out.add(new Measurement[] {m, n});
            }
        });
        return out;
    }

    private static Map<String, Measurement> timed(Run run) {
        Map<String, Measurement> out = new TreeMap<>();
        run.measurements().stream().filter(m -> m.mode().equals("avgt") && Units.isTimePerOperation(m.unit()))
                .forEach(m -> out.put(m.caseKey().toString(), m));
        return out;
    }

    private static List<Double> nanos(Measurement m) {
        return m.forkValues().stream().map(v -> Units.toNanos(v, m.unit())).toList();
    }

    /** The site data of the change from {@code shown} (JDK {@code shownFeature}) to {@code other} (JDK {@code otherFeature}). */
    static ObjectNode export(Run shown, int shownFeature, Run other, int otherFeature) {
        List<Measurement[]> pairs = pairs(shown, other);
        RunShift.Shift shift = shift(pairs);
        ObjectNode out = ResultFiles.MAPPER.createObjectNode();
        out.put("base", shown.id());
        out.put("other", other.id());
        out.put("baseFeature", shownFeature);
        out.put("otherFeature", otherFeature);
        out.put("method", METHOD);
        out.put("verdictRule", VERDICT_RULE);
        ObjectNode s = out.putObject("shift");
        s.put("estimated", shift.estimated());
        s.put("cases", shift.cases());
        if (shift.estimated()) {
            s.put("factor", shift.factor());
            s.put("low", shift.low());
            s.put("high", shift.high());
            s.put("coverage", shift.coverage());
        }
        Map<String, Manifest.Contender> described = SiteExport.contenders(shown.manifest());
        Map<String, Integer> counts = new LinkedHashMap<>();
        for (Verdict v : Verdict.values()) {
            counts.put(v.id, 0);
        }
        ArrayNode rows = out.putArray("rows");
        for (Measurement[] p : pairs) {
            Row r = judge(p[0], p[1], nanos(p[0]), nanos(p[1]), p[0].unsettled() || p[1].unsettled(), shift);
            counts.merge(r.verdict().id, 1, Integer::sum);
            rows.add(row(r, described.get(p[0].contender())));
        }
        ObjectNode c = out.putObject("counts");
        counts.forEach(c::put);
        return out;
    }

    private static ObjectNode row(Row r, Manifest.Contender desc) {
        Measurement m = r.base();
        ObjectNode n = ResultFiles.MAPPER.createObjectNode();
        n.put("contender", m.contender());
        n.put("name", SiteExport.name(desc, m.contender()));
        n.put("role", ContenderRow.role(desc == null ? null : desc.family()));
        n.put("dataset", m.dataset());
        n.put("operation", m.operation());
        if (!m.params().isEmpty()) {
            n.set("params", ResultFiles.MAPPER.valueToTree(new TreeMap<>(m.params())));
        }
        n.put("case", m.caseKey().toString());
        interval(n, "base", r.baseMedian());
        interval(n, "other", r.otherMedian());
        putFinite(n, "ratio", r.ratio());
        putFinite(n, "ratioLow", r.low());
        putFinite(n, "ratioHigh", r.high());
        putFinite(n, "adjusted", r.adjusted());
        putFinite(n, "adjustedLow", r.adjustedLow());
        putFinite(n, "adjustedHigh", r.adjustedHigh());
        n.put("verdict", r.verdict().id);
        return n;
    }

    private static void interval(ObjectNode n, String prefix, ForkSamples.Interval i) {
        putFinite(n, prefix + "Median", i.estimate());
        putFinite(n, prefix + "Low", i.low());
        putFinite(n, prefix + "High", i.high());
        n.put(prefix + "Forks", i.n());
    }

    /** JSON has no NaN: a figure that could not be computed is left out, and the page says why from the verdict. */
    private static void putFinite(ObjectNode n, String field, double v) {
        if (Double.isFinite(v)) {
            n.put(field, v);
        }
    }
}
