package io.wirebench.adapters.wire;

import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Proof, without JMH, that {@link WireBytesDirectUse} and the two hand-written contenders do the same work: for every
 * message of {@code order} and {@code orders}, in the order the benchmark sends them, the same bytes, and the same
 * fields read back ({@link DirectUseCheck}).
 */
class WireBytesDirectUseTest {

    @ParameterizedTest
    @CsvSource({"wire-bytes-fixed, order", "wire-bytes-fixed, orders", "wire-bytes-stopbit, order", "wire-bytes-stopbit, orders"})
    void directUseWritesTheAdaptersBytesAndReadsItsFields(String contender, String dataset) throws Exception {
        WireBytesDirectUse direct = new WireBytesDirectUse();
        direct.contender = contender;
        direct.dataset = dataset;
        direct.setUp();
        DirectUseCheck.sameBytesAndFields(contender, dataset, direct::directRoundTrip, direct::lastDocument);
    }

    @ParameterizedTest
    @CsvSource({"wire-raw, order", "chronicle-bytes-fixed, order", "wire-bytes-stopbit, mediacontent", "wire-bytes-fixed, nosuchset"})
    void refusesWhatItDoesNotMeasure(String contender, String dataset) {
        WireBytesDirectUse direct = new WireBytesDirectUse();
        direct.contender = contender;
        direct.dataset = dataset;
        assertThrows(IllegalArgumentException.class, direct::setUp);
    }
}
