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

    void reset(byte[] array, int length) {
        bytes = array;
        position = 0;
        end = length;
    }

    @Override
    public int read() {
        return position < end ? bytes[position++] & 0xff : -1;
    }

    @Override
    public int read(byte[] into, int offset, int length) {
        if (length == 0) {
            return 0;
        }
        int n = Math.min(length, end - position);
        if (n <= 0) {
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
