package io.wirebench.report;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.wirebench.results.Manifest;
import io.wirebench.results.OpenLoopFile;
import io.wirebench.results.ResultFiles;
import io.wirebench.results.Sizes;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Function;

/**
 * Compares two runs case by case and says what regressed. A case is matched by its identity:
 * contender, data set, operation, JMH mode and parameters, and the JDK it ran on.
 *
 * <ul>
 *   <li><b>Times</b>: first the run-wide shift ({@link RunShift}: the median ratio over every time
 *       case, reported on its own line) is divided out of the new forks. Then the change is the ratio
 *       of the median fork scores, new over base, with its 90 % Hodges-Lehmann interval
 *       ({@link LogShift}: one-sided 5 % each way). A time regresses when the change is at least
 *       {@value #TIME_EFFECT} in the worse direction, which the unit gives (x/op: lower is better;
 *       ops/x: higher is better), <i>and</i> the interval lies wholly beyond
 *       {@value #TIME_SURE_EFFECT} that way. Both are needed: the interval alone flags 1 % shifts
 *       that no reader cares about, the effect alone flags noise.</li>
 *   <li><b>Tails</b> (p99, p99.9 of SampleTime and of the open loop, per fork, only where each fork
 *       has the samples to back the percentile) the same way with wider thresholds; the maximum,
 *       a single value, is never gated.</li>
 *   <li><b>Bytes allocated per operation</b> regress when they grow in every fork by more than
 *       {@value #ALLOC_TOLERANCE_BYTES} B/op (one more object is at least 16 bytes) and
 *       {@value #ALLOC_TOLERANCE_SHARE} of the base.</li>
 *   <li><b>Sizes</b> (encoded, gzip, payload, framed; the update stream's bytes and each compressor's
 *       bytes on each payload) are exact: any growth is a regression.</li>
 * </ul>
 * With too few forks for any interval to reach 90 % (fewer than 3 a side; in-process runs count as
 * one fork), a time is reported as "not enough forks to test", never as a verdict. Cases on one side
 * only are listed.
 */
final class Compare {
    static final double TIME_EFFECT = 0.05;
    /**
     * A time verdict also needs its interval wholly beyond this: surely 3 % worse (or better), not
     * merely surely changed. Two runs of unchanged code on the 2-core VM
     * (docs/measurements/2026-11-26-calibration) gave 10 verdicts at 90 % with the interval only
     * required to exclude no change, 2 after the run-wide shift was divided out, and none with this
     * margin; 68 cases at a one-sided 5 % each expect three or four by chance alone.
     */
    static final double TIME_SURE_EFFECT = 0.03;
    static final double P99_EFFECT = 0.10;
    static final double P999_EFFECT = 0.20;
    /**
     * JMH's gc.alloc.rate.norm divides the measuring thread's allocated bytes (ThreadMXBean) by the
     * operations of an iteration, so JMH's own per-iteration allocations add a fraction of a byte
     * that depends on how many operations fit in an iteration. Across the 417 cases of the committed
     * quick runs the spread between iterations, JIT phase changes aside, was at most 0.47 B/op
     * (snakeyaml on mediacontent, 72 us per op). 2 B/op is four times that and an eighth of the
     * smallest object (16 B: a 12-byte header padded to 8 with compressed class pointers).
     */
    static final double ALLOC_TOLERANCE_BYTES = 2.0;
    /**
     * And a share of the base, for large allocations: which objects escape analysis removes can differ
     * between JVMs of the same code, and two runs of unchanged code differed by up to 1.45 % in every
     * fork (jackson-blackbird on orders, 22 B of 1,535; docs/measurements/2026-11-26-calibration).
     */
    static final double ALLOC_TOLERANCE_SHARE = 0.02;

    enum Verdict { REGRESSION, IMPROVEMENT, UNCHANGED, UNTESTABLE }

    /** One metric of one case, base against new. */
    /** {@code low} and {@code high} bound {@code change} (90 %); {@code NaN} where there is no interval (allocation, sizes, untestable). */
    record Finding(String caseKey, String metric, String unit, Verdict verdict, double base, double current, double change,
                   double low, double high, int baseForks, int newForks, String note) {
    }

