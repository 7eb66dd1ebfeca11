package io.wirebench.adapters.snakeyaml;

import io.wirebench.conformance.DirectUseContract;
import java.util.List;

/**
 * Proof, without JMH, that {@link SnakeYamlDirectUse} and the {@code snakeyaml} adapter do the same work: for every
 * message of {@code order} and {@code orders}, in the order the benchmark sends them, the same bytes, and the same
 * fields read back.
 */
class SnakeYamlDirectUseTest extends DirectUseContract<SnakeYamlDirectUse> {

    SnakeYamlDirectUseTest() {
        super(SnakeYamlDirectUse.class, List.of("snakeyaml"), ORDER_AND_ORDERS,
                List.of("wire-yaml, order", "snakeyaml, mediacontent"),
                roundTrips(SnakeYamlDirectUse::lastWritten));
    }
}
