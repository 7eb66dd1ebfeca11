package io.wirebench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.wirebench.results.AcceptedChanges;
import io.wirebench.results.CompressionFile;
import io.wirebench.results.CompressorInfo;
import io.wirebench.results.JmhCaseRef;
import io.wirebench.results.ResultFormatException;
import io.wirebench.results.UpdateStreamFile;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The site data's updateStream and compression sections, and how compare, history and merge see their cases. */
class TradeOffExportTest {
    @TempDir
    Path results;

    private static final CompressorInfo LZ4 = new CompressorInfo("lz4-fast", "lz4", "fast compressor", "jni", "at.yawk.lz4:lz4-java 1.13.0");
    private static final CompressorInfo AIR = new CompressorInfo("lz4-air", "lz4", "fast compressor (its only one)", "pure-java",
            "io.airlift:aircompressor 2.0.3");

    private static JmhCaseRef ref(String contender, String dataset, String operation, Map<String, String> params) {
        Map<String, String> all = new java.util.TreeMap<>(params);
        all.put("contender", contender);
        all.put("dataset", dataset);
        return new JmhCaseRef("jmh/" + contender + "/" + dataset + "/" + operation + ".json", operation, all);
    }

    private static final Map<String, String> NONE = Map.of("compressor", "none");
    private static final Map<String, String> LZ4_BATCH = Map.of("compressor", "lz4-fast", "payload", "batch");

    /** A run with both files: the delta stream timed over 3 forks, a row whose case has no result, a compressor timed one way only. */
    private SyntheticRun withTradeOffs(String id, double deltaScale) {
        UpdateStreamFile updates = new UpdateStreamFile(1, 5000, List.of(LZ4), List.of(
                new UpdateStreamFile.Row("wire-delta", "delta", "none", 47_325, 9.47, ref("wire-delta", "updates", "streamRoundTrip", NONE), null),
                new UpdateStreamFile.Row("wire-binary-named", "full", "lz4-fast", 815_000, 163,
                        ref("wire-binary-named", "updates", "streamRoundTrip", Map.of("compressor", "lz4-fast")), null)),
                List.of(new UpdateStreamFile.Unsupported("jackson-databind", "no java.time")));
        CompressionFile compression = new CompressionFile(1, List.of(LZ4, AIR), List.of(
                new CompressionFile.Row("wire-binary-named", "lz4-fast", "batch", "orders", 1, 17_700, 9_100,
                        ref("wire-binary-named", "orders", "compress", LZ4_BATCH), ref("wire-binary-named", "orders", "decompress", LZ4_BATCH)),
                new CompressionFile.Row("wire-binary-named", "lz4-air", "batch", "orders", 1, 17_700, 9_100, null, null)),
                List.of());
        return new SyntheticRun(id).sized("wire-binary-named")
                .paramCase("UpdateStreamBenchmark", "wire-delta", "updates", "streamRoundTrip", NONE, 0.0,
                        120 * deltaScale, 100 * deltaScale, 110 * deltaScale)
                .paramCase("CompressionBenchmark", "wire-binary-named", "orders", "compress", LZ4_BATCH, 16.5, 20_000, 22_000, 21_000)
                .paramCase("CompressionBenchmark", "wire-binary-named", "orders", "compress", Map.of("compressor", "zstd-fast", "payload", "batch"),
                        0, 90_000, 91_000, 92_000)
                .file("updatestream.json", updates).file("compression.json", compression);
    }

    @Test
    void theUpdateStreamRowsCarryBytesAndTheRoundTripsMedianWithItsInterval() {
        JsonNode site = SiteExport.export(RunReader.read(withTradeOffs("2026r", 1).write(results)));
        JsonNode section = site.path("updateStream");
        assertEquals("2026r", section.path("run").asText());
        JsonNode delta = section.path("rows").get(0);
        assertEquals("wire-delta", delta.path("contender").asText());
        assertEquals("delta", delta.path("mode").asText());
        assertEquals("none", delta.path("compressor").asText());
        assertEquals(9.47, delta.path("bytesPerUpdate").asDouble());
        // the median of the three forks' scores, and with 3 forks the smallest to the largest
        assertEquals(110.0, delta.path("nanosPerUpdate").path("median").asDouble(), 1e-9);
        assertEquals(100.0, delta.path("nanosPerUpdate").path("low").asDouble(), 1e-9);
        assertEquals(120.0, delta.path("nanosPerUpdate").path("high").asDouble(), 1e-9);
        assertEquals(3, delta.path("nanosPerUpdate").path("forks").asInt());
        assertEquals(0.0, delta.path("allocBytesPerUpdate").asDouble());
        JsonNode untimed = section.path("rows").get(1);
        assertEquals("lz4-fast", untimed.path("compressor").asText());
        assertTrue(untimed.path("nanosPerUpdate").isNull(), "its case has no result: no time, not zero");
        assertTrue(untimed.path("allocBytesPerUpdate").isNull());
        assertEquals("jni", untimed.path("implementation").asText());
    }