    record Report(String baseId, String newId, List<String> warnings, List<Finding> findings, List<String> onlyBase,
                  List<String> onlyNew, int matchedTimed, int matchedOpenLoop, int matchedSizes, RunShift.Shift shift) {
        int matchedCases() {
            return matchedTimed + matchedOpenLoop + matchedSizes;
        }

        long count(Verdict v) {
            return findings.stream().filter(f -> f.verdict == v).count();
        }

        /** 0: nothing regressed; 1: something did. */
        int exitStatus() {
            return count(Verdict.REGRESSION) > 0 ? 1 : 0;
        }
    }

    private Compare() {
    }

    static Report compare(Run base, Run current) {
        List<String> warnings = new ArrayList<>();
        Manifest b = base.manifest();
        Manifest n = current.manifest();
        if (!b.machineIdentity().equals(n.machineIdentity())) {
            warnings.add("the runs were made on different machines (" + b.machineIdentity() + " / " + n.machineIdentity()
                    + "): times compare only as ratios, if at all");
        }
        if (!b.profile().name().equals(n.profile().name())) {
            warnings.add("different profiles: " + b.profile().name() + " / " + n.profile().name());
        }
        for (Run r : List.of(base, current)) {
            Manifest.Isolation iso = r.manifest().isolation();
            if (iso != null && iso.warnings() != null && !iso.warnings().isEmpty()) {
                warnings.add(r.id() + " was not measured on isolated CPUs (" + iso.warnings().get(0)
                        + "): other load on the machine moves its times; a change here may be the machine's, not the code's");
            }
        }
        for (Run r : List.of(base, current)) {
            if (r.measurements().stream().anyMatch(x -> x.forkValues().size() < 3)) {
                warnings.add(r.id() + " has cases with fewer than 3 forks (in-process runs count as one): their times cannot be tested;"
                        + " run with FORKS=3 or more to gate on times");
                break;
            }
        }
        if (!b.jdkIdentity().equals(n.jdkIdentity())) {
            warnings.add("different JDKs (" + b.jdkIdentity() + " / " + n.jdkIdentity() + "): the JDK is part of a case's identity,"
                    + " so no JMH case matches");
        }
        Map<String, Measurement> bm = index(base.measurements(), x -> x.caseKey() + " @ " + b.jdkIdentity());
        Map<String, Measurement> nm = index(current.measurements(), x -> x.caseKey() + " @ " + n.jdkIdentity());
        Map<String, OpenLoopFile> bo = index(base.openLoop(), o -> openLoopKey(o) + " @ " + b.jdkIdentity());
        Map<String, OpenLoopFile> no = index(current.openLoop(), o -> openLoopKey(o) + " @ " + n.jdkIdentity());
        Map<String, Sizes.Size> bs = index(base.sizes(), s -> s.contender() + "/" + s.dataset() + "/size");
        Map<String, Sizes.Size> ns = index(current.sizes(), s -> s.contender() + "/" + s.dataset() + "/size");

        List<Finding> findings = new ArrayList<>();
        List<String> onlyBase = new ArrayList<>();
        List<String> onlyNew = new ArrayList<>();
        int matched = 0;
        int timed = 0;
        int openLoops = 0;
        RunShift.Shift shift = RunShift.of(bm.keySet().stream().filter(nm::containsKey)
                .map(k -> timeFactor(bm.get(k), nm.get(k))).toList());
        if (shift.estimated()) {
            warnings.add(String.format(Locale.ROOT, "the whole new run is %+.1f %% (%+.1f … %+.1f %%, median of %d cases) %s than the base:"
                            + " the machine's speed over each run, or code every contender shares; each time below is judged after"
                            + " dividing it out (a control run, CONTROL=, tells the machine from the code)",
                    100 * (shift.factor() - 1), 100 * (shift.low() - 1), 100 * (shift.high() - 1), shift.cases(),
                    shift.factor() >= 1 ? "slower" : "faster"));
        }
        for (String key : union(bm.keySet(), nm.keySet())) {
            Measurement x = bm.get(key);
            Measurement y = nm.get(key);
            if (x == null || y == null) {
                (x == null ? onlyNew : onlyBase).add(key);
                continue;
            }
            timed++;
            findings.add(time(key, x, y, shift));
            if (x.mode().equals("sample") && y.mode().equals("sample")) {
                findings.addAll(jmhTails(key, x, y));
            }
            if (Double.isFinite(x.allocBytesPerOp()) && Double.isFinite(y.allocBytesPerOp())) {
                findings.add(allocation(key, x, y));
            }
        }
        for (String key : union(bo.keySet(), no.keySet())) {
            OpenLoopFile x = bo.get(key);
            OpenLoopFile y = no.get(key);
            if (x == null || y == null) {
                (x == null ? onlyNew : onlyBase).add(key);
                continue;
            }
            openLoops++;
            findings.addAll(openLoopTails(key, x, y));
        }
        for (String key : union(bs.keySet(), ns.keySet())) {
            Sizes.Size x = bs.get(key);
            Sizes.Size y = ns.get(key);
            if (x == null || y == null) {
                continue; // sizes are taken for every supported data set, timed or not: one-sided sizes are selection, not news
            }
            matched++;
            size(findings, key, "bytes", x.bytes(), y.bytes());
            size(findings, key, "gzip bytes", x.gzipBytes(), y.gzipBytes());
            if (x.payloadBytes() != null && y.payloadBytes() != null) {
                size(findings, key, "payload bytes", x.payloadBytes(), y.payloadBytes());
            }
            if (x.framedBytes() != null && y.framedBytes() != null) {
                size(findings, key, "framed bytes", x.framedBytes(), y.framedBytes());
            }
        }
        // the update stream's bytes and the compressors' bytes on each payload: exact, like the sizes
        Map<String, Long> bt = tradeOffBytes(base);
        Map<String, Long> nt = tradeOffBytes(current);
        for (String key : union(bt.keySet(), nt.keySet())) {
            if (bt.containsKey(key) && nt.containsKey(key)) {
                matched++;
                size(findings, key, "bytes", bt.get(key), nt.get(key));
            }
        }
        return new Report(base.id(), current.id(), warnings, findings, onlyBase, onlyNew, timed, openLoops, matched, shift);
    }

