package io.wirebench.compress;

import java.io.OutputStream;

/**
 * An {@link OutputStream} into the caller's array, for the libraries whose only documented API is
 * a stream (Commons Compress's bzip2, XZ for Java): one instance per compressor, pointed at the
 * destination before each message, so the measured path allocates no output buffer of its own.
 */
final class ArraySink extends OutputStream {
    private final String algorithm;
    private byte[] dst;
    private int position;

    ArraySink(String algorithm) {
        this.algorithm = algorithm;
    }

    /** Writes from {@code dst[from]} on. */
    ArraySink into(byte[] dst, int from) {
        this.dst = dst;
        this.position = from;
        return this;
    }

    /** Where the next byte goes: after the message, its end. */
    int position() {
        return position;
    }

    @Override
    public void write(int b) {
        room(1);
        dst[position++] = (byte) b;
    }

    @Override
    public void write(byte[] b, int off, int len) {
        room(len);
        System.arraycopy(b, off, dst, position, len);
        position += len;
    }

    private void room(int n) {
        if (position + n > dst.length) {
            throw new IllegalArgumentException(algorithm + ": the output outgrew the " + dst.length + " bytes given for it");
        }
    }

    @Override
    public void close() {
        // the array is the caller's: nothing to release, and closing a compressor's stream must not end it
    }
}
