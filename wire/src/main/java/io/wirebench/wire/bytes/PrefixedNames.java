package io.wirebench.wire.bytes;

import io.wirebench.wire.WireKey;

/**
 * A name as the formats lay it out: one prefix byte (a type code that holds the length, or the
 * length itself) then the name's UTF-8 bytes. Written and compared 8 bytes at a time from the
 * {@link WireKey}'s pre-encoded words, so that a field name or an enum constant costs one or two
 * stores to write and one or two loads to recognise.
 */
public final class PrefixedNames {
    private PrefixedNames() {
    }

    /** The capacity {@link #write} needs from {@code index}: whole words, though it advances less. */
    public static int writeRoom(WireKey name) {
        return ((name.utf8Length() + 8) >>> 3) << 3;
    }

    /**
     * Writes {@code prefix} and the name at {@code index}; the caller has made {@link #writeRoom}
     * bytes of room. Bytes past the name are overwritten with zeros: they lie beyond what is
     * written and are overwritten by whatever comes next.
     *
     * @return the bytes written, {@code 1 + name.utf8Length()}
     */
    public static int write(WritableBuffer buffer, int index, int prefix, WireKey name) {
        int length = name.utf8Length();
        long w0 = name.utf8Word(0);
        // Straight-line code up to 15 bytes: a loop costs several times more here.
        buffer.putLong(index, (w0 << 8) | prefix);
        if (length > 7) {
            if (length <= 15) {
                buffer.putLong(index + 8, (name.wordCount() > 1 ? name.utf8Word(1) << 8 : 0) | (w0 >>> 56));
            } else {
                long carry = w0 >>> 56;
                for (int i = 1, words = (length + 8) >>> 3; i < words; i++) {
                    long w = i < name.wordCount() ? name.utf8Word(i) : 0;
                    buffer.putLong(index + (i << 3), (w << 8) | carry);
                    carry = w >>> 56;
                }
            }
        }
        return 1 + length;
    }

    /**
     * Whether the bytes at {@code index} are {@code prefix} then the name. The caller has checked
     * that {@code 1 + name.utf8Length()} bytes lie inside the data; bytes beyond them are not compared.
     */
    public static boolean matches(ReadableBuffer buffer, int index, int prefix, WireKey name) {
        int length = name.utf8Length();
        int capacity = buffer.capacity();
        if (length <= 7 && index <= capacity - 8) {
            long mask = -1L >>> ((7 - length) << 3);
            return (buffer.getLong(index) & mask) == ((name.utf8Word(0) << 8) | prefix);
        }
        if (length <= 15 && index <= capacity - 16) {
            long w0 = name.utf8Word(0);
            long mask = -1L >>> ((15 - length) << 3);
            long w1 = name.wordCount() > 1 ? name.utf8Word(1) << 8 : 0;
            return buffer.getLong(index) == ((w0 << 8) | prefix)
                    && (buffer.getLong(index + 8) & mask) == ((w1 | (w0 >>> 56)) & mask);
        }
        if ((buffer.getByte(index) & 0xFF) != prefix) {
            return false;
        }
        for (int i = 0; i < length; i++) {
            if (buffer.getByte(index + 1 + i) != name.utf8Byte(i)) {
                return false;
            }
        }
        return true;
    }
}