    @Test
    void theCompressionRowsCarryBothSizesAndTheTimesOfTheirCases() {
        JsonNode rows = SiteExport.export(RunReader.read(withTradeOffs("2026c", 1).write(results))).path("compression").path("rows");
        assertEquals(2, rows.size());
        JsonNode timed = rows.get(0);
        assertEquals("lz4-fast", timed.path("compressor").asText());
        assertEquals("jni", timed.path("implementation").asText());
        assertEquals("fast compressor", timed.path("setting").asText());
        assertEquals("batch", timed.path("payload").asText());
        assertEquals("orders", timed.path("dataset").asText());
        assertEquals("wire-binary-named", timed.path("contender").asText());
        assertEquals(17_700, timed.path("rawBytes").asLong());
        assertEquals(9_100, timed.path("compressedBytes").asLong());
        assertEquals(21_000.0, timed.path("compressNanos").path("median").asDouble(), 1e-9, "not zstd-fast's 91,000: parameters tell cases apart");
        assertTrue(timed.path("decompressNanos").isNull(), "referenced, but no result in the run");
        JsonNode pure = rows.get(1);
        assertEquals("pure-java", pure.path("implementation").asText());
        assertTrue(pure.path("compressNanos").isNull() && pure.path("decompressNanos").isNull(), "sized, not timed");
    }

    @Test
    void aRunFromBeforeTheFilesExportsBothSectionsEmpty() {
        JsonNode site = SiteExport.export(RunReader.read(new SyntheticRun("2026o").avgt("x", "roundTrip", 3, 100, 0, 1).sized("x").write(results)));
        for (String section : List.of("updateStream", "compression")) {
            assertEquals("2026o", site.path(section).path("run").asText());
            assertTrue(site.path(section).path("rows").isArray() && site.path(section).path("rows").isEmpty(), section);
        }
        assertEquals(1, site.path("datasets").get(0).path("rows").size(), "the data set tables are as before");
    }

    @Test
    void compareAndHistoryMatchTheNewCasesByTheirParameters() {
        Run base = RunReader.read(withTradeOffs("2026a", 1).write(results));
        Run slower = RunReader.read(withTradeOffs("2026b", 1.5).write(results));
        Compare.Report r = Compare.compare(base, slower);
        Set<String> timed = r.findings().stream().filter(f -> f.metric().equals("time")).map(Compare.Finding::caseKey).collect(Collectors.toSet());
        assertTrue(timed.stream().anyMatch(k -> k.startsWith("wire-binary-named/orders/compress/avgt;compressor=lz4-fast;payload=batch")), timed.toString());
        assertTrue(timed.stream().anyMatch(k -> k.startsWith("wire-binary-named/orders/compress/avgt;compressor=zstd-fast;payload=batch")), timed.toString());
        Compare.Finding delta = r.findings().stream().filter(f -> f.metric().equals("time") && f.caseKey().startsWith("wire-delta/updates/streamRoundTrip"))
                .findFirst().orElseThrow();
        assertEquals(Compare.Verdict.REGRESSION, delta.verdict(), delta.toString());
        // the records' bytes are compared exactly, like the sizes
        assertTrue(r.findings().stream().anyMatch(f -> f.caseKey().equals("wire-binary-named/orders/batch;compressor=lz4-fast")
                && f.metric().equals("bytes") && f.verdict() == Compare.Verdict.UNCHANGED), r.findings().toString());
        assertTrue(r.findings().stream().anyMatch(f -> f.caseKey().equals("wire-delta/updates/stream;compressor=none") && f.metric().equals("bytes")));
        List<History.Series> series = History.build(List.of(base, slower), new AcceptedChanges(1, List.of()));
        assertTrue(series.stream().anyMatch(s -> s.caseKey().equals("wire-delta/updates/streamRoundTrip/avgt;compressor=none")),
                series.stream().map(History.Series::caseKey).toList().toString());
    }

    @Test
    void shardsMergeTheirRowsAndEachOthersReferencesButNotDifferentSizes() {
        UpdateStreamFile.Row sized = new UpdateStreamFile.Row("wire-delta", "delta", "none", 47_325, 9.47, null, null);
        JmhCaseRef roundTrip = ref("wire-delta", "updates", "streamRoundTrip", NONE);
        JmhCaseRef encode = ref("wire-delta", "updates", "streamEncode", NONE);
        Run one = shard(new UpdateStreamFile(1, 5000, List.of(), List.of(sized.withCases(roundTrip, null)), List.of()));
        Run two = shard(new UpdateStreamFile(1, 5000, List.of(LZ4), List.of(sized.withCases(null, encode)), List.of()));
        UpdateStreamFile merged = TradeOffMerge.updateStream(List.of(one, two));
        assertEquals(List.of(sized.withCases(roundTrip, encode)), merged.rows());
        assertEquals(List.of(LZ4), merged.compressors());
        assertEquals(null, TradeOffMerge.compression(List.of(one, two)), "no shard has the compression file: none is written");
        Run other = shard(new UpdateStreamFile(1, 5000, List.of(), List.of(new UpdateStreamFile.Row("wire-delta", "delta", "none", 47_326, 9.47,
                null, null)), List.of()));
        ResultFormatException e = assertThrows(ResultFormatException.class, () -> TradeOffMerge.updateStream(List.of(one, other)));
        assertTrue(e.getMessage().contains("shards disagree"), e.getMessage());
        assertNotEquals(one.updateStream(), other.updateStream());
    }

    private static Run shard(UpdateStreamFile updates) {
        return new Run(Path.of("shard"), null, List.of(), List.of(), List.of(), updates, null);
    }
}
