package io.wirebench.wire.bytes;

/**
 * Stop-bit encoding: a long in groups of 7 bits, least significant group first, one group per
 * byte; the high bit of a byte is set when more bytes follow. Values 0 to 127 take one byte,
 * 128 to 16,383 two, and so on; a non-negative long takes at most 9 bytes.
 *
 * <p>A negative value would need all ten groups, so it is written as its complement {@code ~v}
 * (a small number for a small negative value) followed by the one sequence an encoder never
 * otherwise produces: a last group with the high bit set, then a {@code 0x00} byte. So -1 is
 * {@code 80 00}, -2 is {@code 81 00}, and {@code Long.MIN_VALUE} takes 10 bytes.
 *
 * <p>Doubles are written as the stop-bit form of their IEEE bits reversed
 * ({@link #doubleToBits}): sign, exponent and the high mantissa bits land in the low groups, and
 * the trailing zero bits of a round number such as 1234.0 become leading zeros that cost nothing
 * (1234.0 takes 3 bytes). A double with a full mantissa such as 1.1 takes 9 or 10.
 *
 * <p>Decoding lives in {@link BytesIn#readStopBit()}, which rejects an encoding longer than
 * {@value #MAX_LENGTH} bytes or one that does not fit in 64 bits.
 */
public final class StopBit {
    /** The longest encoding, {@code Long.MIN_VALUE}'s. */
    public static final int MAX_LENGTH = 10;

    private StopBit() {
    }

    /** The number of bytes {@code value} takes. */
    public static int length(long value) {
        // Without a branch on the sign: a negative value is its complement's groups plus the 0 byte.
        long negative = value >> 63;
        return groups(64 - Long.numberOfLeadingZeros((value ^ negative) | 1)) - (int) negative;
    }

    /**
     * The number of bytes {@code Long.reverse(raw)} takes, from {@code raw}'s trailing zeros (the
     * reversed bits' leading zeros): known without waiting for the reversal, so a writer's next
     * position does not wait for it either.
     */
    static int lengthOfReversed(long raw) {
        long negative = -(raw & 1);
        return groups(64 - Long.numberOfTrailingZeros((raw ^ negative) | Long.MIN_VALUE)) - (int) negative;
    }

    /** The 7-bit groups that hold {@code bits} significant bits (1 to 64): {@code ceil(bits / 7)}, with a multiply for the divide. */
    private static int groups(int bits) {
        return ((bits + 6) * 9363) >>> 16;
    }

    /** The long whose stop-bit form encodes {@code value}. */
    public static long doubleToBits(double value) {
        return Long.reverse(Double.doubleToRawLongBits(value));
    }

    public static double bitsToDouble(long bits) {
        return Double.longBitsToDouble(Long.reverse(bits));
    }

    /**
     * The encoding of {@code value} in the low bytes of a long, when it takes 8 bytes or fewer
     * ({@code length(value) <= 8}): its 7-bit groups spread one to a byte with shifts and masks,
     * high bits set on every byte but the last. Write it with one 8-byte store.
     */
    static long toWord(long value, int length) {
        long u = value < 0 ? ~value : value;
        long x = (u & 0x0000_0000_0FFF_FFFFL) | ((u & 0x00FF_FFFF_F000_0000L) << 4);
        x = (x & 0x0000_3FFF_0000_3FFFL) | ((x & 0x0FFF_C000_0FFF_C000L) << 2);
        x = (x & 0x007F_007F_007F_007FL) | ((x & 0x3F80_3F80_3F80_3F80L) << 1);
        // A negative value's last group has its high bit set too, then the 0 byte: both fall out of this.
        return x | (0x8080_8080_8080_8080L & ((1L << ((length - 1) << 3)) - 1));
    }

    /**
     * The value of the {@code length} bytes (2 to 8) of an encoding held in the low bytes of
     * {@code word}, the inverse of {@link #toWord}.
     */
    static long fromWord(long word, int length) {
        long x = word & 0x7F7F_7F7F_7F7F_7F7FL & (-1L >>> ((8 - length) << 3));
        x = (x & 0x007F_007F_007F_007FL) | ((x & 0x7F00_7F00_7F00_7F00L) >>> 1);
        x = (x & 0x0000_3FFF_0000_3FFFL) | ((x & 0x3FFF_0000_3FFF_0000L) >>> 2);
        x = (x & 0x0000_0000_0FFF_FFFFL) | ((x & 0x0FFF_FFFF_0000_0000L) >>> 4);
        // A last byte of 0 after a byte with its high bit set marks the complement of a negative value.
        return ((word >>> ((length - 1) << 3)) & 0xFF) == 0 ? ~x : x;
    }

    /** Writes {@code value} at {@code index} through {@link WritableBuffer#putByte}; returns the bytes written. */
    static int write(WritableBuffer buffer, int index, long value) {
        int i = index;
        long v = value < 0 ? ~value : value;
        while ((v & ~0x7FL) != 0) {
            buffer.putByte(i++, (byte) (v | 0x80));
            v >>>= 7;
        }
        if (value < 0) {
            buffer.putByte(i++, (byte) (v | 0x80));
            buffer.putByte(i++, (byte) 0);
        } else {
            buffer.putByte(i++, (byte) v);
        }
        return i - index;
    }

    /** The same as {@link #write(WritableBuffer, int, long)} straight into an array. */
    static int write(byte[] array, int index, long value) {
        int i = index;
        long v = value < 0 ? ~value : value;
        while ((v & ~0x7FL) != 0) {
            array[i++] = (byte) (v | 0x80);
            v >>>= 7;
        }
        if (value < 0) {
            array[i++] = (byte) (v | 0x80);
            array[i++] = 0;
        } else {
            array[i++] = (byte) v;
        }
        return i - index;
    }
}
