package io.wirebench.adapters.flatbuffers;

import io.wirebench.conformance.DirectUseCheck;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Proof, without JMH, that {@link FlatBuffersDirectUse} and the {@code flatbuffers} adapter do the same work: for
 * every message of {@code order} and {@code orders}, in the order the benchmark sends them, the same bytes, and the
 * same fields read back.
 */
class FlatBuffersDirectUseTest {

    @ParameterizedTest
    @ValueSource(strings = {"order", "orders"})
    void directUseWritesTheAdaptersBytesAndReadsItsFields(String dataset) throws Throwable {
        FlatBuffersDirectUse direct = DirectUseCheck.setUp(FlatBuffersDirectUse.class, "flatbuffers", dataset);
        DirectUseCheck.of("flatbuffers", dataset).check(direct::directRoundTrip, direct::lastWritten);
    }

    @ParameterizedTest
    @CsvSource({"capnproto, order", "flatbuffers, mediacontent"})
    void refusesWhatItDoesNotMeasure(String contender, String dataset) {
        DirectUseCheck.refuses(FlatBuffersDirectUse.class, contender, dataset);
    }
}
