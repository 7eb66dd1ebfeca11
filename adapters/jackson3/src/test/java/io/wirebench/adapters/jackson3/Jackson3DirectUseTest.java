package io.wirebench.adapters.jackson3;

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
 * Proof, without JMH, that {@link Jackson3DirectUse} and the Jackson 3 adapters do the same work: for every message
 * of {@code order} and {@code orders}, in the order the benchmark sends them, the same bytes as the contender's
 * codec, and the message's fields read back.
 */
class Jackson3DirectUseTest {

    @ParameterizedTest
    @CsvSource({"jackson3-databind, order", "jackson3-databind, orders", "jackson3-databind-recycled, order", "jackson3-databind-recycled, orders"})
    @SuppressWarnings("unchecked")
    void directUseWritesTheAdaptersBytesAndReadsTheMessage(String contender, String dataset) throws Exception {
        Jackson3DirectUse direct = new Jackson3DirectUse();
        direct.contender = contender;
        direct.dataset = dataset;
        direct.setUp();
        Codec<Order> codec = Contenders.discover().byId(contender).newCodec(Models.ORDER);
        List<Order> messages = ((Dataset<Order>) Datasets.byId(dataset)).samples();
        Jackson3DirectUse.DirectOrder previous = null;
        for (int i = 0; i < messages.size(); i++) {
            Order message = messages.get(i);
            Jackson3DirectUse.DirectOrder read = direct.directRoundTrip();
            codec.encode(message);
            String at = contender + " " + dataset + " message " + i;
            assertArrayEquals(codec.encoded(), direct.lastWritten(), at + ": the bytes differ");
            assertEquals(message.getPrice(), read.getPrice(), at);
            assertEquals(message.isFlag(), read.isFlag(), at);
            assertEquals(message.getText(), read.getText(), at);
            assertEquals(String.valueOf(message.getSide()), String.valueOf(read.getSide()), at);
            assertEquals(message.getSmallInt(), read.getSmallInt(), at);
            assertEquals(message.getLongInt(), read.getLongInt(), at);
            // databind builds a new instance per read, as the adapter's codec does
            assertNotSame(previous, read, at);
            previous = read;
        }
    }

    @ParameterizedTest
    @CsvSource({"jackson-databind, order", "jackson3-databind, mediacontent", "jackson3-databind-recycled, nosuchset"})
    void refusesWhatItDoesNotMeasure(String contender, String dataset) {
        Jackson3DirectUse direct = new Jackson3DirectUse();
        direct.contender = contender;
        direct.dataset = dataset;
        assertThrows(IllegalArgumentException.class, direct::setUp);
    }
}
