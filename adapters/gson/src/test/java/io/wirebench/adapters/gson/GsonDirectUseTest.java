package io.wirebench.adapters.gson;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
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

/**
 * Proof, without JMH, that {@link GsonDirectUse} and the Gson adapters do the same work: for every message of
 * {@code order} and {@code orders}, in the order the benchmark sends them, the same bytes as the contender's codec,
 * and the message's fields read back.
 */
class GsonDirectUseTest {

    @ParameterizedTest
    @CsvSource({"gson, order", "gson, orders", "gson-typeadapter, order", "gson-typeadapter, orders"})
    @SuppressWarnings("unchecked")
    void directUseWritesTheAdaptersBytesAndReadsTheMessage(String contender, String dataset) throws Exception {
        GsonDirectUse direct = new GsonDirectUse();
        direct.contender = contender;
        direct.dataset = dataset;
        direct.setUp();
        Codec<Order> codec = Contenders.discover().byId(contender).newCodec(Models.ORDER);
        List<Order> messages = ((Dataset<Order>) Datasets.byId(dataset)).samples();
        GsonDirectUse.DirectOrder previous = null;
        for (int i = 0; i < messages.size(); i++) {
            Order message = messages.get(i);
            GsonDirectUse.DirectOrder read = direct.directRoundTrip();
            codec.encode(message);
            String at = contender + " " + dataset + " message " + i;
            assertArrayEquals(codec.encoded(), direct.lastWritten(), at + ": the bytes differ");
            assertEquals(message.getPrice(), read.price, at);
            assertEquals(message.isFlag(), read.flag, at);
            assertEquals(message.getText(), read.text, at);
            assertEquals(String.valueOf(message.getSide()), String.valueOf(read.side), at);
            assertEquals(message.getSmallInt(), read.smallInt, at);
            assertEquals(message.getLongInt(), read.longInt, at);
            // a TypeAdapter returns a new object per read, as the adapter's codec gets
            assertNotSame(previous, read, at);
            previous = read;
        }
    }

    @ParameterizedTest
    @CsvSource({"moshi, order", "gson, mediacontent", "gson-typeadapter, nosuchset"})
    void refusesWhatItDoesNotMeasure(String contender, String dataset) {
        GsonDirectUse direct = new GsonDirectUse();
        direct.contender = contender;
        direct.dataset = dataset;
        assertThrows(IllegalArgumentException.class, direct::setUp);
    }
}
