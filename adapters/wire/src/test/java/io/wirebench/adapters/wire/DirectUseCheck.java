package io.wirebench.adapters.wire;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.wirebench.core.Codec;
import io.wirebench.core.Contenders;
import io.wirebench.core.model.Dataset;
import io.wirebench.core.model.Datasets;
import io.wirebench.core.model.Models;
import io.wirebench.core.model.order.Order;
import java.util.List;
import java.util.function.Supplier;

/**
 * The proof, shared by this module's direct-use tests, that a direct-use benchmark and a contender's codec do the same
 * work: for every message of the data set, in the order the benchmark sends them, the direct class writes exactly the
 * bytes the codec writes, reads back the fields the codec reads back, and always into its one reused instance.
 */
final class DirectUseCheck {
    private DirectUseCheck() {
    }

    @SuppressWarnings("unchecked")
    static void sameBytesAndFields(String contender, String dataset, Supplier<DirectOrder> roundTrip, Supplier<byte[]> lastDocument)
            throws Exception {
        Codec<Order> codec = Contenders.discover().byId(contender).newCodec(Models.ORDER);
        List<Order> messages = ((Dataset<Order>) Datasets.byId(dataset)).samples();
        Order reuse = new Order();
        DirectOrder instance = null;
        for (int i = 0; i < messages.size(); i++) {
            Order message = messages.get(i);
            DirectOrder read = roundTrip.get();
            codec.encode(message);
            String at = contender + " " + dataset + " message " + i;
            assertArrayEquals(codec.encoded(), lastDocument.get(), at + ": the bytes differ");
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
    }
}
