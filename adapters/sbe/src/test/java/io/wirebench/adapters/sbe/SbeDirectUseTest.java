package io.wirebench.adapters.sbe;

import io.wirebench.conformance.DirectUseCheck;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Proof, without JMH, that {@link SbeDirectUse} and the SBE adapter do the same work: for every message of
 * {@code order} and {@code orders}, in the order the benchmark sends them, with and without the message header,
 * the same bytes, and the same fields read back.
 */
class SbeDirectUseTest {

    @ParameterizedTest
    @CsvSource({"sbe, order", "sbe, orders", "sbe-noheader, order", "sbe-noheader, orders"})
    void directUseWritesTheAdaptersBytesAndReadsItsFields(String contender, String dataset) throws Throwable {
        SbeDirectUse direct = DirectUseCheck.setUp(SbeDirectUse.class, contender, dataset);
        DirectUseCheck.of(contender, dataset)
                .check(direct::directRoundTrip, direct::lastWritten);
    }

    @ParameterizedTest
    @CsvSource({"fury, order", "sbe, mediacontent", "sbe-noheader, db100"})
    void refusesWhatItDoesNotMeasure(String contender, String dataset) {
        DirectUseCheck.refuses(SbeDirectUse.class, contender, dataset);
    }
}
