package io.wirebench.adapters.protobuf;

import io.wirebench.adapters.protobuf.generated.OrderProtos;
import io.wirebench.conformance.DirectUseContract;
import io.wirebench.core.model.order.Order;
import io.wirebench.core.model.order.Side;
import java.util.List;

/**
 * Proof, without JMH, that {@link ProtobufDirectUse} and the {@code protobuf} adapter do the same work: for every
 * message of {@code order} and {@code orders}, in the order the benchmark sends them, the same bytes, and the
 * same fields read back.
 */
class ProtobufDirectUseTest extends DirectUseContract<ProtobufDirectUse> {

    ProtobufDirectUseTest() {
        super(ProtobufDirectUse.class, List.of("protobuf"), List.of("order", "orders"), List.of("protostuff, order", "protobuf, mediacontent"),
                (direct, contender, check) -> check.check(direct::directRoundTrip, direct::lastWritten,
                        r -> new Order(r.getPrice(), r.getFlag(), r.getText(), side(r.getSide()), r.getSmallInt(), r.getLongInt())));
    }

    /** order.proto's constant as the published side: its name without the {@code SIDE_} prefix; none for {@code SIDE_UNSPECIFIED}. */
    private static Side side(OrderProtos.Side side) {
        for (Side s : Side.values()) {
            if (side.name().equals("SIDE_" + s.name().toUpperCase())) {
                return s;
            }
        }
        if (side != OrderProtos.Side.SIDE_UNSPECIFIED) {
            throw new AssertionError("no published side for " + side);
        }
        return null;
    }
}
