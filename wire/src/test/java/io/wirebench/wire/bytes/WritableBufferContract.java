package io.wirebench.wire.bytes;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * The contract of every {@link WritableBuffer}, in the style of Agrona's buffer tests: each
 * implementation's test extends this and says how to make a buffer of a given capacity.
 */
abstract class WritableBufferContract {
    static final int CAPACITY = 64;

    /** A fixed buffer of {@code capacity} bytes. */
    abstract WritableBuffer newBuffer(int capacity);

    private byte[] bytes(WritableBuffer b, int from, int length) {
        byte[] out = new byte[length];
        b.getBytes(from, out, 0, length);
        return out;
    }

    @Test
    void multiByteValuesAreLittleEndian() {
        WritableBuffer b = newBuffer(CAPACITY);
        b.putInt(0, 0x0102_0304);
        assertArrayEquals(new byte[] {4, 3, 2, 1}, bytes(b, 0, 4));
        b.putLong(8, 0x0102_0304_0506_0708L);
        assertArrayEquals(new byte[] {8, 7, 6, 5, 4, 3, 2, 1}, bytes(b, 8, 8));
        b.putShort(20, (short) 0x0102);
        assertArrayEquals(new byte[] {2, 1}, bytes(b, 20, 2));
    }

    @Test
    void boundaryValuesRoundTripAtBothEnds() {
        WritableBuffer b = newBuffer(CAPACITY);
        for (int at : new int[] {0, 3, CAPACITY - 8}) {
            for (long v : new long[] {Long.MIN_VALUE, -1, 0, 1, Long.MAX_VALUE}) {
                b.putLong(at, v);
                assertEquals(v, b.getLong(at));
                b.putInt(at, (int) v);
                assertEquals((int) v, b.getInt(at));
                b.putShort(at, (short) v);
                assertEquals((short) v, b.getShort(at));
                b.putByte(at, (byte) v);
                assertEquals((byte) v, b.getByte(at));
            }
        }
        b.putLong(CAPACITY - 8, Long.MIN_VALUE);
        assertEquals(Long.MIN_VALUE, b.getLong(CAPACITY - 8));
    }

    @Test
    void floatingPointKeepsItsBits() {
        WritableBuffer b = newBuffer(CAPACITY);
        for (double d : new double[] {0.0, -0.0, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.MIN_VALUE, Double.MAX_VALUE, 1.1}) {
            b.putDouble(4, d);
            assertEquals(Double.doubleToRawLongBits(d), Double.doubleToRawLongBits(b.getDouble(4)));
        }
        for (float f : new float[] {0.0f, -0.0f, Float.NaN, Float.NEGATIVE_INFINITY, Float.MIN_VALUE, Float.MAX_VALUE, 1.1f}) {
            b.putFloat(5, f);
            assertEquals(Float.floatToRawIntBits(f), Float.floatToRawIntBits(b.getFloat(5)));
        }
    }

    @Test
    void rejectsAccessOutsideTheBufferWithAClearMessage() {
        WritableBuffer b = newBuffer(CAPACITY);
        IndexOutOfBoundsException e = assertThrows(IndexOutOfBoundsException.class, () -> b.getLong(CAPACITY - 7));
        if (BoundsChecks.ENABLED) {
            assertTrue(e.getMessage().contains("index " + (CAPACITY - 7)) && e.getMessage().contains("capacity of " + CAPACITY), e.getMessage());
        }
        assertThrows(IndexOutOfBoundsException.class, () -> b.putInt(-1, 0));
        assertThrows(IndexOutOfBoundsException.class, () -> b.putByte(CAPACITY, (byte) 0));
        assertThrows(IndexOutOfBoundsException.class, () -> b.getBytes(CAPACITY - 2, new byte[4], 0, 4));
        assertThrows(IndexOutOfBoundsException.class, () -> b.getStringUtf8(CAPACITY - 2, 4));
    }

    @Test
    void utf8TextRoundTripsIncludingNonAsciiAndEmpty() {
        WritableBuffer b = newBuffer(CAPACITY);
        for (String s : new String[] {"", "Hello World!", "\u00e9t\u00e9", "\u6771\u4eac", "\uD83D\uDE00 smile", "0123456789abcdef0123456789"}) {
            int n = b.putStringUtf8(2, s);
            assertEquals(s.getBytes(StandardCharsets.UTF_8).length, n);
            assertEquals(Utf8.encodedLength(s), n);
            assertArrayEquals(s.getBytes(StandardCharsets.UTF_8), bytes(b, 2, n));
            assertEquals(s, b.getStringUtf8(2, n));
        }
    }

