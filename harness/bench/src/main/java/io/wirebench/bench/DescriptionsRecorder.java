package io.wirebench.bench;

import io.wirebench.bench.readme.AdapterReadmes;
import io.wirebench.results.DescriptionsFile;
import io.wirebench.results.Manifest;
import io.wirebench.results.ResultFiles;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/**
 * Writes a run's {@code descriptions.json} ({@link DescriptionsFile}): what the contender pages show about each
 * contender besides its numbers, taken when the run is measured so that the report never reads today's READMEs
 * for an old run. Per contender: its adapter README's first paragraph, its row of the fairness table in
 * {@code adapters/README.md} and its row in its own README ({@link AdapterReadmes}), and the sample the run kept
 * ({@code samples/<id>.order.bin}) as hex and text ({@link SampleView}).
 *
 * <p>Two writers: the runner at the end of every run ({@link DescriptionsFile#BY_RUN}, beside the footprint), and
 * {@code Main describe} for a run made before this file ({@link DescriptionsFile#BY_DESCRIBE}), which records the
 * READMEs of the tree it is given, today's, and says so.
 */
final class DescriptionsRecorder {
    private DescriptionsRecorder() {
    }

    /**
     * The runner's file, for the contenders the manifest lists; a failure (a README that cannot be read, a full disk)
     * is reported on {@code err} and leaves the file out, so that the manifest written after it, and the run, is kept.
     */
    static void write(RunFolder folder, Path adapters, List<Manifest.Contender> contenders, PrintStream err) {
        try {
            Json.write(folder.descriptions(), of(folder.dir(), adapters, contenders, DescriptionsFile.BY_RUN, Instant.now()));
        } catch (RuntimeException e) {
            err.println(DescriptionsFile.FILE + " not written: " + (e.getMessage() != null ? e.getMessage() : e.toString()));
        }
    }

    /**
     * {@code Main describe}: the file for a finished run that has none, from its manifest's contenders, its samples and
     * the READMEs under {@code adapters} now. A run that has the file already is refused: what the run recorded is
     * not replaced by a later tree's prose.
     */
    static Path describe(Path runDir, Path adapters, Instant now) {
        Path manifest = runDir.resolve("manifest.json");
        if (!Files.isRegularFile(manifest)) {
            throw new IllegalArgumentException(runDir + " is no finished run: it has no manifest.json");
        }
        if (!Files.isRegularFile(adapters.resolve("README.md"))) {
            throw new IllegalArgumentException(adapters + " has no README.md: describe needs the adapters folder of a wirebench tree (--repo)");
        }
        Path out = runDir.resolve(DescriptionsFile.FILE);
        if (Files.exists(out)) {
            throw new IllegalArgumentException(out + " exists already (recorded by '" + ResultFiles.readDescriptions(out).recordedBy()
                    + "'); describe only fills in a run that has none");
        }
        Json.write(out, of(runDir, adapters, ResultFiles.readManifest(manifest).contenders(), DescriptionsFile.BY_DESCRIBE, now));
        return out;
    }

    /** The descriptions of {@code contenders}, in id order, from the run folder's samples and the READMEs under {@code adapters}. */
    static DescriptionsFile of(Path runDir, Path adapters, List<Manifest.Contender> contenders, String recordedBy, Instant now) {
        AdapterReadmes.Table fairness = AdapterReadmes.Table.findIn(AdapterReadmes.readOrEmpty(adapters.resolve("README.md")),
                AdapterReadmes.FAIRNESS_COLUMN);
        List<DescriptionsFile.Entry> entries = new ArrayList<>();
        for (Manifest.Contender c : contenders.stream().sorted(Comparator.comparing(Manifest.Contender::id)).toList()) {
            String family = c.family() == null ? c.id() : c.family();
            String readme = AdapterReadmes.readOrEmpty(adapters.resolve(family).resolve("README.md"));
            String about = AdapterReadmes.firstParagraph(readme);
            entries.add(new DescriptionsFile.Entry(c.id(), about.isEmpty() ? null : about, row(fairness, c.id()),
                    row(AdapterReadmes.Table.findRowFor(readme, c.id()), c.id()), sample(runDir, c)));
        }
        return new DescriptionsFile(DescriptionsFile.FORMAT_VERSION, now.toString(), recordedBy, RunFolder.SAMPLE_DATASET, entries);
    }

    /** The row's cells after the id, in column order, repository links as text; null without a row. */
    private static List<DescriptionsFile.Cell> row(AdapterReadmes.Table table, String id) {
        Map<String, String> row = table == null ? null : table.row(id);
        if (row == null) {
            return null;
        }
        List<DescriptionsFile.Cell> cells = new ArrayList<>();
        row.forEach((name, value) -> cells.add(new DescriptionsFile.Cell(name, AdapterReadmes.linksInTheRepositoryAsText(value))));
        return cells;
    }

    private static DescriptionsFile.Sample sample(Path runDir, Manifest.Contender c) {
        Path file = new RunFolder(runDir).sample(c.id());
        if (!Files.isRegularFile(file)) {
            return null;
        }
        try {
            return SampleView.of(c, runDir.relativize(file).toString().replace('\\', '/'), Files.readAllBytes(file));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file + ": " + e.getMessage(), e);
        }
    }
}
