package io.wirebench.adapters.avro;

import io.wirebench.conformance.DirectUseCheck;
import io.wirebench.conformance.DirectUseCheck.Reads;
import io.wirebench.conformance.DirectUseContract;
import io.wirebench.core.model.order.Order;
import java.util.List;

/**
 * Proof, without JMH, that {@link AvroDirectUse} and the {@code avro} adapter do the same work: for every message of
 * {@code order} and {@code orders}, in the order the benchmark sends them, the same bytes, and the same fields read
 * back.
 */
class AvroDirectUseTest extends DirectUseContract<AvroDirectUse> {

    AvroDirectUseTest() {
        super(AvroDirectUse.class, List.of("avro"), List.of("order", "orders"), List.of("protobuf, order", "avro, mediacontent"),
                (direct, contender, check) -> check.reads(Reads.ONE_REUSED_INSTANCE).check(direct::directRoundTrip, direct::lastWritten,
                        r -> new Order(r.getPrice(), r.getFlag(), r.getText(), DirectUseCheck.side(r.getSide()), r.getSmallInt(),
                                r.getLongInt())));
    }
}