    @Test
    void rejectsAnUnpairedSurrogate() {
        WritableBuffer b = newBuffer(CAPACITY);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> b.putStringUtf8(0, "ab\uD800c"));
        assertTrue(e.getMessage().contains("U+D800"), e.getMessage());
    }

    @Test
    void rejectsMalformedUtf8RatherThanReplacingIt() {
        WritableBuffer b = newBuffer(CAPACITY);
        byte[][] malformed = {
                {(byte) 0xC0, (byte) 0x80},             // overlong NUL
                {(byte) 0xED, (byte) 0xA0, (byte) 0x80}, // a surrogate
                {(byte) 0xE2, (byte) 0x82},             // cut short
                {(byte) 0x80},                          // a lone continuation byte
                {(byte) 0xF5, (byte) 0x80, (byte) 0x80, (byte) 0x80}, // above U+10FFFF
                {'o', 'k', (byte) 0xFF},
        };
        for (byte[] m : malformed) {
            b.putBytes(0, m, 0, m.length);
            assertThrows(IllegalArgumentException.class, () -> b.getStringUtf8(0, m.length));
        }
    }

    @Test
    void latin1TextIsOneBytePerCharAndRefusesWhatItCannotHold() {
        WritableBuffer b = newBuffer(CAPACITY);
        String s = "caf\u00e9 \u00ff";
        assertEquals(s.length(), b.putStringLatin1(0, s));
        assertArrayEquals(s.getBytes(StandardCharsets.ISO_8859_1), bytes(b, 0, s.length()));
        assertEquals(s, b.getStringLatin1(0, s.length()));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> b.putStringLatin1(0, "\u0141odz"));
        assertTrue(e.getMessage().contains("U+0141"), e.getMessage());
    }

    @Test
    void tryPutStringAsciiWritesAsciiAndReportsAnythingElse() {
        WritableBuffer b = newBuffer(CAPACITY);
        assertEquals(5, b.tryPutStringAscii(1, "plain"));
        assertEquals("plain", b.getStringLatin1(1, 5));
        assertEquals(-1, b.tryPutStringAscii(1, "pl\u00e4in"));
        assertEquals(-1, b.tryPutStringAscii(1, new StringBuilder("\u6771")));
        assertEquals(3, b.tryPutStringAscii(1, new StringBuilder("abc")));
    }

    @Test
    void moveBytesHandlesOverlap() {
        WritableBuffer b = newBuffer(CAPACITY);
        byte[] data = {1, 2, 3, 4, 5, 6};
        b.putBytes(0, data, 0, data.length);
        b.moveBytes(0, 2, 6);
        assertArrayEquals(new byte[] {1, 2, 1, 2, 3, 4, 5, 6}, bytes(b, 0, 8));
        b.moveBytes(2, 0, 6);
        assertArrayEquals(new byte[] {1, 2, 3, 4, 5, 6}, bytes(b, 0, 6));
    }

    @Test
    void bytesEqualComparesARange() {
        WritableBuffer b = newBuffer(CAPACITY);
        b.putStringLatin1(3, "price");
        assertTrue(b.bytesEqual(3, "price".getBytes(StandardCharsets.ISO_8859_1), 5));
        assertFalse(b.bytesEqual(3, "prize".getBytes(StandardCharsets.ISO_8859_1), 5));
    }

    @Test
    void stopBitWriteReturnsItsLength() {
        WritableBuffer b = newBuffer(CAPACITY);
        assertEquals(1, b.putStopBit(0, 127));
        assertEquals(2, b.putStopBit(0, 128));
        assertEquals(10, b.putStopBit(0, Long.MIN_VALUE));
        assertEquals(9, b.putStopBit(CAPACITY - 9, Long.MAX_VALUE));
        assertThrows(IndexOutOfBoundsException.class, () -> b.putStopBit(CAPACITY - 9, Long.MIN_VALUE));
    }

    @Test
    void aFixedBufferRefusesToGrow() {
        WritableBuffer b = newBuffer(CAPACITY);
        b.ensureCapacity(CAPACITY);
        IndexOutOfBoundsException e = assertThrows(IndexOutOfBoundsException.class, () -> b.ensureCapacity(CAPACITY + 1));
        assertTrue(e.getMessage().contains("fixed"), e.getMessage());
        assertFalse(b.isExpandable());
    }
}
