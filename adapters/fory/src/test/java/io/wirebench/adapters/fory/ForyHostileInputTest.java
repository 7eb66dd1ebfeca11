package io.wirebench.adapters.fory;

import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

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

    /**
     * Fory carries no checksum, so a corrupted byte cannot always be detected: the contract is that
     * every corruption is either refused with the codec's documented {@link IOException} (whose cause
     * is Fory's own runtime exception, never an {@code Error}), or decodes to a value that differs
     * from the original. A corrupted message that decodes to the very original would mean the byte
     * was never read (or the test changed nothing), so it fails the test. Both outcomes must occur:
     * a codec that refused everything, or nothing, would not be reading the bytes.
     */
    @Test
    void aCorruptedByteIsRefusedWithAnIOExceptionOrDecodesToAnotherValue() throws IOException {
        Random random = new Random(42);
        for (ForyVariant variant : ForyVariant.values()) {
            Codec<Order> codec = ForyContenders.contender(variant).newCodec(Models.ORDER);
            Order original = Datasets.order();
            codec.encode(original);
            byte[] good = codec.encoded();
            int refused = 0;
            int different = 0;
            for (int trial = 0; trial < 2_000; trial++) {
                byte[] bad = good.clone();
                int at = random.nextInt(bad.length);
                bad[at] = (byte) (bad[at] ^ (1 + random.nextInt(255))); // always a different byte
                codec.load(bad);
                Order decoded;
                try {
                    decoded = codec.decode(null);
                } catch (IOException e) {
                    assertTrue(e.getMessage().startsWith("Fory cannot read a Order from " + bad.length + " bytes: "), e.getMessage());
                    assertTrue(e.getCause() instanceof RuntimeException, variant.id + ": the cause is Fory's refusal: " + e.getCause());
                    refused++;
                    continue;
                }
                assertNotEquals(original, decoded, variant.id + ": byte " + at + " changed to " + (bad[at] & 0xFF) + " and the original came back");
                different++;
            }
            assertTrue(refused > 0 && different > 0, variant.id + ": " + refused + " refused, " + different + " decoded to another value");
        }
    }
}
