package io.wirebench.report;

import io.wirebench.report.ClaimCheck.Rule;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

/**
 * Every claim of the articles behind this project (docs/SOURCES.md) that a reader might act on, each
 * with the comparisons of the shown run that test it. A claim is quoted briefly ({@code verbatim})
 * or, where the article says it only through its table, paraphrased; its original figures are the
 * article's, measured on its author's machine, so only ratios are compared.
 */
final class Claims {
    static final String LATENCY = "wire-format latency";
    static final String YAML = "YAML over the network";
    static final String RION = "RION benchmarks";
    static final String DELTA = "delta wire";
    static final String COMPRESSORS = "JVM compressor and data-binding benchmarks";

    /** The article's message first: the order as published, then the 256-order rotation. */
    private static final List<String> ORDER = List.of("order", "orders");
    private static final String ROUND_TRIP = "roundTrip";
    /** The read-and-use test: decoding first against reading in place. */
    private static final String READ_USE = "readuse";
    private static final String DECODE_AND_USE = "decodeAndUse";
    private static final String ACCESS = "access";

    /**
     * @param any          true: the claim says something "can" happen, so one comparison that holds is enough; false: every
     *                     comparison must hold
     * @param unmeasurable why this harness cannot test the claim at all, or null
     */
    record Claim(String id, String source, String quote, boolean verbatim, String original, String method, Rule rule, boolean any,
                 Function<ClaimData, List<ClaimCheck>> checks, String unmeasurable) {
    }

