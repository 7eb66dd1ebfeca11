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
        // The key's precomputed words: one store for a name of up to 7 bytes, two up to 15.
        buffer.putLong(index, name.prefixedWord0() | prefix);
        if (length > 7) {
            if (length <= 15) {
                buffer.putLong(index + 8, name.prefixedWord1());
            } else {
                writeLong(buffer, index, name);
            }
        }
        return 1 + length;
    }

    /** The words after the first of a name longer than 15 bytes: kept out of the hot path. */
    private static void writeLong(WritableBuffer buffer, int index, WireKey name) {
        long carry = name.utf8Word(0) >>> 56;
        for (int i = 1, words = (name.utf8Length() + 8) >>> 3; i < words; i++) {
            long w = i < name.wordCount() ? name.utf8Word(i) : 0;
            buffer.putLong(index + (i << 3), (w << 8) | carry);
            carry = w >>> 56;
        }
    }

    /**
     * Whether the bytes at {@code index} are {@code prefix} then the name. The caller has checked
     * that {@code 1 + name.utf8Length()} bytes lie inside the data; bytes beyond them are not compared.
     */
    public static boolean matches(ReadableBuffer buffer, int index, int prefix, WireKey name) {
        int length = name.utf8Length();
        int capacity = buffer.capacity();
        if (length <= 7 && index <= capacity - 8) {
            return (buffer.getLong(index) & name.prefixedMask0()) == (name.prefixedWord0() | prefix);
        }
        if (length <= 15 && index <= capacity - 16) {
            return buffer.getLong(index) == (name.prefixedWord0() | prefix)
                    && (buffer.getLong(index + 8) & name.prefixedMask1()) == name.prefixedWord1();
        }
        return matchesByteByByte(buffer, index, prefix, name);
    }

    /** Long names, or names at the very end of the buffer: kept out of the hot path. */
    private static boolean matchesByteByByte(ReadableBuffer buffer, int index, int prefix, WireKey name) {
        if ((buffer.getByte(index) & 0xFF) != prefix) {
            return false;
        }
        for (int i = 0, length = name.utf8Length(); i < length; i++) {
            if (buffer.getByte(index + 1 + i) != name.utf8Byte(i)) {
                return false;
            }
        }
        return true;
    }
}
