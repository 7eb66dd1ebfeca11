package io.wirebench.adapters.moshi;

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
 * Proof, without JMH, that {@link MoshiDirectUse} and the Moshi adapters do the same work: for every message of
 * {@code order} and {@code orders}, in the order the benchmark sends them, the benchmark's write half leaves the
 * bytes the contender's codec writes, and both its halves together ({@code directRoundTrip}) read the message back.
 */
class MoshiDirectUseTest {

    @ParameterizedTest
    @CsvSource({"moshi, order", "moshi, orders", "moshi-adapter, order", "moshi-adapter, orders"})
    @SuppressWarnings("unchecked")
    void directUseWritesTheAdaptersBytesAndReadsTheMessage(String contender, String dataset) throws Exception {
        MoshiDirectUse bytes = newDirect(contender, dataset);
        MoshiDirectUse roundTrip = newDirect(contender, dataset);
        Codec<Order> codec = Contenders.discover().byId(contender).newCodec(Models.ORDER);
        List<Order> messages = ((Dataset<Order>) Datasets.byId(dataset)).samples();
        MoshiDirectUse.DirectOrder previous = null;
        for (int i = 0; i < messages.size(); i++) {
            Order message = messages.get(i);
            String at = contender + " " + dataset + " message " + i;
            codec.encode(message);
            bytes.writeNext();
            assertArrayEquals(codec.encoded(), bytes.unread(), at + ": the bytes differ");
            assertSameFields(message, bytes.read(), at + " (read half)");
            assertEquals(0, bytes.unread().length, at + ": the read consumes the message");
            MoshiDirectUse.DirectOrder read = roundTrip.directRoundTrip();
            assertSameFields(message, read, at);
            // a JsonAdapter returns a new object per read, as the adapter's codec gets
            assertNotSame(previous, read, at);
            previous = read;
        }
    }

    private static MoshiDirectUse newDirect(String contender, String dataset) {
        MoshiDirectUse direct = new MoshiDirectUse();
        direct.contender = contender;
        direct.dataset = dataset;
        direct.setUp();
        return direct;
    }

    private static void assertSameFields(Order expected, MoshiDirectUse.DirectOrder read, String at) {
        assertEquals(expected.getPrice(), read.price, at);
        assertEquals(expected.isFlag(), read.flag, at);
        assertEquals(expected.getText(), read.text, at);
        assertEquals(String.valueOf(expected.getSide()), String.valueOf(read.side), at);
        assertEquals(expected.getSmallInt(), read.smallInt, at);
        assertEquals(expected.getLongInt(), read.longInt, at);
    }

    @ParameterizedTest
    @CsvSource({"gson, order", "moshi, mediacontent", "moshi-adapter, nosuchset"})
    void refusesWhatItDoesNotMeasure(String contender, String dataset) {
        MoshiDirectUse direct = new MoshiDirectUse();
        direct.contender = contender;
        direct.dataset = dataset;
        assertThrows(IllegalArgumentException.class, direct::setUp);
    }
}
