package io.wirebench.adapters.ion;

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
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Proof, without JMH, that {@link IonDirectUse} and the {@code ion-binary} adapter do the same work: for every
 * message of {@code order} and {@code orders}, in the order the benchmark sends them, the same bytes, and the same
 * fields read back into the one reused instance.
 */
class IonDirectUseTest {

    @ParameterizedTest
    @ValueSource(strings = {"order", "orders"})
    @SuppressWarnings("unchecked")
    void directUseWritesTheAdaptersBytesAndReadsItsFields(String dataset) throws Exception {
        IonDirectUse direct = new IonDirectUse();
        direct.contender = "ion-binary";
        direct.dataset = dataset;
        direct.setUp();
        Codec<Order> codec = Contenders.discover().byId("ion-binary").newCodec(Models.ORDER);
        List<Order> messages = ((Dataset<Order>) Datasets.byId(dataset)).samples();
        Order reuse = new Order();
        for (int i = 0; i < messages.size(); i++) {
            Order message = messages.get(i);
            IonDirectUse.DirectOrder read = direct.directRoundTrip();
            codec.encode(message);
            String at = dataset + " message " + i;
            assertArrayEquals(codec.encoded(), direct.lastWritten(), at + ": the bytes differ");
            assertSame(direct.lastRead(), read, "the benchmark reads into its one reused instance");
            assertEquals(message, codec.decode(reuse), at + ": the adapter's round trip");
            assertEquals(message.getPrice(), read.price, at);
            assertEquals(message.isFlag(), read.flag, at);
            assertEquals(message.getText(), read.text, at);
            assertEquals(String.valueOf(message.getSide()), String.valueOf(read.side), at);
            assertEquals(message.getSmallInt(), read.smallInt, at);
            assertEquals(message.getLongInt(), read.longInt, at);
        }
    }

    @ParameterizedTest
    @CsvSource({"ion-text, order", "ion-binary, mediacontent", "ion-binary, no-such-set"})
    void refusesWhatItDoesNotMeasure(String contender, String dataset) {
        IonDirectUse direct = new IonDirectUse();
        direct.contender = contender;
        direct.dataset = dataset;
        assertThrows(IllegalArgumentException.class, direct::setUp);
    }
}
