package io.wirebench.adapters.gson;

import io.wirebench.conformance.DirectUseCheck.Reads;
import io.wirebench.conformance.DirectUseContract;
import java.util.List;

/**
 * Proof, without JMH, that {@link GsonDirectUse} and the Gson adapters do the same work: for every message of
 * {@code order} and {@code orders}, in the order the benchmark sends them, the same bytes as the contender's codec,
 * and the message's fields read back.
 */
class GsonDirectUseTest extends DirectUseContract<GsonDirectUse> {

    GsonDirectUseTest() {
        super(GsonDirectUse.class, List.of("gson", "gson-typeadapter"), ORDER_AND_ORDERS,
                List.of("moshi, order", "gson, mediacontent", "gson-typeadapter, nosuchset"),
                // a TypeAdapter returns a new object per read, as the adapter's codec gets
                roundTrips(Reads.A_NEW_INSTANCE_EACH, GsonDirectUse::lastWritten));
    }
}
