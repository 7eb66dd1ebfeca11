package io.wirebench.adapters.boon;

import io.wirebench.conformance.DirectUseCheck;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Proof, without JMH, that {@link BoonDirectUse} and the {@code boon} adapter do the same work: for every message of
 * {@code order} (the one Order data set Boon supports), in the order the benchmark sends them, the same bytes, and the
 * same fields read back.
 */
class BoonDirectUseTest {

    @Test
    void directUseWritesTheAdaptersBytesAndReadsItsFields() throws Throwable {
        BoonDirectUse direct = DirectUseCheck.setUp(BoonDirectUse.class, "boon", "order");
        DirectUseCheck.of("boon", "order").check(direct::directRoundTrip, direct::lastWritten);
    }

    @ParameterizedTest
    @CsvSource({"gson, order", "boon, orders", "boon, mediacontent"})
    void refusesWhatItDoesNotMeasure(String contender, String dataset) {
        DirectUseCheck.refuses(BoonDirectUse.class, contender, dataset);
    }
}
