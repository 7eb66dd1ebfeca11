package io.wirebench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.wirebench.results.Manifest;
import io.wirebench.wire.text.Conversions;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ContenderPagesTest {
    private static final String FAIRNESS = """
            # adapters

            | contender | fast path it follows | reference |
            |---|---|---|
            | `fast` | reused buffer, no copy | Fast's README |
            | `slow` | one mapper, the docs' way \\| with a pipe | Slow docs |
            """;

    @Test
    void aContenderPageCarriesItsFairnessRowInTableOrderItsNumbersAndSaysWhenTheRunHasNoSample(@TempDir Path tmp) throws IOException {
        Path run = RunFixture.write(tmp, "2026-run");
        Path adapters = tmp.resolve("adapters");
        Files.createDirectories(adapters.resolve("fast"));
        Files.writeString(adapters.resolve("README.md"), FAIRNESS);
        JsonNode out = ContenderPages.export(RunReader.read(run), adapters);
        JsonNode fast = find(out, "fast");
        assertEquals("fast path it follows", fast.path("fairness").get(0).path("name").asText());
        assertEquals("reused buffer, no copy", fast.path("fairness").get(0).path("value").asText());
        assertEquals("Fast's README", fast.path("fairness").get(1).path("value").asText());
        assertEquals("one mapper, the docs' way | with a pipe", find(out, "slow").path("fairness").get(0).path("value").asText());
        assertFalse(fast.path("order").path("available").asBoolean(), "the fixture run keeps no samples/");
        JsonNode roundTrip = fast.path("numbers").get(0);
        assertEquals("roundTrip", roundTrip.path("operation").asText());
        assertEquals("40.0 ns", roundTrip.path("time").asText());
        assertEquals("2.50 ns", roundTrip.path("error").asText());
        assertEquals("1.50 µs", find(out, "slow").path("numbers").get(0).path("time").asText());
        assertEquals(28, fast.path("sizes").get(0).path("framedBytes").asInt());
        assertEquals("no mapping for Order", find(out, "partial").path("unsupported").get(0).path("reason").asText());
        assertTrue(find(out, "broken").path("failures").get(0).path("error").asText().startsWith("decode gave back"));
    }

    @Test
    void theEncodedOrderIsDumpedInHexAndAsTextWhereItCanBeReadWithoutASchema(@TempDir Path tmp) throws IOException {
        Files.createDirectories(tmp.resolve("samples"));
        // our binary YAML: the wire module's dump reads it back without the schema
        byte[] binary = Conversions.yamlToBinary("price: 1234\nside: Sell\n");
        Files.write(tmp.resolve("samples/wire-binary-named.order.bin"), binary);
        JsonNode yaml = ContenderPages.order(tmp, contender("wire-binary-named", "wire", "BINARY", 4));
        assertEquals("yaml", yaml.path("textKind").asText());
        assertTrue(yaml.path("text").asText().contains("price: 1234"), yaml.path("text").asText());
        assertTrue(yaml.path("hex").asText().startsWith("00000000 "), yaml.path("hex").asText());
        // a text form in a 4-byte document frame: the text is what follows the frame
        byte[] framed = new byte[] {5, 0, 0, 0, 'a', ':', ' ', '1', '\n'};
        Files.write(tmp.resolve("samples/wire-yaml.order.bin"), framed);
        JsonNode text = ContenderPages.order(tmp, contender("wire-yaml", "wire", "TEXT", 4));
        assertEquals("a: 1\n", text.path("text").asText());
        Files.write(tmp.resolve("samples/json.order.bin"), "{\"a\":1}".getBytes(StandardCharsets.UTF_8));
        assertEquals("{\"a\":1}", ContenderPages.order(tmp, contender("json", "jackson", "TEXT", 0)).path("text").asText());
        // anything else needs its schema
        Files.write(tmp.resolve("samples/protobuf.order.bin"), new byte[] {8, 123});
        JsonNode proto = ContenderPages.order(tmp, contender("protobuf", "protobuf", "BINARY", 0));
        assertEquals("none", proto.path("textKind").asText());
        assertTrue(proto.path("textNote").asText().contains("needs its schema"));
        assertEquals("00000000 08 7B", proto.path("hex").asText().substring(0, 14));
    }

    @Test
    void readmesGiveTheirFirstParagraphAndTheRowOfAnId() {
        String readme = "# adapters/x\n\n[X](https://x.example) does things\nfast. Two contenders:\n\n| id | what |\n|---|---|\n| `x-a` | the A way |\n";
        assertEquals("[X](https://x.example) does things fast. Two contenders.", ContenderPages.firstParagraph(readme));
        assertEquals(Map.of("what", "the A way"), ContenderPages.Table.findRowFor(readme, "x-a").row("x-a"));
        assertNull(ContenderPages.Table.findRowFor(readme, "x-b"));
        assertEquals("https://central.sonatype.com/artifact/org.yaml/snakeyaml", ContenderPages.libraryUrl("org.yaml:snakeyaml"));
        assertNull(ContenderPages.libraryUrl("jdk"));
    }

    @Test
    void timesReadInTheirOwnUnit() {
        assertEquals("41.0 ns", Units.time(41));
        assertEquals("999 ns", Units.time(999));
        assertEquals("18.8 µs", Units.time(18_847));
        assertEquals("123 µs", Units.time(123_456));
        assertEquals("1.23 ms", Units.time(1_234_000));
        assertFalse(Units.isTimePerOperation("ops/us"), "a throughput is shown in its own unit, not converted");
    }

    @Test
    void everyPairOfTheNewestRunsIsCompared(@TempDir Path tmp) throws IOException {
        List<Run> runs = List.of(RunReader.read(RunFixture.write(tmp, "2026-a")), RunReader.read(RunFixture.write(tmp, "2026-b")),
                RunReader.read(RunFixture.write(tmp, "2026-c")));
        JsonNode out = RunPages.compare(runs);
        assertEquals(3, out.path("pairs").size());
        assertEquals("2026-b", out.path("defaultBase").asText());
        assertEquals("2026-c", out.path("defaultNew").asText());
        out.path("pairs").forEach(p -> p.path("findings").forEach(f ->
                assertFalse(f.path("unit").asText().equals("B") && f.path("verdict").asText().equals("unchanged"), f.toString())));
    }

    private static Manifest.Contender contender(String id, String family, String format, int frameBytes) {
        return new Manifest.Contender(id, id, family, "lib:" + id, "1", format, null, null, null, null, null, null, null,
                Map.of("frameBytes", io.wirebench.results.ResultFiles.MAPPER.getNodeFactory().numberNode(frameBytes)));
    }

    private static JsonNode find(JsonNode out, String id) {
        for (JsonNode c : out.path("contenders")) {
            if (c.path("id").asText().equals(id)) {
                return c;
            }
        }
        throw new AssertionError("no contender " + id);
    }

    @Test
    void linksIntoTheRepositoryKeepTheirTextAndWebLinksStay() {
        assertEquals("the published Order (docs/SOURCES.md) and [Kryo](https://github.com/EsotericSoftware/kryo)",
                ContenderPages.linksInTheRepositoryAsText(
                        "the published Order ([docs/SOURCES.md](../../docs/SOURCES.md)) and [Kryo](https://github.com/EsotericSoftware/kryo)"));
    }
}
