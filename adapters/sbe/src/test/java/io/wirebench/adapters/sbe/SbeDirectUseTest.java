package io.wirebench.adapters.sbe;

import io.wirebench.conformance.DirectUseContract;
import java.util.List;

/**
 * Proof, without JMH, that {@link SbeDirectUse} and the SBE adapter do the same work: for every message of
 * {@code order} and {@code orders}, in the order the benchmark sends them, with and without the message header,
 * the same bytes, and the same fields read back.
 */
class SbeDirectUseTest extends DirectUseContract<SbeDirectUse> {

    SbeDirectUseTest() {
        super(SbeDirectUse.class, List.of("sbe", "sbe-noheader"), ORDER_AND_ORDERS,
                List.of("fury, order", "sbe, mediacontent", "sbe-noheader, db100"),
                roundTrips(SbeDirectUse::lastWritten));
    }
}
