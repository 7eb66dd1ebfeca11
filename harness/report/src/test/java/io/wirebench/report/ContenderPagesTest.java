package io.wirebench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.wirebench.results.DescriptionsFile;
import io.wirebench.results.ResultFiles;
import io.wirebench.results.ResultFormatException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ContenderPagesTest {
    private static final String HEX = "00000000 7B 22 61 22 3A 31 7D                            {\"a\":1}\n";

    /** What a runner recorded for the fixture run: prose and rows for fast, a sample for fast and slow, nothing for partial. */
    private static DescriptionsFile recorded(String by) {
        return new DescriptionsFile(DescriptionsFile.FORMAT_VERSION, "2026-11-20T08:00:00Z", by, "order", List.of(
                new DescriptionsFile.Entry("fast", "Fast does things [fast](https://fast.example).",
                        List.of(new DescriptionsFile.Cell("fast path it follows", "reused buffer, no copy"),
                                new DescriptionsFile.Cell("reference", "Fast's README")),
                        List.of(new DescriptionsFile.Cell("what", "the reused way")),
                        new DescriptionsFile.Sample("samples/fast.order.bin", 7, HEX, "utf8", "{\"a\":1}", "the bytes as UTF-8 text")),
                new DescriptionsFile.Entry("slow", null, List.of(new DescriptionsFile.Cell("fast path it follows", "one mapper | with a pipe")), null,
                        new DescriptionsFile.Sample("samples/slow.order.bin", 2, "00000000 08 7B                                            ·{\n",
                                "none", null, "binary: reading it back needs its schema (or its library)")),
                new DescriptionsFile.Entry("broken", null, null, null, null)));
    }

    @Test
    void aContenderPageShowsWhatTheRunRecordedAndItsNumbers(@TempDir Path tmp) throws IOException {
        Path run = RunFixture.write(tmp, "2026-run");
        ResultFiles.write(run.resolve(DescriptionsFile.FILE), recorded(DescriptionsFile.BY_RUN));
        JsonNode out = ContenderPages.export(RunReader.read(run));
        assertTrue(out.path("descriptions").path("recorded").asBoolean());
        assertEquals("run", out.path("descriptions").path("recordedBy").asText());
        assertEquals("2026-11-20T08:00:00Z", out.path("descriptions").path("recordedAt").asText());
        JsonNode fast = find(out, "fast");
        assertTrue(fast.path("described").asBoolean());
        assertEquals("Fast does things [fast](https://fast.example).", fast.path("about").asText());
        assertEquals("fast path it follows", fast.path("fairness").get(0).path("name").asText(), "cells in the table's column order");
        assertEquals("reused buffer, no copy", fast.path("fairness").get(0).path("value").asText());
        assertEquals("Fast's README", fast.path("fairness").get(1).path("value").asText());
        assertEquals("the reused way", fast.path("adapterRow").get(0).path("value").asText());
        JsonNode order = fast.path("order");
        assertTrue(order.path("available").asBoolean());
        assertEquals("samples/fast.order.bin", order.path("file").asText());
        assertEquals(7, order.path("bytes").asInt());
        assertEquals(HEX, order.path("hex").asText());
        assertEquals("utf8", order.path("textKind").asText());
        assertEquals("{\"a\":1}", order.path("text").asText());
        JsonNode slow = find(out, "slow");
        assertFalse(slow.has("about"), "no paragraph recorded, none shown");
        assertFalse(slow.has("adapterRow"));
        assertEquals("one mapper | with a pipe", slow.path("fairness").get(0).path("value").asText());
        assertEquals("none", slow.path("order").path("textKind").asText());
        assertFalse(slow.path("order").has("text"));
        assertTrue(slow.path("order").path("textNote").asText().contains("needs its schema"));
        JsonNode broken = find(out, "broken");
        assertTrue(broken.path("described").asBoolean());
        assertFalse(broken.path("order").path("available").asBoolean(), "recorded without a sample: the run kept none");
        assertFalse(find(out, "partial").path("described").asBoolean(), "a contender the file does not list is not described");
        assertEquals("adapters/fast", fast.path("adapterPath").asText());
        JsonNode roundTrip = fast.path("numbers").get(0);
        assertEquals("roundTrip", roundTrip.path("operation").asText());
        assertEquals("40.0 ns", roundTrip.path("time").asText());
        assertEquals("2.50 ns", roundTrip.path("error").asText());
        assertEquals("1.50 µs", slow.path("numbers").get(0).path("time").asText());
        assertEquals(28, fast.path("sizes").get(0).path("framedBytes").asInt());
        assertEquals("no mapping for Order", find(out, "partial").path("unsupported").get(0).path("reason").asText());
        assertTrue(broken.path("failures").get(0).path("error").asText().startsWith("decode gave back"));
    }

    @Test
    void aRunWithoutDescriptionsShowsNoProseNoRowsAndNoSampleEvenWhenItKeptTheBytes(@TempDir Path tmp) throws IOException {
        Path run = RunFixture.write(tmp, "2026-run");
        // the bytes are there, and a README beside the run: neither is read, the run recorded no descriptions
        Files.createDirectories(run.resolve("samples"));
        Files.write(run.resolve("samples/fast.order.bin"), new byte[] {8, 123});
        Files.createDirectories(tmp.resolve("adapters/fast"));
        Files.writeString(tmp.resolve("adapters/fast/README.md"), "# fast\n\nToday's prose.\n");
        JsonNode out = ContenderPages.export(RunReader.read(run));
        assertFalse(out.path("descriptions").path("recorded").asBoolean());
        assertFalse(out.path("descriptions").has("recordedBy"));
        for (JsonNode c : out.path("contenders")) {
            String id = c.path("id").asText();
            assertFalse(c.path("described").asBoolean(), id);
            assertFalse(c.has("about") || c.has("fairness") || c.has("adapterRow"), id + ": " + c);
            assertFalse(c.path("order").path("available").asBoolean(), id);
            assertFalse(c.path("order").has("hex"), id);
        }
        assertEquals("adapters/fast", find(out, "fast").path("adapterPath").asText(), "where the adapter lives comes from the manifest");
    }

    @Test
    void aBackfilledFileSaysSoAndABrokenOneIsAnError(@TempDir Path tmp) throws IOException {
        Path run = RunFixture.write(tmp, "2026-run");
        ResultFiles.write(run.resolve(DescriptionsFile.FILE), recorded(DescriptionsFile.BY_DESCRIBE));
        assertEquals("describe", ContenderPages.export(RunReader.read(run)).path("descriptions").path("recordedBy").asText());
        Files.writeString(run.resolve(DescriptionsFile.FILE), "{\"formatVersion\": 1, \"recordedBy\": \"run\"");
        assertThrows(ResultFormatException.class, () -> ContenderPages.export(RunReader.read(run)));
    }

    @Test
    void theLibraryLinksToMavenCentralWhereItIsThere() {
        assertEquals("https://central.sonatype.com/artifact/org.yaml/snakeyaml", ContenderPages.libraryUrl("org.yaml:snakeyaml"));
        assertNull(ContenderPages.libraryUrl("jdk"));
        assertNull(ContenderPages.libraryUrl("io.wirebench:wirebench-wire"));
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

    private static JsonNode find(JsonNode out, String id) {
        for (JsonNode c : out.path("contenders")) {
            if (c.path("id").asText().equals(id)) {
                return c;
            }
        }
        throw new AssertionError("no contender " + id);
    }
}
