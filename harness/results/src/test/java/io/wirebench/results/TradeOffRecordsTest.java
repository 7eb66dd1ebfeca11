package io.wirebench.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** updatestream.json and compression.json: the records, their schemas and the refusals agree. */
class TradeOffRecordsTest {
    @TempDir
    Path tmp;

    private static List<String> problems(String schemaName, String json) throws IOException {
        return RecordFileChecks.problems(RecordFileChecks.schema(schemaName), json);
    }

    static final CompressorInfo ZSTD = new CompressorInfo("zstd-fast", "zstd", "level 1 (of 1..22)", "jni", "com.github.luben:zstd-jni 1.5.7-28");

    static UpdateStreamFile updateStream() {
        JmhCaseRef roundTrip = new JmhCaseRef("jmh/wire-delta/updates/streamRoundTrip@none.json", "streamRoundTrip",
                Map.of("contender", "wire-delta", "dataset", "updates", "compressor", "none"));
        return new UpdateStreamFile(UpdateStreamFile.FORMAT_VERSION, 5000, List.of(ZSTD), List.of(
                new UpdateStreamFile.Row("wire-delta", "delta", "none", 47325, 9.47, roundTrip, null),
                new UpdateStreamFile.Row("wire-binary-named", "full", "zstd-fast", 825000, 165, null, null)),
                List.of(new UpdateStreamFile.Unsupported("jackson-databind", "no java.time")));
    }

    static CompressionFile compression() {
        JmhCaseRef compress = new JmhCaseRef("jmh/wire-binary-named/orders/compress@zstd-fast@batch.json", "compress",
                Map.of("contender", "wire-binary-named", "dataset", "orders", "compressor", "zstd-fast", "payload", "batch"));
        return new CompressionFile(CompressionFile.FORMAT_VERSION, List.of(ZSTD), List.of(
                new CompressionFile.Row("wire-binary-named", "zstd-fast", "batch", "orders", 256, 17_700, 9_100, compress, null)),
                List.of(new CompressionFile.Unsupported("wire-delta", "batch", "orders", "no order")));
    }

    @Test
    void bothFilesWriteValidAndReadBackTheSame() throws IOException {
        Path u = tmp.resolve("updatestream.json");
        String written = RecordFileChecks.writesValidAndReadsBack(u, updateStream(), "updatestream.schema.json", ResultFiles::readUpdateStream);
        assertTrue(written.contains("\"bytesPerUpdate\" : 165\n"), "a whole number is written whole");
        UpdateStreamFile back = ResultFiles.readUpdateStream(u);
        assertEquals("wire-delta", back.rows().get(0).roundTrip().contender());
        assertEquals(Map.of("compressor", "none"), back.rows().get(0).roundTrip().otherParams());
        assertNull(back.rows().get(0).encode());

        RecordFileChecks.writesValidAndReadsBack(tmp.resolve("compression.json"), compression(), "compression.schema.json",
                ResultFiles::readCompression);
    }

    @Test
    void theSchemasRejectWhatTheReadersWouldNotMean() throws IOException {
        String u = ResultFiles.MAPPER.writeValueAsString(updateStream());
        assertFalse(problems("updatestream.schema.json", u.replace("\"delta\"", "\"partial\"")).isEmpty(), "mode is delta or full");
        String c = ResultFiles.MAPPER.writeValueAsString(compression());
        assertFalse(problems("compression.schema.json", c.replace("\"batch\"", "\"bulk\"")).isEmpty(), "payload is one of four");
        assertFalse(problems("compression.schema.json", c.replace("\"jni\"", "\"native\"")).isEmpty(), "implementation is one of three");
    }

    @Test
    void anotherVersionOrAMissingFieldIsRefusedByName() throws IOException {
        Path u = tmp.resolve("updatestream.json");
        String good = ResultFiles.MAPPER.writeValueAsString(updateStream());
        RecordFileChecks.assertRefused(u, good.replace("\"formatVersion\" : 1", "\"formatVersion\" : 2"), ResultFiles::readUpdateStream,
                "update-stream file format version 2");
        RecordFileChecks.assertRefused(u, good.replace("\"bytes\" : 47325,", ""), ResultFiles::readUpdateStream, "rows[0].bytes", "required and missing");

        RecordFileChecks.assertRefused(tmp.resolve("compression.json"),
                ResultFiles.MAPPER.writeValueAsString(compression()).replace("\"rawBytes\" : 17700", "\"rawBytes\" : \"17700\""),
                ResultFiles::readCompression, "rows[0].rawBytes", "wrong type");
    }
}
