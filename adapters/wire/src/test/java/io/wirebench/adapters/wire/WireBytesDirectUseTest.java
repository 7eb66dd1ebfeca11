package io.wirebench.adapters.wire;

import io.wirebench.conformance.DirectUseCheck;
import io.wirebench.conformance.DirectUseCheck.Reads;
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
    void directUseWritesTheAdaptersBytesAndReadsItsFields(String contender, String dataset) throws Throwable {
        WireBytesDirectUse direct = DirectUseCheck.setUp(WireBytesDirectUse.class, contender, dataset);
        DirectUseCheck.of(contender, dataset).reads(Reads.ONE_REUSED_INSTANCE)
                .check(direct::directRoundTrip, direct::lastDocument);
    }

    @ParameterizedTest
    @CsvSource({"wire-raw, order", "chronicle-bytes-fixed, order", "wire-bytes-stopbit, mediacontent", "wire-bytes-fixed, nosuchset"})
    void refusesWhatItDoesNotMeasure(String contender, String dataset) {
        DirectUseCheck.refuses(WireBytesDirectUse.class, contender, dataset);
    }
}
