package io.wirebench.adapters.fory;

import io.wirebench.conformance.DirectUseContract;
import java.util.List;

/**
 * Proof, without JMH, that {@link ForyDirectUse} and the Fory adapter do the same work: for every message of
 * {@code order} and {@code orders}, in the order the benchmark sends them, the same bytes, and the same fields
 * read back.
 */
class ForyDirectUseTest extends DirectUseContract<ForyDirectUse> {

    ForyDirectUseTest() {
        super(ForyDirectUse.class, List.of("fory", "fory-compatible"), ORDER_AND_ORDERS,
                List.of("kryo, order", "fory, mediacontent", "fory-compatible, no-such-set"),
                roundTrips(ForyDirectUse::lastWritten));
    }
}