    static final List<Claim> ALL = List.of(
            new Claim("text-slower-than-binary", LATENCY,
                    "What you want is the ease of a text wire format but the speed of a binary wire format.", true,
                    "YAML (TextWire) 2.81 µs and JSONWire 3.11 µs against named BinaryWire 1.57 µs at the 99.9th percentile:"
                            + " text 1.8× and 2.0× slower",
                    "round-trip time of each text form over the binary form of the same family", Rule.beyond(1), false,
                    d -> List.of(
                            roundTrip(d, "wire-yaml", "wire-binary-named", Rule.beyond(1)),
                            roundTrip(d, "wire-json", "wire-binary-named", Rule.beyond(1)),
                            roundTrip(d, "chronicle-text", "chronicle-binary", Rule.beyond(1)),
                            roundTrip(d, "chronicle-json", "chronicle-binary", Rule.beyond(1))), null),
            new Claim("numbered-fields", LATENCY,
                    "Numbered fields are more efficient to write and read, but are not as friendly to work with.", true,
                    "named BinaryWire 70 B and 1.57 µs, numbered 44 B and 0.67 µs at the 99.9th percentile; fixed width: 84 B and"
                            + " 1.51 µs named, 57 B and 0.57 µs numbered",
                    "framed bytes and round-trip time of each named form over its numbered twin", Rule.beyond(1), false,
                    Claims::numbered, null),
            new Claim("fieldless-smallest", LATENCY,
                    "field-less binary YAML is the smallest of the binary YAML forms (the article's table: 32 bytes)", false,
                    "field-less 32 B, numbered 44 B, named 70 B, fixed-width numbered 57 B",
                    "framed bytes of the numbered form over the field-less one", Rule.beyond(1), false,
                    d -> List.of(
                            d.size("wire-binary-numbered", "wire-binary-fieldless", "order", Rule.beyond(1), "44 B / 32 B = 1.38×"),
                            d.size("chronicle-binary-numbered", "chronicle-binary-fieldless", "order", Rule.beyond(1), "44 B / 32 B = 1.38×")),
                    null),
            new Claim("raw-faster-than-binary-yaml", LATENCY, "Raw wire format drops all meta data.", true,
                    "RawWire 0.49 µs against named BinaryWire 1.57 µs at the 99.9th percentile: 3.2× faster",
                    "round-trip time of named binary YAML over raw wire", Rule.beyond(1), false,
                    d -> List.of(
                            roundTrip(d, "wire-binary-named", "wire-raw", Rule.beyond(1)),
                            roundTrip(d, "chronicle-binary", "chronicle-raw", Rule.beyond(1))), null),
            new Claim("bytes-faster-than-wire", LATENCY,
                    "While this is faster than using Wire, there is no option to visualise the data without deserializing it", true,
                    "BytesMarshallable 0.17 µs against RawWire 0.49 µs at the 99.9th percentile: 2.9× faster",
                    "round-trip time of raw wire over hand-written fixed-width bytes", Rule.beyond(1), false,
                    d -> List.of(
                            roundTrip(d, "wire-raw", "wire-bytes-fixed", Rule.beyond(1)),
                            roundTrip(d, "chronicle-raw", "chronicle-bytes-fixed", Rule.beyond(1))), null),
            new Claim("sbe-as-fast-as-bytes", LATENCY, "SBE performs as well [as] BytesMarshallable.", true,
                    "SBE 0.31 µs against BytesMarshallable 0.17 µs at the 99.9th percentile, called too small a difference to draw"
                            + " conclusions from",
                    "round-trip time of SBE over hand-written fixed-width bytes; alike means within 0.8× to 1.25×",
                    Rule.within(0.8, 1.25), false,
                    d -> List.of(
                            roundTrip(d, "sbe", "chronicle-bytes-fixed", Rule.within(0.8, 1.25)),
                            roundTrip(d, "sbe", "wire-bytes-fixed", Rule.within(0.8, 1.25))),
                    null),
            new Claim("published-sizes", LATENCY,
                    "the sizes of each rendering of the order in the article's table (4-byte length header included)", false,
                    "YAML 91, JSON 100, binary YAML 70 / 44 / 84 / 57 / 32, raw 43, bytes 39 and 28 (stop bit)",
                    "the published bytes over the shown run's framed bytes, for our forms and Chronicle's", Rule.atLeast(1), false,
                    Claims::publishedSizes, null),
            new Claim("allocating-libraries-tail", YAML,
                    "garbage collection dominates the tail of the libraries that allocate per message (Jackson, BSON, SnakeYAML, Boon,"
                            + " Externalizable)", false,
                    "at the 99.99th percentile Jackson 8.33 µs, BSON 1,430, SnakeYAML 4,067, Boon 32.5, Externalizable 29.7, against"
                            + " 0.57 to 5.56 µs for the Wire forms; at the 99.999th 1,400 to 85,000 µs against under 11 µs (the wire-format"
                            + " latency table)",
                    "open-loop service time on order at the highest percentile both rows back, library over the Wire form of the same"
                            + " kind; a single run's percentile has no interval, so a factor of 2 is asked",
                    Rule.beyond(2), false, Claims::tails, null),
            new Claim("recycled-buffers", LATENCY,
                    "a recycled buffer (\"+ C-Bytes\") makes Jackson and BSON faster (the article's comparison of JSON formats)", false,
                    "Jackson 4.95 µs, with a recycled buffer 2.87 µs; BSON 19.8 µs, with one 7.47 µs (99.9th percentile)",
                    "round-trip time of the plain library over its recycled-buffer contender", Rule.beyond(1), false,
                    d -> List.of(
                            roundTrip(d, "jackson-databind", "jackson-databind-recycled", Rule.beyond(1)),
                            roundTrip(d, "bson", "bson-recycled", Rule.beyond(1))), null),
            new Claim("one-description", YAML,
                    "a readable text rendering and a binary one can be written from one message description", false,
                    "no figures: an argument about code", "", Rule.beyond(1), false, d -> List.of(),
                    "a property of the code, not of a measurement: this project's YAML, JSON and binary forms share one description per"
                            + " model (wire/README.md)"),
            new Claim("rion-against-binary-formats", RION, "RION does pretty well across the many situations measured.", true,
                    "RION read and write times against Jackson (JSON, MessagePack, CBOR) and Protobuf on the RION matrix",
                    "", Rule.beyond(1), false, d -> List.of(),
                    "no RION codec is among the contenders: the RION matrix is measured on every other contender, never on RION itself"),
            new Claim("read-in-place", RION,
                    "reading the fields in place from the bytes is faster than decoding into objects first (the read-and-use test)",
                    false, "RION's read-and-use results, reading in place against decoding first (not reproduced here)",
                    "time of decodeAndUse over access on readuse, per contender that reads in place", Rule.beyond(1), false,
                    Claims::readInPlace, null),
            new Claim("delta-faster-and-smaller", DELTA,
                    "simple compression which can be faster AND smaller than not compressing data", true,
                    "an update of MyDataType: YAML 268 B, JSON 242 B, binary YAML 205 B, delta wire about 10 B",
                    "bytes and time per update of every uncompressed full stream over the uncompressed delta stream",
                    Rule.beyond(1), false, Claims::delta, null),
            new Claim("compressors-ten-times-slower", DELTA, "they can be ten times slower than no compression", true,
                    "generic compressors (GZIP, LZW, Snappy) against no compression: up to ten times slower",
                    "time per update of a stream with a generic compressor over the same stream without one; \"can be\" holds when one"
                            + " compressor does", Rule.beyond(10), true, Claims::compressorSlowdown, null),
            new Claim("lzf-faster-than-deflate", COMPRESSORS, "LZF compresses 2–3× faster than deflate", false,
                    "LZF 2 to 3 times as fast as deflate (gzip) at compressing, as issue 21 sums the article up; its per-file figures are not"
                            + " reproduced here",
                    "compress time of each deflate setting over LZF's on the same batch or stream", Rule.beyond(2), false,
                    d -> CompressionClaims.time(d, "deflate", "lzf", Rule.beyond(2)), null),
            new Claim("fast-compressors-trade-ratio", COMPRESSORS,
                    "deflate is the strong and slow one; LZF and Snappy are faster with a lower ratio", false,
                    "deflate (gzip) strong and slow, LZF and Snappy faster with a lower ratio, as docs/SOURCES.md sums the article up; its"
                            + " per-file figures are not reproduced here",
                    "compressed bytes of LZF and Snappy over deflate's on the same batch or stream (exact), and deflate's compress time over theirs", Rule.beyond(1), false,
                    d -> CompressionClaims.sizes(d, "deflate", List.of("lzf", "snappy")), null),
            new Claim("quicklz", COMPRESSORS, "the field measured, speed against ratio: deflate, bzip2, LZF, QuickLZ and Snappy", false,
                    "QuickLZ's speed and ratio beside the others (not reproduced here)", "", Rule.beyond(1), false,
                    d -> List.of(), "QuickLZ has no maintained JVM implementation in harness/compress; the LZ4 and Zstandard rows stand at"
                            + " the fast end instead"));

