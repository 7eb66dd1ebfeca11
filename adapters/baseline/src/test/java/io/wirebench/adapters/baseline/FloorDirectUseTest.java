package io.wirebench.adapters.baseline;

import io.wirebench.conformance.DirectUseCheck;
import io.wirebench.conformance.DirectUseCheck.Reads;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Proof, without JMH, that {@link FloorDirectUse} and the floor's codec do the same work: for every message of
 * {@code order} and {@code orders}, in the order the benchmark sends them, the same bytes, the same fields read back,
 * always into the one reused instance.
 */
class FloorDirectUseTest {

    @ParameterizedTest
    @ValueSource(strings = {"order", "orders"})
    void directUseWritesTheCodecsBytesAndReadsItsFields(String dataset) throws Throwable {
        FloorDirectUse direct = DirectUseCheck.setUp(FloorDirectUse.class, "baseline-bytebuffer", dataset);
        DirectUseCheck.of("baseline-bytebuffer", dataset).reads(Reads.ONE_REUSED_INSTANCE)
                .check(direct::directRoundTrip, direct::lastMessage);
    }

    @ParameterizedTest
    @CsvSource({"wire-raw, order", "baseline-bytebuffer, mediacontent", "baseline-bytebuffer, nosuchset"})
    void refusesWhatItDoesNotMeasure(String contender, String dataset) {
        DirectUseCheck.refuses(FloorDirectUse.class, contender, dataset);
    }
}
