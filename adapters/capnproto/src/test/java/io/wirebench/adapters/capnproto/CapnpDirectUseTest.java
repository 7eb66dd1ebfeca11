package io.wirebench.adapters.capnproto;

import io.wirebench.conformance.DirectUseContract;
import java.util.List;

/**
 * Proof, without JMH, that {@link CapnpDirectUse} and the {@code capnproto} adapter do the same work: for every
 * message of {@code order} and {@code orders}, in the order the benchmark sends them, the same bytes, and the same
 * fields read back.
 */
class CapnpDirectUseTest extends DirectUseContract<CapnpDirectUse> {

    CapnpDirectUseTest() {
        super(CapnpDirectUse.class, List.of("capnproto"), ORDER_AND_ORDERS,
                List.of("flatbuffers, order", "capnproto, mediacontent"),
                roundTrips(CapnpDirectUse::lastWritten));
    }
}