    private Claims() {
    }

    /** The article's 99.9th percentile of {@code slower} over {@code faster}, where both rows are in its table. */
    static String published(String slower, String faster) {
        ArticleForms.Form a = ArticleForms.BY_CONTENDER.get(slower);
        ArticleForms.Form b = ArticleForms.BY_CONTENDER.get(faster);
        if (a == null || b == null) {
            return null;
        }
        return String.format(Locale.ROOT, "%s µs / %s µs = %s at p99.9", ClaimData.fmt(a.published().p999()), ClaimData.fmt(b.published().p999()),
                ClaimCheck.factor(a.published().p999() / b.published().p999()));
    }

    /** The order round trip of {@code slower} over {@code faster} under {@code rule}, beside the article's ratio of the pair. */
    private static ClaimCheck roundTrip(ClaimData d, String slower, String faster, Rule rule) {
        return d.time(slower, faster, ROUND_TRIP, ORDER, rule, published(slower, faster));
    }

    private static List<ClaimCheck> numbered(ClaimData d) {
        String[][] pairs = {{"wire-binary-named", "wire-binary-numbered"}, {"chronicle-binary", "chronicle-binary-numbered"},
            {"wire-binary-fixed-named", "wire-binary-fixed-numbered"}, {"chronicle-binary-fixed", "chronicle-binary-fixed-numbered"}};
        List<ClaimCheck> out = new ArrayList<>();
        for (String[] p : pairs) {
            ArticleForms.Published a = ArticleForms.BY_CONTENDER.get(p[0]).published();
            ArticleForms.Published b = ArticleForms.BY_CONTENDER.get(p[1]).published();
            out.add(d.size(p[0], p[1], "order", Rule.beyond(1), a.bytes() + " B / " + b.bytes() + " B = " + ClaimCheck.factor((double) a.bytes() / b.bytes())));
            out.add(roundTrip(d, p[0], p[1], Rule.beyond(1)));
        }
        return out;
    }

