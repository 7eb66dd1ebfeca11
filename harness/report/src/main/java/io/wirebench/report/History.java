package io.wirebench.report;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.wirebench.results.AcceptedChanges;
import io.wirebench.results.Manifest;
import io.wirebench.results.OpenLoopFile;
import io.wirebench.results.ResultFiles;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * The time series of every case across the runs in {@code results/}, one per machine, JDK and
 * profile (a quick in-process number and a forked one are different measurements), with change
 * points found by {@link EDivisive}. A change accepted in {@code results/accepted-changes.json}
 * moves the baseline: later runs are measured against the level after it, and it is no longer
 * reported as open.
 */
final class History {
    /** Both sides of a change need this many runs: a shift must persist before it is called. */
    static final int MIN_PERSISTENCE = 3;
    static final double P_VALUE = 0.05;
    static final int PERMUTATIONS = 199;

    /** {@code value}: the case's median fork score (the site's number); {@code low, high}: its 95 % interval ({@link ForkSamples}), absent for open-loop points. */
    @com.fasterxml.jackson.annotation.JsonInclude(com.fasterxml.jackson.annotation.JsonInclude.Include.NON_NULL)
    record Point(String run, String startedAt, String commit, double value, Double low, Double high, Double coverage) {
    }

    record Change(int index, String run, double before, double after, double change, double p, boolean accepted, boolean worse) {
    }

    record Series(String caseKey, String machine, String jdk, String profile, String unit, List<Point> points, List<Change> changes,
                  String baselineFrom, double baseline) {
    }

    private History() {
    }

    static List<Series> build(List<Run> runs, AcceptedChanges accepted) {
        Map<String, List<Point>> points = new TreeMap<>();
        Map<String, String[]> identity = new TreeMap<>();
        List<Run> ordered = new ArrayList<>(runs);
        ordered.sort((a, b) -> a.manifest().startedAt().compareTo(b.manifest().startedAt()));
        for (Run r : ordered) {
            Manifest m = r.manifest();
            for (Measurement x : r.measurements()) {
                ForkSamples.Interval i = ForkSamples.interval(x.forkValues());
                String key = x.caseKey().toString();
                if (i.n() == 0) {
                    add(points, identity, m, key, x.unit(), r, new Point(r.id(), m.startedAt(), m.source().commit(), x.score(), null, null, null));
                } else {
                    add(points, identity, m, key, x.unit(), r, new Point(r.id(), m.startedAt(), m.source().commit(), i.estimate(), i.low(),
                            i.high(), i.coverage()));
                }
            }
            for (OpenLoopFile o : r.openLoop()) {
                Long p99 = o.responseTime().percentiles().get("99.0");
                if (p99 != null && SiteExport.backed(99.0, o.responseTime().count())) {
                    add(points, identity, m, CaseKey.openLoop(o.contender(), o.dataset(), o.ratePerSecond()) + "/response p99", "ns", r,
                            new Point(r.id(), m.startedAt(), m.source().commit(), p99, null, null, null));
                }
            }
        }
        EDivisive detector = new EDivisive(MIN_PERSISTENCE, P_VALUE, PERMUTATIONS, 20261123L);
        List<Series> out = new ArrayList<>();
        for (Map.Entry<String, List<Point>> e : points.entrySet()) {
            String[] id = identity.get(e.getKey());
            List<Point> ps = e.getValue();
            double[] values = ps.stream().mapToDouble(Point::value).toArray();
            boolean lower = TimeGate.lowerIsBetter(id[4]);
            List<EDivisive.ChangePoint> found = detector.detect(values);
            List<Change> changes = new ArrayList<>();
            for (int i = 0; i < found.size(); i++) {
                int at = found.get(i).index();
                int from = i == 0 ? 0 : found.get(i - 1).index();
                int to = i + 1 < found.size() ? found.get(i + 1).index() : values.length;
                double before = median(values, from, at);
                double after = median(values, at, to);
                String run = ps.get(at).run();
                boolean ok = accepted.accepted().stream().anyMatch(a -> a.covers(id[0], id[1], id[2], run));
                changes.add(new Change(at, run, before, after, (after - before) / before, found.get(i).p(), ok,
                        lower ? after > before : after < before));
            }
            // The baseline: from the last accepted change (or the first run) to the next change after it.
            int start = 0;
            for (int i = 0; i < ps.size(); i++) {
                String run = ps.get(i).run();
                if (accepted.accepted().stream().anyMatch(a -> a.covers(id[0], id[1], id[2], run))) {
                    start = i;
                }
            }
            final int baseStart = start;
            int end = changes.stream().mapToInt(Change::index).filter(i -> i > baseStart).min().orElse(values.length);
            out.add(new Series(id[0], id[1], id[2], id[3], id[4], List.copyOf(ps), List.copyOf(changes), ps.get(start).run(),
                    median(values, start, end)));
        }
        return out;
    }

