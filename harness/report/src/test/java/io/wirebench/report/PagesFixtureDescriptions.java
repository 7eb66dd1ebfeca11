package io.wirebench.report;

import io.wirebench.results.DescriptionsFile;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The {@code descriptions.json} of the browser tests' article-pages run (site/tests/fixtures/pages/2026d-pages), as the
 * runner writes it, shaped so the contender pages have every kind: a sample read as UTF-8 text ({@code wire-json}, and
 * {@code chronicle-text} after its 4-byte frame), as YAML ({@code wire-binary-named}), as hex only ({@code sbe}), a
 * contender described without a sample ({@code bson}), and contenders the run did not describe (the rest of the
 * manifest's, {@code baseline-bytebuffer} among them). The prose and rows are a fixture's, plain words only, so that
 * the browser test can compare them with the rendered page.
 */
final class PagesFixtureDescriptions {
    private static final String ORDER_YAML = "price: 1234\nside: Sell\n";

    private PagesFixtureDescriptions() {
    }

    static DescriptionsFile of() {
        byte[] json = "{\"price\":1234,\"side\":\"Sell\"}".getBytes(StandardCharsets.UTF_8);
        byte[] yamlText = ORDER_YAML.getBytes(StandardCharsets.UTF_8);
        byte[] framed = new byte[4 + yamlText.length];
        framed[0] = (byte) yamlText.length;
        System.arraycopy(yamlText, 0, framed, 4, yamlText.length);
        // not real binary YAML: the page shows the recorded dump, it never decodes the bytes
        byte[] binary = {(byte) 0xC5, 'p', 'r', 'i', 'c', 'e', (byte) 0xA5, (byte) 0xD2, 0x04, (byte) 0xC4, 's', 'i', 'd', 'e', (byte) 0xE4,
            'S', 'e', 'l', 'l'};
        byte[] sbe = {24, 0, 1, 0, 1, 0, 0, 0, (byte) 0xD2, 4, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0};
        return new DescriptionsFile(DescriptionsFile.FORMAT_VERSION, "2026-11-25T12:00:00Z", DescriptionsFile.BY_RUN, "order", List.of(
                new DescriptionsFile.Entry("bson", "BSON is the binary JSON of MongoDB, used through its reader and writer.",
                        fairness("a reused output buffer", "the BSON documentation"), null, null),
                new DescriptionsFile.Entry("chronicle-text", "Chronicle Wire writes one object model in many forms.",
                        fairness("one reused Bytes, the YAML wire", "the Chronicle Wire guide"), row("what", "YAML text in a document frame"),
                        sample("chronicle-text", framed, "utf8", ORDER_YAML, "the bytes after the 4-byte frame header, as UTF-8 text")),
                new DescriptionsFile.Entry("sbe", "Simple Binary Encoding writes fixed fields at fixed offsets.",
                        fairness("flyweights over one buffer", "the SBE wiki"), null,
                        sample("sbe", sbe, "none", null, "binary: reading it back needs its schema (or its library)")),
                new DescriptionsFile.Entry("wire-binary-named", "Our own wire formats, measured against the field.",
                        fairness("one reused buffer", "the wire module README"), row("what", "binary YAML with field names"),
                        sample("wire-binary-named", binary, "yaml", ORDER_YAML,
                                "binary YAML read back as YAML by the wire module's dump, without the schema")),
                new DescriptionsFile.Entry("wire-json", "Our own wire formats, measured against the field.",
                        fairness("one reused buffer", "the wire module README"), row("what", "JSON text"),
                        sample("wire-json", json, "utf8", new String(json, StandardCharsets.UTF_8), "the bytes as UTF-8 text"))));
    }

    private static List<DescriptionsFile.Cell> fairness(String fastPath, String reference) {
        return List.of(new DescriptionsFile.Cell("fast path it follows", fastPath), new DescriptionsFile.Cell("reference", reference));
    }

    private static List<DescriptionsFile.Cell> row(String name, String value) {
        return List.of(new DescriptionsFile.Cell(name, value));
    }

    private static DescriptionsFile.Sample sample(String id, byte[] bytes, String kind, String text, String note) {
        return new DescriptionsFile.Sample("samples/" + id + ".order.bin", bytes.length, hex(bytes), kind, text, note);
    }

    /** Offset and 16 bytes a line, as the runner's dump lays them out (its ASCII column left out: the fixture needs none). */
    private static String hex(byte[] bytes) {
        StringBuilder sb = new StringBuilder();
        for (int line = 0; line < bytes.length; line += 16) {
            sb.append(String.format(Locale.ROOT, "%08x", line));
            for (int i = line; i < Math.min(line + 16, bytes.length); i++) {
                sb.append(String.format(Locale.ROOT, " %02X", bytes[i] & 0xFF));
            }
            sb.append('\n');
        }
        return sb.toString();
    }
}
