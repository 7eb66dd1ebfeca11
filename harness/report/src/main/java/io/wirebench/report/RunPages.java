package io.wirebench.report;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.wirebench.results.AcceptedChanges;
import io.wirebench.results.Manifest;
import io.wirebench.results.ResultFiles;
import java.util.List;
import java.util.Locale;

/**
 * The data of the site's compare and history pages, made at site build time by the same
 * {@link Compare} and {@link History} as {@code make compare} and {@code make history}: every
 * pair of the newest {@value #MAX_RUNS} runs (older as base, newer as new), so a reader can pick
 * any two of them, and the series of every case across all runs with its change points.
 */
final class RunPages {
    /** Pairs grow as the square of the runs: beyond this many, older runs are left to {@code make compare}. */
    static final int MAX_RUNS = 8;

    private RunPages() {
    }

    /** {@code runs} oldest first. */
    static ObjectNode compare(List<Run> runs) {
        ObjectNode root = ResultFiles.MAPPER.createObjectNode();
        root.put("formatVersion", 1);
        root.put("method", "Times: the ratio of the median fork scores, its 90 % Hodges-Lehmann interval excluding no change, and a shift of at least "
                + pct(TimeGate.TIME_EFFECT) + "; p99 at least " + pct(TailGate.P99_EFFECT) + ", p99.9 at least " + pct(TailGate.P999_EFFECT)
                + "; allocation: more than " + AllocationGate.TOLERANCE_BYTES + " B/op; sizes: exact.");
        List<Run> shown = runs.subList(Math.max(0, runs.size() - MAX_RUNS), runs.size());
        ArrayNode list = root.putArray("runs");
        for (Run r : shown) {
            Manifest m = r.manifest();
            ObjectNode n = list.addObject();
            n.put("id", r.id());
            n.put("profile", m.profile().name());
            n.put("startedAt", m.startedAt());
            n.put("commit", m.source().commit());
            n.put("jdk", m.jdkIdentity());
            n.put("machine", m.machineIdentity());
            n.put("status", m.statusOrComplete());
        }
        root.put("omittedRuns", runs.size() - shown.size());
        ArrayNode pairs = root.putArray("pairs");
        for (int j = 1; j < shown.size(); j++) {
            for (int i = 0; i < j; i++) {
                pairs.add(pair(Compare.compare(shown.get(i), shown.get(j))));
            }
        }
        if (shown.size() > 1) {
            root.put("defaultBase", defaultBase(shown).id());
            root.put("defaultNew", shown.get(shown.size() - 1).id());
        }
        return root;
    }

    /** The run the newest is compared with at first: the one before it of the same profile, else the one before it. */
    static Run defaultBase(List<Run> runs) {
        Run newest = runs.get(runs.size() - 1);
        for (int i = runs.size() - 2; i >= 0; i--) {
            if (runs.get(i).manifest().profile().name().equals(newest.manifest().profile().name())) {
                return runs.get(i);
            }
        }
        return runs.get(runs.size() - 2);
    }

    /** The report as {@link Compare#json} writes it, less the sizes that did not change (there are hundreds, and they say nothing). */
    static ObjectNode pair(Compare.Report report) {
        ObjectNode o = CompareOutput.json(report);
        ArrayNode kept = ResultFiles.MAPPER.createArrayNode();
        o.withArray("findings").forEach(f -> {
            boolean size = f.path("unit").asText().equals("B");
            if (!(size && f.path("verdict").asText().equals("unchanged"))) {
                kept.add(f);
            }
        });
        o.set("findings", kept);
        o.put("unchangedSizesOmitted", true);
        return o;
    }

    static ObjectNode history(List<Run> runs, AcceptedChanges accepted) {
        ObjectNode o = History.json(History.build(runs, accepted));
        o.put("runs", runs.size());
        return o;
    }

    private static String pct(double fraction) {
        return String.format(Locale.ROOT, "%.0f %%", 100 * fraction);
    }
}
