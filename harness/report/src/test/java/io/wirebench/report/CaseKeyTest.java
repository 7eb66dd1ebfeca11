package io.wirebench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The one identity of a case, and the one spelling compare, history and calibration print it in. */
class CaseKeyTest {
    @TempDir
    Path results;

    @Test
    void theSpellingIsContenderDatasetOperationModeThenTheParametersSortedByName() {
        Map<String, String> params = new LinkedHashMap<>();
        params.put("payload", "batch");
        params.put("compressor", "zstd");
        CaseKey k = new CaseKey("wire-raw", "orders", "compress", params, "avgt");
        assertEquals("wire-raw/orders/compress/avgt;compressor=zstd;payload=batch", k.toString());
        assertEquals("wire-raw/orders/roundTrip/sample", new CaseKey("wire-raw", "orders", "roundTrip", Map.of(), "sample").toString());
    }

    @Test
    void theSameFieldsAreTheSameCaseWhateverOrderTheParametersCameIn() {
        Map<String, String> ab = new LinkedHashMap<>();
        ab.put("a", "1");
        ab.put("b", "2");
        Map<String, String> ba = new LinkedHashMap<>();
        ba.put("b", "2");
        ba.put("a", "1");
        CaseKey x = new CaseKey("c", "order", "encode", ab, "avgt");
        CaseKey y = new CaseKey("c", "order", "encode", ba, "avgt");
        assertEquals(x, y);
        assertEquals(x.hashCode(), y.hashCode());
        assertNotEquals(x, new CaseKey("c", "order", "encode", ab, "sample"), "the mode is part of the case");
        assertNotEquals(x, new CaseKey("c", "order", "encode", Map.of("a", "1"), "avgt"), "so is every parameter");
    }

    @Test
    void casesWithoutAJmhModeLeaveItOutOfTheirSpelling() {
        assertEquals("c/order/size", CaseKey.size("c", "order").toString());
        assertEquals("c/order/openLoop@10000", CaseKey.openLoop("c", "order", 10_000).toString());
        assertEquals("c/updates/stream;compressor=none", CaseKey.compressed("c", "updates", "stream", "none").toString());
        assertEquals("c/orders/batch;compressor=lz4-fast", CaseKey.compressed("c", "orders", "batch", "lz4-fast").toString());
    }

    @Test
    void aCellIsTheCaseWithoutModeAndParameters() {
        CaseKey k = new CaseKey("c", "order", "encode", Map.of("compressor", "none"), "sample");
        assertEquals(CaseKey.cell("c", "order", "encode"), k.cell());
        assertEquals("c/order/encode", k.cell().toString());
    }

    @Test
    void aMissingFieldIsRefusedByName() {
        NullPointerException e = assertThrows(NullPointerException.class, () -> new CaseKey(null, "order", "encode", Map.of(), "avgt"));
        assertEquals("a case needs a contender", e.getMessage());
        e = assertThrows(NullPointerException.class, () -> CaseKey.cell("c", null, "encode"));
        assertEquals("a case needs a data set", e.getMessage());
        e = assertThrows(NullPointerException.class, () -> new CaseKey("c", "order", "encode", null, "avgt"));
        assertEquals("a case's parameters may be empty, not null", e.getMessage());
    }

    @Test
    void aMeasurementsKeyCarriesItsParametersAndMode() {
        Run run = RunReader.read(new SyntheticRun("2026a").paramCase("UpdateStreamBenchmark", "wire-delta", "updates", "streamRoundTrip",
                Map.of("compressor", "none"), 0, 100, 110, 105).write(results));
        Measurement m = run.measurements().get(0);
        assertEquals(new CaseKey("wire-delta", "updates", "streamRoundTrip", Map.of("compressor", "none"), "avgt"), m.caseKey());
        assertEquals("wire-delta/updates/streamRoundTrip/avgt;compressor=none", m.caseKey().toString());
    }
}
