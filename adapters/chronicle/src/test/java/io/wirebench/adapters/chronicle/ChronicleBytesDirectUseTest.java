package io.wirebench.adapters.chronicle;

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

/**
 * Proof, without JMH, that {@link ChronicleBytesDirectUse} and the two {@code BytesMarshallable} contenders do the same
 * work: for every message of {@code order} and {@code orders}, in the order the benchmark sends them, the direct class
 * writes exactly the bytes the adapter's codec writes, and reads back the fields the adapter reads back, always into
 * its one reused instance.
 */
class ChronicleBytesDirectUseTest {

    @ParameterizedTest
    @CsvSource({"chronicle-bytes-fixed, BYTES_FIXED, order", "chronicle-bytes-fixed, BYTES_FIXED, orders",
        "chronicle-bytes-stopbit, BYTES_STOPBIT, order", "chronicle-bytes-stopbit, BYTES_STOPBIT, orders"})
    @SuppressWarnings("unchecked")
    void directUseWritesTheAdaptersBytesAndReadsItsFields(String contender, WireVariant variant, String dataset) throws Exception {
        ChronicleBytesDirectUse direct = new ChronicleBytesDirectUse();
        direct.contender = contender;
        direct.dataset = dataset;
        direct.setUp();
        try {
            Codec<Order> codec = new ChronicleContender(variant).newCodec(Models.ORDER);
            List<Order> messages = ((Dataset<Order>) Datasets.byId(dataset)).samples();
            Order reuse = new Order();
            ChronicleBytesDirectUse.BytesOrder instance = null;
            for (int i = 0; i < messages.size(); i++) {
                Order message = messages.get(i);
                ChronicleBytesDirectUse.BytesOrder read = direct.directRoundTrip();
                codec.encode(message);
                String at = contender + " " + dataset + " message " + i;
                assertArrayEquals(codec.encoded(), direct.lastDocument(), at + ": the bytes differ");
                assertEquals(message, codec.decode(reuse), at + ": the adapter's round trip");
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
        } finally {
            direct.tearDown();
        }
    }

    @ParameterizedTest
    @CsvSource({"chronicle-raw, order", "wire-bytes-fixed, order", "chronicle-bytes-stopbit, mediacontent", "chronicle-bytes-fixed, nosuchset"})
    void refusesWhatItDoesNotMeasure(String contender, String dataset) {
        ChronicleBytesDirectUse direct = new ChronicleBytesDirectUse();
        direct.contender = contender;
        direct.dataset = dataset;
        assertThrows(IllegalArgumentException.class, direct::setUp);
    }
}
