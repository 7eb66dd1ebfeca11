package io.wirebench.wire.bytes;

import io.wirebench.wire.Documents;
import io.wirebench.wire.MalformedWireException;
import io.wirebench.wire.WireLimits;

/**
 * A read cursor over a {@link ReadableBuffer}, between its position and a limit (the end of the
 * data, or of the document being read). Every read checks that its bytes lie before the limit and
 * every length read from the input is checked against what remains and against the
 * {@link WireLimits}, so truncated or hostile input ends in a {@link MalformedWireException}
 * that names the offset and what was expected: never an allocation sized by the input, never a
 * read of bytes that belong to something else.
 */
public final class BytesIn {
    private final ReadableBuffer buffer;
    private final WireLimits limits;
    private int position;
    private int limit;
    private int outerLimit;

    public BytesIn(ReadableBuffer buffer) {
        this(buffer, WireLimits.DEFAULT);
    }

    public BytesIn(ReadableBuffer buffer, WireLimits limits) {
        this.buffer = buffer;
        this.limits = limits;
        this.limit = buffer.capacity();
        this.outerLimit = limit;
    }

    public ReadableBuffer buffer() {
        return buffer;
    }

    public WireLimits limits() {
        return limits;
    }

    /** Reads {@code [position, limit)} from now on. */
    public void reset(int position, int limit) {
        if (position < 0 || position > limit || limit > buffer.capacity()) {
            throw new IndexOutOfBoundsException("cannot read " + position + ".." + limit + " of a buffer of " + buffer.capacity() + " bytes");
        }
        this.position = position;
        this.limit = limit;
        this.outerLimit = limit;
    }

    public int position() {
        return position;
    }

    /** Moves the cursor within {@code [0, limit]}. */
    public void position(int position) {
        if (position < 0 || position > limit) {
            throw new IndexOutOfBoundsException("position " + position + " outside 0.." + limit);
        }
        this.position = position;
    }

    public int limit() {
        return limit;
    }

    /** Sets the end of what may be read, e.g. to the end of a nested object; within {@code [position, capacity]}. */
    public void limit(int limit) {
        if (limit < position || limit > buffer.capacity()) {
            throw new IndexOutOfBoundsException("limit " + limit + " outside " + position + ".." + buffer.capacity());
        }
        this.limit = limit;
    }

    public int remaining() {
        return limit - position;
    }

    /**
     * Throws unless {@code bytes} more bytes lie before the limit.
     *
     * @param what a constant description ("a text"): the message is built only when the check fails,
     *             so a read path never pays for it
     */
    public void require(int bytes, String what) {
        if (bytes > limit - position) {
            throw truncated(bytes, what);
        }
    }

    private MalformedWireException truncated(int bytes, String what) {
        return new MalformedWireException(position, "expected " + what + " (" + bytes + " bytes) but only "
                + (limit - position) + " remain before the end at " + limit);
    }

    public void skip(int bytes) {
        require(bytes, "bytes to skip");
        position += bytes;
    }

    /** The next byte, 0 to 255, without moving. */
    public int peekUnsignedByte() {
        require(1, "a byte");
        return buffer.getByte(position) & 0xFF;
    }

    public byte readByte() {
        require(1, "a byte");
        return buffer.getByte(position++);
    }

    public int readUnsignedByte() {
        return readByte() & 0xFF;
    }

    /** One byte that must be 0 (false) or 1 (true): any other value is corrupt input. */
    public boolean readBoolean() {
        int at = position;
        int b = readByte();
        if ((b & ~1) != 0) {
            throw new MalformedWireException(at, String.format("expected a boolean (0 or 1) but found 0x%02X", b & 0xFF));
        }
        return b != 0;
    }

    public short readShort() {
        require(2, "an int16");
        short v = buffer.getShort(position);
        position += 2;
        return v;
    }

    public int readInt() {
        require(4, "an int32");
        int v = buffer.getInt(position);
        position += 4;
        return v;
    }

    public long readLong() {
        require(8, "an int64");
        long v = buffer.getLong(position);
        position += 8;
        return v;
    }

    public float readFloat() {
        require(4, "a float32");
        float v = buffer.getFloat(position);
        position += 4;
        return v;
    }

    public double readDouble() {
        require(8, "a float64");
        double v = buffer.getDouble(position);
        position += 8;
        return v;
    }

    /** A number in {@link StopBit} form. */
    public long readStopBit() {
        // One byte (0..127: lengths, small numbers) is the common case: it inlines, the rest does not need to.
        int p = position;
        if (p < limit) {
            byte b = buffer.getByte(p);
            if (b >= 0) {
                position = p + 1;
                return b;
            }
        }
        return readStopBitLong();
    }

    /** A stop-bit number of more than one byte, or a truncated one. */
    private long readStopBitLong() {
        int p = position;
        if (limit - p >= 8) {
            // Up to 8 bytes decoded from one load, with no loop: find the first byte without its
            // high bit, then gather the 7-bit groups with shifts and masks.
            long word = buffer.getLong(p);
            int length;
            // The length goes through a switch rather than straight into the position: a predicted
            // branch lets the next read start before this word arrives; arithmetic would make it wait.
            // (About 10 % less time decoding numbers in a loop: docs/measurements/2026-11-27h-stopbit-length-branch.)
            switch (Long.numberOfTrailingZeros(~word & 0x8080_8080_8080_8080L) >>> 3) {
                case 1: length = 2; break;
                case 2: length = 3; break;
                case 3: length = 4; break;
                case 4: length = 5; break;
                case 5: length = 6; break;
                case 6: length = 7; break;
                case 7: length = 8; break;
                default: return readStopBitBytes(); // one byte after all, or no stop in 8 bytes: 9 or 10, or too long
            }
            position = p + length;
            return StopBit.fromWord(word, length);
        }
        return readStopBitBytes();
    }

