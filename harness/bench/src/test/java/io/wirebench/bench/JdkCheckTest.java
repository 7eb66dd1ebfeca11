package io.wirebench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebench.results.JdkCompatFile;
import io.wirebench.results.ResultFiles;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The JDK check end to end, with real proving JVMs: the test contenders on this JVM's own JDK as both the base and
 * the target (the check must not depend on a second JDK being installed). {@link ResultSchemaTest} validates the file.
 */
class JdkCheckTest {
    static final List<String> IDS = List.of("test-good", "test-jdk-fails", "test-jdk-halts", "test-jdk-warns");
    static Path folder;
    static JdkCompatFile file;
    static String output;

    @BeforeAll
    static synchronized void checkTheTestContenders() throws IOException {
        if (file != null) {
            return;
        }
        Path results = Files.createTempDirectory("wirebench-jdk-check-test");
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        Map<String, String> options = new HashMap<>(Map.of("jdk", System.getProperty("java.home"), "contender", String.join(",", IDS),
                "results", results.toString(), "repo", RunCommandTest.REPOSITORY.toString(), "timeout", "120s"));
        JdkCheck.main(options, new PrintStream(bytes, true, StandardCharsets.UTF_8));
        output = bytes.toString(StandardCharsets.UTF_8);
        try (Stream<Path> dirs = Files.list(results)) {
            List<Path> written = dirs.toList();
            assertEquals(1, written.size(), written.toString());
            folder = written.get(0);
        }
        file = ResultFiles.readJdkCompat(folder.resolve(JdkCompatFile.FILE));
    }

    private static JdkCompatFile.Row row(String id) {
        return file.rows().stream().filter(r -> r.contender().equals(id)).findFirst().orElseThrow(() -> new AssertionError(id + ": " + output));
    }

    @Test
    void theFolderIsNamedByTimeAndHasNoManifestSoItIsNoRun() {
        assertTrue(folder.getFileName().toString().matches("\\d{8}T\\d{6}Z" + JdkCompatFile.FOLDER_SUFFIX), folder.toString());
        assertFalse(Files.exists(folder.resolve("manifest.json")));
        assertEquals(IDS, file.rows().stream().map(JdkCompatFile.Row::contender).toList(), "the named contenders, in id order");
        assertEquals(System.getProperty("java.version"), file.base().version());
        assertEquals(System.getProperty("java.vendor"), file.base().vendor());
        assertEquals(Runtime.version().feature(), file.target().feature());
    }

    @Test
    void aContenderThatWorksIsOkOnBothAndGotItsOwnFlag() {
        // test-good refuses to make a codec without its JVM flag: ok means the proving JVM was started with it
        JdkCompatFile.Row good = row("test-good");
        assertEquals(List.of("-Dwirebench.test.flag=good"), good.jvmArgs());
        for (JdkCompatFile.Result r : List.of(good.base(), good.target())) {
            assertEquals(JdkCompatFile.OK, r.outcome(), output);
            assertEquals(0, r.exitCode());
            assertTrue(r.checked().contains("order"), r.checked().toString());
            assertEquals(List.of(), r.failed());
            assertEquals(List.of(), r.warnings(), "it prints no warning");
            assertNull(r.withFlags());
        }
    }

    @Test
    void theWarningsTheJvmPrintedAreKeptOnceClassifiedAndWithoutTheMachinesDetails() {
        JdkCompatFile.Result r = row("test-jdk-warns").target();
        assertEquals(JdkCompatFile.OK, r.outcome(), output);
        assertEquals(1, r.warnings().size(), r.warnings().toString());
        JdkCompatFile.Warning w = r.warnings().get(0);
        assertEquals("other", w.kind());
        assertTrue(w.text().contains("VM warning") && w.text().contains("UseBiasedLocking"), w.text());
        assertNull(r.withFlags(), "no flag silences a warning of kind other");
        assertEquals(r.warnings(), row("test-jdk-warns").base().warnings());
    }

    @Test
    void aFailedCheckAndADeadJvmAreToldApartWithTheirFirstErrorLine() throws IOException {
        JdkCompatFile.Result fails = row("test-jdk-fails").target();
        assertEquals(JdkCompatFile.FAILS, fails.outcome(), output);
        assertEquals(0, fails.exitCode());
        assertTrue(fails.error().contains(JdkCheckContenders.FAIL_MESSAGE), fails.error());
        assertTrue(fails.failed().contains("order"), fails.failed().toString());
        JdkCompatFile.Result halts = row("test-jdk-halts").target();
        assertEquals(JdkCompatFile.CRASHES, halts.outcome(), output);
        assertEquals(JdkCheckContenders.HALT, halts.exitCode());
        assertEquals(JdkCheckContenders.HALT_MESSAGE, halts.error());
        assertEquals(List.of(), halts.checked());
        // what the JVM printed stays beside the file
        assertTrue(Files.readString(folder.resolve("logs/target/test-jdk-halts.err.log")).contains(JdkCheckContenders.HALT_MESSAGE));
    }

    @Test
    void theProgressAndSummaryNameEachOutcome() {
        assertTrue(output.contains("[4/4] test-jdk-warns"), output);
        assertTrue(output.lines().anyMatch(l -> l.strip().startsWith("crashes") && l.contains("test-jdk-halts")), output);
        assertTrue(output.lines().anyMatch(l -> l.strip().startsWith("ok with warnings") && l.contains("test-jdk-warns")), output);
    }

    @Test
    void badInputIsRefusedByName() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> JdkCheck.main(Map.of(), System.out));
        assertTrue(e.getMessage().contains("--jdk"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> JdkCheck.main(Map.of("jdk", "/no/such/jdk"), System.out));
        assertTrue(e.getMessage().contains("no bin/java"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> JdkCheck.select(Discovery.discover(), "test-good,no-such-one"));
        assertTrue(e.getMessage().contains("no-such-one") && !e.getMessage().contains("test-good"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> JdkCheck.main(Map.of("jdk", System.getProperty("java.home"), "timeout", "soon"),
                System.out));
        assertTrue(e.getMessage().contains("--timeout"), e.getMessage());
    }

    /** Every version form is JavaVersionTest's (harness/results); here, that the check records each probed JDK's release. */
    @Test
    void bothJdksAreRecordedWithTheirFeatureRelease() {
        for (JdkCompatFile.Jdk jdk : List.of(file.base(), file.target())) {
            assertEquals(System.getProperty("java.version"), jdk.version());
            assertEquals(Runtime.version().feature(), jdk.feature());
        }
    }
}
