package io.wirebench.adapters.baseline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebench.core.model.Datasets;
import io.wirebench.core.model.order.Order;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/** Beyond the kit's cuts: corrupt lengths, counts and ordinals are exceptions, never huge allocations or wrong objects. */
class FloorHostileInputTest {

    /** The published Order's bytes with one change made through a little-endian view. */
    private static byte[] order(Consumer<ByteBuffer> change) {
        FloorOrderCodec codec = new FloorOrderCodec();
        codec.encode(Datasets.order());
        byte[] bytes = codec.encoded();
        change.accept(ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN));
        return bytes;
    }

    private static IOException decodeFails(byte[] bytes) {
        FloorOrderCodec codec = new FloorOrderCodec();
        codec.load(bytes);
        return assertThrows(IOException.class, () -> codec.decode(null));
    }

    @Test
    void aTextLengthBeyondTheMessageIsRefusedBeforeAnythingIsAllocated() {
        String message = decodeFails(order(b -> b.putInt(26, Integer.MAX_VALUE - 1))).getMessage();
        assertTrue(message.contains("text header"), message);
        decodeFails(order(b -> b.putInt(26, (13 << 1))));
        decodeFails(order(b -> b.putInt(26, -5)));
    }

    @Test
    void utf16TextMustFillTheMessageExactly() {
        // 12 Latin-1 bytes read as UTF-16 would be 24: too long; 5 UTF-16 chars leave 2 bytes over.
        decodeFails(order(b -> b.putInt(26, 12 << 1 | 1)));
        decodeFails(order(b -> b.putInt(26, 5 << 1 | 1)));
    }

    @Test
    void anOrdinalThatIsNoSideIsRefused() {
        String message = decodeFails(order(b -> b.put(25, (byte) 2))).getMessage();
        assertTrue(message.contains("Side"), message);
    }

    @Test
    void aLengthHeaderThatDisagreesWithTheBytesIsRefused() {
        decodeFails(order(b -> b.putInt(0, 37)));
        byte[] longer = Arrays.copyOf(order(b -> b.putInt(0, 39)), 43);
        String message = decodeFails(longer).getMessage();
        assertTrue(message.contains("left unread"), message);
    }

    @Test
    void aCorruptOrderLeavesTheReusedInstanceAsItWas() {
        FloorOrderCodec codec = new FloorOrderCodec();
        codec.load(order(b -> b.putInt(26, -5)));
        Order reuse = new Order(9, false, "stale", null, 9, 9);
        assertThrows(IOException.class, () -> codec.decode(reuse));
        assertEquals(new Order(9, false, "stale", null, 9, 9), reuse);
    }

    @Test
    void aListCountTheBytesCannotHoldIsRefused() {
        FloorMediaContentCodec codec = new FloorMediaContentCodec();
        int size = codec.encode(Datasets.mediaContent());
        byte[] bytes = codec.encoded();
        ByteBuffer b = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
        // The images count is the int after the media's last person: find it from the end (two images: 9 fixed bytes, two text headers, their texts).
        int images = size - 2 * (9 + 4 + 4) - "http://javaone.com/keynote_large.jpg".length() - "http://javaone.com/keynote_small.jpg".length()
                - 2 * "Javaone Keynote".length() - 4;
        assertEquals(2, b.getInt(images));
        b.putInt(images, 1 << 28);
        codec.load(bytes);
        String message = assertThrows(IOException.class, () -> codec.decode(null)).getMessage();
        assertTrue(message.contains("count"), message);
    }
}