    private static List<ClaimCheck> publishedSizes(ClaimData d) {
        List<ClaimCheck> out = new ArrayList<>();
        for (ArticleForms.Form f : ArticleForms.FORMS) {
            if ("library".equals(f.group())) {
                continue;
            }
            String what = "published " + f.article() + " over " + d.name(f.contender());
            Double ours = d.bytes(f.contender(), "order");
            int published = f.published().bytes();
            out.add(ours == null ? ClaimCheck.missing(what, "framed bytes of order", "the run has no size of " + f.contender() + " on order",
                    published + " B")
                    : ClaimCheck.judged(what, "framed bytes of order (" + published + " against " + ClaimData.fmt(ours) + ")",
                            ClaimCheck.Ratio.exact(published / ours), Rule.atLeast(1), published + " B"));
        }
        return out;
    }

    private static List<ClaimCheck> tails(ClaimData d) {
        String[][] pairs = {{"jackson-databind", "wire-json"}, {"bson", "wire-binary-named"}, {"snakeyaml", "wire-yaml"},
            {"boon", "wire-json"}, {"jdk-externalizable", "wire-bytes-fixed"}};
        List<ClaimCheck> out = new ArrayList<>();
        for (String[] p : pairs) {
            String what = d.name(p[0]) + " over " + d.name(p[1]);
            var lib = d.percentileRow(p[0]);
            var ours = d.percentileRow(p[1]);
            String nine = null;
            for (String n : PercentileTable.NINES) {
                if (lib.has(n) && ours.has(n)) {
                    nine = n;
                }
            }
            ArticleForms.Published pa = ArticleForms.BY_CONTENDER.get(p[0]).published();
            ArticleForms.Published pb = ArticleForms.BY_CONTENDER.get(p[1]).published();
            if (nine == null) {
                String why = lib.isMissingNode() || ours.isMissingNode()
                        ? "the run has no open-loop result on order for " + (lib.isMissingNode() ? p[0] : p[1])
                        : "too few open-loop samples to back p99.9 (" + PercentileTable.RULE + ")";
                out.add(ClaimCheck.missing(what, "open-loop service time on order", why, null));
                continue;
            }
            double a = lib.path(nine).asDouble();
            double b = ours.path(nine).asDouble();
            String original = String.format(Locale.ROOT, "%s µs / %s µs = %s at %s", ClaimData.fmt(pa.micros(nine)), ClaimData.fmt(pb.micros(nine)),
                    ClaimCheck.factor(pa.micros(nine) / pb.micros(nine)), nine);
            out.add(ClaimCheck.judged(what, "open-loop service time on order at " + nine + " (" + lib.path("samples").asLong() + " and "
                    + ours.path("samples").asLong() + " samples)", ClaimCheck.Ratio.of(a, a, a, b, b, b), Rule.beyond(2), original));
        }
        return out;
    }

    /** Every contender of the shown run timed both ways on readuse: whoever reads in place, not a list fixed in advance. */
    private static List<ClaimCheck> readInPlace(ClaimData d) {
        List<String> readers = d.timedBoth(READ_USE, DECODE_AND_USE, ACCESS);
        if (readers.isEmpty()) {
            return List.of(d.untimedOps(DECODE_AND_USE, ACCESS, READ_USE));
        }
        return readers.stream().map(c -> d.timeOps(c, DECODE_AND_USE, ACCESS, READ_USE, Rule.beyond(1))).toList();
    }

