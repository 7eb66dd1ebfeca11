package io.wirebench.adapters.dsljson;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
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
 * Proof, without JMH, that {@link DslJsonDirectUse} and each DSL-JSON adapter do the same work: for every message of
 * {@code order} and {@code orders}, in the order the benchmark sends them, the same fields read back into the one
 * reused instance, and the same bytes as {@code dsl-json-compiled} (both write through a generated converter). The
 * hand-written converter of {@code dsl-json} writes the same fields in the published order: for it, the same number
 * of bytes, which its own codec reads back as the message.
 */
class DslJsonDirectUseTest {

    @ParameterizedTest
    @CsvSource({"dsl-json, order", "dsl-json, orders", "dsl-json-compiled, order", "dsl-json-compiled, orders"})
    @SuppressWarnings("unchecked")
    void directUseWritesTheAdaptersBytesAndReadsItsFields(String contender, String dataset) throws Exception {
        DslJsonDirectUse direct = new DslJsonDirectUse();
        direct.contender = contender;
        direct.dataset = dataset;
        direct.setUp();
        Codec<Order> codec = Contenders.discover().byId(contender).newCodec(Models.ORDER);
        List<Order> messages = ((Dataset<Order>) Datasets.byId(dataset)).samples();
        Order reuse = new Order();
        DslJsonDirectUse.DirectOrder first = null;
        for (int i = 0; i < messages.size(); i++) {
            Order message = messages.get(i);
            DslJsonDirectUse.DirectOrder read = direct.directRoundTrip();
            first = first == null ? read : first;
            codec.encode(message);
            String at = contender + " " + dataset + " message " + i;
            byte[] written = direct.lastWritten();
            assertEquals(message, codec.decode(reuse), at + ": the adapter's round trip");
            if (contender.equals("dsl-json-compiled")) {
                assertArrayEquals(codec.encoded(), written, at + ": the bytes differ");
            } else {
                assertEquals(codec.encoded().length, written.length, at + ": the lengths differ");
                codec.load(written);
                assertEquals(message, codec.decode(new Order()), at + ": the adapter reads the direct bytes as another message");
            }
            assertSame(first, read, at + ": the benchmark binds into one reused instance");
            assertEquals(message.getPrice(), read.price, at);
            assertEquals(message.isFlag(), read.flag, at);
            assertEquals(message.getText(), read.text, at);
            assertEquals(String.valueOf(message.getSide()), String.valueOf(read.side), at);
            assertEquals(message.getSmallInt(), read.smallInt, at);
            assertEquals(message.getLongInt(), read.longInt, at);
        }
    }

    @ParameterizedTest
    @CsvSource({"jackson-databind, order", "dsl-json, mediacontent", "dsl-json-compiled, tree"})
    void refusesWhatItDoesNotMeasure(String contender, String dataset) {
        DslJsonDirectUse direct = new DslJsonDirectUse();
        direct.contender = contender;
        direct.dataset = dataset;
        assertThrows(IllegalArgumentException.class, direct::setUp);
    }
}
