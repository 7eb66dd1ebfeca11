package io.wirebench.adapters.fory;

import static org.junit.jupiter.api.Assertions.assertThrows;

import io.wirebench.core.Codec;
import io.wirebench.core.model.Datasets;
import io.wirebench.core.model.Models;
import io.wirebench.core.model.order.Order;
import io.wirebench.core.model.tree.TreeDocument;
import java.io.IOException;
import java.util.Random;
import org.junit.jupiter.api.Test;

class ForyHostileInputTest {

    /** A class no codec registers. */
    static final class Intruder {
        int value = 1;
    }

    @Test
    void refusesToCarryAClassThatIsNotRegistered() {
        for (ForyVariant variant : ForyVariant.values()) {
            Codec<TreeDocument> codec = ForyContenders.contender(variant).newCodec(Models.TREE);
            assertThrows(RuntimeException.class, () -> codec.encode(new TreeDocument(new Intruder())), variant.id);
        }
    }

    @Test
    void corruptedBytesGiveAnIOExceptionOrAValueNeverAnotherFailure() throws IOException {
        Random random = new Random(42);
        for (ForyVariant variant : ForyVariant.values()) {
            Codec<Order> codec = ForyContenders.contender(variant).newCodec(Models.ORDER);
            codec.encode(Datasets.order());
            byte[] good = codec.encoded();
            for (int trial = 0; trial < 2_000; trial++) {
                byte[] bad = good.clone();
                bad[random.nextInt(bad.length)] = (byte) random.nextInt(256);
                codec.load(bad);
                try {
                    codec.decode(null);
                } catch (IOException expected) {
                    // refused with a message: what bad input should get
                }
            }
        }
    }
}