    /**
     * A stop-bit number byte by byte: one byte after all, one near the limit, one of 9 or 10 bytes, or a
     * malformed or truncated one (nothing left at all included).
     */
    private long readStopBitBytes() {
        int p = position;
        int end = limit;
        if (p >= end) {
            throw truncated(1, "a stop-bit number");
        }
        byte b = buffer.getByte(p++);
        if (b >= 0) {
            position = p;
            return b;
        }
        long value = b & 0x7F;
        int shift = 7;
        while (true) {
            if (p >= end) {
                throw new MalformedWireException(position, "a stop-bit number is cut short by the end at " + end);
            }
            b = buffer.getByte(p++);
            if (b < 0) {
                if (shift == 63) {
                    throw new MalformedWireException(position, "a stop-bit number runs past " + StopBit.MAX_LENGTH + " bytes");
                }
                value |= (long) (b & 0x7F) << shift;
                shift += 7;
            } else if (b == 0) {
                position = p; // a last group with its high bit set, then 0: the complement of a negative value
                return ~value;
            } else {
                if (shift == 63) {
                    throw new MalformedWireException(position, "a stop-bit number does not fit in 64 bits");
                }
                position = p;
                return value | (long) b << shift;
            }
        }
    }

    /** A double written by {@link BytesOut#writeStopBit(double)}. */
    public double readStopBitDouble() {
        return StopBit.bitsToDouble(readStopBit());
    }

    /** A length in stop-bit form: -1 (for null) up to {@code Integer.MAX_VALUE}. */
    private int readLength(String what) {
        int at = position;
        long length = readStopBit();
        if (length < -1 || length > Integer.MAX_VALUE) {
            throw new MalformedWireException(at, "expected the length of " + what + " but found " + length);
        }
        return (int) length;
    }

    /** Text written by {@link BytesOut#writeUtf8}; {@code null} if it was null. */
    public String readUtf8() {
        int at = position;
        int length = readLength("a text");
        if (length < 0) {
            return null;
        }
        return readUtf8(length, at);
    }

    /**
     * {@code length} bytes of UTF-8 text at the cursor (the length was read by the caller at {@code lengthAt}).
     */
    public String readUtf8(int length, int lengthAt) {
        limits.validateStringLength(length, lengthAt);
        require(length, "a text");
        String s;
        try {
            s = buffer.getStringUtf8(position, length);
        } catch (IllegalArgumentException e) {
            throw new MalformedWireException(position, "the text of " + length + " bytes here is not UTF-8: " + e.getMessage(), e);
        }
        position += length;
        return s;
    }

    /** Text written by {@link BytesOut#write8bit}; {@code null} if it was null. */
    public String read8bit() {
        int at = position;
        int length = readLength("a text");
        if (length < 0) {
            return null;
        }
        limits.validateStringLength(length, at);
        require(length, "a text");
        String s = buffer.getStringLatin1(position, length);
        position += length;
        return s;
    }

    /** Copies the next {@code length} bytes into {@code dst}. */
    public void readBytes(byte[] dst, int offset, int length) {
        require(length, "bytes");
        buffer.getBytes(position, dst, offset, length);
        position += length;
    }

    /** Whether the next {@code length} bytes equal {@code expected}; does not move. */
    public boolean nextBytesEqual(byte[] expected, int length) {
        return length <= limit - position && buffer.bytesEqual(position, expected, length);
    }

    /** The header of the document at the cursor, without moving; see {@link Documents}. */
    public int peekDocumentHeader() {
        require(Documents.HEADER_LENGTH, "a document header");
        return buffer.getInt(position);
    }

    /**
     * Reads a document header and limits reading to that document until {@link #exitDocument}.
     * Documents do not nest: enter, read, exit, then the next.
     *
     * @return the header ({@link Documents#isMetaData} tells a meta-data document from a data one)
     * @throws MalformedWireException if the document is not complete or is longer than what remains
     */
    public int enterDocument() {
        int at = position;
        int header = peekDocumentHeader();
        if (!Documents.isComplete(header)) {
            throw new MalformedWireException(at, String.format(
                    "the document is not complete: its writer has not finished it (header 0x%08X)", header));
        }
        int length = Documents.length(header);
        limits.validateDocumentLength(length, at);
        int available = limit - at - Documents.HEADER_LENGTH;
        if (length > available) {
            throw new MalformedWireException(at, "the header declares a document of " + length
                    + " bytes but only " + available + " follow it");
        }
        position = at + Documents.HEADER_LENGTH;
        outerLimit = limit;
        limit = position + length;
        return header;
    }

    /** Moves past the document entered last, whatever of it was not read, and restores the limit. */
    public void exitDocument() {
        position = limit;
        limit = outerLimit;
    }
}
