package io.wirebench.adapters.capnproto;

import io.wirebench.conformance.DirectUseCheck;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Proof, without JMH, that {@link CapnpDirectUse} and the {@code capnproto} adapter do the same work: for every
 * message of {@code order} and {@code orders}, in the order the benchmark sends them, the same bytes, and the same
 * fields read back.
 */
class CapnpDirectUseTest {

    @ParameterizedTest
    @ValueSource(strings = {"order", "orders"})
    void directUseWritesTheAdaptersBytesAndReadsItsFields(String dataset) throws Throwable {
        CapnpDirectUse direct = DirectUseCheck.setUp(CapnpDirectUse.class, "capnproto", dataset);
        DirectUseCheck.of("capnproto", dataset).check(direct::directRoundTrip, direct::lastWritten);
    }

    @ParameterizedTest
    @CsvSource({"flatbuffers, order", "capnproto, mediacontent"})
    void refusesWhatItDoesNotMeasure(String contender, String dataset) {
        DirectUseCheck.refuses(CapnpDirectUse.class, contender, dataset);
    }
}
