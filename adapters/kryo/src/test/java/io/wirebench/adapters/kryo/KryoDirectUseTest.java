package io.wirebench.adapters.kryo;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.wirebench.core.Codec;
import io.wirebench.core.Contenders;
import io.wirebench.core.model.Dataset;
import io.wirebench.core.model.Datasets;
import io.wirebench.core.model.Models;
import io.wirebench.core.model.order.Order;
import io.wirebench.core.model.order.Side;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Proof, without JMH, that {@link KryoDirectUse} and the Kryo adapter do the same work: for every message of
 * {@code order} and {@code orders}, in the order the benchmark sends them, the same bytes, and the same fields
 * read back.
 */
class KryoDirectUseTest {

    @ParameterizedTest
    @CsvSource({"kryo, order", "kryo, orders", "kryo-classandobject, order", "kryo-classandobject, orders",
            "kryo-unsafe, order", "kryo-unsafe, orders"})
    @SuppressWarnings("unchecked")
    void directUseWritesTheAdaptersBytesAndReadsItsFields(String contender, String dataset) throws Exception {
        KryoDirectUse direct = new KryoDirectUse();
        direct.contender = contender;
        direct.dataset = dataset;
        direct.setUp();
        Codec<Order> codec = Contenders.discover().byId(contender).newCodec(Models.ORDER);
        List<Order> messages = ((Dataset<Order>) Datasets.byId(dataset)).samples();
        for (int i = 0; i < messages.size(); i++) {
            Order message = messages.get(i);
            KryoDirectUse.DirectOrder read = direct.directRoundTrip();
            codec.encode(message);
            String at = contender + " " + dataset + " message " + i;
            assertArrayEquals(codec.encoded(), direct.lastWritten(), at + ": the bytes differ");
            assertEquals(message, codec.decode(null), at + ": the adapter's round trip");
            assertEquals(message.getPrice(), read.price, at);
            assertEquals(message.isFlag(), read.flag, at);
            assertEquals(message.getText(), read.text, at);
            assertEquals(String.valueOf(message.getSide()), String.valueOf(read.side), at);
            assertEquals(message.getSmallInt(), read.smallInt, at);
            assertEquals(message.getLongInt(), read.longInt, at);
        }
    }

    @Test
    void registersUnderTheAdaptersIds() {
        assertEquals(KryoDirectUse.ORDER_ID, KryoRegistry.newKryo(false).getRegistration(Order.class).getId());
        assertEquals(KryoDirectUse.SIDE_ID, KryoRegistry.newKryo(false).getRegistration(Side.class).getId());
    }

    @ParameterizedTest
    @CsvSource({"fory, order", "kryo, mediacontent", "kryo-unsafe, no-such-set"})
    void refusesWhatItDoesNotMeasure(String contender, String dataset) {
        KryoDirectUse direct = new KryoDirectUse();
        direct.contender = contender;
        direct.dataset = dataset;
        assertThrows(IllegalArgumentException.class, direct::setUp);
    }
}