    /** New median time over base median time (for ops/x units, base over new), or NaN where units differ or a side is empty. */
    static double timeFactor(Measurement x, Measurement y) {
        if (!x.unit().equals(y.unit()) || x.forkValues().isEmpty() || y.forkValues().isEmpty()) {
            return Double.NaN;
        }
        double r = ForkSamples.median(y.forkValues()) / ForkSamples.median(x.forkValues());
        return lowerIsBetter(x.unit()) ? r : 1 / r;
    }

    /** {@code updatestream.json}'s total bytes per contender and compressor, {@code compression.json}'s compressed bytes per row; empty for older runs. */
    static Map<String, Long> tradeOffBytes(Run run) {
        Map<String, Long> out = new TreeMap<>();
        if (run.updateStream() != null) {
            run.updateStream().rows().forEach(r -> out.put(r.contender() + "/updates/stream;compressor=" + r.compressor(), r.bytes()));
        }
        if (run.compression() != null) {
            run.compression().rows().forEach(r -> out.put(r.contender() + "/" + r.dataset() + "/" + r.payload() + ";compressor=" + r.compressor(),
                    r.compressedBytes()));
        }
        return out;
    }

    /**
     * The comparison with a control: {@code control} is the base code measured a second time (after
     * the new run, on the same machine). If base and control already differ in time, the machine
     * drifted between runs (other load, heat, a noisy neighbour), and a time difference between base
     * and new says nothing about the code: every time and tail verdict becomes "not testable" with
     * that reason. Allocation and sizes do not depend on load and keep their gates.
     */
    static Report compare(Run base, Run current, Run control) {
        Report report = compare(base, current);
        Report drift = compare(base, control);
        List<String> drifted = drift.findings().stream()
                .filter(f -> isTime(f) && (f.verdict() == Verdict.REGRESSION || f.verdict() == Verdict.IMPROVEMENT))
                .map(f -> f.caseKey() + " " + f.metric() + String.format(Locale.ROOT, " %+.0f %%", 100 * f.change())).toList();
        if (drifted.isEmpty()) {
            List<String> warnings = new ArrayList<>(report.warnings());
            warnings.add("control: the base measured again (" + control.id() + ") agrees with itself on every time");
            return new Report(report.baseId(), report.newId(), warnings, report.findings(), report.onlyBase(), report.onlyNew(),
                    report.matchedTimed(), report.matchedOpenLoop(), report.matchedSizes(), report.shift());
        }
        List<String> warnings = new ArrayList<>(report.warnings());
        warnings.add("the machine drifted: the base measured again (" + control.id() + ") differs from itself in " + drifted.size()
                + " time(s) (" + String.join("; ", drifted.subList(0, Math.min(3, drifted.size()))) + (drifted.size() > 3 ? "; ..." : "")
                + "), so no time is judged; allocation and sizes still are");
        List<Finding> findings = report.findings().stream().map(f -> !isTime(f) || f.verdict() == Verdict.UNTESTABLE ? f
                : new Finding(f.caseKey(), f.metric(), f.unit(), Verdict.UNTESTABLE, f.base(), f.current(), f.change(), f.low(), f.high(),
                        f.baseForks(), f.newForks(), "machine drifted (see the control)")).toList();
        return new Report(report.baseId(), report.newId(), warnings, findings, report.onlyBase(), report.onlyNew(), report.matchedTimed(),
                report.matchedOpenLoop(), report.matchedSizes(), report.shift());
    }

