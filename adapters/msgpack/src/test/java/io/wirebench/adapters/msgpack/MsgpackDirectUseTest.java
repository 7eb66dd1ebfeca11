package io.wirebench.adapters.msgpack;

import io.wirebench.conformance.DirectUseCheck;
import io.wirebench.conformance.DirectUseCheck.Reads;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Proof, without JMH, that {@link MsgpackDirectUse} and the {@code msgpack-core} adapter do the same work: for every
 * message of {@code order} and {@code orders}, in the order the benchmark sends them, the same bytes, and the same
 * fields read back into the one reused instance.
 */
class MsgpackDirectUseTest {

    @ParameterizedTest
    @ValueSource(strings = {"order", "orders"})
    void directUseWritesTheAdaptersBytesAndReadsItsFields(String dataset) throws Throwable {
        MsgpackDirectUse direct = DirectUseCheck.setUp(MsgpackDirectUse.class, "msgpack-core", dataset);
        DirectUseCheck.of("msgpack-core", dataset).reads(Reads.ONE_REUSED_INSTANCE)
                .check(direct::directRoundTrip, direct::lastWritten);
    }

    @ParameterizedTest
    @CsvSource({"jackson-msgpack, order", "msgpack-core, mediacontent", "msgpack-core, no-such-set"})
    void refusesWhatItDoesNotMeasure(String contender, String dataset) {
        DirectUseCheck.refuses(MsgpackDirectUse.class, contender, dataset);
    }
}
