package io.wirebench.adapters.jackson3;

import io.wirebench.conformance.DirectUseCheck.Reads;
import io.wirebench.conformance.DirectUseContract;
import java.util.List;

/**
 * Proof, without JMH, that {@link Jackson3DirectUse} and the Jackson 3 adapters do the same work: for every message
 * of {@code order} and {@code orders}, in the order the benchmark sends them, the same bytes as the contender's
 * codec, and the message's fields read back.
 */
class Jackson3DirectUseTest extends DirectUseContract<Jackson3DirectUse> {

    Jackson3DirectUseTest() {
        super(Jackson3DirectUse.class, List.of("jackson3-databind", "jackson3-databind-recycled"), ORDER_AND_ORDERS,
                List.of("jackson-databind, order", "jackson3-databind, mediacontent", "jackson3-databind-recycled, nosuchset"),
                // databind builds a new instance per read, as the adapter's codec does
                roundTrips(Reads.A_NEW_INSTANCE_EACH, Jackson3DirectUse::lastWritten));
    }
}
