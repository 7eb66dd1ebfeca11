package io.wirebench.report;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.wirebench.results.ResultFiles;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * Whether the estimator's intervals mean what they say: two runs of unchanged code, one after the
 * other on one machine, should agree within their intervals. For every JMH case both runs measured:
 * does each run's median lie inside the other's interval ({@link ForkSamples}), what is second /
 * first, and how wide is each interval (half-width over the median); per data set and operation,
 * and the same for the ratio to the floor where both runs have rounds. This is the check of issue
 * "numbers that hold on a shared machine": a method whose intervals are honest passes it on the
 * machine it ran on, however noisy.
 */
final class Calibration {
    private Calibration() {
    }

    /** One case measured by both runs. */
    record Pair(String key, String dataset, String operation, ForkSamples.Interval first, ForkSamples.Interval second,
                ForkSamples.Interval firstFloor, ForkSamples.Interval secondFloor) {
        boolean agree() {
            return inside(first.estimate(), second) && inside(second.estimate(), first);
        }

        double ratio() {
            return second.estimate() / first.estimate();
        }

        static boolean inside(double v, ForkSamples.Interval i) {
            return v >= i.low() && v <= i.high();
        }
    }

    static List<Pair> pairs(Run first, Run second) {
        Map<String, Measurement> a = byKey(first);
        Map<String, Measurement> b = byKey(second);
        List<Pair> out = new ArrayList<>();
        for (Map.Entry<String, Measurement> e : a.entrySet()) {
            Measurement m = e.getValue();
            Measurement n = b.get(e.getKey());
            if (n == null || m.unsettled() || n.unsettled()) {
                continue;
            }
            out.add(new Pair(e.getKey(), m.dataset(), m.operation(), CaseSummary.medianNanos(m), CaseSummary.medianNanos(n),
                    floorRatio(first, m), floorRatio(second, n)));
        }
        return out;
    }

    private static Map<String, Measurement> byKey(Run run) {
        Map<String, Measurement> out = new TreeMap<>();
        run.measurements().stream().filter(m -> m.mode().equals("avgt")).forEach(m -> out.put(m.caseKey(), m));
        return out;
    }

    /** The case's ratio to the floor paired by round, or null without rounds or floor. */
    private static ForkSamples.Interval floorRatio(Run run, Measurement m) {
        if (m.contender().equals(CaseSummary.FLOOR)) {
            return null;
        }
        // the same case of the floor: parameters included (a compressor's case against the floor's with that compressor)
        Measurement floor = run.measurements().stream().filter(f -> f.contender().equals(CaseSummary.FLOOR)
                && f.dataset().equals(m.dataset()) && f.operation().equals(m.operation()) && f.mode().equals(m.mode())
                && f.params().equals(m.params())).findFirst().orElse(null);
        return floor == null ? null : CaseSummary.ratioByRound(m, floor);
    }

    static double halfWidth(ForkSamples.Interval i) {
        return (i.high() - i.low()) / 2 / i.estimate();
    }

    /** The report: Markdown for people, the JSON beside it with every pair. */
    static String markdown(Run first, Run second, List<Pair> pairs) {
        StringBuilder md = new StringBuilder();
        md.append("# Calibration: ").append(first.id()).append(" against ").append(second.id()).append("\n\n");
        long agree = pairs.stream().filter(Pair::agree).count();
        md.append(String.format(Locale.ROOT, "%d case(s) measured by both (unsettled ones left out); in %d (%.1f %%) each run's median lies"
                + " inside the other's interval.%n%n", pairs.size(), agree, pairs.isEmpty() ? 0 : 100.0 * agree / pairs.size()));
        md.append("| data set | operation | cases | both inside | second / first: min, p25, median, p75, max | median half-width first, second | max half-width | x floor half-width (median, max) |\n");
        md.append("|---|---|---:|---:|---|---|---|---|\n");
        Map<String, List<Pair>> groups = new LinkedHashMap<>();
        pairs.forEach(p -> groups.computeIfAbsent(p.dataset() + "|" + p.operation(), k -> new ArrayList<>()).add(p));
        for (Map.Entry<String, List<Pair>> g : groups.entrySet()) {
            List<Pair> ps = g.getValue();
            double[] ratios = ps.stream().mapToDouble(Pair::ratio).sorted().toArray();
            double[] h1 = ps.stream().mapToDouble(p -> halfWidth(p.first())).sorted().toArray();
            double[] h2 = ps.stream().mapToDouble(p -> halfWidth(p.second())).sorted().toArray();
            double[] hf = ps.stream().flatMap(p -> java.util.stream.Stream.of(p.firstFloor(), p.secondFloor()))
                    .filter(java.util.Objects::nonNull).mapToDouble(Calibration::halfWidth).sorted().toArray();
            String[] k = g.getKey().split("\\|");
            md.append(String.format(Locale.ROOT, "| `%s` | %s | %d | %d | %.3f, %.3f, %.3f, %.3f, %.3f | %.1f %%, %.1f %% | %.1f %% | %s |%n",
                    k[0], k[1], ps.size(), ps.stream().filter(Pair::agree).count(), ratios[0], quantile(ratios, 0.25),
                    quantile(ratios, 0.5), quantile(ratios, 0.75), ratios[ratios.length - 1], 100 * quantile(h1, 0.5),
                    100 * quantile(h2, 0.5), 100 * Math.max(h1[h1.length - 1], h2[h2.length - 1]),
                    hf.length == 0 ? "-" : String.format(Locale.ROOT, "%.1f %%, %.1f %%", 100 * quantile(hf, 0.5), 100 * hf[hf.length - 1])));
        }
        md.append("\nCases where the runs disagree:\n\n");
        pairs.stream().filter(p -> !p.agree()).forEach(p -> md.append(String.format(Locale.ROOT,
                "- `%s`: %.1f [%.1f, %.1f] ns then %.1f [%.1f, %.1f] ns (x%.3f)%n", p.key(), p.first().estimate(), p.first().low(),
                p.first().high(), p.second().estimate(), p.second().low(), p.second().high(), p.ratio())));
        return md.toString();
    }

    static ObjectNode json(Run first, Run second, List<Pair> pairs) {
        ObjectNode root = ResultFiles.MAPPER.createObjectNode();
        root.put("first", first.id());
        root.put("second", second.id());
        ArrayNode list = root.putArray("cases");
        for (Pair p : pairs) {
            ObjectNode n = list.addObject();
            n.put("case", p.key());
            n.put("agree", p.agree());
            n.put("ratio", p.ratio());
            put(n.putObject("first"), p.first());
            put(n.putObject("second"), p.second());
            if (p.firstFloor() != null) {
                put(n.putObject("firstXFloor"), p.firstFloor());
            }
            if (p.secondFloor() != null) {
                put(n.putObject("secondXFloor"), p.secondFloor());
            }
        }
        return root;
    }

    private static void put(ObjectNode n, ForkSamples.Interval i) {
        n.put("median", i.estimate());
        n.put("low", i.low());
        n.put("high", i.high());
        n.put("coverage", i.coverage());
        n.put("forks", i.n());
    }

    /** Linear-interpolated quantile of sorted values. */
    static double quantile(double[] sorted, double q) {
        if (sorted.length == 1) {
            return sorted[0];
        }
        double pos = q * (sorted.length - 1);
        int lo = (int) Math.floor(pos);
        int hi = Math.min(lo + 1, sorted.length - 1);
        return sorted[lo] + (pos - lo) * (sorted[hi] - sorted[lo]);
    }
}
