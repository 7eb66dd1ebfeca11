package io.wirebench.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.wirebench.results.Manifest;
import io.wirebench.results.ResultFiles;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Turns a run into the one data file the site reads ({@code site/data/wirebench.json}): provenance,
 * then per data set one row per contender with its size, time per operation and bytes allocated,
 * or "n/a" / "failed" with the reason, for the whole row or for one operation. The site does no
 * arithmetic of its own.
 *
 * <p>Each section is made by its own class, and {@link #export} only puts them in their order: the
 * run ({@link RunInfo}), the data set tables and the chart ({@link DatasetTables}, which looks the
 * run's records up by cell in {@link ExportIndex} and builds rows with {@link ContenderRow},
 * {@link OperationCell} and {@link ChartPoints}), then latency, trade-offs and the rest.
 *
 * <p>Added in the same format version (fields only added, never renamed): {@code run.status},
 * {@code run.isolation}, {@code run.jdk}, {@code run.cases}, {@code run.shards}, {@code run.mixed};
 * per operation {@code samples} and {@code percentiles} (SampleTime) and {@code opsPerSecond}
 * (throughput); and {@code latency}, the open-loop results. A percentile appears only when at least
 * 100 / (1 - p) samples back it ({@link #PERCENTILE_RULE}); {@code max} always, with its sample count.
 * Issue 20 added, per operation, the robust summary ({@link CaseSummary}: {@code median}, {@code medianLow},
 * {@code medianHigh}, {@code coverage}, {@code below95}, {@code unsettled}, {@code xFloor}...) and the
 * direct ranks ({@link Ties}: {@code rank}, {@code rankHigh}, {@code rankLabel}, {@code vsFastest});
 * {@code xFastest} is now over medians; {@code ns}, {@code error}, {@code low} and {@code high} stay
 * JMH's mean and 99.9 % interval. {@code run.noise} is the run's noise summary ({@link Noise}).
 * Issue 21 added {@code updateStream} and {@code compression} ({@link TradeOffExport}), present with
 * no rows for runs without them.
 * Issue 21 added {@code articlePercentiles} ({@link PercentileTable}), {@code compressionPlane} ({@link CompressionPlane})
 * and {@code claims} ({@link ClaimsExport}), computed after {@code updateStream} and {@code compression}.
 * Issue 25 added {@code footprint} ({@link FootprintExport}) and {@code coldStart} ({@link ColdStartExport}):
 * {@code available: false} for runs without them.
 * The footprint is taken from the newest run that recorded one ({@link FocusedRuns#footprint(java.nio.file.Path, java.nio.file.Path)}),
 * named in it. {@code make site}'s export adds {@code jdks}, the JDK switch and the change between JDKs ({@link JdkViews}).
 */
public final class SiteExport {
    public static final int FORMAT_VERSION = 1;
    static final String ESTIMATOR_RULE = "time: the median of the fork scores (each fork's mean over its steady iterations), with the"
            + " distribution-free 95 % interval of the order statistics (x(k), x(n+1-k)), k the largest with 1 - 2 BinomCDF(k-1; n, 1/2) >= 0.95;"
            + " with fewer than 6 forks no pair reaches 95 % and the interval is the smallest to the largest fork, its coverage stated."
            + " x floor: with rounds, the median over rounds of the case's fork over the floor's fork of the same round, with the same"
            + " interval; runs without rounds give the ratio of the medians and no interval. JMH's mean and 99.9 % interval stay beside it.";
    /** The profile whose runs the site may present as the comparison. */
    public static final String PUBLISH_PROFILE = "publish";
    static final List<String> OPERATIONS = List.of("encode", "decode", "roundTrip", "decodeAndUse", "access");
    private static final ObjectMapper MAPPER = ResultFiles.MAPPER;
    static final String PERCENTILE_RULE = "a percentile p is shown only when at least 100 / (1 - p) samples back it"
            + " (p99.9: 100,000; p99.99: 1,000,000; p99.999: 10,000,000); max is always shown with its sample count";

    private SiteExport() {
    }

    public static ObjectNode export(Run run) {
        return export(run, FocusedRuns.Supplements.of(run));
    }

    /** The site's data of {@code run}, with the sections a focused run made after it measured taken from that run. */
    static ObjectNode export(Run run, FocusedRuns.Supplements supplements) {
        JsonNode manifest = MAPPER.valueToTree(run.manifest());
        Map<String, Manifest.Contender> contenders = contenders(run.manifest());
        DatasetTables.Tables tables = DatasetTables.export(run, contenders);
        ObjectNode out = MAPPER.createObjectNode();
        out.put("formatVersion", FORMAT_VERSION);
        out.set("run", RunInfo.export(run, manifest));
        out.set("contenders", manifest.path("contenders"));
        out.set("failures", manifest.path("failures"));
        out.put("tieRule", Ties.RULE);
        out.put("estimatorRule", ESTIMATOR_RULE);
        out.set("datasets", tables.datasets());
        out.set("chart", tables.chart());
        out.set("latency", LatencyExport.rows(run, contenders));
        out.set("updateStream", TradeOffExport.updateStream(run));
        out.set("compression", TradeOffExport.compression(run));
        // the footprint may come from another run (the newest that recorded one); from this run, its manifest is in hand
        out.set("footprint", supplements.footprint().equals(run.directory()) ? FootprintExport.export(run)
                : FootprintExport.export(supplements.footprint()));
        out.set("coldStart", ColdStartExport.export(supplements.coldStart()));
        out.set("jdkCompat", JdkCompatExport.export(run.directory().toAbsolutePath().getParent()));
        out.put("latencyPolicy", run.openLoop().isEmpty() || run.openLoop().get(0).policy() == null ? "" : run.openLoop().get(0).policy());
        out.put("percentileRule", PERCENTILE_RULE);
        out.set("articlePercentiles", PercentileTable.export(run, contenders));
        out.set("compressionPlane", CompressionPlane.export(out));
        // last: the claims read every key above
        out.set("claims", ClaimsExport.judge(out, run));
        return out;
    }

    /** A section the run has no file for: it says so ({@code available: false}, no rows), and the page says so in turn. */
    static ObjectNode unavailable(ObjectNode section) {
        section.put("available", false);
        section.putArray("rows");
        return section;
    }

    /** The manifest's contenders by id, in its order; none for a manifest that lists none. */
    static Map<String, Manifest.Contender> contenders(Manifest manifest) {
        Map<String, Manifest.Contender> byId = new LinkedHashMap<>();
        if (manifest != null && manifest.contenders() != null) {
            manifest.contenders().forEach(c -> byId.put(c.id(), c));
        }
        return byId;
    }

    /** How the site names a contender: the display name its manifest entry gives ({@code described}), else its id. */
    static String name(Manifest.Contender described, String contender) {
        return described == null || described.displayName() == null ? contender : described.displayName();
    }

    /** At least 100 samples beyond the percentile: 100 / (1 - p). */
    static boolean backed(double percentile, long samples) {
        return samples >= Math.ceil(100.0 / (1.0 - percentile / 100.0) - 1e-6);
    }

    /** 50.0 -> p50, 99.9 -> p99.9 */
    static String percentileName(double p) {
        String s = java.math.BigDecimal.valueOf(p).stripTrailingZeros().toPlainString();
        return "p" + s;
    }

    /** A size as the site shows it: a whole number for a single message, the mean (2 decimals) over a rotation. */
    static void putSize(ObjectNode o, String field, double value) {
        if (value == Math.rint(value)) {
            o.put(field, (long) value);
        } else {
            o.put(field, Math.round(value * 100) / 100.0);
        }
    }
}
