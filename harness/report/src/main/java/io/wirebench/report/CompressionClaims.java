package io.wirebench.report;

import com.fasterxml.jackson.databind.JsonNode;
import io.wirebench.report.ClaimCheck.Rule;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The compressor article's comparisons over the run's {@code compression} rows. The article timed
 * files, not single small messages, so only batches and streams are compared; two rows are compared
 * only on the same input (payload, data set, contender). A compressor's family is read from its id:
 * "gzip" or "deflate" is deflate, otherwise the first of "lzf", "snappy", "lz4", "zstd", "bzip2",
 * "xz" it contains.
 */
final class CompressionClaims {
    private static final List<String> PAYLOADS = List.of("batch", "stream");
    private static final List<String> FAMILIES = List.of("lzf", "snappy", "lz4", "zstd", "bzip2", "xz");

    private CompressionClaims() {
    }

    static String family(String compressor) {
        String c = compressor.toLowerCase(Locale.ROOT);
        if (c.contains("gzip") || c.contains("deflate")) {
            return "deflate";
        }
        return FAMILIES.stream().filter(c::contains).findFirst().orElse(c);
    }

    /** {@code slow}'s compress time over {@code fast}'s, for every pair on the same input. */
    static List<ClaimCheck> time(ClaimData d, String slow, String fast, Rule rule) {
        List<ClaimCheck> out = new ArrayList<>();
        for (JsonNode[] p : pairs(d, slow, fast)) {
            String what = label(p[0]) + " over " + label(p[1]);
            String measure = "compress time of " + input(p[0]);
            if (ClaimData.timed(p[0].get("compressNanos")) && ClaimData.timed(p[1].get("compressNanos"))) {
                out.add(ClaimCheck.judged(what, measure + " (median)", ClaimData.ratio(p[0].get("compressNanos"), p[1].get("compressNanos")),
                        rule, null));
            } else {
                out.add(ClaimCheck.missing(what, measure, "the run sized this input but did not time both compressors", null));
            }
        }
        return out.isEmpty() ? List.of(absent(d, slow, fast, "compress time")) : out;
    }

    /** Each of {@code others}' compressed bytes over {@code base}'s, for every pair on the same input: exact. */
    static List<ClaimCheck> sizes(ClaimData d, String base, List<String> others) {
        List<ClaimCheck> out = new ArrayList<>();
        for (String other : others) {
            for (JsonNode[] p : pairs(d, other, base)) {
                double a = p[0].path("compressedBytes").asDouble();
                double b = p[1].path("compressedBytes").asDouble();
                out.add(ClaimCheck.judged(label(p[0]) + " over " + label(p[1]), "compressed bytes of " + input(p[0]) + " ("
                        + ClaimData.fmt(a) + " against " + ClaimData.fmt(b) + ")", ClaimCheck.Ratio.exact(a / b), Rule.beyond(1), null));
            }
            out.addAll(time(d, base, other, Rule.beyond(1)).stream().filter(c -> c.ratio() != null).toList());
        }
        return out.isEmpty() ? List.of(absent(d, others.get(0), base, "compressed bytes")) : out;
    }

    /** [a, b] for every row of family {@code a} and row of family {@code b} on the same batch or stream. */
    private static List<JsonNode[]> pairs(ClaimData d, String a, String b) {
        List<JsonNode> rows = d.rows("compression").stream().filter(r -> PAYLOADS.contains(r.path("payload").asText())).toList();
        List<JsonNode[]> out = new ArrayList<>();
        for (JsonNode x : rows) {
            if (!a.equals(family(x.path("compressor").asText()))) {
                continue;
            }
            for (JsonNode y : rows) {
                if (b.equals(family(y.path("compressor").asText())) && input(x).equals(input(y))) {
                    out.add(new JsonNode[] {x, y});
                }
            }
        }
        return out;
    }

    private static ClaimCheck absent(ClaimData d, String a, String b, String measure) {
        String why = d.rows("compression").isEmpty() ? d.absent("compression", "compression")
                : "the compression rows have no " + a + " and " + b + " on the same batch or stream";
        return ClaimCheck.missing(a + " against " + b, measure, why, null);
    }

    private static String label(JsonNode r) {
        return r.path("compressor").asText() + " (" + r.path("setting").asText() + ")";
    }

    private static String input(JsonNode r) {
        return r.path("payload").asText() + " of " + r.path("dataset").asText() + " in " + r.path("contender").asText();
    }
}
