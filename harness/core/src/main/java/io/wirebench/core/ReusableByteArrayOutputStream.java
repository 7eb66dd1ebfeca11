package io.wirebench.core;

import java.io.ByteArrayInputStream;
import java.io.OutputStream;
import java.util.Arrays;

/**
 * An {@link OutputStream} over one growable {@code byte[]} that is kept between messages: after
 * {@link #reset()} the next message overwrites the last without allocating. Stream-based libraries
 * (Java serialization, Jackson's generators, Avro's encoders) write into it when a contender
 * recycles its buffer. Not thread-safe, unlike {@link java.io.ByteArrayOutputStream}, on purpose.
 */
public final class ReusableByteArrayOutputStream extends OutputStream {
    private byte[] buffer;
    private int length;

    public ReusableByteArrayOutputStream(int initialCapacity) {
        buffer = new byte[initialCapacity];
    }

    @Override
    public void write(int b) {
        ensureCapacity(length + 1);
        buffer[length++] = (byte) b;
    }

    @Override
    public void write(byte[] bytes, int offset, int count) {
        ensureCapacity(length + count);
        System.arraycopy(bytes, offset, buffer, length, count);
        length += count;
    }

    /** Forgets the content; the array is kept for the next message. */
    public void reset() {
        length = 0;
    }

    /** Replaces the content with a copy of {@code bytes}. */
    public void load(byte[] bytes) {
        length = 0;
        write(bytes, 0, bytes.length);
    }

    /** The backing array; valid bytes are {@code [0, length())}. */
    public byte[] array() {
        return buffer;
    }

    public int length() {
        return length;
    }

    public byte[] toByteArray() {
        return Arrays.copyOf(buffer, length);
    }

    /** A stream over the current content, for libraries that read from an {@code InputStream}. */
    public ByteArrayInputStream newInputStream() {
        return new ByteArrayInputStream(buffer, 0, length);
    }

    private void ensureCapacity(int needed) {
        if (needed > buffer.length) {
            if (needed < 0) {
                throw new OutOfMemoryError("buffer would exceed 2 GiB");
            }
            buffer = Arrays.copyOf(buffer, Math.max(needed, buffer.length * 2));
        }
    }
}
