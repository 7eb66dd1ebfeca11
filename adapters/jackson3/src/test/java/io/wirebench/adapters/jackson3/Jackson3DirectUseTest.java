package io.wirebench.adapters.jackson3;

import io.wirebench.conformance.DirectUseCheck;
import io.wirebench.conformance.DirectUseCheck.Reads;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Proof, without JMH, that {@link Jackson3DirectUse} and the Jackson 3 adapters do the same work: for every message
 * of {@code order} and {@code orders}, in the order the benchmark sends them, the same bytes as the contender's
 * codec, and the message's fields read back.
 */
class Jackson3DirectUseTest {

    @ParameterizedTest
    @CsvSource({"jackson3-databind, order", "jackson3-databind, orders", "jackson3-databind-recycled, order", "jackson3-databind-recycled, orders"})
    void directUseWritesTheAdaptersBytesAndReadsTheMessage(String contender, String dataset) throws Throwable {
        Jackson3DirectUse direct = DirectUseCheck.setUp(Jackson3DirectUse.class, contender, dataset);
        DirectUseCheck.of(contender, dataset)
                // databind builds a new instance per read, as the adapter's codec does
                .reads(Reads.A_NEW_INSTANCE_EACH)
                .check(direct::directRoundTrip, direct::lastWritten);
    }

    @ParameterizedTest
    @CsvSource({"jackson-databind, order", "jackson3-databind, mediacontent", "jackson3-databind-recycled, nosuchset"})
    void refusesWhatItDoesNotMeasure(String contender, String dataset) {
        DirectUseCheck.refuses(Jackson3DirectUse.class, contender, dataset);
    }
}
