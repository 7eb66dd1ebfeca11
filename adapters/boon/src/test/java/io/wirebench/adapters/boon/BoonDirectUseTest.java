package io.wirebench.adapters.boon;

import io.wirebench.conformance.DirectUseContract;
import java.util.List;

/**
 * Proof, without JMH, that {@link BoonDirectUse} and the {@code boon} adapter do the same work: for every message of
 * {@code order} (the one Order data set Boon supports), in the order the benchmark sends them, the same bytes, and the
 * same fields read back.
 */
class BoonDirectUseTest extends DirectUseContract<BoonDirectUse> {

    BoonDirectUseTest() {
        super(BoonDirectUse.class, List.of("boon"), List.of("order"),
                List.of("gson, order", "boon, orders", "boon, mediacontent"),
                roundTrips(BoonDirectUse::lastWritten));
    }
}
