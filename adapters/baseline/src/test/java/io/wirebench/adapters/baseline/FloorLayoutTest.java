package io.wirebench.adapters.baseline;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.wirebench.core.model.Datasets;
import io.wirebench.core.model.order.Order;
import io.wirebench.core.model.order.Side;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** The bytes are what the README and the codec's comment say they are. */
class FloorLayoutTest {

    private static ByteBuffer encode(Order o) {
        FloorOrderCodec codec = new FloorOrderCodec();
        int n = codec.encode(o);
        byte[] bytes = codec.encoded();
        assertEquals(n, bytes.length);
        return ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
    }

    @Test
    void thePublishedOrderTakes42BytesAtTheDocumentedOffsets() {
        ByteBuffer b = encode(Datasets.order());
        assertEquals(42, b.capacity());
        assertEquals(38, b.getInt(0));
        assertEquals(1234.0, b.getDouble(4));
        assertEquals(1234567890L, b.getLong(12));
        assertEquals(123, b.getInt(20));
        assertEquals(1, b.get(24));
        assertEquals(Side.Sell.ordinal(), b.get(25));
        assertEquals(12 << 1, b.getInt(26), "12 chars, Latin-1");
        assertArrayEquals("Hello World!".getBytes(StandardCharsets.ISO_8859_1), Arrays.copyOfRange(b.array(), 30, 42));
    }

    @Test
    void latin1TextBeyondAsciiIsStillOneBytePerChar() {
        ByteBuffer b = encode(new Order(0, false, "caf\u00e9", Side.Buy, 0, 0));
        assertEquals(4 << 1, b.getInt(26));
        assertEquals(34, b.capacity());
        assertEquals((byte) 0xE9, b.get(33));
    }

    @Test
    void textWithACharAboveU00ffIsUtf16LittleEndian() {
        ByteBuffer b = encode(new Order(0, false, "a\u0394", Side.Buy, 0, 0));
        assertEquals(2 << 1 | 1, b.getInt(26));
        assertEquals(34, b.capacity());
        assertEquals('a', b.getChar(30));
        assertEquals('\u0394', b.getChar(32));
    }

    @Test
    void nullTextAndNullSideAreMinusOne() {
        ByteBuffer b = encode(new Order(0, false, null, null, 0, 0));
        assertEquals(30, b.capacity());
        assertEquals(-1, b.get(25));
        assertEquals(-1, b.getInt(26));
    }

    @Test
    void theBufferGrowsForTextLongerThanItHolds() throws Exception {
        String text = "\u6771".repeat(5000);
        FloorOrderCodec codec = new FloorOrderCodec();
        assertEquals(30 + 2 * 5000, codec.encode(new Order(1, true, text, Side.Buy, 2, 3)));
        assertEquals(text, codec.decode(null).getText());
    }
}
