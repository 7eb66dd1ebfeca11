package io.wirebench.adapters.protobuf;

import io.wirebench.adapters.protobuf.generated.OrderProtos;
import io.wirebench.conformance.DirectUseCheck;
import io.wirebench.core.model.order.Order;
import io.wirebench.core.model.order.Side;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Proof, without JMH, that {@link ProtobufDirectUse} and the {@code protobuf} adapter do the same work: for every
 * message of {@code order} and {@code orders}, in the order the benchmark sends them, the same bytes, and the
 * same fields read back.
 */
class ProtobufDirectUseTest {

    @ParameterizedTest
    @ValueSource(strings = {"order", "orders"})
    void directUseWritesTheAdaptersBytesAndReadsItsFields(String dataset) throws Throwable {
        ProtobufDirectUse direct = DirectUseCheck.setUp(ProtobufDirectUse.class, "protobuf", dataset);
        DirectUseCheck.of("protobuf", dataset).check(direct::directRoundTrip, direct::lastWritten,
                r -> new Order(r.getPrice(), r.getFlag(), r.getText(), side(r.getSide()), r.getSmallInt(), r.getLongInt()));
    }

    @ParameterizedTest
    @CsvSource({"protostuff, order", "protobuf, mediacontent"})
    void refusesWhatItDoesNotMeasure(String contender, String dataset) {
        DirectUseCheck.refuses(ProtobufDirectUse.class, contender, dataset);
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
