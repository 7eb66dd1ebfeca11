package io.wirebench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.wirebench.compress.Compressors;
import io.wirebench.results.CompressionFile;
import io.wirebench.results.JmhCaseRef;
import io.wirebench.results.Manifest;
import io.wirebench.results.ResultFiles;
import io.wirebench.results.UpdateStreamFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The quick profile's update-stream and compression cases, run end to end on the real wire
 * contenders (tiny iterations): planned, proved and sized in the proving JVM, measured under JMH,
 * and written as {@code updatestream.json} and {@code compression.json} whose rows point at the
 * JMH results. Times are not looked at: they are not the point of a unit test.
 */
class TradeOffRunTest {
    private static final Map<String, String> TINY = Map.of("warmup", "0", "iterations", "2", "time", "20ms", "rates", "none");
    static Path runDir;
    static String output;

    @BeforeAll
    static void run() throws Exception {
        RunCommandTest.Ran ran = RunCommandTest.runInTempFolder("wirebench-tradeoff-test", "quick", TINY, new Selection(
                Set.of("wire-delta", "wire-binary-named"), Set.of(), Set.of(), Set.of(),
                Set.of(Operation.STREAM_ROUND_TRIP, Operation.COMPRESS, Operation.DECOMPRESS)));
        runDir = ran.dir();
        output = ran.output();
    }

    @Test
    void everyPlannedCaseIsMeasuredWithItsParameters() throws Exception {
        Manifest m = ResultFiles.readManifest(runDir.resolve("manifest.json"));
        // the test class path's broken provider is discovery's failure on purpose; nothing else failed
        assertEquals(List.of(), m.failures().stream().filter(f -> !f.stage().equals("discovery")).toList(), output);
        assertEquals(7, m.cases().planned(), output);
        assertEquals(7, m.cases().measured(), output);
        assertFalse(m.datasets().stream().anyMatch(d -> d.id().equals(TradeOffs.STREAM_DATASET)),
                "the update stream has its own file, not a row in the data set tables");
        assertTrue(output.contains("update stream") && output.contains("compression"), "the plan prints both: " + output);
        JsonNode jmh = Json.read(runDir.resolve("jmh/wire-binary-named/orders/compress@lz4-air@batch.json")).get(0);
        assertEquals("io.wirebench.bench.CompressionBenchmark.compress", jmh.path("benchmark").asText());
        assertEquals("lz4-air", jmh.path("params").path("compressor").asText());
        assertEquals("batch", jmh.path("params").path("payload").asText());
        JsonNode stream = Json.read(runDir.resolve("jmh/wire-binary-named/updates/streamRoundTrip@zstd-fast.json")).get(0);
        assertEquals("zstd-fast", stream.path("params").path("compressor").asText());
        assertEquals(TradeOffs.STREAM_DATASET, stream.path("params").path("dataset").asText());
        int files = 0;
        try (java.util.stream.Stream<Path> all = Files.walk(runDir.resolve("jmh"))) {
            for (Path f : all.filter(p -> p.toString().endsWith(".json")).toList()) {
                ResultSchemaTest.assertValid(ResultSchemaTest.schema("jmh-result.schema.json"), f);
                files++;
            }
        }
        assertEquals(7, files, "one JMH file per case");
    }

    @Test
    void theUpdateStreamFileHasARowPerContenderAndCompressorPointingAtItsCase() throws Exception {
        ResultSchemaTest.assertValid(ResultSchemaTest.schema("updatestream.schema.json"), runDir.resolve("updatestream.json"));
        UpdateStreamFile f = ResultFiles.readUpdateStream(runDir.resolve("updatestream.json"));
        assertEquals(5000, f.updates());
        // every contender of the stream is sized through the profile's stream compressors; only the planned ones are timed
        assertEquals(List.of("wire-binary-named|full|none", "wire-binary-named|full|zstd-fast", "wire-delta|delta|none", "wire-delta|delta|zstd-fast"),
                f.rows().stream().map(r -> r.contender() + "|" + r.mode() + "|" + r.compressor()).sorted().toList());
        for (UpdateStreamFile.Row r : f.rows()) {
            assertNull(r.encode(), "quick plans the round trip only");
            if (r.contender().equals("wire-delta") && !r.compressor().equals("none")) {
                assertNull(r.roundTrip(), "sized, not timed: " + r);
                continue;
            }
            assertNotNull(r.roundTrip(), r.toString());
            assertTrue(Files.isRegularFile(runDir.resolve(r.roundTrip().file())), r.roundTrip().file());
            assertEquals(Map.of("compressor", r.compressor()), r.roundTrip().otherParams());
        }
        double delta = row(f, "wire-delta", "none").bytesPerUpdate();
        double named = row(f, "wire-binary-named", "none").bytesPerUpdate();
        assertTrue(delta < 10 && delta * 10 < named, "delta " + delta + " B against named " + named + " B per update");
        assertTrue(f.compressors().stream().anyMatch(c -> c.id().equals("zstd-fast")), f.compressors().toString());
        // through text both ways, so that numbers compare by value
        assertEquals(Json.read(runDir.resolve("updatestream.json")), Json.MAPPER.readTree(Json.MAPPER.writeValueAsString(f)),
                "written from the records, nothing else");
    }

    private static UpdateStreamFile.Row row(UpdateStreamFile f, String contender, String compressor) {
        return f.rows().stream().filter(r -> r.contender().equals(contender) && r.compressor().equals(compressor)).findFirst().orElseThrow();
    }

    @Test
    void theCompressionFileSizesEveryCompressorAndTimesThePlannedOnes() throws Exception {
        ResultSchemaTest.assertValid(ResultSchemaTest.schema("compression.schema.json"), runDir.resolve("compression.json"));
        CompressionFile f = ResultFiles.readCompression(runDir.resolve("compression.json"));
        assertEquals(Compressors.ids().size(), f.rows().size(), "the batch of orders through every compressor");
        for (CompressionFile.Row r : f.rows()) {
            assertEquals("wire-binary-named", r.contender());
            assertEquals("batch", r.payload());
            assertEquals("orders", r.dataset());
            assertEquals(1, r.messages());
            assertTrue(r.compressedBytes() < r.rawBytes(), "256 orders in one block shrink: " + r);
            boolean timed = Set.of("lz4-fast", "lz4-air").contains(r.compressor());
            assertEquals(timed, r.compress() != null, r.toString());
            assertEquals(timed, r.decompress() != null, r.toString());
            if (timed) {
                for (JmhCaseRef ref : List.of(r.compress(), r.decompress())) {
                    assertTrue(Files.isRegularFile(runDir.resolve(ref.file())), ref.file());
                    assertEquals(Map.of("compressor", r.compressor(), "payload", "batch"), ref.otherParams());
                }
            }
        }
        assertEquals(Set.of("jni", "pure-java", "jdk"), Set.copyOf(f.compressors().stream().map(c -> c.implementation()).toList()));
        // LZ4 through JNI and in pure Java write the same format: the same block sizes here
        CompressionFile.Row jni = f.rows().stream().filter(r -> r.compressor().equals("lz4-fast")).findFirst().orElseThrow();
        CompressionFile.Row pure = f.rows().stream().filter(r -> r.compressor().equals("lz4-air")).findFirst().orElseThrow();
        assertEquals(jni.rawBytes(), pure.rawBytes());
    }
}
