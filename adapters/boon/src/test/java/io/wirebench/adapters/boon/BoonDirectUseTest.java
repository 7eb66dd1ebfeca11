package io.wirebench.adapters.boon;

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
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Proof, without JMH, that {@link BoonDirectUse} and the {@code boon} adapter do the same work: for every message of
 * {@code order} (the one Order data set Boon supports), in the order the benchmark sends them, the same bytes, and the
 * same fields read back.
 */
class BoonDirectUseTest {

    @Test
    @SuppressWarnings("unchecked")
    void directUseWritesTheAdaptersBytesAndReadsItsFields() throws Exception {
        BoonDirectUse direct = new BoonDirectUse();
        direct.contender = "boon";
        direct.dataset = "order";
        direct.setUp();
        Codec<Order> codec = Contenders.discover().byId("boon").newCodec(Models.ORDER);
        List<Order> messages = ((Dataset<Order>) Datasets.byId("order")).samples();
        for (int i = 0; i < messages.size(); i++) {
            Order message = messages.get(i);
            BoonDirectUse.DirectOrder read = direct.directRoundTrip();
            codec.encode(message);
            String at = "order message " + i;
            assertArrayEquals(codec.encoded(), direct.lastWritten(), at + ": the bytes differ");
            assertEquals(message, codec.decode(new Order()), at + ": the adapter's round trip");
            assertEquals(message.getPrice(), read.price, at);
            assertEquals(message.isFlag(), read.flag, at);
            assertEquals(message.getText(), read.text, at);
            assertEquals(String.valueOf(message.getSide()), String.valueOf(read.side), at);
            assertEquals(message.getSmallInt(), read.smallInt, at);
            assertEquals(message.getLongInt(), read.longInt, at);
        }
    }

    @ParameterizedTest
    @CsvSource({"gson, order", "boon, orders", "boon, mediacontent"})
    void refusesWhatItDoesNotMeasure(String contender, String dataset) {
        BoonDirectUse direct = new BoonDirectUse();
        direct.contender = contender;
        direct.dataset = dataset;
        assertThrows(IllegalArgumentException.class, direct::setUp);
    }
}
