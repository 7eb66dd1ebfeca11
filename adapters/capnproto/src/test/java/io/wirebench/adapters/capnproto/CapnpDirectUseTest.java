package io.wirebench.adapters.capnproto;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

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
 * Proof, without JMH, that {@link CapnpDirectUse} and the {@code capnproto} adapter do the same work: for every
 * message of {@code order} and {@code orders}, in the order the benchmark sends them, the same bytes, and the same
 * fields read back.
 */
class CapnpDirectUseTest {

    @ParameterizedTest
    @ValueSource(strings = {"order", "orders"})
    @SuppressWarnings("unchecked")
    void directUseWritesTheAdaptersBytesAndReadsItsFields(String dataset) throws Exception {
        CapnpDirectUse direct = new CapnpDirectUse();
        direct.contender = "capnproto";
        direct.dataset = dataset;
        direct.setUp();
        Codec<Order> codec = Contenders.discover().byId("capnproto").newCodec(Models.ORDER);
        List<Order> messages = ((Dataset<Order>) Datasets.byId(dataset)).samples();
        Order reuse = new Order();
        for (int i = 0; i < messages.size(); i++) {
            Order message = messages.get(i);
            CapnpDirectUse.DirectOrder read = direct.directRoundTrip();
            codec.encode(message);
            String at = dataset + " message " + i;
            assertArrayEquals(codec.encoded(), direct.lastWritten(), at + ": the bytes differ");
            assertEquals(message, codec.decode(reuse), at + ": the adapter's round trip");
            assertEquals(message.getPrice(), read.price, at);
            assertEquals(message.isFlag(), read.flag, at);
            assertEquals(message.getText(), read.text, at);
            assertEquals(message.getSide().ordinal(), read.side, at);
            assertEquals(message.getSmallInt(), read.smallInt, at);
            assertEquals(message.getLongInt(), read.longInt, at);
        }
    }

    @ParameterizedTest
    @CsvSource({"flatbuffers, order", "capnproto, mediacontent"})
    void refusesWhatItDoesNotMeasure(String contender, String dataset) {
        CapnpDirectUse direct = new CapnpDirectUse();
        direct.contender = contender;
        direct.dataset = dataset;
        assertThrows(IllegalArgumentException.class, direct::setUp);
    }
}
