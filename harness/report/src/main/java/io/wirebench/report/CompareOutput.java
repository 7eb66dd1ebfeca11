package io.wirebench.report;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.wirebench.report.Compare.Finding;
import io.wirebench.report.Compare.Report;
import io.wirebench.report.Compare.Verdict;
import io.wirebench.results.ResultFiles;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * What {@code make compare} writes: Markdown for a pull request's comment (the verdicts first, the
 * rest folded away) and JSON for tools and the site's compare page.
 */
final class CompareOutput {
    private CompareOutput() {
    }

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
        table(md, "Regressions", r.findings().stream().filter(f -> f.verdict() == Verdict.REGRESSION).toList());
        table(md, "Improvements", r.findings().stream().filter(f -> f.verdict() == Verdict.IMPROVEMENT).toList());
        List<Finding> untestable = r.findings().stream().filter(f -> f.verdict() == Verdict.UNTESTABLE).toList();
        if (!untestable.isEmpty()) {
            md.append("<details><summary>Not testable (").append(untestable.size()).append(")</summary>\n\n");
            table(md, null, untestable);
            md.append("</details>\n\n");
        }
        List<Finding> unchanged = r.findings().stream().filter(f -> f.verdict() == Verdict.UNCHANGED && !f.metric().contains("bytes")).toList();
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
        return Units.plain(v) + " " + unit;
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
