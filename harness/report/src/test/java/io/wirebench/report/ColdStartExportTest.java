package io.wirebench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.wirebench.results.ColdStartFile;
import io.wirebench.results.ResultFiles;
import io.wirebench.results.ResultFormatException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The site's cold-start section, the downloads and the shard merge carry coldstart.json as the runner wrote it. */
class ColdStartExportTest {
    @TempDir
    Path tmp;

    /** The pages fixture's coldstart.json, which the runner wrote (publish, OPS=coldStart, 2 contenders, 3 forks). */
    private static ColdStartFile fixture() {
        return ResultFiles.readColdStart(SiteFixtureRunsTest.PAGES.resolve(PagesFixtureRun.RUN).resolve(ColdStartExport.FILE));
    }

    @Test
    void theFixtureRunsColdStartIsExportedRowForRowWithTheDerivedCostPerMessage() {
        ColdStartFile raw = fixture();
        assertEquals(2, raw.rows().size());
        JsonNode c = SiteExport.export(RunReader.read(SiteFixtureRunsTest.PAGES.resolve(PagesFixtureRun.RUN))).path("coldStart");
        assertTrue(c.path("available").asBoolean());
        assertEquals(raw.measured(), c.path("measured").asText());
        assertEquals("[\"order\"]", c.path("datasets").toString());
        for (int i = 0; i < raw.rows().size(); i++) {
            ColdStartFile.Row r = raw.rows().get(i);
            JsonNode row = c.path("rows").get(i);
            assertEquals(r.contender(), row.path("contender").asText());
            assertEquals(r.firstMessage().medianNanos(), row.path("firstMessage").path("medianNanos").asDouble(), 1e-6);
            assertEquals(r.firstThousand().medianClassesLoaded(), row.path("firstThousand").path("medianClassesLoaded").asDouble(), 1e-9);
            assertEquals(3, row.path("firstMessage").path("perFork").size());
            if (r.firstThousand().lowNanos() > r.firstMessage().highNanos()) {
                assertEquals((r.firstThousand().medianNanos() - r.firstMessage().medianNanos()) / 999, row.path("perMessageNanos").asDouble(), 1e-6);
            } else {
                // two medians of different JVMs whose intervals overlap: no difference is derived from them
                assertFalse(row.has("perMessageNanos"), row.toString());
                assertTrue(row.path("perMessageNote").asText().contains("spread"), row.toString());
            }
        }
        assertEquals("Jackson databind", c.path("rows").get(0).path("displayName").asText(), "the manifest's display name");
    }

    @Test
    void aRunWithoutTheFileSaysSoARowWithoutAMethodHasNoDerivedCostAndACorruptFileIsRefused() throws IOException {
        Path dir = SectionChecks.plainRun(tmp, "2026x-old");
        SectionChecks.assertUnavailable(dir, "coldStart", "available: false, not absent");

        ColdStartFile.Row half = new ColdStartFile.Row("fast", "order", 3, fixture().rows().get(0).firstMessage(), null, "no fork of firstThousand");
        ResultFiles.write(dir.resolve(ColdStartExport.FILE), new ColdStartFile(1, "m", List.of(half)));
        JsonNode row = SiteExport.export(RunReader.read(dir)).path("coldStart").path("rows").get(0);
        assertFalse(row.has("perMessageNanos"));
        assertEquals("no fork of firstThousand", row.path("error").asText());

        SectionChecks.assertCorruptFileRefused(dir, ColdStartExport.FILE, "{\"formatVersion\": 1, \"measured\": \"x\", \"rows\": [");
    }

    @Test
    void theDownloadsOfferTheRawFile() {
        assertTrue(Downloads.RUN_PARTS.contains(ColdStartExport.FILE));
    }

    @Test
    void shardsMergeTheirRowsAndARowInTwoShardsIsRefused() throws IOException {
        ColdStartFile all = fixture();
        Run a = shard("a", new ColdStartFile(1, all.measured(), List.of(all.rows().get(1))));
        Run b = shard("b", new ColdStartFile(1, all.measured(), List.of(all.rows().get(0))));
        assertEquals(all, ColdStartMerge.merge(List.of(a, b, shard("none", null))), "every row once, by contender");
        assertNull(ColdStartMerge.merge(List.of(shard("c", null))), "shards without the file give none");
        ResultFormatException twice = assertThrows(ResultFormatException.class, () -> ColdStartMerge.merge(List.of(a, shard("d",
                new ColdStartFile(1, all.measured(), List.of(all.rows().get(1)))))));
        assertTrue(twice.getMessage().contains(all.rows().get(1).contender() + "/order/coldStart"), twice.getMessage());
        ResultFormatException other = assertThrows(ResultFormatException.class, () -> ColdStartMerge.merge(List.of(a, shard("e",
                new ColdStartFile(1, "something else", List.of())))));
        assertTrue(other.getMessage().contains("differently"), other.getMessage());
    }

    private Run shard(String name, ColdStartFile f) throws IOException {
        Path dir = Files.createDirectories(tmp.resolve(name));
        if (f != null) {
            ResultFiles.write(dir.resolve(ColdStartExport.FILE), f);
        }
        return new Run(dir, null, List.of(), List.of(), List.of());
    }
}
