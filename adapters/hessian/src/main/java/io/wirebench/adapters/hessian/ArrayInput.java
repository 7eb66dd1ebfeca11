package io.wirebench.adapters.hessian;

import java.io.InputStream;

/**
 * An {@link InputStream} over a range of an array that can be pointed at new content, so one stream
 * (and the {@code Hessian2Input} reading it) serves every message; {@code ByteArrayInputStream}
 * cannot be re-pointed.
 */
final class ArrayInput extends InputStream {
    private byte[] bytes = new byte[0];
    private int position;
    private int end;
    private boolean overrun;

    void reset(byte[] array, int length) {
        bytes = array;
        position = 0;
        end = length;
        overrun = false;
    }

    /**
     * Whether a read asked for a byte past the end. Hessian2Input takes the -1 of end of stream as a
     * byte in places (the last byte of a double), so a value cut short can read back as a value; a
     * whole message never asks for more than it holds.
     */
    boolean overrun() {
        return overrun;
    }

    @Override
    public int read() {
        if (position < end) {
            return bytes[position++] & 0xff;
        }
        overrun = true;
        return -1;
    }

    @Override
    public int read(byte[] into, int offset, int length) {
        if (length == 0) {
            return 0;
        }
        int n = Math.min(length, end - position);
        if (n <= 0) {
            overrun = true;
            return -1;
        }
        System.arraycopy(bytes, position, into, offset, n);
        position += n;
        return n;
    }

    @Override
    public int available() {
        return end - position;
    }
}
