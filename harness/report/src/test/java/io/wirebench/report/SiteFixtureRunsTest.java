package io.wirebench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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
    /**
     * A run measured in rounds, with forks files (apart from the compare pair, whose newest run the
     * compare page opens on): {@code make site-test} exports it for the browser test's checks of
     * medians, x floor intervals, ranks and the unsettled mark. The host's load doubles in round 6;
     * {@code slow} is 4 % slower than {@code fast} in every round; {@code warming} has the lowest
     * median but 5 of its 8 forks never settled.
     */
    static final Path ROUNDS = Path.of("../../site/tests/fixtures/rounds");

    static SyntheticRun rounds() {
        return new SyntheticRun("2026c-rounds").drift(1.0, 1.6, 0.9, 1.3, 1.1, 2.0, 1.0, 1.2)
                .rounds("fast", "roundTrip", 100, 0.005, 0, 31).rounds("slow", "roundTrip", 104, 0.005, 0, 32)
                .rounds("wide", "roundTrip", 130, 0.3, 0, 33).rounds(CaseSummary.FLOOR, "roundTrip", 80, 0.005, 0, 34)
                .rounds("warming", "roundTrip", 70, 0.01, 5, 35).sized("fast", "slow", "wide", CaseSummary.FLOOR, "warming");
    }

    /**
     * The article pages' run ({@code make site-test} exports it for the Compression, Update stream,
     * Percentiles and Claims pages): its update stream and compressors, and the JMH cases they reference,
     * are what {@link PagesFixtureRun} writes; its manifest, sizes, round trips and open-loop files are
     * committed as they are.
     */
    static final Path PAGES = Path.of("../../site/tests/fixtures/pages");

    /**
     * The article pages' run measured again on JDK 25 ({@code make site-test} exports it beside the run, for the JDK switch
     * and the change table): the run's manifest and sizes with the manifest's {@code jdk} set to 25, and its 17 round trips
     * on {@code order}, each fork scaled by the contender's factor: x0.90 for six, x0.84 to x0.95 for nine, so that the
     * run-wide shift is x0.90 (0.88-0.91); {@code jackson-databind} x0.60 and {@code chronicle-text} x1.40, the only changes
     * beyond it. Committed as it is (no footprint, no open loop, no update stream).
     */
    static final String JDK25_RUN = "2026e-pages-jdk25";

    static List<SyntheticRun> runs() {
        SyntheticRun base = new SyntheticRun("2026a-base")
                .avgt("fast", "roundTrip", 5, 100, 56, 11).avgt("slow", "roundTrip", 5, 1000, 400, 12).avgt("slow", "encode", 5, 500, 0, 13)
                .size("fast", 30, 50).size("slow", 100, 106);
        SyntheticRun current = new SyntheticRun("2026b-new")
                .avgt("fast", "roundTrip", 5, 110, 56, 21).avgt("slow", "roundTrip", 5, 1000, 416, 22).avgt("slow", "encode", 5, 400, 0, 23)
                .size("fast", 30, 50).size("slow", 100, 106);
        return List.of(base, current);
    }

    @Test
    void theCommittedFixtureIsWhatSyntheticRunWrites(@TempDir Path tmp) throws IOException {
        if (Boolean.getBoolean("wirebench.regenerateSiteFixture")) {
            runs().forEach(r -> r.write(FIXTURE));
            rounds().write(ROUNDS);
        }
        runs().forEach(r -> r.write(tmp.resolve("results")));
        rounds().write(tmp.resolve("rounds"));
        assertSame(tmp.resolve("results"), FIXTURE);
        assertSame(tmp.resolve("rounds"), ROUNDS);
    }

    @Test
    void thePagesFixtureCarriesTheTradeOffFilesPagesFixtureRunWrites(@TempDir Path tmp) throws IOException {
        if (Boolean.getBoolean("wirebench.regenerateSiteFixture")) {
            PagesFixtureRun.tradeOffs().writeMeasured(PAGES);
        }
        Path written = PagesFixtureRun.tradeOffs().writeMeasured(tmp);
        Path committed = PAGES.resolve(PagesFixtureRun.RUN);
        for (Path f : files(written)) {
            assertTrue(Files.isRegularFile(committed.resolve(f)), f + " is missing (regenerate with -Dwirebench.regenerateSiteFixture=true)");
            assertEquals(ResultFiles.MAPPER.readTree(written.resolve(f).toFile()), ResultFiles.MAPPER.readTree(committed.resolve(f).toFile()),
                    f + " differs from what PagesFixtureRun writes");
        }
        // the rest is the committed run of the article's forms: its manifest and sizes, the round trips on order, open loop, and
        // the cold start of two of its contenders as a real run wrote it (publish, OPS=coldStart, COLDSTART_FORKS=3)
        for (Path f : files(committed)) {
            String p = f.toString().replace('\\', '/');
            assertTrue(Files.exists(written.resolve(f)) || p.equals("manifest.json") || p.equals("sizes.json") || p.startsWith("openloop/")
                    || p.equals("coldstart.json") // written by the runner itself (ColdStartExportTest reads it)
                    || p.matches("jmh/[^/]+/order/roundTrip\\.json"), f + ": a file neither PagesFixtureRun writes nor the run's own");
        }
        // beside the run, one JDK check as make jdk-check wrote it (three contenders): a folder the run listing skips; and the
        // same run on JDK 25 (JDK25_RUN), made after it, which the site offers behind the JDK switch and does not show first
        try (Stream<Path> top = Files.list(PAGES)) {
            assertEquals(List.of(PagesFixtureRun.RUN, JDK25_RUN), top.map(p -> p.getFileName().toString())
                    .filter(n -> !n.endsWith(io.wirebench.results.JdkCompatFile.FOLDER_SUFFIX)).sorted().toList(),
                    "the pages fixture holds its run, the run on JDK 25, and nothing else");
        }
        assertEquals(List.of(PAGES.resolve(PagesFixtureRun.RUN), PAGES.resolve(JDK25_RUN)), RunReader.runs(PAGES));
        JdkRuns.Choice choice = JdkRuns.choose(PAGES, null);
        assertEquals(PAGES.resolve(PagesFixtureRun.RUN), choice.shown(), "the newer JDK 25 run does not take the headline");
        assertEquals(java.util.Map.of(25, PAGES.resolve(JDK25_RUN)), choice.others());
    }

    @Test
    void thePagesFixtureShowsWhatTheBrowserTestLooksFor() {
        var site = SiteExport.export(RunReader.read(PAGES.resolve(PagesFixtureRun.RUN)));
        var streams = site.path("updateStream").path("rows");
        java.util.List<com.fasterxml.jackson.databind.JsonNode> rows = new java.util.ArrayList<>();
        streams.forEach(rows::add);
        assertTrue(rows.size() >= 10, "update-stream rows: " + rows.size());
        assertTrue(rows.stream().anyMatch(r -> r.path("mode").asText().equals("delta")));
        assertTrue(rows.stream().anyMatch(r -> r.path("nanosPerUpdate").isNull()), "a stream not timed");
        assertTrue(rows.stream().anyMatch(r -> r.path("nanosPerUpdate").path("median").asDouble() > 0), "streams timed");
        var delta = rows.get(0);
        assertEquals(127.0, delta.path("nanosPerUpdate").path("median").asDouble(), 1e-9);
        assertEquals(120.0, delta.path("nanosPerUpdate").path("low").asDouble(), 1e-9);
        assertEquals(133.0, delta.path("nanosPerUpdate").path("high").asDouble(), 1e-9);
        var planes = site.path("compressionPlane").path("payloads");
        List<String> payloads = new java.util.ArrayList<>();
        planes.forEach(p -> payloads.add(p.path("payload").asText()));
        assertEquals(List.of("single", "batch", "stream", "per-message"), payloads);
        planes.forEach(p -> {
            long timed = 0;
            for (var point : p.path("points")) {
                timed += point.path("timed").asBoolean() ? 1 : 0;
            }
            assertTrue(timed > 0, p.path("payload").asText() + " is timed");
        });
        assertTrue(planes.get(1).path("untimed").asInt() > 0, "a batch row sized but not timed");
        java.util.Set<String> verdicts = new java.util.TreeSet<>();
        site.path("claims").path("entries").forEach(c -> verdicts.add(c.path("verdict").asText()));
        assertEquals(new java.util.TreeSet<>(List.of("holds", "does not hold", "inconclusive", "cannot be measured here", "not measured in this run")),
                verdicts, "the fixture reaches every verdict");
    }

    private static void assertSame(Path written, Path committed) throws IOException {
        List<Path> expected = files(written);
        assertEquals(expected, files(committed), "the fixture's files (regenerate with -Dwirebench.regenerateSiteFixture=true)");
        for (Path f : expected) {
            // as JSON trees: SyntheticRun builds some objects with Map.of, whose key order differs from JVM to JVM
            assertEquals(ResultFiles.MAPPER.readTree(written.resolve(f).toFile()), ResultFiles.MAPPER.readTree(committed.resolve(f).toFile()),
                    f + " differs from what SyntheticRun writes");
        }
    }

    @Test
    void theJdk25FixtureShowsWhatTheBrowserTestLooksFor() {
        Run shown = RunReader.read(PAGES.resolve(PagesFixtureRun.RUN));
        Run jdk25 = RunReader.read(PAGES.resolve(JDK25_RUN));
        assertEquals(25, JdkRuns.feature(jdk25.manifest()));
        assertEquals(17, JdkRuns.feature(shown.manifest()));
        var change = JdkChange.export(shown, 17, jdk25, 25);
        var shift = change.path("shift");
        assertEquals(0.90, shift.path("factor").asDouble(), 1e-9);
        assertEquals(0.88, shift.path("low").asDouble(), 1e-9, "17 ratios: the 5th smallest");
        assertEquals(0.91, shift.path("high").asDouble(), 1e-9, "and the 5th largest");
        assertEquals(17, change.path("rows").size());
        java.util.Map<String, String> verdicts = new java.util.TreeMap<>();
        change.path("rows").forEach(r -> verdicts.put(r.path("contender").asText(), r.path("verdict").asText()));
        assertEquals("faster", verdicts.remove("jackson-databind"));
        assertEquals("slower", verdicts.remove("chronicle-text"));
        assertEquals(java.util.Set.of("within-shift"), new java.util.HashSet<>(verdicts.values()), verdicts.toString());
        assertFalse(Files.exists(PAGES.resolve(JDK25_RUN).resolve(FootprintExport.FILE)), "the footprint comes from the other run");
        assertEquals(PAGES.resolve(PagesFixtureRun.RUN), FocusedRuns.footprint(PAGES, PAGES.resolve(JDK25_RUN)));
    }

    @Test
    void theRoundsFixtureShowsWhatTheBrowserTestLooksFor() {
        var site = SiteExport.export(RunReader.read(ROUNDS.resolve("2026c-rounds")));
        var rows = site.path("datasets").get(0).path("rows");
        java.util.Map<String, com.fasterxml.jackson.databind.JsonNode> cells = new java.util.HashMap<>();
        rows.forEach(r -> cells.put(r.path("contender").asText(), r.path("roundTrip")));
        assertEquals("1", cells.get(CaseSummary.FLOOR).path("rankLabel").asText());
        assertEquals("round-ratio", cells.get("slow").path("vsFastest").path("test").asText());
        assertTrue(cells.get("slow").path("rank").asInt() > cells.get("fast").path("rank").asInt(), "4 % every round is a difference");
        assertTrue(cells.get("wide").path("rank").asInt() < cells.get("wide").path("rankHigh").asInt(), "wide gets a rank range");
        assertTrue(cells.get("warming").path("unsettled").asBoolean());
        assertTrue(cells.get("fast").has("xFloorLow"));
        assertTrue(site.path("run").has("noise"));
        RanksTest.assertDisplayedRanksNeverGoDown(site);
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
