package io.wirebench.adapters.wire;

import static org.junit.jupiter.api.Assertions.assertThrows;

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
    void directUseWritesTheAdaptersBytesAndReadsItsFields() throws Exception {
        WireYaml8BitDirectUse direct = new WireYaml8BitDirectUse();
        direct.contender = "wire-yaml-8bit";
        direct.dataset = "order";
        direct.setUp();
        DirectUseCheck.sameBytesAndFields("wire-yaml-8bit", "order", direct::directRoundTrip, direct::lastDocument);
    }

    @ParameterizedTest
    @CsvSource({"wire-yaml, order", "wire-yaml-8bit, orders", "wire-yaml-8bit, mediacontent"})
    void refusesWhatItDoesNotMeasure(String contender, String dataset) {
        WireYaml8BitDirectUse direct = new WireYaml8BitDirectUse();
        direct.contender = contender;
        direct.dataset = dataset;
        assertThrows(IllegalArgumentException.class, direct::setUp);
    }
}
