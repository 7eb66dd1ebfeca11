package io.wirebench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebench.results.ResultFormatException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The run the site shows per JDK: the newest whole run on the lowest JDK, and each other JDK's newest whole run. */
class JdkRunsTest {
    @TempDir
    Path results;

    private Path run(String id, String jdk) {
        return new SyntheticRun(id, jdk + "+1").jdkVersion(jdk).avgt("x", "roundTrip", 3, 100, 0, id.hashCode()).size("x", 10, 20)
                .write(results);
    }

    /** A focused run, as make extras selects it (invocation.json). */
    private Path focused(String id, String jdk) throws IOException {
        Path dir = run(id, jdk);
        Files.writeString(dir.resolve("invocation.json"), "{\"profile\": \"publish\", \"selection\": {\"contenders\": [], \"datasets\": [],"
                + " \"operations\": [\"roundTrip\", \"directRoundTrip\"]}}");
        return dir;
    }

    private static String name(Path p) {
        return p.getFileName().toString();
    }

    /** Every version form is JavaVersionTest's (harness/results); here, that a manifest's bad version is a result file's fault. */
    @Test
    void theFeatureReleaseOfAJavaVersion() {
        assertEquals(17, JdkRuns.feature("17.0.15"));
        ResultFormatException e = assertThrows(ResultFormatException.class, () -> JdkRuns.feature("temurin"));
        assertTrue(e.getMessage().contains("'temurin'"), e.getMessage());
        assertThrows(ResultFormatException.class, () -> JdkRuns.feature((String) null));
    }

    @Test
    void aNewerRunOnJdk25DoesNotReplaceTheHeadlineOnJdk17ItGoesBehindTheSwitch() throws IOException {
        run("20261126T060000Z-publish", "17.0.15");
        run("20261126T063347Z-publish", "17.0.15");
        focused("20261126T093620Z-publish", "17.0.15");
        run("20261126T120000Z-publish", "25.0.1");
        run("20261126T130000Z-quick", "25.0.1");
        JdkRuns.Choice c = JdkRuns.choose(results, null);
        assertEquals("20261126T063347Z-publish", name(c.shown()), "the newest whole run on the lowest JDK, not the newest run");
        assertEquals(17, c.shownFeature());
        assertEquals(Map.of(25, results.resolve("20261126T130000Z-quick")), c.others(), "the newest whole run of JDK 25");
    }

    @Test
    void aFocusedRunIsNeverTheRunOfItsJdk() throws IOException {
        run("20261126T060000Z-publish", "17.0.15");
        run("20261126T070000Z-publish", "25.0.1");
        focused("20261126T080000Z-publish", "25.0.1");
        JdkRuns.Choice c = JdkRuns.choose(results, null);
        assertEquals("20261126T060000Z-publish", name(c.shown()));
        assertEquals("20261126T070000Z-publish", name(c.others().get(25)));
    }

    @Test
    void withOneJdkThereIsNothingBehindTheSwitch() {
        run("20261126T060000Z-publish", "25.0.1");
        run("20261126T070000Z-publish", "25.0.1");
        JdkRuns.Choice c = JdkRuns.choose(results, null);
        assertEquals("20261126T070000Z-publish", name(c.shown()), "with no run on 17 the lowest JDK measured is shown");
        assertEquals(25, c.shownFeature());
        assertTrue(c.others().isEmpty());
    }

    @Test
    void aRunNamedOnTheCommandLineIsShownAndTheOtherJdksNewestRunsAreOffered() {
        run("20261126T060000Z-publish", "17.0.15");
        run("20261126T070000Z-publish", "17.0.15");
        run("20261126T080000Z-publish", "25.0.1");
        JdkRuns.Choice c = JdkRuns.choose(results, "20261126T080000Z-publish");
        assertEquals(25, c.shownFeature());
        assertEquals(Map.of(17, results.resolve("20261126T070000Z-publish")), c.others());
        ResultFormatException e = assertThrows(ResultFormatException.class, () -> JdkRuns.choose(results, "20261126T090000Z-publish"));
        assertTrue(e.getMessage().contains("no run 20261126T090000Z-publish"), e.getMessage());
    }

    @Test
    void olderRunsWithoutAJdkRecordAreReadByTheRunnersJvm() throws IOException {
        Path old = run("20261122T020911Z-quick", "17.0.15");
        String manifest = Files.readString(old.resolve("manifest.json"));
        // a manifest from before the jdk record: only jvm, whose version the runner wrote as 17
        Files.writeString(old.resolve("manifest.json"), manifest.replaceAll("(?s),\\s*\"jdk\"\\s*:\\s*\\{[^}]*\\}", ""));
        assertTrue(!Files.readString(old.resolve("manifest.json")).contains("\"jdk\" :"), "the jdk record is gone");
        run("20261126T080000Z-publish", "25.0.1");
        JdkRuns.Choice c = JdkRuns.choose(results, null);
        assertEquals("20261122T020911Z-quick", name(c.shown()));
        assertEquals(17, c.shownFeature());
    }
}
