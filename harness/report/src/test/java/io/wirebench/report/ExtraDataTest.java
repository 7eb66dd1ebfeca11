package io.wirebench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.wirebench.results.ResultFiles;
import io.wirebench.results.ResultFormatException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** export --extra: the stream and compression data join the export before the claims and the plane are computed; bad files are refused by name. */
class ExtraDataTest {
    @TempDir
    Path results;

    private static final String STREAM = """
            {"updateStream": {"run": "x", "rows": [
              {"contender": "wire-delta", "mode": "delta", "compressor": "none", "bytesPerUpdate": 9.47, "nanosPerUpdate": null},
              {"contender": "wire-binary-named", "mode": "full", "compressor": "none", "bytesPerUpdate": 184, "nanosPerUpdate": null}]},
             "compression": {"run": "x", "rows": [
              {"compressor": "lz4-java", "implementation": "jni", "setting": "fast", "payload": "batch", "dataset": "orders",
               "contender": "wire-binary-named", "rawBytes": 1000, "compressedBytes": 400,
               "compressNanos": {"median": 900, "low": 800, "high": 1000}, "decompressNanos": {"median": 100, "low": 90, "high": 110}}]}}
            """;

    @Test
    void theExtraKeysAreExportedAndJudged() throws Exception {
        Path run = RunFixture.write(results, "r");
        Path extra = results.resolve("extra.json");
        Files.writeString(extra, STREAM);
        Path out = results.resolve("site.json");
        assertEquals(0, Main.run(new String[] {"export", "--results", results.toString(), "--run", "r", "--extra", extra.toString(),
            "--out", out.toString()}));
        JsonNode site = ResultFiles.MAPPER.readTree(out.toFile());
        assertEquals(2, site.path("updateStream").path("rows").size());
        assertEquals(1, site.path("compressionPlane").path("payloads").get(0).path("points").size());
        JsonNode delta = null;
        for (JsonNode e : site.path("claims").path("entries")) {
            if ("delta-faster-and-smaller".equals(e.path("id").asText())) {
                delta = e;
            }
        }
        assertEquals(ClaimCheck.HOLDS, delta.path("verdict").asText(), "184 B over 9.47 B, exact; the untimed streams are listed unmeasured");
        assertEquals(ClaimCheck.NOT_MEASURED, delta.path("checks").get(1).path("verdict").asText());
    }

    @Test
    void malformedRowsUnknownKeysAndKeysTheRunHasAreRefusedByName() throws Exception {
        var site = SiteExport.export(RunReader.read(RunFixture.write(results, "r")));
        ResultFormatException badMode = assertThrows(ResultFormatException.class, () -> ExtraData.merge(site.deepCopy(),
                ResultFiles.MAPPER.readTree("{\"updateStream\": {\"run\": \"x\", \"rows\": [{\"contender\": \"a\", \"mode\": \"diff\","
                        + " \"compressor\": \"none\", \"bytesPerUpdate\": 1}]}}")));
        assertTrue(badMode.getMessage().contains("updateStream.rows[0]: field 'mode'"), badMode.getMessage());
        ResultFormatException noBytes = assertThrows(ResultFormatException.class, () -> ExtraData.merge(site.deepCopy(),
                ResultFiles.MAPPER.readTree("{\"compression\": {\"run\": \"x\", \"rows\": [{\"compressor\": \"gzip\"}]}}")));
        assertTrue(noBytes.getMessage().contains("compression.rows[0]: field 'implementation'"), noBytes.getMessage());
        ResultFormatException unknown = assertThrows(ResultFormatException.class, () -> ExtraData.merge(site.deepCopy(),
                ResultFiles.MAPPER.readTree("{\"claims\": {}}")));
        assertTrue(unknown.getMessage().contains("'claims' is not allowed"), unknown.getMessage());
        var withStream = site.deepCopy();
        ExtraData.merge(withStream, ResultFiles.MAPPER.readTree(STREAM));
        ResultFormatException twice = assertThrows(ResultFormatException.class, () -> ExtraData.merge(withStream,
                ResultFiles.MAPPER.readTree(STREAM)));
        assertTrue(twice.getMessage().contains("already exported"), twice.getMessage());
    }

    @Test
    void anUnreadableExtraFileExitsTwoWithItsName() throws Exception {
        RunFixture.write(results, "r");
        Path bad = results.resolve("bad.json");
        Files.writeString(bad, "{not json");
        assertEquals(2, Main.run(new String[] {"export", "--results", results.toString(), "--run", "r", "--extra", bad.toString(),
            "--out", results.resolve("o.json").toString()}));
    }
}
