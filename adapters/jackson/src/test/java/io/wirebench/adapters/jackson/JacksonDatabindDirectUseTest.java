package io.wirebench.adapters.jackson;

import io.wirebench.conformance.DirectUseCheck;
import io.wirebench.conformance.DirectUseCheck.Reads;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Proof, without JMH, that {@link JacksonDatabindDirectUse} and the databind adapters do the same work: for every
 * message of {@code order} and {@code orders}, in the order the benchmark sends them, the same bytes as the
 * contender's codec, and the message's fields read back.
 */
class JacksonDatabindDirectUseTest {

    @ParameterizedTest
    @CsvSource({"jackson-databind, order", "jackson-databind, orders", "jackson-databind-recycled, order", "jackson-databind-recycled, orders",
            "jackson-blackbird, order", "jackson-blackbird, orders", "jackson-smile, order", "jackson-smile, orders",
            "jackson-cbor, order", "jackson-cbor, orders", "jackson-msgpack, order", "jackson-msgpack, orders"})
    void directUseWritesTheAdaptersBytesAndReadsTheMessage(String contender, String dataset) throws Throwable {
        JacksonDatabindDirectUse direct = DirectUseCheck.setUp(JacksonDatabindDirectUse.class, contender, dataset);
        DirectUseCheck.of(contender, dataset)
                // databind builds a new instance per read, as the adapter's codec does
                .reads(Reads.A_NEW_INSTANCE_EACH)
                .check(direct::directRoundTrip, direct::lastWritten);
    }

    @ParameterizedTest
    @CsvSource({"jackson-streaming, order", "jackson-ion, order", "jackson-databind, mediacontent", "jackson-databind, nosuchset"})
    void refusesWhatItDoesNotMeasure(String contender, String dataset) {
        DirectUseCheck.refuses(JacksonDatabindDirectUse.class, contender, dataset);
    }
}
