package io.wirebench.adapters.wire;

import io.wirebench.conformance.DirectUseCheck;
import io.wirebench.conformance.DirectUseCheck.Reads;
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
    void directUseWritesTheAdaptersBytesAndReadsItsFields(String contender, String dataset) throws Throwable {
        WireDirectUse direct = DirectUseCheck.setUp(WireDirectUse.class, contender, dataset);
        DirectUseCheck.of(contender, dataset).reads(Reads.ONE_REUSED_INSTANCE)
                .check(direct::directRoundTrip, direct::lastDocument);
    }

    @ParameterizedTest
    @CsvSource({"wire-raw, order", "wire-yaml-8bit, order", "wire-bytes-fixed, order", "wire-json, mediacontent",
        "wire-binary-named, nosuchset"})
    void refusesWhatItDoesNotMeasure(String contender, String dataset) {
        DirectUseCheck.refuses(WireDirectUse.class, contender, dataset);
    }
}
