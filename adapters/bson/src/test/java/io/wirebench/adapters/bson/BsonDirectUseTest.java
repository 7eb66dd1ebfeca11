package io.wirebench.adapters.bson;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
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
 * Proof, without JMH, that {@link BsonDirectUse} and the BSON adapter do the same work: for each of the three
 * rows and every message of {@code order} and {@code orders}, in the order the benchmark sends them, the same
 * bytes, and the same fields read back (into the reused instance for the hand-written rows, a new one for the
 * POJO codec).
 */
class BsonDirectUseTest {

    @ParameterizedTest
    @CsvSource({"bson, order", "bson, orders", "bson-pojo, order", "bson-pojo, orders", "bson-recycled, order", "bson-recycled, orders"})
    @SuppressWarnings("unchecked")
    void directUseWritesTheAdaptersBytesAndReadsItsFields(String contender, String dataset) throws Exception {
        BsonDirectUse direct = new BsonDirectUse();
        direct.contender = contender;
        direct.dataset = dataset;
        direct.setUp();
        Codec<Order> codec = Contenders.discover().byId(contender).newCodec(Models.ORDER);
        List<Order> messages = ((Dataset<Order>) Datasets.byId(dataset)).samples();
        for (int i = 0; i < messages.size(); i++) {
            Order message = messages.get(i);
            BsonDirectUse.DirectOrder read = direct.directRoundTrip();
            codec.encode(message);
            String at = contender + " " + dataset + " message " + i;
            assertArrayEquals(codec.encoded(), direct.lastWritten(), at + ": the bytes differ");
            if (contender.equals("bson-pojo")) {
                assertNotSame(direct.reused(), read, "the POJO codec builds a new object per read");
            } else {
                assertSame(direct.reused(), read, "the hand-written rows read into one reused instance");
            }
            assertEquals(message, codec.decode(null), at + ": the adapter's round trip");
            assertEquals(message.getPrice(), read.getPrice(), at);
            assertEquals(message.isFlag(), read.isFlag(), at);
            assertEquals(message.getText(), read.getText(), at);
            assertEquals(String.valueOf(message.getSide()), String.valueOf(read.getSide()), at);
            assertEquals(message.getSmallInt(), read.getSmallInt(), at);
            assertEquals(message.getLongInt(), read.getLongInt(), at);
        }
    }

    @ParameterizedTest
    @CsvSource({"bson-document, order", "bson, mediacontent", "bson-pojo, no-such-set"})
    void refusesWhatItDoesNotMeasure(String contender, String dataset) {
        BsonDirectUse direct = new BsonDirectUse();
        direct.contender = contender;
        direct.dataset = dataset;
        assertThrows(IllegalArgumentException.class, direct::setUp);
    }
}