    /** Times and tail percentiles depend on the machine's state; allocation and sizes do not. */
    static boolean isTime(Finding f) {
        return f.metric().equals("time") || f.metric().startsWith("p") || f.metric().startsWith("response");
    }

    private static <T> Map<String, T> index(List<T> items, Function<T, String> key) {
        Map<String, T> out = new TreeMap<>();
        items.forEach(i -> out.put(key.apply(i), i));
        return out;
    }

    private static TreeSet<String> union(java.util.Set<String> a, java.util.Set<String> b) {
        TreeSet<String> all = new TreeSet<>(a);
        all.addAll(b);
        return all;
    }

    static String openLoopKey(OpenLoopFile o) {
        return o.contender() + "/" + o.dataset() + "/openLoop@" + o.ratePerSecond();
    }

    /** x/op: lower is better; ops/x: higher is better. */
    static boolean lowerIsBetter(String unit) {
        if (unit.startsWith("ops/")) {
            return false;
        }
        if (unit.endsWith("/op") || unit.equals("ns")) {
            return true;
        }
        throw new io.wirebench.results.ResultFormatException("unit '" + unit + "' says neither time per operation nor operations per time");
    }

    static Finding time(String key, Measurement x, Measurement y, RunShift.Shift runShift) {
        if (!x.unit().equals(y.unit())) {
            return new Finding(key, "time", y.unit(), Verdict.UNTESTABLE, x.score(), y.score(), Double.NaN, Double.NaN, Double.NaN,
                    x.forkValues().size(), y.forkValues().size(), "units differ: " + x.unit() + " / " + y.unit());
        }
        if (!runShift.estimated()) {
            return shift(key, "time", x.unit(), x.forkValues(), y.forkValues(), TIME_EFFECT, TIME_SURE_EFFECT, x.forkValues(), y.forkValues(), "");
        }
        // the run-wide factor divided out of the new forks: a time per op scales by it, a rate by its inverse
        double f = lowerIsBetter(x.unit()) ? 1 / runShift.factor() : runShift.factor();
        List<Double> adjusted = y.forkValues().stream().map(v -> v * f).toList();
        return shift(key, "time", x.unit(), x.forkValues(), adjusted, TIME_EFFECT, TIME_SURE_EFFECT, x.forkValues(), y.forkValues(),
                "run-wide shift divided out");
    }

    static Finding shift(String key, String metric, String unit, List<Double> base, List<Double> current, double effect) {
        return shift(key, metric, unit, base, current, effect, 0, base, current, "");
    }

