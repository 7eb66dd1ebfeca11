package io.wirebench.adapters.wire;

import io.wirebench.conformance.DirectUseCheck;
import io.wirebench.conformance.DirectUseCheck.Reads;
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
    void directUseWritesTheAdaptersBytesAndReadsItsFields(String dataset) throws Throwable {
        WireRawDirectUse direct = DirectUseCheck.setUp(WireRawDirectUse.class, "wire-raw", dataset);
        DirectUseCheck.of("wire-raw", dataset).reads(Reads.ONE_REUSED_INSTANCE)
                .check(direct::directRoundTrip, direct::lastDocument);
    }

    @ParameterizedTest
    @CsvSource({"wire-binary-named, order", "wire-raw, mediacontent", "wire-raw, nosuchset"})
    void refusesWhatItDoesNotMeasure(String contender, String dataset) {
        DirectUseCheck.refuses(WireRawDirectUse.class, contender, dataset);
    }
}
