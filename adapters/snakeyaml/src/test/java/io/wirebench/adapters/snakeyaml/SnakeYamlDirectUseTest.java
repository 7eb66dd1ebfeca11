package io.wirebench.adapters.snakeyaml;

import io.wirebench.conformance.DirectUseCheck;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Proof, without JMH, that {@link SnakeYamlDirectUse} and the {@code snakeyaml} adapter do the same work: for every
 * message of {@code order} and {@code orders}, in the order the benchmark sends them, the same bytes, and the same
 * fields read back.
 */
class SnakeYamlDirectUseTest {

    @ParameterizedTest
    @ValueSource(strings = {"order", "orders"})
    void directUseWritesTheAdaptersBytesAndReadsItsFields(String dataset) throws Throwable {
        SnakeYamlDirectUse direct = DirectUseCheck.setUp(SnakeYamlDirectUse.class, "snakeyaml", dataset);
        DirectUseCheck.of("snakeyaml", dataset).check(direct::directRoundTrip, direct::lastWritten);
    }

    @ParameterizedTest
    @CsvSource({"wire-yaml, order", "snakeyaml, mediacontent"})
    void refusesWhatItDoesNotMeasure(String contender, String dataset) {
        DirectUseCheck.refuses(SnakeYamlDirectUse.class, contender, dataset);
    }
}
