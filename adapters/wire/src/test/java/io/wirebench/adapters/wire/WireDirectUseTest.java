package io.wirebench.adapters.wire;

import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Proof, without JMH, that {@link WireDirectUse} and each contender it claims do the same work: for every message of
 * {@code order} and {@code orders}, in the order the benchmark sends them, the same bytes, and the same fields read
 * back ({@link DirectUseCheck}).
 */
class WireDirectUseTest {

    @ParameterizedTest
    @CsvSource({
        "wire-binary-named, order", "wire-binary-named, orders",
        "wire-binary-numbered, order", "wire-binary-numbered, orders",
        "wire-binary-fixed-named, order", "wire-binary-fixed-named, orders",
        "wire-binary-fixed-numbered, order", "wire-binary-fixed-numbered, orders",
        "wire-binary-fieldless, order", "wire-binary-fieldless, orders",
        "wire-yaml, order", "wire-yaml, orders",
        "wire-json, order", "wire-json, orders"})
    void directUseWritesTheAdaptersBytesAndReadsItsFields(String contender, String dataset) throws Exception {
        WireDirectUse direct = new WireDirectUse();
        direct.contender = contender;
        direct.dataset = dataset;
        direct.setUp();
        DirectUseCheck.sameBytesAndFields(contender, dataset, direct::directRoundTrip, direct::lastDocument);
    }

    @ParameterizedTest
    @CsvSource({"wire-raw, order", "wire-yaml-8bit, order", "wire-bytes-fixed, order", "wire-json, mediacontent",
        "wire-binary-named, nosuchset"})
    void refusesWhatItDoesNotMeasure(String contender, String dataset) {
        WireDirectUse direct = new WireDirectUse();
        direct.contender = contender;
        direct.dataset = dataset;
        assertThrows(IllegalArgumentException.class, direct::setUp);
    }
}
