package io.wirebench.report;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The rows of the wire-format latency table (docs/SOURCES.md, "wire-format latency": the Chronicle
 * Wire microbenchmarks README, i7-3970X, 10 forks, 2015) and the contenders of this harness that
 * render the same form: ours, Chronicle's own, and the libraries the article compared against.
 *
 * <p>The four descriptive columns (text encoding, fixed width, numeric fields, field-less) say what
 * the contender's encoding of {@code Order} is: they are facts of the format, not measurements, and
 * the contender descriptors do not carry them, so they are written here once. The published figures
 * are the article's (bytes with the 4-byte length header; times in microseconds), copied as figures
 * so that the percentiles page can show them beside ours; only their ratios carry over to another
 * machine.
 */
final class ArticleForms {
    /** "ours", "chronicle" or "library": the percentile table's groups. */
    record Form(String contender, String group, String article, String encoding, String fixedWidth, String numericFields,
                String fieldless, Published published) {
    }

    /** The article's row: bytes, then the 99.9, 99.99, 99.999 percentiles and the worst, in microseconds. */
    record Published(int bytes, double p999, double p9999, double p99999, double worst) {
        /** The figure as the article printed it, in microseconds: "p99.9", "p99.99", "p99.999" or "worst". */
        double micros(String key) {
            return switch (key) {
                case "p99.9" -> p999;
                case "p99.99" -> p9999;
                case "p99.999" -> p99999;
                case "worst" -> worst;
                default -> throw new IllegalArgumentException("no published figure " + key);
            };
        }

        /** In nanoseconds, in the article's column order: a Map.of would hand them out in a different order on every JVM run. */
        Map<String, Double> nanos() {
            Map<String, Double> out = new LinkedHashMap<>();
            for (String key : List.of("p99.9", "p99.99", "p99.999", "worst")) {
                out.put(key, micros(key) * 1e3);
            }
            return out;
        }
    }

    static final String SOURCE = "wire-format latency: the Chronicle Wire microbenchmarks README (Peter Lawrey, 2015),"
            + " i7-3970X, isolated CPU, 10 forks; times in microseconds, bytes with the 4-byte length header";

    private static final Published YAML = new Published(91, 2.81, 4.94, 8.62, 17.2);
    private static final Published YAML_8BIT = new Published(91, 2.59, 4.70, 8.58, 16.8);
    private static final Published JSON = new Published(100, 3.11, 5.56, 10.62, 36.9);
    private static final Published NAMED = new Published(70, 1.57, 3.42, 7.14, 35.1);
    private static final Published NUMBERED = new Published(44, 0.67, 2.44, 5.93, 12.1);
    private static final Published FIXED_NAMED = new Published(84, 1.51, 3.32, 7.22, 37.4);
    private static final Published FIXED_NUMBERED = new Published(57, 0.57, 2.26, 5.09, 17.5);
    private static final Published FIELDLESS = new Published(32, 0.65, 2.42, 5.53, 8.6);
    private static final Published RAW = new Published(43, 0.49, 2.07, 4.87, 8.6);
    private static final Published BYTES = new Published(39, 0.17, 0.21, 2.13, 6.9);
    private static final Published STOP_BIT = new Published(28, 0.21, 0.25, 2.40, 6.4);

    static final List<Form> FORMS = List.of(
            new Form("wire-yaml", "ours", "YAML (TextWire)", "UTF-8", "no", "no", "no", YAML),
            new Form("wire-yaml-8bit", "ours", "YAML (TextWire)", "8-bit", "no", "no", "no", YAML_8BIT),
            new Form("wire-json", "ours", "JSONWire", "UTF-8", "no", "no", "no", JSON),
            new Form("wire-binary-named", "ours", "BinaryWire", "UTF-8", "no", "no", "no", NAMED),
            new Form("wire-binary-numbered", "ours", "BinaryWire", "UTF-8", "no", "yes", "no", NUMBERED),
            new Form("wire-binary-fixed-named", "ours", "BinaryWire", "UTF-8", "yes", "no", "no", FIXED_NAMED),
            new Form("wire-binary-fixed-numbered", "ours", "BinaryWire", "UTF-8", "yes", "yes", "no", FIXED_NUMBERED),
            new Form("wire-binary-fieldless", "ours", "BinaryWire", "UTF-8", "no", "n/a", "yes", FIELDLESS),
            new Form("wire-raw", "ours", "RawWire", "UTF-8", "yes", "n/a", "yes", RAW),
            new Form("wire-bytes-fixed", "ours", "BytesMarshallable", "UTF-8", "yes", "n/a", "yes", BYTES),
            new Form("wire-bytes-stopbit", "ours", "BytesMarshallable + stop bit", "UTF-8", "no", "n/a", "yes", STOP_BIT),
            new Form("chronicle-text", "chronicle", "YAML (TextWire)", "UTF-8", "no", "no", "no", YAML),
            new Form("chronicle-json", "chronicle", "JSONWire", "UTF-8", "no", "no", "no", JSON),
            new Form("chronicle-binary", "chronicle", "BinaryWire", "UTF-8", "no", "no", "no", NAMED),
            new Form("chronicle-binary-numbered", "chronicle", "BinaryWire", "UTF-8", "no", "yes", "no", NUMBERED),
            new Form("chronicle-binary-fixed", "chronicle", "BinaryWire", "UTF-8", "yes", "no", "no", FIXED_NAMED),
            new Form("chronicle-binary-fixed-numbered", "chronicle", "BinaryWire", "UTF-8", "yes", "yes", "no", FIXED_NUMBERED),
            new Form("chronicle-binary-fieldless", "chronicle", "BinaryWire", "UTF-8", "no", "n/a", "yes", FIELDLESS),
            new Form("chronicle-raw", "chronicle", "RawWire", "UTF-8", "yes", "n/a", "yes", RAW),
            new Form("chronicle-bytes-fixed", "chronicle", "BytesMarshallable", "UTF-8", "yes", "n/a", "yes", BYTES),
            new Form("chronicle-bytes-stopbit", "chronicle", "BytesMarshallable + stop bit", "UTF-8", "no", "n/a", "yes", STOP_BIT),
            new Form("sbe", "library", "SBE", "8-bit", "yes", "yes", "yes", new Published(43, 0.31, 0.44, 4.11, 9.2)),
            new Form("jackson-databind", "library", "Jackson", "UTF-8", "no", "no", "no", new Published(100, 4.95, 8.33, 1400, 1500)),
            new Form("jackson-databind-recycled", "library", "Jackson + C-Bytes", "UTF-8", "no", "no", "no",
                    new Published(100, 2.87, 10.1, 1300, 1400)),
            new Form("bson", "library", "BSON", "UTF-8", "yes", "no", "no", new Published(96, 19.8, 1430, 1400, 1600)),
            new Form("bson-recycled", "library", "BSON + C-Bytes", "UTF-8", "yes", "no", "no", new Published(96, 7.47, 15.1, 1400, 11600)),
            new Form("snakeyaml", "library", "Snake YAML", "UTF-8", "no", "no", "no", new Published(89, 80.3, 4067, 16000, 24000)),
            new Form("boon", "library", "BOON Json", "UTF-8", "no", "no", "no", new Published(100, 20.7, 32.5, 11000, 69000)),
            new Form("jdk-externalizable", "library", "Externalizable", "UTF-8", "yes", "no", "no",
                    new Published(197, 25.0, 29.7, 85000, 120000)));

    static final Map<String, Form> BY_CONTENDER = FORMS.stream().collect(Collectors.toMap(Form::contender, Function.identity()));

    private ArticleForms() {
    }
}
