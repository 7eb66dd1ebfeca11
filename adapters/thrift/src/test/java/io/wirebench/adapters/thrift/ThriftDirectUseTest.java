package io.wirebench.adapters.thrift;

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
 * Proof, without JMH, that {@link ThriftDirectUse} and the Thrift adapter do the same work: for every message of
 * {@code order} and {@code orders}, in the order the benchmark sends them, with both protocols, the same bytes, and
 * the same fields read back.
 */
class ThriftDirectUseTest {

    @ParameterizedTest
    @CsvSource({"thrift-binary, order", "thrift-binary, orders", "thrift-compact, order", "thrift-compact, orders"})
    @SuppressWarnings("unchecked")
    void directUseWritesTheAdaptersBytesAndReadsItsFields(String contender, String dataset) throws Exception {
        ThriftDirectUse direct = new ThriftDirectUse();
        direct.contender = contender;
        direct.dataset = dataset;
        direct.setUp();
        Codec<Order> codec = Contenders.discover().byId(contender).newCodec(Models.ORDER);
        List<Order> messages = ((Dataset<Order>) Datasets.byId(dataset)).samples();
        Order reuse = new Order();
        for (int i = 0; i < messages.size(); i++) {
            Order message = messages.get(i);
            ThriftDirectUse.DirectOrder read = direct.directRoundTrip();
            codec.encode(message);
            String at = contender + " " + dataset + " message " + i;
            assertArrayEquals(codec.encoded(), direct.lastWritten(), at + ": the bytes differ");
            assertEquals(message, codec.decode(reuse), at + ": the adapter's round trip");
            assertEquals(message.getPrice(), read.price, at);
            assertEquals(message.isFlag(), read.flag, at);
            assertEquals(message.getText(), read.text, at);
            assertEquals(String.valueOf(message.getSide()), String.valueOf(read.side), at);
            assertEquals(message.getSmallInt(), read.smallInt, at);
            assertEquals(message.getLongInt(), read.longInt, at);
        }
    }

    @ParameterizedTest
    @CsvSource({"thrift-json, order", "thrift-binary, mediacontent", "thrift-compact, tree"})
    void refusesWhatItDoesNotMeasure(String contender, String dataset) {
        ThriftDirectUse direct = new ThriftDirectUse();
        direct.contender = contender;
        direct.dataset = dataset;
        assertThrows(IllegalArgumentException.class, direct::setUp);
    }
}
