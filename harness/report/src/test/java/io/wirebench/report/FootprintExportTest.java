package io.wirebench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.wirebench.results.FootprintFile;
import io.wirebench.results.ResultFiles;
import io.wirebench.results.ResultFormatException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The site's footprint section, the downloads and the shard merge carry footprint.json as the runner wrote it. */
class FootprintExportTest {
    @TempDir
    Path tmp;

    @Test
    void theFixtureRunsFootprintIsExportedRowForRowWithItsModulesJars() {
        FootprintFile raw = PagesFixtureRun.footprint();
        ObjectNode site = SiteExport.export(RunReader.read(SiteFixtureRunsTest.PAGES.resolve(PagesFixtureRun.RUN)));
        JsonNode f = site.path("footprint");
        assertTrue(f.path("available").asBoolean());
        assertEquals(raw.counted(), f.path("counted").asText());
        assertEquals(raw.contenders().size(), f.path("rows").size());
        for (int i = 0; i < raw.contenders().size(); i++) {
            FootprintFile.Row r = raw.contenders().get(i);
            JsonNode row = f.path("rows").get(i);
            assertEquals(r.contender(), row.path("contender").asText());
            assertEquals(r.jarBytes() == null, !row.has("jarBytes"), r.contender());
            if (r.jarBytes() != null) {
                assertEquals(r.jarBytes().longValue(), row.path("jarBytes").asLong(), r.contender());
                assertEquals(r.nativeBytes().longValue(), row.path("nativeBytes").asLong(), r.contender());
            }
            assertEquals(r.jvmFlags().size(), row.path("jvmFlags").size());
        }
        JsonNode chronicle = rowOf(f, "chronicle-text");
        assertEquals("Chronicle Wire (YAML text)", chronicle.path("displayName").asText(), "the manifest's display name");
        assertEquals(5, f.path("modules").path("chronicle").path("artifacts").size());
        assertEquals("net.java.dev.jna:jna:jar:5.17.0", f.path("modules").path("chronicle").path("artifacts").get(4).path("coordinates").asText());
        assertTrue(rowOf(f, "bson").path("error").asText().contains("runtime-artifacts.txt"));
        assertEquals("SCHEMA_COMPILER", rowOf(f, "sbe").path("generatedCode").path("kind").asText());
    }

    private static JsonNode rowOf(JsonNode footprint, String contender) {
        for (JsonNode r : footprint.path("rows")) {
            if (r.path("contender").asText().equals(contender)) {
                return r;
            }
        }
        throw new AssertionError(contender + " has no footprint row");
    }

    @Test
    void aRunWithoutTheFileSaysSoAndACorruptFileIsRefusedByName() throws IOException {
        Path dir = SectionChecks.plainRun(tmp, "2026x-old");
        SectionChecks.assertUnavailable(dir, "footprint", "available: false, not absent");
        SectionChecks.assertCorruptFileRefused(dir, "footprint.json", "{\"formatVersion\": 1, \"counted\": \"x\", \"shared\": []");
    }

    @Test
    void theDownloadsOfferTheRawFile() {
        assertTrue(Downloads.RUN_PARTS.contains("footprint.json"));
    }

    @Test
    void shardsThatAgreeMergeIntoOneFileAndShardsThatDisagreeAreRefused() throws IOException {
        FootprintFile all = PagesFixtureRun.footprint();
        FootprintFile first = new FootprintFile(1, all.counted(), List.of(), all.modules().subList(0, 3), all.contenders().subList(0, 7));
        FootprintFile second = new FootprintFile(1, all.counted(), List.of(), all.modules().subList(2, all.modules().size()),
                all.contenders().subList(5, all.contenders().size()));
        Run a = shard("a", first);
        Run b = shard("b", second);
        FootprintFile merged = FootprintMerge.merge(List.of(a, b));
        assertEquals(all.contenders(), merged.contenders(), "every contender once, in id order");
        assertEquals(all.modules(), merged.modules());
        assertNull(FootprintMerge.merge(List.of(shard("c", null))), "shards made before the file give none");

        FootprintFile.Row changed = all.contenders().get(5);
        List<FootprintFile.Row> rows = new java.util.ArrayList<>(second.contenders());
        rows.set(0, new FootprintFile.Row(changed.contender(), changed.module(), changed.library(), changed.jvmFlags(), changed.generatedCode(),
                changed.jarBytes() + 1, changed.artifacts(), changed.nativeBytes(), changed.nativeLibraries(), null));
        Run c = shard("d", new FootprintFile(1, all.counted(), List.of(), second.modules(), rows));
        ResultFormatException e = assertThrows(ResultFormatException.class, () -> FootprintMerge.merge(List.of(a, c)));
        assertTrue(e.getMessage().contains("contender " + changed.contender()), e.getMessage());
    }

    private Run shard(String name, FootprintFile f) throws IOException {
        Path dir = Files.createDirectories(tmp.resolve(name));
        if (f != null) {
            ResultFiles.write(dir.resolve("footprint.json"), f);
        }
        return new Run(dir, null, List.of(), List.of(), List.of());
    }
}
