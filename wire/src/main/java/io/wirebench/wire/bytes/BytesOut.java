package io.wirebench.wire.bytes;

import io.wirebench.wire.Documents;

/**
 * A write cursor over a {@link WritableBuffer}: the position lives here, not in the buffer.
 * Each write makes room first ({@link WritableBuffer#ensureCapacity}: an expandable buffer grows,
 * a fixed one throws) and advances the position by what it wrote.
 *
 * <p>This is the "hand-written bytes" API: fixed-width values, stop-bit packed values and
 * length-prefixed text, with no metadata. The wire formats write through it too.
 *
 * <p>The bytes after the position are scratch: to write a short variable-length value with one
 * 8-byte store, a write may overwrite up to 7 bytes beyond what it writes. Write a buffer from
 * its start, or after what you mean to keep, not into the middle of data that must survive.
 */
public final class BytesOut {
    /** Text of up to this many chars is under 128 bytes in UTF-8 whatever its chars: its length is one stop-bit byte. */
    private static final int ONE_BYTE_LENGTH_CHARS = 0x7F / Utf8.MAX_BYTES_PER_CHAR;

    private final WritableBuffer buffer;
    private int position;
    /**
     * The buffer's capacity when last asked: a buffer only grows, so a stale value is merely
     * conservative, and the hot check reads two fields of this object instead of the buffer's.
     */
    private int capacity;

    public BytesOut(WritableBuffer buffer) {
        this.buffer = buffer;
        this.capacity = buffer.capacity();
    }

    public WritableBuffer buffer() {
        return buffer;
    }

    public int position() {
        return position;
    }

    /** Moves the cursor, e.g. back to the start of the buffer to write the next message. */
    public void position(int position) {
        if (position < 0 || position > buffer.capacity()) {
            throw new IndexOutOfBoundsException("position " + position + " outside 0.." + buffer.capacity());
        }
        this.position = position;
    }

    /** Moves the cursor to the start of the buffer. */
    public void reset() {
        position = 0;
    }

    /**
     * Moves the cursor forward over {@code bytes} that the caller wrote straight into
     * {@link #buffer()} after {@link #ensureRemaining}: lets a format write a type code and its
     * value with one capacity check.
     */
    public void advance(int bytes) {
        int p = position + bytes;
        if (bytes < 0 || p > capacity && p > (capacity = buffer.capacity())) {
            throw new IndexOutOfBoundsException("cannot advance " + bytes + " bytes from " + position + " in a buffer of " + buffer.capacity());
        }
        position = p;
    }

    /**
     * Whether {@link #ensureRemaining}{@code (bytes)} would succeed: the buffer has the room, or grows.
     * A writer that would ask for more than it may need (room for the longest form) asks this first,
     * so that a fixed buffer near its end is not refused what the exact form would fit.
     */
    public boolean canTake(int bytes) {
        return bytes <= capacity - position || buffer.isExpandable();
    }

    /** Makes sure {@code bytes} more bytes can be written. */
    public void ensureRemaining(int bytes) {
        if (bytes > capacity - position) {
            grow(bytes);
        }
    }

    private void grow(int bytes) {
        long required = (long) position + bytes;
        if (required > Integer.MAX_VALUE) {
            throw new IndexOutOfBoundsException("cannot write " + bytes + " more bytes at position " + position);
        }
        buffer.ensureCapacity((int) required);
        capacity = buffer.capacity();
    }

    public BytesOut writeByte(int value) {
        ensureRemaining(1);
        buffer.putByte(position, (byte) value);
        position += 1;
        return this;
    }

    /** One byte: 1 for true, 0 for false. */
    public BytesOut writeBoolean(boolean value) {
        return writeByte(value ? 1 : 0);
    }

    public BytesOut writeShort(short value) {
        ensureRemaining(2);
        buffer.putShort(position, value);
        position += 2;
        return this;
    }

    public BytesOut writeInt(int value) {
        ensureRemaining(4);
        buffer.putInt(position, value);
        position += 4;
        return this;
    }

