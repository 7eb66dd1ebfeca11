package io.wirebench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.wirebench.results.ResultFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What make site exports for the JDK switch: the shown run's data with its {@code jdks} section, each other JDK's run in
 * full beside it, the contender pages' numbers on each JDK; and the footprint from the newest run that recorded one.
 */
class JdkViewsTest {
    @TempDir
    Path tmp;

    private Path results() {
        return tmp.resolve("results");
    }

    private Path run(String id, String jdk, double meanNs) {
        String vm = jdk + "+1";
        return new SyntheticRun(id, vm).jdkVersion(jdk).avgt("fast", "roundTrip", 3, meanNs, 56, 7).avgt("slow", "roundTrip", 3, 10 * meanNs, 0, 8)
                .size("fast", 30, 50).size("slow", 100, 106).write(results());
    }

    private static JsonNode read(Path file) throws IOException {
        return ResultFiles.MAPPER.readTree(file.toFile());
    }

    @Test
    void theShownRunCarriesTheOtherJdksRunBesideItAndItsChange() throws IOException {
        run("20261126T063347Z-publish", "17.0.15", 100);
        Path jdk25 = run("20261126T120000Z-publish", "25.0.1", 80);
        ResultFiles.write(jdk25.resolve(FootprintExport.FILE), PagesFixtureRun.footprint());
        Path data = tmp.resolve("site").resolve("wirebench.json");
        assertEquals(0, Main.run(new String[] {"export", "--results", results().toString(), "--out", data.toString()}));

        JsonNode site = read(data);
        assertEquals("20261126T063347Z-publish", site.path("run").path("id").asText(), "the JDK 25 run landed after, the headline stays on 17");
        JsonNode jdks = site.path("jdks");
        assertEquals(JdkRuns.RULE, jdks.path("rule").asText());
        assertEquals(17, jdks.path("shown").path("feature").asInt());
        assertEquals("17.0.15", jdks.path("shown").path("version").asText());
        assertEquals(1, jdks.path("others").size());
        JsonNode other = jdks.path("others").get(0);
        assertEquals(25, other.path("feature").asInt());
        assertEquals("20261126T120000Z-publish", other.path("run").asText());
        assertEquals("25.0.1", other.path("version").asText());
        assertEquals("wirebench-jdk25", other.path("dataFile").asText());
        assertEquals(2, other.path("change").path("rows").size(), "both contenders' round trips");
        assertEquals(0.8, other.path("change").path("rows").get(0).path("ratio").asDouble(), 1e-9, "same seed, 80 over 100");

        JsonNode alt = read(data.resolveSibling("wirebench-jdk25.json"));
        assertEquals("20261126T120000Z-publish", alt.path("run").path("id").asText(), "the whole JDK 25 run, as the results pages read it");
        assertTrue(alt.path("datasets").size() > 0);
        assertFalse(alt.has("jdks"), "the switch is drawn from the shown run's data only");

        // footprint: a property of the build, taken from the newest run that has one, named, in both files
        assertTrue(site.path("footprint").path("available").asBoolean());
        assertEquals("20261126T120000Z-publish", site.path("footprint").path("run").asText());
        assertEquals(site.path("footprint"), alt.path("footprint"));

        Path pagesOut = tmp.resolve("site");
        assertEquals(0, Main.run(new String[] {"pages", "--results", results().toString(), "--out", pagesOut.toString()}));
        JsonNode contenders = read(pagesOut.resolve("contenders.json"));
        assertEquals("20261126T063347Z-publish", contenders.path("run").asText());
        JsonNode fast = contenders.path("contenders").get(0);
        assertEquals("fast", fast.path("id").asText());
        assertEquals(1, fast.path("otherJdks").size());
        assertEquals(25, fast.path("otherJdks").get(0).path("feature").asInt());
        double shown = fast.path("numbers").get(0).path("ns").asDouble();
        double on25 = fast.path("otherJdks").get(0).path("numbers").get(0).path("ns").asDouble();
        assertEquals(0.8, on25 / shown, 1e-9, "the contender page's numbers on JDK 25");
    }

    @Test
    void withOneJdkTheSectionHasNoOtherRunAndNothingIsWrittenBeside() throws IOException {
        run("20261126T060000Z-publish", "17.0.15", 100);
        run("20261126T063347Z-publish", "17.0.15", 100);
        Path site = tmp.resolve("site");
        Path data = site.resolve("wirebench.json");
        assertEquals(0, Main.run(new String[] {"export", "--results", results().toString(), "--out", data.toString()}));
        assertEquals(0, read(data).path("jdks").path("others").size());
        try (var files = Files.list(site)) {
            assertEquals(java.util.List.of(data), files.toList());
        }
        assertFalse(read(data).path("footprint").path("available").asBoolean(true), "no run has a footprint: the page says not in this run");
        assertEquals("20261126T063347Z-publish", read(data).path("footprint").path("run").asText());
    }

    @Test
    void theFootprintComesFromAnOlderRunWhenTheShownRunHasNone() throws IOException {
        Path older = run("20261126T024816Z-publish", "17.0.15", 100);
        ResultFiles.write(older.resolve(FootprintExport.FILE), PagesFixtureRun.footprint());
        run("20261126T063347Z-publish", "17.0.15", 100);
        assertEquals(older, FocusedRuns.footprint(results(), results().resolve("20261126T063347Z-publish")));
        Run shown = RunReader.read(JdkRuns.choose(results(), null).shown());
        var runs = RunReader.runs(results()).stream().map(RunReader::read).toList();
        assertEquals(older, FocusedRuns.Supplements.of(runs, shown).footprint());
        JsonNode f = SiteExport.export(shown, FocusedRuns.Supplements.of(runs, shown)).path("footprint");
        assertEquals("20261126T024816Z-publish", f.path("run").asText(), "the section names the run it comes from");
        assertTrue(f.path("available").asBoolean());
    }
}
