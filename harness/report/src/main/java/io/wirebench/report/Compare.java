package io.wirebench.report;

import io.wirebench.results.OpenLoopFile;
import io.wirebench.results.Sizes;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Compares two runs case by case and says what regressed. Which cases are the same case is
 * {@link CaseMatcher}'s (contender, data set, operation, JMH mode and parameters, and the JDK it ran
 * on); each metric has its gate, which decides regression, improvement or no change:
 *
 * <ul>
 *   <li><b>Times</b>: {@link TimeGate}, after the run-wide shift ({@link RunShift}, reported on its
 *       own line) is divided out.</li>
 *   <li><b>Tails</b> (p99, p99.9 of SampleTime and of the open loop): {@link TailGate}.</li>
 *   <li><b>Bytes allocated per operation</b>: {@link AllocationGate}.</li>
 *   <li><b>Sizes</b> (and the update stream's and compressors' bytes): {@link SizeGate}, exact.</li>
 * </ul>
 * Cases on one side only are listed, sizes excepted. The report is written by {@link CompareOutput}.
 */
final class Compare {
    enum Verdict { REGRESSION, IMPROVEMENT, UNCHANGED, UNTESTABLE }

    /**
     * One metric of one case, base against new. {@code caseKey}: the case as {@link CaseMatcher.Identity} prints it;
     * {@code low} and {@code high} bound {@code change} (90 %); {@code NaN} where there is no interval (allocation, sizes, untestable).
     */
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
        CaseMatcher.Matches<Measurement> jmh = CaseMatcher.jmh(base, current);
        CaseMatcher.Matches<OpenLoopFile> openLoop = CaseMatcher.openLoop(base, current);
        CaseMatcher.Matches<Sizes.Size> sizes = CaseMatcher.sizes(base, current);
        CaseMatcher.Matches<Long> tradeOff = CaseMatcher.tradeOffBytes(base, current);
        RunShift.Shift shift = RunShift.of(jmh.pairs().stream().map(p -> TimeGate.timeFactor(p.base(), p.current())).toList());
        List<Finding> findings = new ArrayList<>();
        for (CaseMatcher.Pair<Measurement> p : jmh.pairs()) {
            findings.add(TimeGate.judge(p.label(), p.base(), p.current(), shift));
            findings.addAll(TailGate.jmh(p.label(), p.base(), p.current()));
            AllocationGate.judge(p.label(), p.base(), p.current()).ifPresent(findings::add);
        }
        openLoop.pairs().forEach(p -> findings.addAll(TailGate.openLoop(p.label(), p.base(), p.current())));
        sizes.pairs().forEach(p -> findings.addAll(SizeGate.sizes(p.label(), p.base(), p.current())));
        tradeOff.pairs().forEach(p -> findings.add(SizeGate.judge(p.label(), "bytes", p.base(), p.current())));
        return new Report(base.id(), current.id(), CompareWarnings.of(base, current, shift), findings,
                concat(jmh.onlyBase(), openLoop.onlyBase()), concat(jmh.onlyNew(), openLoop.onlyNew()), jmh.pairs().size(),
                openLoop.pairs().size(), sizes.pairs().size() + tradeOff.pairs().size(), shift);
    }

    private static List<String> concat(List<String> a, List<String> b) {
        List<String> out = new ArrayList<>(a);
        out.addAll(b);
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
}
