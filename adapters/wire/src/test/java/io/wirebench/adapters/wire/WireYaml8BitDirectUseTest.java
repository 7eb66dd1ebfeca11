package io.wirebench.adapters.wire;

import io.wirebench.conformance.DirectUseCheck;
import io.wirebench.conformance.DirectUseCheck.Reads;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Proof, without JMH, that {@link WireYaml8BitDirectUse} and the {@code wire-yaml-8bit} adapter do the same work on
 * {@code order}, the one data set both can send ({@link DirectUseCheck}), and that it refuses {@code orders}, whose
 * text 8-bit YAML cannot carry.
 */
class WireYaml8BitDirectUseTest {

    @Test
    void directUseWritesTheAdaptersBytesAndReadsItsFields() throws Throwable {
        WireYaml8BitDirectUse direct = DirectUseCheck.setUp(WireYaml8BitDirectUse.class, "wire-yaml-8bit", "order");
        DirectUseCheck.of("wire-yaml-8bit", "order").reads(Reads.ONE_REUSED_INSTANCE)
                .check(direct::directRoundTrip, direct::lastDocument);
    }

    @ParameterizedTest
    @CsvSource({"wire-yaml, order", "wire-yaml-8bit, orders", "wire-yaml-8bit, mediacontent"})
    void refusesWhatItDoesNotMeasure(String contender, String dataset) {
        DirectUseCheck.refuses(WireYaml8BitDirectUse.class, contender, dataset);
    }
}
