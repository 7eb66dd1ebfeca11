package io.wirebench.adapters.wire;

import io.wirebench.conformance.DirectUseCheck.Reads;
import io.wirebench.conformance.DirectUseContract;
import java.util.List;

/**
 * Proof, without JMH, that {@link WireYaml8BitDirectUse} and the {@code wire-yaml-8bit} adapter do the same work on
 * {@code order}, the one data set both can send ({@link io.wirebench.conformance.DirectUseCheck}), and that it refuses {@code orders}, whose
 * text 8-bit YAML cannot carry.
 */
class WireYaml8BitDirectUseTest extends DirectUseContract<WireYaml8BitDirectUse> {

    WireYaml8BitDirectUseTest() {
        super(WireYaml8BitDirectUse.class, List.of("wire-yaml-8bit"), List.of("order"),
                List.of("wire-yaml, order", "wire-yaml-8bit, orders", "wire-yaml-8bit, mediacontent"),
                roundTrips(Reads.ONE_REUSED_INSTANCE, WireYaml8BitDirectUse::lastDocument));
    }
}
