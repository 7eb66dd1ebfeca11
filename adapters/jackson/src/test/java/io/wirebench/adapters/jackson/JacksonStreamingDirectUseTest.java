package io.wirebench.adapters.jackson;

import io.wirebench.conformance.DirectUseCheck;
import io.wirebench.conformance.DirectUseCheck.Reads;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Proof, without JMH, that {@link JacksonStreamingDirectUse} and the {@code jackson-streaming} adapter do the same
 * work: for every message of {@code order} and {@code orders}, in the order the benchmark sends them, the same JSON
 * bytes, and the message's fields read back into the one reused instance.
 */
class JacksonStreamingDirectUseTest {

    @ParameterizedTest
    @ValueSource(strings = {"order", "orders"})
    void directUseWritesTheAdaptersBytesAndReadsTheMessage(String dataset) throws Throwable {
        JacksonStreamingDirectUse direct = DirectUseCheck.setUp(JacksonStreamingDirectUse.class, "jackson-streaming", dataset);
        DirectUseCheck.of("jackson-streaming", dataset).reads(Reads.ONE_REUSED_INSTANCE)
                .check(direct::directRoundTrip, direct::lastWritten);
    }

    @ParameterizedTest
    @CsvSource({"jackson-databind, order", "jackson-streaming, mediacontent", "jackson-streaming, nosuchset"})
    void refusesWhatItDoesNotMeasure(String contender, String dataset) {
        DirectUseCheck.refuses(JacksonStreamingDirectUse.class, contender, dataset);
    }
}
