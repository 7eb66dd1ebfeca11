package io.wirebench.adapters.wire;

import io.wirebench.conformance.DirectUseCheck.Reads;
import io.wirebench.conformance.DirectUseContract;
import java.util.List;

/**
 * Proof, without JMH, that {@link WireDirectUse} and each contender it claims do the same work: for every message of
 * {@code order} and {@code orders}, in the order the benchmark sends them, the same bytes, and the same fields read
 * back ({@link io.wirebench.conformance.DirectUseCheck}).
 */
class WireDirectUseTest extends DirectUseContract<WireDirectUse> {

    WireDirectUseTest() {
        super(WireDirectUse.class,
                List.of("wire-binary-named", "wire-binary-numbered", "wire-binary-fixed-named", "wire-binary-fixed-numbered",
                        "wire-binary-fieldless", "wire-yaml", "wire-json"),
                ORDER_AND_ORDERS,
                List.of("wire-raw, order", "wire-yaml-8bit, order", "wire-bytes-fixed, order", "wire-json, mediacontent",
                        "wire-binary-named, nosuchset"),
                roundTrips(Reads.ONE_REUSED_INSTANCE, WireDirectUse::lastDocument));
    }
}
