package io.wirebench.report;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.wirebench.results.Manifest;
import io.wirebench.results.OpenLoopFile;
import io.wirebench.results.Sizes;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The site's {@code latency} rows: one per open-loop result, by data set and rate, rows that kept
 * the rate first, fastest p99 first; saturated rows after them, marked, with their reason. Each
 * distribution (response, service, and the host's hiccups beside them) carries only the
 * percentiles its samples back ({@link SiteExport#backed}), and always max.
 *
 * <p>Fields beyond those of the first latency export, each present only where the result file has
 * it: {@code saturationRule}, {@code saturationReason}, {@code sustainableRatePerSecond},
 * {@code hostHiccups}, {@code bytes} (framed bytes of the data set's message, from sizes.json) and
 * {@code notRun} (the rate was above the sustainable one: no paced run, no percentiles).
 */
final class LatencyExport {
    /** What an older file's saturated flag meant, for files that carry no reason. */
    static final String OLD_SATURATED_REASON = "could not keep the rate (no reason recorded: an older result)";

    private LatencyExport() {
    }

    static ArrayNode rows(Run run, Map<String, Manifest.Contender> contenders) {
        Map<String, Sizes.Size> sizes = new HashMap<>();
        run.sizes().forEach(s -> sizes.put(s.contender() + "\u0000" + s.dataset(), s));
        List<OpenLoopFile> sorted = new ArrayList<>(run.openLoop());
        sorted.sort(Comparator.comparing(OpenLoopFile::dataset).thenComparingInt(OpenLoopFile::ratePerSecond)
                .thenComparing(f -> saturation(f) != null).thenComparingLong(LatencyExport::tail).thenComparing(OpenLoopFile::contender));
        ArrayNode out = JsonNodeFactory.instance.arrayNode();
        for (OpenLoopFile r : sorted) {
            ObjectNode o = out.addObject();
            Manifest.Contender c = contenders.get(r.contender());
            o.put("contender", r.contender());
            o.put("name", SiteExport.name(c, r.contender()));
            o.put("format", c == null || c.format() == null ? "" : c.format());
            o.put("family", c == null || c.family() == null ? "" : c.family());
            o.put("dataset", r.dataset());
            o.put("operation", "roundTrip");
            o.put("ratePerSecond", r.ratePerSecond());
            o.put("forks", r.forks());
            o.put("intended", r.intended());
            o.put("samples", r.sent());
            Sizes.Size size = sizes.get(r.contender() + "\u0000" + r.dataset());
            if (size != null) {
                o.put("bytes", size.framedBytes() != null ? size.framedBytes() : size.bytes());
            }
            String[] why = saturation(r);
            o.put("saturated", why != null);
            if (why != null) {
                o.put("saturationRule", why[0]);
                o.put("saturationReason", why[1]);
            }
            if (r.sent() == 0) {
                o.put("notRun", true);
            }
            if (r.sustainableRatePerSecond() != null) {
                o.put("sustainableRatePerSecond", r.sustainableRatePerSecond());
            }
            o.set("responseTime", percentiles(r.responseTime()));
            o.set("serviceTime", percentiles(r.serviceTime()));
            if (r.hostHiccups() != null) {
                o.set("hostHiccups", percentiles(r.hostHiccups()));
            }
            String where = "openloop/" + r.contender() + "/" + r.dataset() + "/" + r.ratePerSecond() + ".json";
            o.set("responseCurve", LatencyCurves.curve(r.responseTime(), where + " responseTime"));
            o.set("serviceCurve", LatencyCurves.curve(r.serviceTime(), where + " serviceTime"));
        }
        return out;
    }

    /**
     * {rule, reason}, or null when the rate was kept. A file written before the saturation rules
     * carries a bare flag, or none where the driver kept sending behind a growing queue (SnakeYAML's
     * 468 ms median at 100k msg/s): the response-runaway rule is applied to its median times here.
     */
    static String[] saturation(OpenLoopFile r) {
        if (r.saturated()) {
            return new String[] {r.saturationRule() == null ? "" : r.saturationRule(),
                r.saturationReason() == null ? OLD_SATURATED_REASON : r.saturationReason()};
        }
        if (r.saturationRule() != null || r.sustainableRatePerSecond() != null || r.hostHiccups() != null) {
            return null; // written by a bench that applied the rules itself
        }
        Long response = r.responseTime().percentiles().get("50.0");
        Long service = r.serviceTime().percentiles().get("50.0");
        if (response != null && service != null && OpenLoopFile.runaway(response, service, r.ratePerSecond())) {
            return new String[] {"response-runaway", String.format(Locale.ROOT,
                    "median response time %s is %,d x the median service time %s (limit %d x; judged at export: the file"
                            + " predates the saturation rules)", time(response), response / Math.max(1, service), time(service),
                    OpenLoopFile.RUNAWAY_FACTOR)};
        }
        return null;
    }

    /** "900 ns", "14.1 us", "467.9 ms", as the bench writes its reasons */
    private static String time(long nanos) {
        if (nanos < 10_000) {
            return nanos + " ns";
        }
        return nanos < 10_000_000 ? String.format(Locale.ROOT, "%.1f us", nanos / 1e3) : String.format(Locale.ROOT, "%.1f ms", nanos / 1e6);
    }

    /** p99 of response time where its samples back it, else max: what the rows of one rate are ranked by. */
    private static long tail(OpenLoopFile r) {
        Long p99 = r.responseTime().percentiles().get("99.0");
        return p99 != null && SiteExport.backed(99.0, r.responseTime().count()) ? p99 : r.responseTime().max();
    }

    /** {@code samples}, the backed percentiles ("p50" ...), {@code max} and {@code mean}, in nanoseconds. */
    static ObjectNode percentiles(OpenLoopFile.Latency l) {
        ObjectNode o = JsonNodeFactory.instance.objectNode();
        o.put("samples", l.count());
        l.percentiles().entrySet().stream().sorted(Map.Entry.comparingByKey(Comparator.comparingDouble(Double::parseDouble)))
                .forEach(e -> {
                    double p = Double.parseDouble(e.getKey());
                    if (SiteExport.backed(p, l.count())) {
                        o.put(SiteExport.percentileName(p), e.getValue());
                    }
                });
        if (l.count() > 0) {
            o.put("max", l.max());
            o.put("mean", l.mean());
        }
        return o;
    }
}
