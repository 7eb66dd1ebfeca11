package io.wirebench.adapters.wire;

import io.wirebench.conformance.DirectUseCheck.Reads;
import io.wirebench.conformance.DirectUseContract;
import java.util.List;

/**
 * Proof, without JMH, that {@link WireRawDirectUse} and the {@code wire-raw} adapter do the same work: for every
 * message of {@code order} and {@code orders}, in the order the benchmark sends them, the same bytes, and the
 * same fields read back ({@link io.wirebench.conformance.DirectUseCheck}).
 */
class WireRawDirectUseTest extends DirectUseContract<WireRawDirectUse> {

    WireRawDirectUseTest() {
        super(WireRawDirectUse.class, List.of("wire-raw"), ORDER_AND_ORDERS,
                List.of("wire-binary-named, order", "wire-raw, mediacontent", "wire-raw, nosuchset"),
                roundTrips(Reads.ONE_REUSED_INSTANCE, WireRawDirectUse::lastDocument));
    }
}
