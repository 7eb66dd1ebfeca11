package io.wirebench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebench.bench.readme.AdapterReadmes;
import io.wirebench.results.DescriptionsFile;
import io.wirebench.results.Manifest;
import io.wirebench.results.ResultFiles;
import io.wirebench.wire.text.Conversions;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** descriptions.json as the runner and {@code Main describe} write it, from a run folder's samples and the READMEs. */
class DescriptionsRecorderTest {
    private static final Instant NOW = Instant.parse("2026-11-26T10:00:00Z");
    private static final String FAIRNESS = """
            # adapters

            | module | what |
            |---|---|
            | `fast` | not the fairness table |

            | contender | fast path it follows | reference |
            |---|---|---|
            | `fast` | reused buffer, no copy | [Fast's README](fast/README.md) |
            | `slow` | one mapper, the docs' way \\| with a pipe | [Slow docs](https://slow.example) |
            """;
    private static final String FAST_README = """
            # adapters/fast

            [Fast](https://fast.example) does things
            quickly, as [its guide](../../docs/SOURCES.md) says. Two contenders:

            | id | what |
            |---|---|
            | `fast` | the reused way |
            """;

    @TempDir
    Path tmp;

    private Path adapters() throws IOException {
        Path adapters = tmp.resolve("adapters");
        Files.createDirectories(adapters.resolve("fast"));
        Files.writeString(adapters.resolve("README.md"), FAIRNESS);
        Files.writeString(adapters.resolve("fast/README.md"), FAST_README);
        return adapters;
    }

    /** A run folder as a run leaves it: samples for three contenders, none for the fourth. */
    private Path runDir() throws IOException {
        Path run = tmp.resolve("run");
        Files.createDirectories(run.resolve("samples"));
        Files.write(run.resolve("samples/wire-binary-named.order.bin"), Conversions.yamlToBinary("price: 1234\nside: Sell\n"));
        Files.write(run.resolve("samples/fast.order.bin"), new byte[] {5, 0, 0, 0, 'a', ':', ' ', '1', '\n'});
        Files.write(run.resolve("samples/slow.order.bin"), new byte[] {8, 123});
        return run;
    }

    private static final List<Manifest.Contender> CONTENDERS = List.of(contender("wire-binary-named", "wire", "BINARY", 4),
            contender("slow", "slow", "BINARY", 0), contender("fast", "fast", "TEXT", 4), contender("lost", "lost", "BINARY", 0));

    @Test
    void eachContenderGetsItsParagraphItsRowsInColumnOrderAndItsSampleViews() throws IOException {
        DescriptionsFile d = DescriptionsRecorder.of(runDir(), adapters(), CONTENDERS, DescriptionsFile.BY_RUN, NOW);
        assertEquals("run", d.recordedBy());
        assertEquals("2026-11-26T10:00:00Z", d.recordedAt());
        assertEquals("order", d.sampleDataset());
        assertEquals(List.of("fast", "lost", "slow", "wire-binary-named"), d.contenders().stream().map(DescriptionsFile.Entry::contender).toList());
        DescriptionsFile.Entry fast = d.contenders().get(0);
        assertEquals("[Fast](https://fast.example) does things quickly, as its guide says. Two contenders.", fast.about(),
                "one paragraph, repository links as text, web links kept, a lead-in colon made a full stop");
        assertEquals(List.of(new DescriptionsFile.Cell("fast path it follows", "reused buffer, no copy"),
                new DescriptionsFile.Cell("reference", "Fast's README")), fast.fairness(), "the fairness table's row, not the first table's");
        assertEquals(List.of(new DescriptionsFile.Cell("what", "the reused way")), fast.adapterRow());
        assertEquals("utf8", fast.sample().textKind());
        assertEquals("a: 1\n", fast.sample().text(), "a text form in a 4-byte frame: the text is what follows the frame");
        assertTrue(fast.sample().textNote().contains("4-byte frame"), fast.sample().textNote());
        assertEquals("samples/fast.order.bin", fast.sample().file());
        assertEquals(9, fast.sample().bytes());

        DescriptionsFile.Entry lost = d.contenders().get(1);
        assertNull(lost.about(), "no README, no paragraph");
        assertNull(lost.fairness());
        assertNull(lost.sample(), "no sample kept, none described");

        DescriptionsFile.Entry slow = d.contenders().get(2);
        assertEquals("one mapper, the docs' way | with a pipe", slow.fairness().get(0).value());
        assertEquals("[Slow docs](https://slow.example)", slow.fairness().get(1).value());
        assertEquals("none", slow.sample().textKind());
        assertNull(slow.sample().text());
        assertTrue(slow.sample().textNote().contains("needs its schema"));
        assertEquals("00000000 08 7B", slow.sample().hex().substring(0, 14));

        DescriptionsFile.Entry yaml = d.contenders().get(3);
        assertEquals("yaml", yaml.sample().textKind(), "our binary YAML reads back without its schema");
        assertTrue(yaml.sample().text().contains("price: 1234"), yaml.sample().text());
        assertTrue(yaml.sample().hex().startsWith("00000000 "), yaml.sample().hex());
    }

