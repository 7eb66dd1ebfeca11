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
     * is Fory's own runtime exception, never an {@code Error}), or decodes to an {@code Order} that
     * differs from the original. In the schema-consistent message the original may come back only
     * from a byte Fory reads loosely ({@link #readLoosely}); anywhere else it would mean the byte was
     * never read. Both refusals and
     * other values must occur: a codec that refused everything, or nothing, would not be reading.
     */
    /**
     * Bytes Fory reads loosely, where a corrupted value reads as the original (seen in this test):
     * the message's flags byte, of which Fory reads only the null, cross-language and out-of-band
     * bits; the reference flag and the class id, for which the typed call's registered class can
     * stand in;
     * a boolean true (01), as any byte but 0 is true; and a not-null marker (ff, -1), as anything but
     * the null flag (fd, -3) means a value follows. Every other byte of the field values must matter.
     */
    private static boolean readLoosely(byte[] good, byte[] bad, int at, int values) {
        if (at == 0) {
            return ((good[0] ^ bad[0]) & 0x07) == 0;
        }
        if (at < good.length - values) {
            return true; // the reference flag and the class id, for which the registered class can stand in
        }
        return good[at] == 1 && bad[at] != 0 || good[at] == (byte) 0xFF && bad[at] != (byte) 0xFD;
    }

    @Test
    void aCorruptedByteIsRefusedWithAnIOExceptionOrDecodesToAnotherValue() throws IOException {
        Random random = new Random(42);
        for (ForyVariant variant : ForyVariant.values()) {
            Codec<Order> codec = ForyContenders.contender(variant).newCodec(Models.ORDER);
            Order original = Datasets.order();
            codec.encode(original);
            byte[] good = codec.encoded();
            // Compatible mode interleaves the field metadata with the values, so only the schema-consistent
            // message has a known place for its values: there the original may come back only from a loose byte.
            boolean strict = variant == ForyVariant.SCHEMA_CONSISTENT;
            int values = good.length - 3;
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
                if (strict && !readLoosely(good, bad, at, values)) {
                    assertNotEquals(original, decoded, variant.id + ": byte " + at + " changed from " + (good[at] & 0xFF) + " to "
                            + (bad[at] & 0xFF) + " and the original came back");
                }
                different++;
            }
            assertTrue(refused > 0 && different > 0, variant.id + ": " + refused + " refused, " + different + " decoded to another value");
        }
    }
}
