package io.wirebench.adapters.fastjson2;

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

/**
 * Proof, without JMH, that {@link Fastjson2DirectUse} and the fastjson2 adapter do the same work: for every message
 * of {@code order} and {@code orders}, in the order the benchmark sends them, in each form, the same bytes, and the
 * same fields read back.
 */
class Fastjson2DirectUseTest {

    @ParameterizedTest
    @CsvSource({"fastjson2, order", "fastjson2, orders", "fastjson2-beantoarray, order", "fastjson2-beantoarray, orders",
            "fastjson2-jsonb, order", "fastjson2-jsonb, orders"})
    @SuppressWarnings("unchecked")
    void directUseWritesTheAdaptersBytesAndReadsItsFields(String contender, String dataset) throws Exception {
        Fastjson2DirectUse direct = new Fastjson2DirectUse();
        direct.contender = contender;
        direct.dataset = dataset;
        direct.setUp();
        Codec<Order> codec = Contenders.discover().byId(contender).newCodec(Models.ORDER);
        List<Order> messages = ((Dataset<Order>) Datasets.byId(dataset)).samples();
        for (int i = 0; i < messages.size(); i++) {
            Order message = messages.get(i);
            Fastjson2DirectUse.DirectOrder read = direct.directRoundTrip();
            codec.encode(message);
            String at = contender + " " + dataset + " message " + i;
            assertArrayEquals(codec.encoded(), direct.lastWritten(), at + ": the bytes differ");
            assertEquals(message, codec.decode(new Order()), at + ": the adapter's round trip");
            assertEquals(message.getPrice(), read.getPrice(), at);
            assertEquals(message.isFlag(), read.isFlag(), at);
            assertEquals(message.getText(), read.getText(), at);
            assertEquals(String.valueOf(message.getSide()), String.valueOf(read.getSide()), at);
            assertEquals(message.getSmallInt(), read.getSmallInt(), at);
            assertEquals(message.getLongInt(), read.getLongInt(), at);
        }
    }

    @ParameterizedTest
    @CsvSource({"fastjson2-tree, order", "fastjson2, mediacontent", "fastjson2-jsonb, db"})
    void refusesWhatItDoesNotMeasure(String contender, String dataset) {
        Fastjson2DirectUse direct = new Fastjson2DirectUse();
        direct.contender = contender;
        direct.dataset = dataset;
        assertThrows(IllegalArgumentException.class, direct::setUp);
    }
}