    @Test
    void textThatIsNotUtf8SaysSo() {
        SampleView.Text bad = SampleView.textOf(contender("json", "jackson", "TEXT", 0), new byte[] {'{', (byte) 0xC3, '}'});
        assertEquals("none", bad.kind());
        assertNull(bad.text());
        assertTrue(bad.note().contains("not valid UTF-8"), bad.note());
        SampleView.Text plain = SampleView.textOf(contender("json", "jackson", "TEXT", 0), "{\"a\":1}".getBytes(StandardCharsets.UTF_8));
        assertEquals(new SampleView.Text("utf8", "{\"a\":1}", "the bytes as UTF-8 text"), plain);
    }

    @Test
    void theRunnerWritesTheFileIntoTheRunFolderAndItFollowsTheSchema() throws IOException {
        Path run = runDir();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        DescriptionsRecorder.write(new RunFolder(run), adapters(), CONTENDERS, new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals("", err.toString(StandardCharsets.UTF_8));
        Path file = run.resolve(DescriptionsFile.FILE);
        ResultSchemaTest.assertValid(ResultSchemaTest.schema("descriptions.schema.json"), file);
        DescriptionsFile d = ResultFiles.readDescriptions(file);
        assertEquals("run", d.recordedBy());
        assertEquals(4, d.contenders().size());
    }

    @Test
    void whatIsNoFileIsNotQuotedAndAFileThatCannotBeWrittenIsReportedNotThrown() throws IOException {
        Path run = runDir();
        // a sample or a README that is a folder is no file: nothing to quote, and no reason to lose the file
        Files.delete(run.resolve("samples/slow.order.bin"));
        Files.createDirectories(run.resolve("samples/slow.order.bin").resolve("x"));
        Files.writeString(run.resolve("samples/slow.order.bin/x/y"), "");
        Path adapters = adapters();
        Files.delete(adapters.resolve("fast/README.md"));
        Files.createDirectories(adapters.resolve("fast/README.md"));
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        DescriptionsRecorder.write(new RunFolder(run), adapters, CONTENDERS, new PrintStream(err, true, StandardCharsets.UTF_8));

        assertEquals("", err.toString(StandardCharsets.UTF_8));
        DescriptionsFile d = ResultFiles.readDescriptions(run.resolve(DescriptionsFile.FILE));
        assertNull(d.contenders().get(0).about());
        assertNull(d.contenders().get(2).sample(), "a sample that is no file is no sample");
        Files.delete(run.resolve(DescriptionsFile.FILE));
        Files.createDirectories(run.resolve(DescriptionsFile.FILE).resolve("in-the-way"));
        DescriptionsRecorder.write(new RunFolder(run), adapters, CONTENDERS, new PrintStream(err, true, StandardCharsets.UTF_8));
        assertTrue(err.toString(StandardCharsets.UTF_8).startsWith("descriptions.json not written: "), err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void describeFillsInAFinishedRunOnceAndSaysItDid() throws IOException {
        Path run = runDir();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> DescriptionsRecorder.describe(run, adapters(), NOW));
        assertTrue(e.getMessage().contains("no manifest.json"), e.getMessage());
        writeManifest(run);
        e = assertThrows(IllegalArgumentException.class, () -> DescriptionsRecorder.describe(run, tmp.resolve("elsewhere"), NOW));
        assertTrue(e.getMessage().contains("has no README.md"), e.getMessage());

        Path written = DescriptionsRecorder.describe(run, adapters(), NOW);
        assertEquals(run.resolve(DescriptionsFile.FILE), written);
        ResultSchemaTest.assertValid(ResultSchemaTest.schema("descriptions.schema.json"), written);
        DescriptionsFile d = ResultFiles.readDescriptions(written);
        assertEquals("describe", d.recordedBy());
        assertEquals(DescriptionsRecorder.of(run, adapters(), CONTENDERS, DescriptionsFile.BY_DESCRIBE, NOW), d,
                "the same descriptions the runner would have written, marked as a backfill");
        e = assertThrows(IllegalArgumentException.class, () -> DescriptionsRecorder.describe(run, adapters(), NOW));
        assertTrue(e.getMessage().contains("exists already") && e.getMessage().contains("'describe'"), e.getMessage());
    }

    /**
     * The backfill of the committed publish run, done on a copy: every contender of the run is described from this tree,
     * every kept sample has its hex dump (16 bytes a line) and every binary YAML form its text.
     */
    @Test
    void describeOnACopyOfTheCommittedPublishRunDescribesEveryContender() throws IOException {
        Path committed = RunCommandTest.REPOSITORY.resolve("results/20261126T063347Z-publish");
        Path run = tmp.resolve("copy");
        Files.createDirectories(run.resolve("samples"));
        Files.copy(committed.resolve("manifest.json"), run.resolve("manifest.json"));
        try (Stream<Path> samples = Files.list(committed.resolve("samples"))) {
            for (Path s : samples.toList()) {
                Files.copy(s, run.resolve("samples").resolve(s.getFileName().toString()));
            }
        }
        Path written = DescriptionsRecorder.describe(run, RunCommandTest.REPOSITORY.resolve("adapters"), NOW);
        ResultSchemaTest.assertValid(ResultSchemaTest.schema("descriptions.schema.json"), written);
        DescriptionsFile d = ResultFiles.readDescriptions(written);
        Manifest m = ResultFiles.readManifest(run.resolve("manifest.json"));
        assertEquals(m.contenders().size(), d.contenders().size());
        int samples = 0;
        for (DescriptionsFile.Entry e : d.contenders()) {
            assertNotNull(e.about(), e.contender() + ": its adapter README's first paragraph");
            assertNotNull(e.fairness(), e.contender() + ": its fairness row");
            if (e.sample() != null) {
                samples++;
                assertEquals((e.sample().bytes() + 15) / 16, e.sample().hex().lines().count(), e.contender());
                if (e.contender().startsWith("wire-binary-")) {
                    assertEquals("yaml", e.sample().textKind(), e.contender());
                }
            }
        }
        try (Stream<Path> kept = Files.list(run.resolve("samples"))) {
            assertEquals(kept.count(), samples, "every kept sample is described");
        }
    }

    @Test
    void readmeTablesFindTheRowOfAnIdAndNothingForAnother() {
        AdapterReadmes.Table t = AdapterReadmes.Table.findRowFor(FAST_README, "fast");
        assertEquals(Map.of("what", "the reused way"), t.row("fast"));
        assertNull(AdapterReadmes.Table.findRowFor(FAST_README, "slow"));
        assertNull(AdapterReadmes.Table.findIn(FAST_README, AdapterReadmes.FAIRNESS_COLUMN));
        assertEquals("", AdapterReadmes.firstParagraph("# only a title\n"));
    }

    /** A finished run's manifest listing {@link #CONTENDERS}, as far as describe reads it. */
    private static void writeManifest(Path run) throws IOException {
        Files.writeString(run.resolve("manifest.json"), """
                {"formatVersion": 2, "runId": "run", "startedAt": "2026-11-26T09:00:00Z", "profile": {"name": "quick"},
                 "source": {"commit": "abc", "dirty": false}, "machine": {"cpuModel": "Test CPU", "logicalCpus": 2},
                 "jvm": {"vendor": "Test", "version": "17"}, "datasets": [], "unsupported": [], "failures": [],
                 "contenders": %s}
                """.formatted(ResultFiles.MAPPER.writeValueAsString(CONTENDERS)));
    }

    private static Manifest.Contender contender(String id, String family, String format, int frameBytes) {
        return new Manifest.Contender(id, id, family, "lib:" + id, "1", format, null, null, null, null, null, null, null,
                Map.of("frameBytes", ResultFiles.MAPPER.getNodeFactory().numberNode(frameBytes)));
    }
}
