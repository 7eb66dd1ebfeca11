package io.wirebench.adapters.baseline;

import io.wirebench.conformance.DirectUseCheck.Reads;
import io.wirebench.conformance.DirectUseContract;
import java.util.List;

/**
 * Proof, without JMH, that {@link FloorDirectUse} and the floor's codec do the same work: for every message of
 * {@code order} and {@code orders}, in the order the benchmark sends them, the same bytes, the same fields read back,
 * always into the one reused instance.
 */
class FloorDirectUseTest extends DirectUseContract<FloorDirectUse> {

    FloorDirectUseTest() {
        super(FloorDirectUse.class, List.of("baseline-bytebuffer"), ORDER_AND_ORDERS,
                List.of("wire-raw, order", "baseline-bytebuffer, mediacontent", "baseline-bytebuffer, nosuchset"),
                roundTrips(Reads.ONE_REUSED_INSTANCE, FloorDirectUse::lastMessage));
    }
}
