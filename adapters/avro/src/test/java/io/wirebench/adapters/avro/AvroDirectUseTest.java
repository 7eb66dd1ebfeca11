package io.wirebench.adapters.avro;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.wirebench.adapters.avro.schema.AvroOrder;
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
 * Proof, without JMH, that {@link AvroDirectUse} and the {@code avro} adapter do the same work: for every message of
 * {@code order} and {@code orders}, in the order the benchmark sends them, the same bytes, and the same fields read
 * back.
 */
class AvroDirectUseTest {

    @ParameterizedTest
    @ValueSource(strings = {"order", "orders"})
    @SuppressWarnings("unchecked")
    void directUseWritesTheAdaptersBytesAndReadsItsFields(String dataset) throws Exception {
        AvroDirectUse direct = new AvroDirectUse();
        direct.contender = "avro";
        direct.dataset = dataset;
        direct.setUp();
        Codec<Order> codec = Contenders.discover().byId("avro").newCodec(Models.ORDER);
        List<Order> messages = ((Dataset<Order>) Datasets.byId(dataset)).samples();
        Order reuse = new Order();
        AvroOrder first = null;
        for (int i = 0; i < messages.size(); i++) {
            Order message = messages.get(i);
            AvroOrder read = direct.directRoundTrip();
            if (first == null) {
                first = read;
            }
            codec.encode(message);
            String at = dataset + " message " + i;
            assertArrayEquals(codec.encoded(), direct.lastWritten(), at + ": the bytes differ");
            assertEquals(message, codec.decode(reuse), at + ": the adapter's round trip");
            assertSame(first, read, at + ": the benchmark reads into one reused record");
            assertEquals(message.getPrice(), read.getPrice(), at);
            assertEquals(message.isFlag(), read.getFlag(), at);
            assertEquals(message.getText(), read.getText(), at);
            assertEquals(String.valueOf(message.getSide()), String.valueOf(read.getSide()), at);
            assertEquals(message.getSmallInt(), read.getSmallInt(), at);
            assertEquals(message.getLongInt(), read.getLongInt(), at);
        }
    }

    @ParameterizedTest
    @CsvSource({"protobuf, order", "avro, mediacontent"})
    void refusesWhatItDoesNotMeasure(String contender, String dataset) {
        AvroDirectUse direct = new AvroDirectUse();
        direct.contender = contender;
        direct.dataset = dataset;
        assertThrows(IllegalArgumentException.class, direct::setUp);
    }
}
