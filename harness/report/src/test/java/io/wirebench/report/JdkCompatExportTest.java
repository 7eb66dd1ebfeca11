package io.wirebench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.BooleanNode;
import com.fasterxml.jackson.databind.node.TextNode;
import io.wirebench.results.JdkCompatFile;
import io.wirebench.results.Manifest;
import io.wirebench.results.ResultFiles;
import io.wirebench.results.ResultFormatException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The site's jdkCompat section: the newest JDK check beside the runs, never a run itself. */
class JdkCompatExportTest {
    @TempDir
    Path tmp;

    private static JdkCompatFile.Result result(String outcome, String... warnings) {
        List<JdkCompatFile.Warning> ws = new ArrayList<>();
        for (String w : warnings) {
            ws.add(new JdkCompatFile.Warning(w.substring(0, w.indexOf(' ')), "WARNING: " + w));
        }
        return new JdkCompatFile.Result(outcome, outcome.equals("crashes") ? 134 : 0, outcome.equals("ok") ? null : "it broke",
                List.of("order"), List.of(), ws, null, null);
    }

    private static JdkCompatFile check(String startedAt, JdkCompatFile.Row... rows) {
        JdkCompatFile.Jdk jdk17 = new JdkCompatFile.Jdk("/jdk17", "Debian", "17.0.17", 17, null, null);
        JdkCompatFile.Jdk jdk25 = new JdkCompatFile.Jdk("/jdk25", "Eclipse Adoptium", "25.0.1", 25, null, null);
        return new JdkCompatFile(1, "conformance", startedAt, startedAt, new Manifest.Source("abc", BooleanNode.FALSE),
                new Manifest.Machine(null, "cpu", 2, null, null, null, null, null, TextNode.valueOf("unknown")), jdk17, jdk25, List.of(rows));
    }

    @Test
    void theNewestCheckIsExportedBesideAnyRunAndIsNeverARun() throws IOException {
        Path run = SectionChecks.plainRun(tmp, "2026x-run");
        SectionChecks.assertUnavailable(run, "jdkCompat", "available: false when no check was run");

        ResultFiles.write(tmp.resolve("20261126T090000Z-jdk-compat").resolve(JdkCompatFile.FILE),
                check("2026-11-26T09:00:00Z", new JdkCompatFile.Row("old", List.of(), result("ok"), result("ok"))));
        JdkCompatFile.Result silenced = new JdkCompatFile.Result("ok", 0, null, List.of("order"), List.of(), List.of(),
                List.of("--sun-misc-unsafe-memory-access=allow"), null);
        ResultFiles.write(tmp.resolve("20261126T100000Z-jdk-compat").resolve(JdkCompatFile.FILE), check("2026-11-26T10:00:00Z",
                new JdkCompatFile.Row("fast", List.of("--add-opens=java.base/java.lang=ALL-UNNAMED"), result("ok"),
                        result("ok", "native-access a", "unsafe-memory-access b", "unsafe-memory-access c").plusFlagsCheck(silenced)),
                new JdkCompatFile.Row("quiet", List.of(), result("ok"), result("ok")),
                new JdkCompatFile.Row("broken", List.of(), result("ok"), result("fails")),
                new JdkCompatFile.Row("dead", List.of(), result("ok"), result("crashes"))));
        Files.createDirectories(tmp.resolve("20261126T110000Z-jdk-compat")); // a check still running: no file yet
        assertEquals(List.of(run), RunReader.runs(tmp), "a check's folder is no run");
        assertEquals(run, JdkRuns.choose(tmp, null).shown());

        JsonNode c = SiteExport.export(RunReader.read(run)).path("jdkCompat");
        assertTrue(c.path("available").asBoolean());
        assertEquals("20261126T100000Z-jdk-compat", c.path("folder").asText());
        assertEquals(25, c.path("target").path("feature").asInt());
        assertEquals("17.0.17", c.path("base").path("version").asText());
        assertEquals("abc", c.path("source").path("commit").asText());
        assertEquals("{\"ok\":1,\"warns\":1,\"fails\":1,\"crashes\":1}", c.path("summary").toString());
        JsonNode fast = c.path("rows").get(0);
        assertEquals("warns", fast.path("status").asText());
        assertEquals("[\"unsafe-memory-access\",\"native-access\"]", fast.path("target").path("kinds").toString(), "in the order of the kinds");
        assertEquals("[]", fast.path("base").path("kinds").toString());
        assertEquals(3, fast.path("target").path("warnings").size());
        assertEquals("--sun-misc-unsafe-memory-access=allow", fast.path("target").path("withFlags").path("addedFlags").get(0).asText());
        assertEquals("[]", fast.path("target").path("withFlags").path("kinds").toString());
        assertEquals("[\"--add-opens=java.base/java.lang=ALL-UNNAMED\"]", fast.path("jvmArgs").toString());
        assertEquals(List.of("ok", "fails", "crashes"), List.of(c.path("rows").get(1).path("status").asText(),
                c.path("rows").get(2).path("status").asText(), c.path("rows").get(3).path("status").asText()));
        assertEquals("it broke", c.path("rows").get(2).path("target").path("error").asText());

        Files.writeString(tmp.resolve("20261126T100000Z-jdk-compat").resolve(JdkCompatFile.FILE), "{\"formatVersion\": 1, \"rows\": [");
        ResultFormatException e = assertThrows(ResultFormatException.class, () -> JdkCompatExport.export(tmp));
        assertTrue(e.getMessage().contains(JdkCompatFile.FILE) && e.getMessage().contains("not valid JSON"), e.getMessage());
    }

    /**
     * The pages fixture's check, written by make jdk-check itself for three of the fixture run's contenders: it shows the
     * JDK page every kind of row the browser test needs, one contender that warns on the target JDK and one that does not.
     */
    @Test
    void theFixtureCheckHasAContenderThatWarnsAndOneThatDoesNot() {
        Path folder = JdkCompatExport.latest(SiteFixtureRunsTest.PAGES);
        JdkCompatFile raw = ResultFiles.readJdkCompat(folder.resolve(JdkCompatFile.FILE));
        JsonNode c = SiteExport.export(RunReader.read(SiteFixtureRunsTest.PAGES.resolve(PagesFixtureRun.RUN))).path("jdkCompat");
        assertEquals(folder.getFileName().toString(), c.path("folder").asText());
        assertEquals(raw.rows().size(), c.path("rows").size());
        assertTrue(raw.rows().size() >= 2 && raw.rows().size() <= 3, raw.rows().toString());
        List<String> statuses = new ArrayList<>();
        c.path("rows").forEach(r -> statuses.add(r.path("status").asText()));
        assertTrue(statuses.contains("warns") && statuses.contains("ok"), statuses.toString());
        assertEquals(17, raw.base().feature());
        assertEquals(25, raw.target().feature());
        List<String> runContenders = RunReader.read(SiteFixtureRunsTest.PAGES.resolve(PagesFixtureRun.RUN)).manifest().contenders().stream()
                .map(Manifest.Contender::id).toList();
        raw.rows().forEach(r -> assertTrue(runContenders.contains(r.contender()), r.contender() + " has a contender page in the fixture site"));
    }
}