    public BytesOut writeLong(long value) {
        ensureRemaining(8);
        buffer.putLong(position, value);
        position += 8;
        return this;
    }

    public BytesOut writeFloat(float value) {
        ensureRemaining(4);
        buffer.putFloat(position, value);
        position += 4;
        return this;
    }

    public BytesOut writeDouble(double value) {
        ensureRemaining(8);
        buffer.putDouble(position, value);
        position += 8;
        return this;
    }

    /**
     * The low {@code count} bytes (1 to 8) of {@code word}, little-endian, with one 8-byte store;
     * the bytes past them are scratch (see the class comment). For bytes laid out in advance,
     * such as a short name with its prefix.
     */
    public BytesOut writeLowBytes(long word, int count) {
        if (count < 1 || count > 8) {
            throw new IllegalArgumentException("a word holds 1 to 8 bytes, not " + count);
        }
        ensureRemaining(8);
        buffer.putLong(position, word);
        position += count;
        return this;
    }

    /**
     * The low {@code count - 8} bytes (1 to 8) of {@code second} after all 8 of {@code first},
     * with two 8-byte stores; the bytes past them are scratch (see the class comment).
     */
    public BytesOut writeTwoWords(long first, long second, int count) {
        if (count < 9 || count > 16) {
            throw new IllegalArgumentException("two words hold 9 to 16 bytes, not " + count);
        }
        ensureRemaining(16);
        buffer.putLong(position, first);
        buffer.putLong(position + 8, second);
        position += count;
        return this;
    }

    /** {@code value} in 1 to 10 bytes ({@link StopBit}). */
    public BytesOut writeStopBit(long value) {
        if ((value & ~0x7FL) == 0) {
            return writeByte((int) value);
        }
        return writeStopBitOfLength(value, StopBit.length(value));
    }

    /** {@code value}'s bits reversed, in stop-bit form: round numbers take few bytes ({@link StopBit#doubleToBits}). */
    public BytesOut writeStopBit(double value) {
        long raw = Double.doubleToRawLongBits(value);
        long bits = Long.reverse(raw);
        if ((bits & ~0x7FL) == 0) {
            return writeByte((int) bits);
        }
        return writeStopBitOfLength(bits, StopBit.lengthOfReversed(raw));
    }

    /** {@code value}, which takes {@code length} bytes, 2 or more. */
    private BytesOut writeStopBitOfLength(long value, int length) {
        if (length <= 8) {
            // One 8-byte store; the bytes past the encoding are scratch (see the class comment).
            ensureRemaining(8);
            buffer.putLong(position, StopBit.toWord(value, length));
            position += length;
            return this;
        }
        ensureRemaining(StopBit.MAX_LENGTH);
        position += buffer.putStopBit(position, value);
        return this;
    }

    /**
     * The UTF-8 byte count in stop-bit form, then the bytes; {@code null} is the count -1. Encoded in
     * one pass, with no pass to count the bytes first, wherever the buffer has room for the longest
     * the text could be; a refused text (an unpaired surrogate) leaves the position as it was.
     */
    public BytesOut writeUtf8(CharSequence text) {
        if (text == null) {
            return writeStopBit(-1L);
        }
        int chars = text.length();
        if (chars <= ONE_BYTE_LENGTH_CHARS) {
            int room = 1 + Utf8.MAX_BYTES_PER_CHAR * chars;
            if (canTake(room)) {
                // An expandable buffer grows for the longest such text could be, at most 126 bytes
                // more than it takes, once: from then on every short text is one pass.
                ensureRemaining(room);
                int written = buffer.putStringUtf8(position + 1, text);
                buffer.putByte(position, (byte) written);
                position += 1 + written;
                return this;
            }
        }
        return writeUtf8Longer(text, chars);
    }

