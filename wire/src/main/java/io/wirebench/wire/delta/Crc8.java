package io.wirebench.wire.delta;

import io.wirebench.wire.bytes.HeapBuffer;
import io.wirebench.wire.bytes.ReadableBuffer;
import java.util.Objects;

/**
 * CRC-8 with the polynomial x^8 + x^2 + x + 1 (0x07), no reflection, initial value 0: every delta
 * message ends with it. A CRC of degree 8 detects every error burst of 8 bits or fewer, so any
 * single corrupted byte is caught; longer damage escapes with a chance of about 1 in 256.
 *
 * <p>Over a heap array it takes four bytes a step ("slicing by 4"): the CRC is linear, so the four
 * bytes' effects are looked up in four tables at once and combined with XOR, instead of four
 * lookups each waiting for the one before.
 */
final class Crc8 {
    /** {@code BY[k][x]}: the CRC of byte {@code x} followed by {@code k} zero bytes; {@code BY[0]} is the classic table. */
    private static final byte[][] BY = new byte[4][256];
    private static final byte[] TABLE = BY[0];

    static {
        for (int i = 0; i < 256; i++) {
            int c = i;
            for (int b = 0; b < 8; b++) {
                c = (c & 0x80) != 0 ? (c << 1) ^ 0x07 : c << 1;
            }
            TABLE[i] = (byte) c;
        }
        for (int k = 1; k < 4; k++) {
            for (int i = 0; i < 256; i++) {
                BY[k][i] = TABLE[BY[k - 1][i] & 0xFF];
            }
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

    /** The same over an array, four bytes a step. */
    static int of(byte[] bytes, int from, int to) {
        Objects.checkFromToIndex(from, to, bytes.length);
        byte[] t0 = TABLE, t1 = BY[1], t2 = BY[2], t3 = BY[3];
        int crc = 0;
        int i = from;
        for (; i + 4 <= to; i += 4) {
            crc = t3[(crc ^ bytes[i]) & 0xFF] ^ t2[bytes[i + 1] & 0xFF] ^ t1[bytes[i + 2] & 0xFF] ^ t0[bytes[i + 3] & 0xFF];
            crc &= 0xFF;
        }
        for (; i < to; i++) {
            crc = t0[(crc ^ bytes[i]) & 0xFF] & 0xFF;
        }
        return crc;
    }
}