    /**
     * The two-sample decision: the change of medians with its 90 % interval ({@link LogShift}) on
     * {@code base} and {@code current} (the new forks after any run-wide shift is divided out); a
     * verdict needs the change to reach {@code effect} and the interval to lie wholly beyond
     * {@code sure} (0: it only has to exclude no change). {@code shownBase, shownCurrent}: the forks
     * as measured, whose medians the finding shows.
     */
    static Finding shift(String key, String metric, String unit, List<Double> base, List<Double> current, double effect, double sure,
                         List<Double> shownBase, List<Double> shownCurrent, String note) {
        LogShift.Change c = LogShift.of(base, current);
        double mb = ForkSamples.median(shownBase);
        double mn = ForkSamples.median(shownCurrent);
        if (!c.testable()) {
            return new Finding(key, metric, unit, Verdict.UNTESTABLE, mb, mn, c.change(), Double.NaN, Double.NaN, base.size(),
                    current.size(), "not enough forks to test (" + base.size() + " and " + current.size() + ")");
        }
        boolean lower = lowerIsBetter(unit);
        // worse: slower for times (x/op), fewer operations for rates (ops/x)
        double worse = lower ? c.change() : -c.change();
        boolean surelyWorse = lower ? c.low() > sure : c.high() < -sure;
        boolean surelyBetter = lower ? c.high() < -sure : c.low() > sure;
        Verdict v = surelyWorse && worse >= effect ? Verdict.REGRESSION
                : surelyBetter && -worse >= effect ? Verdict.IMPROVEMENT : Verdict.UNCHANGED;
        // with a run-wide shift divided out, change and interval are the case's own; the note keeps the change as measured
        String shown = note.isEmpty() ? "" : String.format(Locale.ROOT, "%s (as measured %+.1f %%)", note, 100 * (mn / mb - 1));
        return new Finding(key, metric, unit, v, mb, mn, c.change(), c.low(), c.high(), base.size(), current.size(), shown);
    }

    /**
     * Allocation is a property of the code once the JIT has settled, but which code the JIT settles on
     * (escape analysis succeeding or not) can differ from fork to fork: protobuf's encode of
     * {@code order} allocated 72 B/op in some forks and 128 in others of the same run. So the gate
     * compares per-fork values (each fork's median iteration): more allocated in <i>every</i> new
     * fork than in <i>every</i> base fork, by more than the tolerance, is a regression (one more
     * object per operation always is); ranges that overlap are reported as varying between forks,
     * not gated. A run measured in-process has one value per side, compared exactly.
     */
    static Finding allocation(String key, Measurement x, Measurement y) {
        List<Double> a = x.forkAllocations().isEmpty() ? List.of(x.allocBytesPerOp()) : x.forkAllocations();
        List<Double> b = y.forkAllocations().isEmpty() ? List.of(y.allocBytesPerOp()) : y.forkAllocations();
        double aMin = a.stream().mapToDouble(Double::doubleValue).min().orElseThrow();
        double aMax = a.stream().mapToDouble(Double::doubleValue).max().orElseThrow();
        double bMin = b.stream().mapToDouble(Double::doubleValue).min().orElseThrow();
        double bMax = b.stream().mapToDouble(Double::doubleValue).max().orElseThrow();
        double ma = ForkSamples.median(a);
        double mb = ForkSamples.median(b);
        double delta = mb - ma;
        double tolerance = Math.max(ALLOC_TOLERANCE_BYTES, ALLOC_TOLERANCE_SHARE * aMin);
        boolean perFork = !x.forkAllocations().isEmpty() && !y.forkAllocations().isEmpty();
        if (perFork && LogShift.depth(a.size(), b.size(), (1 - LogShift.LEVEL) / 2) < 1 && Math.abs(delta) > tolerance) {
            // "every new fork above every base fork" happens by chance with probability 1 / C(m + n, m): 1 in 10 for 2 against 3
            return new Finding(key, "allocation", "B/op", Verdict.UNTESTABLE, ma, mb, ma == 0 ? Double.NaN : delta / ma, Double.NaN,
                    Double.NaN, a.size(), b.size(), "not enough forks to test (" + a.size() + " and " + b.size() + ")");
        }
        Verdict v;
        String note;
        if (bMin > aMax + tolerance) {
            v = Verdict.REGRESSION;
            note = String.format(Locale.ROOT, "%+.1f B/op in every fork", bMin - aMax);
        } else if (bMax < aMin - tolerance) {
            v = Verdict.IMPROVEMENT;
            note = String.format(Locale.ROOT, "%+.1f B/op in every fork", bMax - aMin);
        } else {
            v = Verdict.UNCHANGED;
            note = Math.abs(delta) > tolerance ? String.format(Locale.ROOT,
                    "varies between forks (JIT): base %.0f-%.0f, new %.0f-%.0f B/op", aMin, aMax, bMin, bMax) : "";
        }
        return new Finding(key, "allocation", "B/op", v, ma, mb, ma == 0 ? Double.NaN : delta / ma, Double.NaN, Double.NaN, a.size(), b.size(),
                note);
    }

