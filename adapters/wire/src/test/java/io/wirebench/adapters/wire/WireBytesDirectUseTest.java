package io.wirebench.adapters.wire;

import io.wirebench.conformance.DirectUseCheck.Reads;
import io.wirebench.conformance.DirectUseContract;
import java.util.List;

/**
 * Proof, without JMH, that {@link WireBytesDirectUse} and the two hand-written contenders do the same work: for every
 * message of {@code order} and {@code orders}, in the order the benchmark sends them, the same bytes, and the same
 * fields read back ({@link io.wirebench.conformance.DirectUseCheck}).
 */
class WireBytesDirectUseTest extends DirectUseContract<WireBytesDirectUse> {

    WireBytesDirectUseTest() {
        super(WireBytesDirectUse.class, List.of("wire-bytes-fixed", "wire-bytes-stopbit"), ORDER_AND_ORDERS,
                List.of("wire-raw, order", "chronicle-bytes-fixed, order", "wire-bytes-stopbit, mediacontent", "wire-bytes-fixed, nosuchset"),
                roundTrips(Reads.ONE_REUSED_INSTANCE, WireBytesDirectUse::lastDocument));
    }
}
