package io.wirebench.wire.bytes;

/**
 * A {@link ReadableBuffer} that can be written, by absolute index. Variable-length writes return
 * the number of bytes they wrote.
 *
 * <p>A writer that does not know how much it will write calls {@link #ensureCapacity} first; an
 * {@linkplain #isExpandable() expandable} buffer grows, a fixed one throws.
 */
public interface WritableBuffer extends ReadableBuffer {

    void putByte(int index, byte value);

    void putShort(int index, short value);

    void putInt(int index, int value);

    void putLong(int index, long value);

    void putFloat(int index, float value);

    void putDouble(int index, double value);

    void putBytes(int index, byte[] src, int srcOffset, int length);

    /** Copies {@code length} bytes from {@code srcIndex} to {@code dstIndex}; the ranges may overlap. */
    void moveBytes(int srcIndex, int dstIndex, int length);

    /**
     * Writes {@code value} as UTF-8.
     *
     * @return the bytes written, {@link Utf8#encodedLength(CharSequence)}
     * @throws IllegalArgumentException for an unpaired surrogate, which has no UTF-8 form
     */
    int putStringUtf8(int index, CharSequence value);

    /**
     * Writes {@code value} as ASCII if every char is below U+0080, in one pass: the common case of
     * text on the wire, whose UTF-8 length is then its char count, known without a pass to count it.
     *
     * @return {@code value.length()}, or -1 at the first char that is not ASCII (the bytes before it
     *         are written and meaningless: write the text again as UTF-8)
     */
    int tryPutStringAscii(int index, CharSequence value);

    /**
     * Writes {@code value} as 8-bit text, one byte per char.
     *
     * @return the bytes written, {@code value.length()}
     * @throws IllegalArgumentException for a char above U+00FF, which has no 8-bit form
     */
    int putStringLatin1(int index, CharSequence value);

    /**
     * Writes {@code value} in stop-bit form (see {@link StopBit}).
     *
     * @return the bytes written, 1 to 10
     */
    int putStopBit(int index, long value);

    /** Whether {@link #ensureCapacity} can grow this buffer. */
    boolean isExpandable();

    /**
     * Makes sure {@code capacity() >= required}, growing an expandable buffer.
     *
     * @throws IndexOutOfBoundsException if the buffer is fixed and smaller than {@code required}
     */
    void ensureCapacity(int required);
}
