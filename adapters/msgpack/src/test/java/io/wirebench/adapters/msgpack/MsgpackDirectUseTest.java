package io.wirebench.adapters.msgpack;

import io.wirebench.conformance.DirectUseCheck.Reads;
import io.wirebench.conformance.DirectUseContract;
import java.util.List;

/**
 * Proof, without JMH, that {@link MsgpackDirectUse} and the {@code msgpack-core} adapter do the same work: for every
 * message of {@code order} and {@code orders}, in the order the benchmark sends them, the same bytes, and the same
 * fields read back into the one reused instance.
 */
class MsgpackDirectUseTest extends DirectUseContract<MsgpackDirectUse> {

    MsgpackDirectUseTest() {
        super(MsgpackDirectUse.class, List.of("msgpack-core"), ORDER_AND_ORDERS,
                List.of("jackson-msgpack, order", "msgpack-core, mediacontent", "msgpack-core, no-such-set"),
                roundTrips(Reads.ONE_REUSED_INSTANCE, MsgpackDirectUse::lastWritten));
    }
}
