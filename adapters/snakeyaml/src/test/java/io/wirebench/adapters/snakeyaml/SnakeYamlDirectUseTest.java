package io.wirebench.adapters.snakeyaml;

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
 * Proof, without JMH, that {@link SnakeYamlDirectUse} and the {@code snakeyaml} adapter do the same work: for every
 * message of {@code order} and {@code orders}, in the order the benchmark sends them, the same bytes, and the same
 * fields read back.
 */
class SnakeYamlDirectUseTest {

    @ParameterizedTest
    @ValueSource(strings = {"order", "orders"})
    @SuppressWarnings("unchecked")
    void directUseWritesTheAdaptersBytesAndReadsItsFields(String dataset) throws Exception {
        SnakeYamlDirectUse direct = new SnakeYamlDirectUse();
        direct.contender = "snakeyaml";
        direct.dataset = dataset;
        direct.setUp();
        Codec<Order> codec = Contenders.discover().byId("snakeyaml").newCodec(Models.ORDER);
        List<Order> messages = ((Dataset<Order>) Datasets.byId(dataset)).samples();
        for (int i = 0; i < messages.size(); i++) {
            Order message = messages.get(i);
            SnakeYamlDirectUse.DirectOrder read = direct.directRoundTrip();
            codec.encode(message);
            String at = dataset + " message " + i;
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
    @CsvSource({"wire-yaml, order", "snakeyaml, mediacontent"})
    void refusesWhatItDoesNotMeasure(String contender, String dataset) {
        SnakeYamlDirectUse direct = new SnakeYamlDirectUse();
        direct.contender = contender;
        direct.dataset = dataset;
        assertThrows(IllegalArgumentException.class, direct::setUp);
    }
}
