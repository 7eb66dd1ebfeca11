package io.wirebench.adapters.gson;

import io.wirebench.conformance.DirectUseCheck;
import io.wirebench.conformance.DirectUseCheck.Reads;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Proof, without JMH, that {@link GsonDirectUse} and the Gson adapters do the same work: for every message of
 * {@code order} and {@code orders}, in the order the benchmark sends them, the same bytes as the contender's codec,
 * and the message's fields read back.
 */
class GsonDirectUseTest {

    @ParameterizedTest
    @CsvSource({"gson, order", "gson, orders", "gson-typeadapter, order", "gson-typeadapter, orders"})
    void directUseWritesTheAdaptersBytesAndReadsTheMessage(String contender, String dataset) throws Throwable {
        GsonDirectUse direct = DirectUseCheck.setUp(GsonDirectUse.class, contender, dataset);
        DirectUseCheck.of(contender, dataset)
                // a TypeAdapter returns a new object per read, as the adapter's codec gets
                .reads(Reads.A_NEW_INSTANCE_EACH)
                .check(direct::directRoundTrip, direct::lastWritten);
    }

    @ParameterizedTest
    @CsvSource({"moshi, order", "gson, mediacontent", "gson-typeadapter, nosuchset"})
    void refusesWhatItDoesNotMeasure(String contender, String dataset) {
        DirectUseCheck.refuses(GsonDirectUse.class, contender, dataset);
    }
}
