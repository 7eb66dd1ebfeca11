package io.wirebench.adapters.wire;

import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Proof, without JMH, that {@link WireRawDirectUse} and the {@code wire-raw} adapter do the same work: for every
 * message of {@code order} and {@code orders}, in the order the benchmark sends them, the same bytes, and the
 * same fields read back ({@link DirectUseCheck}).
 */
class WireRawDirectUseTest {

    @ParameterizedTest
    @ValueSource(strings = {"order", "orders"})
    void directUseWritesTheAdaptersBytesAndReadsItsFields(String dataset) throws Exception {
        WireRawDirectUse direct = new WireRawDirectUse();
        direct.contender = "wire-raw";
        direct.dataset = dataset;
        direct.setUp();
        DirectUseCheck.sameBytesAndFields("wire-raw", dataset, direct::directRoundTrip, direct::lastDocument);
    }

    @ParameterizedTest
    @CsvSource({"wire-binary-named, order", "wire-raw, mediacontent", "wire-raw, nosuchset"})
    void refusesWhatItDoesNotMeasure(String contender, String dataset) {
        WireRawDirectUse direct = new WireRawDirectUse();
        direct.contender = contender;
        direct.dataset = dataset;
        assertThrows(IllegalArgumentException.class, direct::setUp);
    }
}
