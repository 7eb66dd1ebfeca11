package io.wirebench.wire.delta;

import io.wirebench.wire.bytes.HeapBuffer;
import io.wirebench.wire.bytes.ReadableBuffer;
import java.util.Objects;

/**
 * CRC-8 with the polynomial x^8 + x^2 + x + 1 (0x07), no reflection, initial value 0: every delta
 * message ends with it. A CRC of degree 8 detects every error burst of 8 bits or fewer, so any
 * single corrupted byte is caught; longer damage escapes with a chance of about 1 in 256.
 */
final class Crc8 {
    private static final byte[] TABLE = new byte[256];

    static {
        for (int i = 0; i < 256; i++) {
            int c = i;
            for (int b = 0; b < 8; b++) {
                c = (c & 0x80) != 0 ? (c << 1) ^ 0x07 : c << 1;
            }
            TABLE[i] = (byte) c;
        }
    }

    private Crc8() {
    }

    static int of(ReadableBuffer buffer, int from, int to) {
        if (buffer instanceof HeapBuffer heap) {
            return of(heap.array(), from, to);
        }
        int crc = 0;
        for (int i = from; i < to; i++) {
            crc = TABLE[(crc ^ buffer.getByte(i)) & 0xFF] & 0xFF;
        }
        return crc;
    }

    /** The same over an array: one bounds check for the range instead of one per byte. */
    private static int of(byte[] bytes, int from, int to) {
        Objects.checkFromToIndex(from, to, bytes.length);
        int crc = 0;
        for (int i = from; i < to; i++) {
            crc = TABLE[(crc ^ bytes[i]) & 0xFF] & 0xFF;
        }
        return crc;
    }
}
