package io.wirebench.adapters.jackson;

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
 * Proof, without JMH, that {@link JacksonDatabindDirectUse} and the databind adapters do the same work: for every
 * message of {@code order} and {@code orders}, in the order the benchmark sends them, the same bytes as the
 * contender's codec, and the message's fields read back.
 */
class JacksonDatabindDirectUseTest {

    @ParameterizedTest
    @CsvSource({"jackson-databind, order", "jackson-databind, orders", "jackson-databind-recycled, order", "jackson-databind-recycled, orders",
            "jackson-blackbird, order", "jackson-blackbird, orders", "jackson-smile, order", "jackson-smile, orders",
            "jackson-cbor, order", "jackson-cbor, orders", "jackson-msgpack, order", "jackson-msgpack, orders"})
    @SuppressWarnings("unchecked")
    void directUseWritesTheAdaptersBytesAndReadsTheMessage(String contender, String dataset) throws Exception {
        JacksonDatabindDirectUse direct = new JacksonDatabindDirectUse();
        direct.contender = contender;
        direct.dataset = dataset;
        direct.setUp();
        Codec<Order> codec = Contenders.discover().byId(contender).newCodec(Models.ORDER);
        List<Order> messages = ((Dataset<Order>) Datasets.byId(dataset)).samples();
        DirectOrder previous = null;
        for (int i = 0; i < messages.size(); i++) {
            Order message = messages.get(i);
            DirectOrder read = direct.directRoundTrip();
            codec.encode(message);
            String at = contender + " " + dataset + " message " + i;
            assertArrayEquals(codec.encoded(), direct.lastWritten(), at + ": the bytes differ");
            assertSameFields(message, read, at);
            // databind builds a new instance per read, as the adapter's codec does
            assertNotSame(previous, read, at);
            previous = read;
        }
    }

    static void assertSameFields(Order expected, DirectOrder read, String at) {
        assertEquals(expected.getPrice(), read.getPrice(), at);
        assertEquals(expected.isFlag(), read.isFlag(), at);
        assertEquals(expected.getText(), read.getText(), at);
        assertEquals(String.valueOf(expected.getSide()), String.valueOf(read.getSide()), at);
        assertEquals(expected.getSmallInt(), read.getSmallInt(), at);
        assertEquals(expected.getLongInt(), read.getLongInt(), at);
    }

    @ParameterizedTest
    @CsvSource({"jackson-streaming, order", "jackson-ion, order", "jackson-databind, mediacontent", "jackson-databind, nosuchset"})
    void refusesWhatItDoesNotMeasure(String contender, String dataset) {
        JacksonDatabindDirectUse direct = new JacksonDatabindDirectUse();
        direct.contender = contender;
        direct.dataset = dataset;
        assertThrows(IllegalArgumentException.class, direct::setUp);
    }
}
