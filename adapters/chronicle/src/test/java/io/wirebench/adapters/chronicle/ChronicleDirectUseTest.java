package io.wirebench.adapters.chronicle;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.wirebench.core.Codec;
import io.wirebench.core.model.Datasets;
import io.wirebench.core.model.Models;
import io.wirebench.core.model.order.Order;
import java.io.IOException;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Proof, without JMH, that the direct-use benchmark and the adapter do the same work: for every message of
 * {@code order} and {@code orders}, in the order the benchmark sends them, {@link ChronicleDirectUse} writes
 * exactly the bytes the adapter's codec writes, and reads back the fields the adapter reads back.
 */
class ChronicleDirectUseTest {

    @ParameterizedTest
    @CsvSource({"chronicle-raw, RAW, order", "chronicle-raw, RAW, orders", "chronicle-binary, BINARY, order", "chronicle-binary, BINARY, orders",
        "chronicle-binary-numbered, BINARY_NUMBERED, order", "chronicle-binary-numbered, BINARY_NUMBERED, orders",
        "chronicle-binary-fixed, BINARY_FIXED, order", "chronicle-binary-fixed, BINARY_FIXED, orders",
        "chronicle-binary-fixed-numbered, BINARY_FIXED_NUMBERED, order", "chronicle-binary-fixed-numbered, BINARY_FIXED_NUMBERED, orders",
        "chronicle-binary-fieldless, BINARY_FIELDLESS, order", "chronicle-binary-fieldless, BINARY_FIELDLESS, orders",
        "chronicle-text, TEXT, order", "chronicle-text, TEXT, orders", "chronicle-json, JSON, order", "chronicle-json, JSON, orders"})
    void directUseWritesTheAdaptersBytesAndReadsItsFields(String contender, WireVariant variant, String dataset) throws IOException {
        ChronicleDirectUse direct = new ChronicleDirectUse();
        direct.contender = contender;
        direct.dataset = dataset;
        direct.setUp();
        try {
            Codec<Order> codec = new ChronicleContender(variant).newCodec(Models.ORDER);
            @SuppressWarnings("unchecked")
            List<Order> messages = ((io.wirebench.core.model.Dataset<Order>) Datasets.byId(dataset)).samples();
            Order reuse = new Order();
            for (int i = 0; i < messages.size(); i++) {
                Order message = messages.get(i);
                ChronicleDirectUse.DirectOrder read = direct.directRoundTrip();
                codec.encode(message);
                String at = contender + " " + dataset + " message " + i;
                assertArrayEquals(codec.encoded(), direct.lastDocument(), at + ": the bytes differ");
                assertSame(direct.lastRead(), read, "the benchmark reads into its one reused instance");
                Order decoded = codec.decode(reuse);
                assertEquals(message, decoded, at + ": the adapter's round trip");
                assertEquals(message.getPrice(), read.price, at);
                assertEquals(message.isFlag(), read.flag, at);
                assertEquals(message.getText(), read.text, at);
                assertEquals(String.valueOf(message.getSide()), String.valueOf(read.side), at);
                assertEquals(message.getSmallInt(), read.smallInt, at);
                assertEquals(message.getLongInt(), read.longInt, at);
            }
        } finally {
            direct.tearDown();
        }
    }

    @ParameterizedTest
    @CsvSource({"chronicle-bytes-fixed, order", "wire-raw, order", "chronicle-raw, mediacontent", "chronicle-json, nosuchset"})
    void refusesWhatItDoesNotMeasure(String contender, String dataset) {
        ChronicleDirectUse direct = new ChronicleDirectUse();
        direct.contender = contender;
        direct.dataset = dataset;
        assertThrows(IllegalArgumentException.class, direct::setUp);
    }
}
