package io.wirebench.adapters.ion;

import io.wirebench.conformance.DirectUseCheck;
import io.wirebench.conformance.DirectUseCheck.Reads;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Proof, without JMH, that {@link IonDirectUse} and the {@code ion-binary} adapter do the same work: for every
 * message of {@code order} and {@code orders}, in the order the benchmark sends them, the same bytes, and the same
 * fields read back into the one reused instance.
 */
class IonDirectUseTest {

    @ParameterizedTest
    @ValueSource(strings = {"order", "orders"})
    void directUseWritesTheAdaptersBytesAndReadsItsFields(String dataset) throws Throwable {
        IonDirectUse direct = DirectUseCheck.setUp(IonDirectUse.class, "ion-binary", dataset);
        DirectUseCheck.of("ion-binary", dataset).reads(Reads.ONE_REUSED_INSTANCE)
                .check(direct::directRoundTrip, direct::lastWritten);
    }

    @ParameterizedTest
    @CsvSource({"ion-text, order", "ion-binary, mediacontent", "ion-binary, no-such-set"})
    void refusesWhatItDoesNotMeasure(String contender, String dataset) {
        DirectUseCheck.refuses(IonDirectUse.class, contender, dataset);
    }
}
