package io.wirebench.adapters.protobuf;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.wirebench.adapters.protobuf.generated.OrderProtos;
import io.wirebench.core.Codec;
import io.wirebench.core.Contenders;
import io.wirebench.core.model.Dataset;
import io.wirebench.core.model.Datasets;
import io.wirebench.core.model.Models;
import io.wirebench.core.model.order.Order;
import java.util.List;
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
    @SuppressWarnings("unchecked")
    void directUseWritesTheAdaptersBytesAndReadsItsFields(String dataset) throws Exception {
        ProtobufDirectUse direct = new ProtobufDirectUse();
        direct.contender = "protobuf";
        direct.dataset = dataset;
        direct.setUp();
        Codec<Order> codec = Contenders.discover().byId("protobuf").newCodec(Models.ORDER);
        List<Order> messages = ((Dataset<Order>) Datasets.byId(dataset)).samples();
        Order reuse = new Order();
        for (int i = 0; i < messages.size(); i++) {
            Order message = messages.get(i);
            OrderProtos.Order read = direct.directRoundTrip();
            codec.encode(message);
            String at = dataset + " message " + i;
            assertArrayEquals(codec.encoded(), direct.lastWritten(), at + ": the bytes differ");
            assertEquals(message, codec.decode(reuse), at + ": the adapter's round trip");
            assertEquals(message.getPrice(), read.getPrice(), at);
            assertEquals(message.isFlag(), read.getFlag(), at);
            assertEquals(message.getText(), read.getText(), at);
            assertEquals("SIDE_" + String.valueOf(message.getSide()).toUpperCase(), read.getSide().name(), at);
            assertEquals(message.getSmallInt(), read.getSmallInt(), at);
            assertEquals(message.getLongInt(), read.getLongInt(), at);
        }
    }

    @ParameterizedTest
    @CsvSource({"protostuff, order", "protobuf, mediacontent"})
    void refusesWhatItDoesNotMeasure(String contender, String dataset) {
        ProtobufDirectUse direct = new ProtobufDirectUse();
        direct.contender = contender;
        direct.dataset = dataset;
        assertThrows(IllegalArgumentException.class, direct::setUp);
    }
}
