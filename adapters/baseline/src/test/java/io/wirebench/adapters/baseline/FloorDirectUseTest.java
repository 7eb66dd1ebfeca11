package io.wirebench.adapters.baseline;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.wirebench.core.Codec;
import io.wirebench.core.model.Dataset;
import io.wirebench.core.model.Datasets;
import io.wirebench.core.model.Models;
import io.wirebench.core.model.order.Order;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Proof, without JMH, that {@link FloorDirectUse} and the floor's codec do the same work: for every message of
 * {@code order} and {@code orders}, in the order the benchmark sends them, the same bytes, the same fields read back,
 * always into the one reused instance.
 */
class FloorDirectUseTest {

    @ParameterizedTest
    @ValueSource(strings = {"order", "orders"})
    @SuppressWarnings("unchecked")
    void directUseWritesTheCodecsBytesAndReadsItsFields(String dataset) throws Exception {
        FloorDirectUse direct = new FloorDirectUse();
        direct.contender = "baseline-bytebuffer";
        direct.dataset = dataset;
        direct.setUp();
        Codec<Order> codec = new FloorContender().newCodec(Models.ORDER);
        List<Order> messages = ((Dataset<Order>) Datasets.byId(dataset)).samples();
        Order reuse = new Order();
        FloorDirectUse.Message instance = null;
        for (int i = 0; i < messages.size(); i++) {
            Order message = messages.get(i);
            FloorDirectUse.Message read = direct.directRoundTrip();
            codec.encode(message);
            String at = dataset + " message " + i;
            assertArrayEquals(codec.encoded(), direct.lastMessage(), at + ": the bytes differ");
            assertEquals(message, codec.decode(reuse), at + ": the codec's round trip");
            if (instance == null) {
                instance = read;
            }
            assertSame(instance, read, at + ": the benchmark reads into its one reused instance");
            assertEquals(message.getPrice(), read.price, at);
            assertEquals(message.isFlag(), read.flag, at);
            assertEquals(message.getText(), read.text, at);
            assertEquals(String.valueOf(message.getSide()), String.valueOf(read.side), at);
            assertEquals(message.getSmallInt(), read.smallInt, at);
            assertEquals(message.getLongInt(), read.longInt, at);
        }
    }

    @ParameterizedTest
    @CsvSource({"wire-raw, order", "baseline-bytebuffer, mediacontent", "baseline-bytebuffer, nosuchset"})
    void refusesWhatItDoesNotMeasure(String contender, String dataset) {
        FloorDirectUse direct = new FloorDirectUse();
        direct.contender = contender;
        direct.dataset = dataset;
        assertThrows(IllegalArgumentException.class, direct::setUp);
    }
}
