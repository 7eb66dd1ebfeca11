package io.wirebench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.wirebench.results.ResultFormatException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * What the tests of the site's optional sections (cold start, footprint, JDK check) check alike: a run that lacks the
 * section's file says so, and a run whose file is cut short is refused by name.
 */
final class SectionChecks {

    private SectionChecks() {
    }

    /** A run of one measured and sized case and no other file: what a run made before a section existed holds. */
    static Path plainRun(Path root, String id) {
        return new SyntheticRun(id).avgt("fast", "roundTrip", 3, 100, 56, 7).size("fast", 30, 50).write(root);
    }

    /** Exports the run in {@code dir} and fails unless {@code section} says {@code available: false} (not absent) and has no rows. */
    static void assertUnavailable(Path dir, String section, String why) throws IOException {
        JsonNode none = SiteExport.export(RunReader.read(dir)).path(section);
        assertFalse(none.path("available").asBoolean(true), why);
        assertEquals(0, none.path("rows").size());
    }

    /** Writes {@code content} as the run's {@code file} and fails unless exporting it is refused naming the file as not JSON. */
    static void assertCorruptFileRefused(Path dir, String file, String content) throws IOException {
        Files.writeString(dir.resolve(file), content);
        Run run = RunReader.read(dir);
        ResultFormatException e = assertThrows(ResultFormatException.class, () -> SiteExport.export(run));
        assertTrue(e.getMessage().contains(file) && e.getMessage().contains("not valid JSON"), e.getMessage());
    }
}
