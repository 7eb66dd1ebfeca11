package io.wirebench.adapters.fory;

import io.wirebench.conformance.DirectUseCheck;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Proof, without JMH, that {@link ForyDirectUse} and the Fory adapter do the same work: for every message of
 * {@code order} and {@code orders}, in the order the benchmark sends them, the same bytes, and the same fields
 * read back.
 */
class ForyDirectUseTest {

    @ParameterizedTest
    @CsvSource({"fory, order", "fory, orders", "fory-compatible, order", "fory-compatible, orders"})
    void directUseWritesTheAdaptersBytesAndReadsItsFields(String contender, String dataset) throws Throwable {
        ForyDirectUse direct = DirectUseCheck.setUp(ForyDirectUse.class, contender, dataset);
        DirectUseCheck.of(contender, dataset).check(direct::directRoundTrip, direct::lastWritten);
    }

    @ParameterizedTest
    @CsvSource({"kryo, order", "fory, mediacontent", "fory-compatible, no-such-set"})
    void refusesWhatItDoesNotMeasure(String contender, String dataset) {
        DirectUseCheck.refuses(ForyDirectUse.class, contender, dataset);
    }
}