    private static void add(Map<String, List<Point>> points, Map<String, String[]> identity, Manifest m, String caseKey, String unit,
                            Run r, Point point) {
        String key = caseKey + " | " + m.machineIdentity() + " | " + m.jdkIdentity() + " | " + m.profile().name();
        identity.putIfAbsent(key, new String[] {caseKey, m.machineIdentity(), m.jdkIdentity(), m.profile().name(), unit});
        points.computeIfAbsent(key, k -> new ArrayList<>()).add(point);
    }

    private static double median(double[] v, int from, int to) {
        List<Double> l = new ArrayList<>();
        for (int i = from; i < to; i++) {
            l.add(v[i]);
        }
        return ForkSamples.median(l);
    }

    /** Changes nobody has accepted yet, the ones a reader must look at. */
    static List<Change> open(Series s) {
        return s.changes().stream().filter(c -> !c.accepted()).toList();
    }

    static String markdown(List<Series> all, int runs) {
        StringBuilder md = new StringBuilder("## wirebench history\n\n");
        long longEnough = all.stream().filter(s -> s.points().size() >= 2 * MIN_PERSISTENCE).count();
        md.append(runs).append(" runs, ").append(all.size()).append(" series (case × machine × JDK × profile); ").append(longEnough)
                .append(" long enough for a change point (").append(2 * MIN_PERSISTENCE).append(" runs or more).\n\n");
        List<String> rows = new ArrayList<>();
        for (Series s : all) {
            for (Change c : s.changes()) {
                rows.add(String.format(Locale.ROOT, "| `%s` | %s | %s | `%s` | %s | %s | %+.1f %% | %.3f | %s |", s.caseKey(), s.profile(),
                        s.jdk(), c.run(), Units.plain(c.before()), Units.plain(c.after()), 100 * c.change(), c.p(),
                        c.accepted() ? "accepted" : c.worse() ? "**regression**" : "improvement"));
            }
        }
        if (rows.isEmpty()) {
            md.append("No change points.\n");
        } else {
            md.append("| case | profile | JDK | from run | before | after | change | p | state |\n|---|---|---|---|---:|---:|---:|---:|---|\n");
            rows.forEach(r -> md.append(r).append('\n'));
            md.append("\nAccept a change (the baseline moves to it) by adding {\"case\", \"run\", \"reason\"} to results/accepted-changes.json.\n");
        }
        md.append("\n<sub>E-Divisive means (Matteson & James 2014; as MongoDB uses it), permutation test with ").append(PERMUTATIONS)
                .append(" shuffles, p ≤ ").append(P_VALUE).append(", at least ").append(MIN_PERSISTENCE).append(" runs on each side.</sub>\n");
        return md.toString();
    }

    static ObjectNode json(List<Series> all) {
        ObjectNode o = ResultFiles.MAPPER.createObjectNode();
        o.put("formatVersion", 1);
        o.put("method", "E-Divisive means, permutation test (" + PERMUTATIONS + "), p <= " + P_VALUE + ", min " + MIN_PERSISTENCE
                + " runs each side");
        ArrayNode arr = o.putArray("series");
        for (Series s : all) {
            ObjectNode n = arr.addObject();
            n.put("case", s.caseKey());
            n.put("machine", s.machine());
            n.put("jdk", s.jdk());
            n.put("profile", s.profile());
            n.put("unit", s.unit());
            n.put("baselineFrom", s.baselineFrom());
            n.put("baseline", s.baseline());
            n.set("points", ResultFiles.MAPPER.valueToTree(s.points()));
            n.set("changes", ResultFiles.MAPPER.valueToTree(s.changes()));
        }
        return o;
    }

    static List<Series> read(Path results) {
        List<Run> runs = RunReader.runs(results).stream().map(RunReader::read).toList();
        return build(runs, AcceptedChanges.read(results.resolve("accepted-changes.json")));
    }
}