    private static void size(List<Finding> out, String key, String metric, double base, double current) {
        Verdict v = current > base ? Verdict.REGRESSION : current < base ? Verdict.IMPROVEMENT : Verdict.UNCHANGED;
        out.add(new Finding(key, metric, "B", v, base, current, (current - base) / base, Double.NaN, Double.NaN, 0, 0,
                v == Verdict.UNCHANGED ? "" : String.format(Locale.ROOT, "%+.2f B", current - base).replace(".00 B", " B")));
    }

    private static List<Finding> jmhTails(String key, Measurement x, Measurement y) {
        List<Finding> out = new ArrayList<>();
        for (double p : new double[] {99.0, 99.9}) {
            long backing = (long) Math.ceil(100.0 / (1.0 - p / 100.0) - 1e-6);
            List<Double> a = x.result().primaryMetric().perForkPercentile(p, backing);
            List<Double> b = y.result().primaryMetric().perForkPercentile(p, backing);
            if (!a.isEmpty() && !b.isEmpty()) {
                out.add(shift(key, SiteExport.percentileName(p), x.unit(), a, b, p == 99.0 ? P99_EFFECT : P999_EFFECT));
            }
        }
        return out;
    }

    private static List<Finding> openLoopTails(String key, OpenLoopFile x, OpenLoopFile y) {
        List<Finding> out = new ArrayList<>();
        for (String p : List.of("99.0", "99.9")) {
            double pv = Double.parseDouble(p);
            List<Double> a = perRunPercentile(x, p, pv);
            List<Double> b = perRunPercentile(y, p, pv);
            if (!a.isEmpty() && !b.isEmpty()) {
                out.add(shift(key, "response " + SiteExport.percentileName(pv), "ns", a, b, pv == 99.0 ? P99_EFFECT : P999_EFFECT));
            }
        }
        return out;
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

    // ---- output

    static String markdown(Report r) {
        StringBuilder md = new StringBuilder();
        md.append("## wirebench compare\n\n");
        md.append("`").append(r.baseId()).append("` (base) → `").append(r.newId()).append("` (new): ")
                .append(r.matchedTimed()).append(" JMH cases, ").append(r.matchedOpenLoop()).append(" open-loop cases and ")
                .append(r.matchedSizes()).append(" sizes matched.\n\n");
        long reg = r.count(Verdict.REGRESSION);
        md.append(reg == 0 ? "**No regression.** " : "**" + reg + (reg == 1 ? " regression.** " : " regressions.** "))
                .append(r.count(Verdict.IMPROVEMENT)).append(" improved, ").append(r.count(Verdict.UNCHANGED)).append(" unchanged, ")
                .append(r.count(Verdict.UNTESTABLE)).append(" not testable.\n\n");
        for (String w : r.warnings()) {
            md.append("> ⚠️ ").append(w).append("\n");
        }
        if (!r.warnings().isEmpty()) {
            md.append("\n");
        }
        table(md, "Regressions", r.findings().stream().filter(f -> f.verdict == Verdict.REGRESSION).toList());
        table(md, "Improvements", r.findings().stream().filter(f -> f.verdict == Verdict.IMPROVEMENT).toList());
        List<Finding> untestable = r.findings().stream().filter(f -> f.verdict == Verdict.UNTESTABLE).toList();
        if (!untestable.isEmpty()) {
            md.append("<details><summary>Not testable (").append(untestable.size()).append(")</summary>\n\n");
            table(md, null, untestable);
            md.append("</details>\n\n");
        }
        List<Finding> unchanged = r.findings().stream().filter(f -> f.verdict == Verdict.UNCHANGED && !f.metric.contains("bytes")).toList();
        if (!unchanged.isEmpty()) {
            md.append("<details><summary>Unchanged (").append(unchanged.size()).append(", sizes omitted)</summary>\n\n");
            table(md, null, unchanged);
            md.append("</details>\n\n");
        }
        if (!r.onlyBase().isEmpty() || !r.onlyNew().isEmpty()) {
            md.append("<details><summary>On one side only (").append(r.onlyBase().size() + r.onlyNew().size())
                    .append(", not compared)</summary>\n\n");
            r.onlyBase().forEach(k -> md.append("- base only: `").append(k).append("`\n"));
            r.onlyNew().forEach(k -> md.append("- new only: `").append(k).append("`\n"));
            md.append("\n</details>\n\n");
        }
        md.append("<sub>Times: ratio of the median fork scores with its 90 % Hodges-Lehmann interval (log scores, exact Mann-Whitney"
                + " quantiles), after the run-wide shift (the median ratio over all cases) is divided out; a verdict needs a change ≥ 5 %"
                + " and the interval wholly beyond 3 %. p99 ≥ 10 %, p99.9 ≥ 20 % (interval excluding no change), max never gated."
                + " Allocation: more than 2 B/op and 2 % in every fork. Sizes: exact.</sub>\n");
        return md.toString();
    }

    private static void table(StringBuilder md, String title, List<Finding> rows) {
        if (rows.isEmpty()) {
            return;
        }
        if (title != null) {
            md.append("### ").append(title).append("\n\n");
        }
        md.append("| case | metric | base | new | change | 90 % interval | forks | note |\n");
        md.append("|---|---|---:|---:|---:|---:|---:|---|\n");
        for (Finding f : rows.stream().sorted(Comparator.comparing(Finding::caseKey)).toList()) {
            md.append("| `").append(f.caseKey().replace(" @ ", "` @ ")).append(" | ").append(f.metric()).append(" | ")
                    .append(value(f.base(), f.unit())).append(" | ").append(value(f.current(), f.unit())).append(" | ")
                    .append(Double.isFinite(f.change()) ? String.format(Locale.ROOT, "%+.1f %%", 100 * f.change()) : "")
                    .append(" | ").append(Double.isFinite(f.low()) ? String.format(Locale.ROOT, "%+.1f … %+.1f %%", 100 * f.low(), 100 * f.high()) : "")
                    .append(" | ").append(f.baseForks() + f.newForks() == 0 ? "" : f.baseForks() + " / " + f.newForks()).append(" | ")
                    .append(f.note()).append(" |\n");
        }
        md.append("\n");
    }

    private static String value(double v, String unit) {
        return (Math.abs(v) >= 100 ? String.format(Locale.ROOT, "%,.0f", v) : String.format(Locale.ROOT, "%.2f", v)) + " " + unit;
    }

    static ObjectNode json(Report r) {
        ObjectNode o = ResultFiles.MAPPER.createObjectNode();
        o.put("base", r.baseId());
        o.put("new", r.newId());
        o.put("matchedJmhCases", r.matchedTimed());
        o.put("matchedOpenLoopCases", r.matchedOpenLoop());
        o.put("matchedSizes", r.matchedSizes());
        o.put("regressions", r.count(Verdict.REGRESSION));
        o.put("improvements", r.count(Verdict.IMPROVEMENT));
        o.put("untestable", r.count(Verdict.UNTESTABLE));
        ObjectNode shift = o.putObject("runShift");
        shift.put("cases", r.shift().cases());
        shift.put("estimated", r.shift().estimated());
        if (r.shift().estimated()) {
            shift.put("factor", r.shift().factor());
            shift.put("low", r.shift().low());
            shift.put("high", r.shift().high());
            shift.put("coverage", r.shift().coverage());
        }
        o.set("warnings", ResultFiles.MAPPER.valueToTree(r.warnings()));
        ArrayNode f = o.putArray("findings");
        for (Finding x : r.findings()) {
            ObjectNode n = f.addObject();
            n.put("case", x.caseKey());
            n.put("metric", x.metric());
            n.put("unit", x.unit());
            n.put("verdict", x.verdict().name().toLowerCase(Locale.ROOT));
            n.put("base", x.base());
            n.put("new", x.current());
            if (Double.isFinite(x.change())) {
                n.put("change", x.change());
            }
            if (Double.isFinite(x.low())) {
                n.put("changeLow", x.low());
                n.put("changeHigh", x.high());
            }
            n.put("baseForks", x.baseForks());
            n.put("newForks", x.newForks());
            if (!x.note().isEmpty()) {
                n.put("note", x.note());
            }
        }
        o.set("onlyBase", ResultFiles.MAPPER.valueToTree(r.onlyBase()));
        o.set("onlyNew", ResultFiles.MAPPER.valueToTree(r.onlyNew()));
        return o;
    }
}