    /**
     * Text over 42 chars, or short text near the end of a fixed buffer: out of line, so that
     * {@link #writeUtf8} stays small enough for the JIT to inline into its callers.
     */
    private BytesOut writeUtf8Longer(CharSequence text, int chars) {
        if (chars <= 0x7F) {
            // Usually ASCII: then its length is one byte and one pass writes it.
            ensureRemaining(1 + chars);
            if (buffer.tryPutStringAscii(position + 1, text) == chars) {
                buffer.putByte(position, (byte) chars);
                position += 1 + chars;
                return this;
            }
        }
        long longest = (long) Utf8.MAX_BYTES_PER_CHAR * chars;
        int gap = StopBit.length(longest);
        if (gap + longest <= capacity - position) {
            // Encode after room for the longest length's stop-bit form, then write the real length
            // in front, moving the bytes back when it takes fewer.
            int written = buffer.putStringUtf8(position + gap, text);
            int prefix = StopBit.length(written);
            if (prefix < gap) {
                buffer.moveBytes(position + gap, position + prefix, written);
            }
            position += buffer.putStopBit(position, written);
            position += written;
            return this;
        }
        // Near the end of a fixed buffer, or long text near the end of any: count first, so that
        // exactly what the text takes is asked for.
        int length = Utf8.encodedLength(text);
        ensureRemaining(StopBit.length(length) + length);
        int at = position + buffer.putStopBit(position, length);
        position = at + buffer.putStringUtf8(at, text);
        return this;
    }

    /** The char count in stop-bit form, then one byte per char (ISO-8859-1); {@code null} is the count -1. */
    public BytesOut write8bit(CharSequence text) {
        if (text == null) {
            return writeStopBit(-1L);
        }
        int length = text.length();
        if (length <= 0x7F) {
            ensureRemaining(1 + length);
            buffer.putByte(position, (byte) length);
            position += 1 + buffer.putStringLatin1(position + 1, text);
            return this;
        }
        ensureRemaining(StopBit.MAX_LENGTH + length);
        position += buffer.putStopBit(position, length);
        position += buffer.putStringLatin1(position, text);
        return this;
    }

    /**
     * The UTF-8 bytes of {@code text}, no length (the caller has written or implied it): in one pass
     * where the buffer has room for the longest they could be ({@value Utf8#MAX_BYTES_PER_CHAR} a char),
     * or grows for it when the text is short (as {@link #writeUtf8} does: at most 126 bytes more than
     * it takes); otherwise counted first, so that neither a fixed buffer near its end nor a growing one
     * is asked for more than the text takes.
     *
     * @throws IllegalArgumentException for an unpaired surrogate, which has no UTF-8 form
     */
    public BytesOut writeUtf8Bytes(CharSequence text) {
        int chars = text.length();
        long longest = (long) Utf8.MAX_BYTES_PER_CHAR * chars;
        if (longest <= capacity - position || chars <= ONE_BYTE_LENGTH_CHARS && buffer.isExpandable()) {
            ensureRemaining((int) longest);
            position += buffer.putStringUtf8(position, text);
            return this;
        }
        return writeUtf8Bytes(text, Utf8.encodedLength(text));
    }

    /** UTF-8 bytes of {@code text} with no length, which the caller has counted: {@code encodedLength}. */
    public BytesOut writeUtf8Bytes(CharSequence text, int encodedLength) {
        ensureRemaining(encodedLength);
        position += buffer.putStringUtf8(position, text);
        return this;
    }

    /** The bytes as they are, no length. */
    public BytesOut writeBytes(byte[] src, int offset, int length) {
        ensureRemaining(length);
        buffer.putBytes(position, src, offset, length);
        position += length;
        return this;
    }

    /**
     * Reserves a document header, marked not complete, and returns where it is; write the document,
     * then call {@link #endDocument}.
     */
    public int beginDocument(boolean metaData) {
        int headerIndex = position;
        writeInt(Documents.header(0, metaData, false));
        return headerIndex;
    }

    /** Writes the final header of the document begun at {@code headerIndex}: its length, complete. */
    public void endDocument(int headerIndex) {
        int header = buffer.getInt(headerIndex);
        int length = position - headerIndex - Documents.HEADER_LENGTH;
        buffer.putInt(headerIndex, Documents.header(length, Documents.isMetaData(header), true));
    }
}
