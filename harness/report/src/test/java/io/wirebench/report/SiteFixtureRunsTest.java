package io.wirebench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebench.results.ResultFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The two runs the site's browser test diffs on the compare page (site/tests/fixtures/results) are
 * what {@link SyntheticRun} writes, and say what the browser test expects: a 10 % slower round trip
 * on {@code fast}, 16 more bytes allocated per round trip on {@code slow}, a 20 % faster encode on
 * {@code slow}. Regenerate them with {@code -Dwirebench.regenerateSiteFixture=true}.
 */
class SiteFixtureRunsTest {
    static final Path FIXTURE = Path.of("../../site/tests/fixtures/results");

    static List<SyntheticRun> runs() {
        SyntheticRun base = new SyntheticRun("2026a-base")
                .avgt("fast", "roundTrip", 5, 100, 56, 11).avgt("slow", "roundTrip", 5, 1000, 1000, 12).avgt("slow", "encode", 5, 500, 0, 13)
                .size("fast", 30, 50).size("slow", 100, 106);
        SyntheticRun current = new SyntheticRun("2026b-new")
                .avgt("fast", "roundTrip", 5, 110, 56, 21).avgt("slow", "roundTrip", 5, 1000, 1016, 22).avgt("slow", "encode", 5, 400, 0, 23)
                .size("fast", 30, 50).size("slow", 100, 106);
        return List.of(base, current);
    }

    @Test
    void theCommittedFixtureIsWhatSyntheticRunWrites(@TempDir Path tmp) throws IOException {
        if (Boolean.getBoolean("wirebench.regenerateSiteFixture")) {
            runs().forEach(r -> r.write(FIXTURE));
        }
        runs().forEach(r -> r.write(tmp));
        List<Path> expected = files(tmp);
        assertEquals(expected, files(FIXTURE), "the fixture's files (regenerate with -Dwirebench.regenerateSiteFixture=true)");
        for (Path f : expected) {
            // as JSON trees: SyntheticRun builds some objects with Map.of, whose key order differs from JVM to JVM
            assertEquals(ResultFiles.MAPPER.readTree(tmp.resolve(f).toFile()), ResultFiles.MAPPER.readTree(FIXTURE.resolve(f).toFile()),
                    f + " differs from what SyntheticRun writes");
        }
    }

    @Test
    void comparingTheFixtureFindsWhatTheBrowserTestLooksFor() {
        Compare.Report r = Compare.compare(RunReader.read(FIXTURE.resolve("2026a-base")), RunReader.read(FIXTURE.resolve("2026b-new")));
        assertEquals(Compare.Verdict.REGRESSION, verdict(r, "fast/order/roundTrip/avgt", "time"));
        assertEquals(Compare.Verdict.REGRESSION, verdict(r, "slow/order/roundTrip/avgt", "allocation"));
        assertEquals(Compare.Verdict.IMPROVEMENT, verdict(r, "slow/order/encode/avgt", "time"));
        assertEquals(Compare.Verdict.UNCHANGED, verdict(r, "slow/order/roundTrip/avgt", "time"));
        assertTrue(r.findings().stream().filter(f -> f.caseKey().startsWith("fast/order/roundTrip") && f.metric().equals("time"))
                .allMatch(f -> f.change() > 0.05 && f.change() < 0.15));
    }

    private static Compare.Verdict verdict(Compare.Report r, String casePrefix, String metric) {
        return r.findings().stream().filter(f -> f.caseKey().startsWith(casePrefix) && f.metric().equals(metric)).findFirst()
                .orElseThrow(() -> new AssertionError("no " + metric + " finding for " + casePrefix + " in " + r.findings())).verdict();
    }

    private static List<Path> files(Path root) throws IOException {
        try (Stream<Path> walk = Files.walk(root)) {
            return walk.filter(Files::isRegularFile).map(root::relativize).sorted().toList();
        }
    }
}
