package io.wirebench.wire.bytes;

/**
 * Read access to a region of bytes by absolute index. Multi-byte values are little-endian.
 *
 * <p>A buffer has no position: cursors live in the readers and writers that use it
 * ({@link BytesIn}, {@link BytesOut} and the wire formats built on them), so one buffer can be
 * read by several cursors and a reader can be reset by setting one int.
 *
 * <p>Every access is checked against {@link #capacity()} while {@link BoundsChecks#ENABLED} is on;
 * an access outside the buffer throws {@link IndexOutOfBoundsException}.
 */
public interface ReadableBuffer {

    /** The number of addressable bytes, index 0 to {@code capacity() - 1}. */
    int capacity();

    byte getByte(int index);

    short getShort(int index);

    int getInt(int index);

    long getLong(int index);

    float getFloat(int index);

    double getDouble(int index);

    /** Copies {@code length} bytes starting at {@code index} into {@code dst}. */
    void getBytes(int index, byte[] dst, int dstOffset, int length);

    /**
     * Decodes {@code length} bytes of UTF-8.
     *
     * @throws IllegalArgumentException if the bytes are not well-formed UTF-8 (overlong forms,
     *         surrogates and truncated sequences included): text is never silently replaced
     */
    String getStringUtf8(int index, int length);

    /** Decodes {@code length} bytes of 8-bit text (ISO-8859-1: byte {@code b} is char {@code b & 0xFF}). */
    String getStringLatin1(int index, int length);

    /** Whether the {@code length} bytes at {@code index} equal {@code expected[0 .. length)}. */
    boolean bytesEqual(int index, byte[] expected, int length);
}
