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
                ForkSamples.Interval firstFloor, ForkSamples.Interval secondFloor, ForkSamples.Interval firstRerun,
                ForkSamples.Interval secondRerun) {
        Pair(String key, String dataset, String operation, ForkSamples.Interval first, ForkSamples.Interval second,
             ForkSamples.Interval firstFloor, ForkSamples.Interval secondFloor) {
            this(key, dataset, operation, first, second, firstFloor, secondFloor, first, second);
        }

        /** Each median inside the other's re-run interval ({@link ForkSamples#rerun}). */
        boolean agreeRerun() {
            return inside(firstRerun.estimate(), secondRerun) && inside(secondRerun.estimate(), firstRerun);
        }

        boolean agree() {
            return agreeAfter(1);
        }

        /** Agreement once the second run is divided by {@code shift}, the run-wide factor ({@link RunShift}). */
        boolean agreeAfter(double shift) {
            ForkSamples.Interval s = new ForkSamples.Interval(second.estimate() / shift, second.low() / shift, second.high() / shift,
                    second.coverage(), second.n());
            return inside(first.estimate(), s) && inside(s.estimate(), first);
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
                    floorRatio(first, m), floorRatio(second, n), CaseSummary.rerunNanos(m), CaseSummary.rerunNanos(n)));
        }
        return out;
    }

    private static Map<String, Measurement> byKey(Run run) {
        Map<String, Measurement> out = new TreeMap<>();
        run.measurements().stream().filter(m -> m.mode().equals("avgt")).forEach(m -> out.put(m.caseKey().toString(), m));
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
        RunShift.Shift shift = RunShift.of(pairs.stream().map(Pair::ratio).toList());
        if (shift.estimated()) {
            long after = pairs.stream().filter(p -> p.agreeAfter(shift.factor())).count();
            md.append(String.format(Locale.ROOT, "The second run as a whole is x%.3f (%.3f-%.3f) the first: the median ratio over the cases."
                    + " With that run-wide shift divided out, %d (%.1f %%) agree.%n%n", shift.factor(), shift.low(), shift.high(), after,
                    100.0 * after / pairs.size()));
        }
        long rerun = pairs.stream().filter(Pair::agreeRerun).count();
        double said = pairs.stream().mapToDouble(p -> p.firstRerun().coverage()).average().orElse(Double.NaN);
        md.append(String.format(Locale.ROOT, "With re-run intervals (the order statistics that hold another run's median with at least"
                + " 95 %% probability where the fork count allows; here %.1f %% on average), %d (%.1f %%) agree both ways.%n%n", 100 * said,
                rerun, pairs.isEmpty() ? 0 : 100.0 * rerun / pairs.size()));
        double ceiling = pairs.stream().mapToDouble(p -> exchangeableAgreement(p.first().n(), p.second().n())).average().orElse(Double.NaN);
        md.append(String.format(Locale.ROOT, "The ceiling of this test for these fork counts: if both runs drew their forks from one"
                + " distribution (no change of the machine between them, no shift), each median would lie inside the other's interval"
                + " with probability %.1f %% on average over these cases (exact, from the ranks alone; 5 forks a side: %.1f %%, 11: %.1f %%;"
                + " with re-run intervals %.1f %% here, 11 forks a side: %.1f %%)."
                + " Agreement below it is the machine changing between runs, or within a run faster than the rounds spread it.%n%n",
                100 * ceiling, 100 * exchangeableAgreement(5, 5), 100 * exchangeableAgreement(11, 11),
                100 * pairs.stream().mapToDouble(p -> rerunAgreement(p.firstRerun().n(), p.secondRerun().n())).average().orElse(Double.NaN),
                100 * rerunAgreement(11, 11)));
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
        root.put("agreeing", pairs.stream().filter(Pair::agree).count());
        root.put("agreeingRerun", pairs.stream().filter(Pair::agreeRerun).count());
        RunShift.Shift shift = RunShift.of(pairs.stream().map(Pair::ratio).toList());
        if (shift.estimated()) {
            ObjectNode s = root.putObject("runShift");
            s.put("factor", shift.factor());
            s.put("low", shift.low());
            s.put("high", shift.high());
            s.put("agreeingAfter", pairs.stream().filter(p -> p.agreeAfter(shift.factor())).count());
        }
        root.put("exchangeableCeiling", pairs.stream().mapToDouble(p -> exchangeableAgreement(p.first().n(), p.second().n()))
                .average().orElse(Double.NaN));
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
            put(n.putObject("firstRerun"), p.firstRerun());
            put(n.putObject("secondRerun"), p.secondRerun());
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

    private static final Map<Long, Double> CEILINGS = new java.util.concurrent.ConcurrentHashMap<>();

    /**
     * The probability that each run's median lies inside the other's interval ({@link ForkSamples#interval})
     * when the {@code m + n} forks are exchangeable: every split of their ranks into the two runs is
     * equally likely, whatever the distribution. Exact by enumerating the splits (at most C(26, 13),
     * 10 million; larger runs are capped at 13 forks a side, where the probability is above 99.9 %).
     */
    static double exchangeableAgreement(int m, int n) {
        return ceiling(m, n, false);
    }

    /** The same for the re-run intervals ({@link ForkSamples#rerun}). */
    static double rerunAgreement(int m, int n) {
        return ceiling(m, n, true);
    }

    private static double ceiling(int m, int n, boolean rerun) {
        int a = Math.min(m, 13);
        int b = Math.min(n, 13);
        if (a < 1 || b < 1) {
            return 0;
        }
        return CEILINGS.computeIfAbsent(((long) a << 32) | ((long) b << 1) | (rerun ? 1 : 0), key -> enumerate(a, b, rerun));
    }

    private static double enumerate(int m, int n, boolean rerun) {
        int total = m + n;
        int km = rerun ? ForkSamples.rerunDepth(m) : ForkSamples.depth(m, ForkSamples.LEVEL);
        int kn = rerun ? ForkSamples.rerunDepth(n) : ForkSamples.depth(n, ForkSamples.LEVEL);
        int[] x = new int[m];
        int[] y = new int[n];
        long agree = 0;
        long all = 0;
        // Gosper's hack: every total-bit word with exactly m bits set, in increasing order
        for (long set = (1L << m) - 1; set < (1L << total); ) {
            int i = 0;
            int j = 0;
            for (int r = 0; r < total; r++) {
                if ((set >> r & 1) == 1) {
                    x[i++] = r;
                } else {
                    y[j++] = r;
                }
            }
            double mx = m % 2 == 1 ? x[m / 2] : (x[m / 2 - 1] + x[m / 2]) / 2.0;
            double my = n % 2 == 1 ? y[n / 2] : (y[n / 2 - 1] + y[n / 2]) / 2.0;
            if (my >= x[km - 1] && my <= x[m - km] && mx >= y[kn - 1] && mx <= y[n - kn]) {
                agree++;
            }
            all++;
            long c = set & -set;
            long r = set + c;
            set = (((r ^ set) >>> 2) / c) | r;
        }
        return agree / (double) all;
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
