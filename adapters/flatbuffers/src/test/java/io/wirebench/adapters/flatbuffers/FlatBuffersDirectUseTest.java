package io.wirebench.adapters.flatbuffers;

import io.wirebench.conformance.DirectUseContract;
import java.util.List;

/**
 * Proof, without JMH, that {@link FlatBuffersDirectUse} and the {@code flatbuffers} adapter do the same work: for
 * every message of {@code order} and {@code orders}, in the order the benchmark sends them, the same bytes, and the
 * same fields read back.
 */
class FlatBuffersDirectUseTest extends DirectUseContract<FlatBuffersDirectUse> {

    FlatBuffersDirectUseTest() {
        super(FlatBuffersDirectUse.class, List.of("flatbuffers"), ORDER_AND_ORDERS,
                List.of("capnproto, order", "flatbuffers, mediacontent"),
                roundTrips(FlatBuffersDirectUse::lastWritten));
    }
}
