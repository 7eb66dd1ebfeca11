package io.wirebench.adapters.protostuff;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.wirebench.core.Codec;
import io.wirebench.core.Contenders;
import io.wirebench.core.model.Dataset;
import io.wirebench.core.model.Datasets;
import io.wirebench.core.model.Models;
import io.wirebench.core.model.order.Order;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Proof, without JMH, that {@link ProtostuffDirectUse} and the {@code protostuff} adapter do the same work: for
 * every message of {@code order} and {@code orders}, in the order the benchmark sends them, the bytes the direct
 * class writes are the adapter's after its 4-byte frame (which holds their length), and the same fields are read.
 */
class ProtostuffDirectUseTest {

    @ParameterizedTest
    @ValueSource(strings = {"order", "orders"})
    @SuppressWarnings("unchecked")
    void directUseWritesTheAdaptersBytesAndReadsItsFields(String dataset) throws Exception {
        ProtostuffDirectUse direct = new ProtostuffDirectUse();
        direct.contender = "protostuff";
        direct.dataset = dataset;
        direct.setUp();
        Codec<Order> codec = Contenders.discover().byId("protostuff").newCodec(Models.ORDER);
        List<Order> messages = ((Dataset<Order>) Datasets.byId(dataset)).samples();
        for (int i = 0; i < messages.size(); i++) {
            Order message = messages.get(i);
            ProtostuffDirectUse.DirectOrder read = direct.directRoundTrip();
            codec.encode(message);
            String at = dataset + " message " + i;
            byte[] framed = codec.encoded();
            byte[] written = direct.lastWritten();
            assertEquals(written.length, ByteBuffer.wrap(framed).getInt(), at + ": the adapter's frame holds the message's length");
            assertArrayEquals(Arrays.copyOfRange(framed, ProtostuffCodec.FRAME, framed.length), written, at + ": the bytes differ");
            assertEquals(message, codec.decode(null), at + ": the adapter's round trip");
            assertEquals(message.getPrice(), read.price, at);
            assertEquals(message.isFlag(), read.flag, at);
            assertEquals(message.getText(), read.text, at);
            assertEquals(String.valueOf(message.getSide()), String.valueOf(read.side), at);
            assertEquals(message.getSmallInt(), read.smallInt, at);
            assertEquals(message.getLongInt(), read.longInt, at);
        }
    }

    @ParameterizedTest
    @CsvSource({"protobuf, order", "protostuff, mediacontent", "protostuff, no-such-set"})
    void refusesWhatItDoesNotMeasure(String contender, String dataset) {
        ProtostuffDirectUse direct = new ProtostuffDirectUse();
        direct.contender = contender;
        direct.dataset = dataset;
        assertThrows(IllegalArgumentException.class, direct::setUp);
    }
}
