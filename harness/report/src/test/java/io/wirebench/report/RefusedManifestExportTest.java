package io.wirebench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The site export refuses a manifest that is hollow or has a field of the wrong type, naming the
 * file and the field, and writes nothing (it used to export a site with every contender dropped
 * and exit 0).
 */
class RefusedManifestExportTest {
    @TempDir
    Path results;

    private String export(Path run) throws IOException {
        Path out = results.resolve("site.json");
        String err = CompareTest.stderrOf(() -> assertEquals(2, Main.run(new String[] {"export", "--results", results.toString(),
                "--run", run.getFileName().toString(), "--out", out.toString()})));
        assertFalse(Files.exists(out), "nothing exported from a refused run");
        return err;
    }

    @Test
    void aManifestThatIsOnlyItsFormatVersionIsRefusedNamingTheFileAndTheMissingField() throws IOException {
        Path run = new SyntheticRun("hollow").avgt("x", "roundTrip", 3, 100, 0, 24).size("x", 10, 20).write(results);
        Files.writeString(run.resolve("manifest.json"), "{\"formatVersion\":2}");
        String err = export(run);
        assertTrue(err.contains(run.resolve("manifest.json") + ": field '"), err);
        assertTrue(err.matches("(?s).*field '(runId|startedAt|profile|source|machine|jvm|contenders|datasets|unsupported|failures)'"
                + " is required and missing.*"), err);
    }

    @Test
    void aFieldOfTheWrongTypeIsRefusedNamingTheFileAndTheField() throws IOException {
        Path run = new SyntheticRun("typed").avgt("x", "roundTrip", 3, 100, 0, 24).size("x", 10, 20).write(results);
        Path manifest = run.resolve("manifest.json");
        String good = Files.readString(manifest);
        assertTrue(good.contains("\"runId\" : \"typed\""), good);
        Files.writeString(manifest, good.replace("\"runId\" : \"typed\"", "\"runId\" : 7"));
        String err = export(run);
        assertTrue(err.contains(manifest + ": field 'runId' has the wrong type: expected a string"), err);
    }
}
