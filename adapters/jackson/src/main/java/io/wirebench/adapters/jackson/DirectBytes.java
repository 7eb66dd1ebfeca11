package io.wirebench.adapters.jackson;

import java.io.OutputStream;
import java.util.Arrays;

/**
 * The reused output of the direct-use benchmarks: one growable array kept between messages, read back in place.
 * Not {@link java.io.ByteArrayOutputStream}, whose synchronized methods would cost the direct side a lock the
 * adapter's stream does not take; so both sides write into an unsynchronized array of the same kind.
 */
final class DirectBytes extends OutputStream {
    private byte[] array;
    private int length;

    DirectBytes(int initialCapacity) {
        array = new byte[initialCapacity];
    }

    @Override
    public void write(int b) {
        grow(length + 1);
        array[length++] = (byte) b;
    }

    @Override
    public void write(byte[] bytes, int offset, int count) {
        grow(length + count);
        System.arraycopy(bytes, offset, array, length, count);
        length += count;
    }

    void reset() {
        length = 0;
    }

    /** The backing array; the message is its first {@link #length()} bytes. */
    byte[] array() {
        return array;
    }

    int length() {
        return length;
    }

    private void grow(int needed) {
        if (needed > array.length) {
            if (needed < 0) {
                throw new OutOfMemoryError("a message over 2 GiB");
            }
            array = Arrays.copyOf(array, Math.max(needed, array.length * 2));
        }
    }
}