    private static List<ClaimCheck> delta(ClaimData d) {
        List<com.fasterxml.jackson.databind.JsonNode> rows = d.rows("updateStream");
        var deltas = rows.stream().filter(r -> "delta".equals(r.path("mode").asText()) && "none".equals(r.path("compressor").asText())).toList();
        var fulls = rows.stream().filter(r -> "full".equals(r.path("mode").asText()) && "none".equals(r.path("compressor").asText())).toList();
        if (deltas.isEmpty() || fulls.isEmpty()) {
            String why = rows.isEmpty() ? d.absent("updateStream", "update-stream")
                    : "the update-stream rows have no uncompressed " + (deltas.isEmpty() ? "delta" : "full") + " stream";
            return List.of(ClaimCheck.missing("full streams over the delta stream", "bytes and time per update", why, null));
        }
        List<ClaimCheck> out = new ArrayList<>();
        for (var delta : deltas) {
            for (var full : fulls) {
                String what = d.name(full.path("contender").asText()) + " (full) over " + d.name(delta.path("contender").asText()) + " (delta)";
                double fb = full.path("bytesPerUpdate").asDouble();
                double db = delta.path("bytesPerUpdate").asDouble();
                out.add(ClaimCheck.judged(what, "bytes per update (" + ClaimData.fmt(fb) + " against " + ClaimData.fmt(db) + ")",
                        ClaimCheck.Ratio.exact(fb / db), Rule.beyond(1), "205 B / about 10 B (binary YAML)"));
                if (ClaimData.timed(full.get("nanosPerUpdate")) && ClaimData.timed(delta.get("nanosPerUpdate"))) {
                    out.add(ClaimCheck.judged(what, "time per update (median)", ClaimData.ratio(full.get("nanosPerUpdate"),
                            delta.get("nanosPerUpdate")), Rule.beyond(1), null));
                } else {
                    out.add(ClaimCheck.missing(what, "time per update", "the run sized these streams but did not time them", null));
                }
            }
        }
        return out;
    }

    private static List<ClaimCheck> compressorSlowdown(ClaimData d) {
        List<com.fasterxml.jackson.databind.JsonNode> rows = d.rows("updateStream");
        List<ClaimCheck> out = new ArrayList<>();
        for (var r : rows) {
            String compressor = r.path("compressor").asText();
            if ("none".equals(compressor)) {
                continue;
            }
            String contender = r.path("contender").asText();
            String mode = r.path("mode").asText();
            var plain = rows.stream().filter(p -> contender.equals(p.path("contender").asText()) && mode.equals(p.path("mode").asText())
                    && "none".equals(p.path("compressor").asText())).findFirst();
            String what = d.name(contender) + " (" + mode + ") with " + compressor + " over without";
            if (plain.isEmpty() || !ClaimData.timed(plain.get().get("nanosPerUpdate")) || !ClaimData.timed(r.get("nanosPerUpdate"))) {
                out.add(ClaimCheck.missing(what, "time per update", plain.isEmpty() ? "no uncompressed " + mode + " stream of " + contender
                        + " to compare with" : "the run did not time both streams", "up to 10×"));
            } else {
                out.add(ClaimCheck.judged(what, "time per update (median)", ClaimData.ratio(r.get("nanosPerUpdate"),
                        plain.get().get("nanosPerUpdate")), Rule.beyond(10), "up to 10×"));
            }
        }
        if (out.isEmpty()) {
            out.add(ClaimCheck.missing("compressed streams over uncompressed ones", "time per update",
                    rows.isEmpty() ? d.absent("updateStream", "update-stream") : "the update-stream rows have no compressed stream", "up to 10×"));
        }
        return out;
    }
}
