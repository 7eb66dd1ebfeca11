package io.wirebench.wire.binary;

import static io.wirebench.wire.binary.BinaryCodes.*;

import io.wirebench.wire.MalformedWireException;
import io.wirebench.wire.WireKey;
import io.wirebench.wire.WireLimits;
import io.wirebench.wire.bytes.BytesIn;
import io.wirebench.wire.bytes.PrefixedNames;
import io.wirebench.wire.bytes.ReadableBuffer;

/**
 * Finds a field's key for {@link BinaryWireIn}, by name or by number, whichever the input
 * carries: first the expected key at the cursor ({@link #expected}, a few masked word compares),
 * then the key at the cursor in any form, then a search of the rest of the object and of its
 * start, passing over the values between keys. Also reads keys for readers without the schema
 * ({@link #readFieldName}).
 *
 * <p>Works on the {@link BytesIn} it is given, whose position and limit are the reader's cursor
 * and the end of the current object; every length is checked, so a corrupt one cannot send the
 * cursor anywhere.
 */
final class BinaryKeys {
    private final BytesIn in;
    private final ReadableBuffer buffer;
    private final WireLimits limits;
    /** Whether the key {@link #readFieldName} read last was a number. */
    private boolean numberKey;

    BinaryKeys(BytesIn in) {
        this.in = in;
        this.buffer = in.buffer();
        this.limits = in.limits();
    }

    /**
     * Whether the key at the cursor is {@code key}'s, in the two forms a writer that agrees on the
     * order writes: a number in its code, or a name of up to 15 bytes with its code, recognised
     * from one or two loads and masked compares against the key's precomputed words. Moves past
     * the key if so; otherwise moves nothing.
     */
    boolean expected(WireKey key) {
        int p = in.position();
        int room = in.limit() - p;
        if (room > 0 && p <= buffer.capacity() - 16) {
            long word = buffer.getLong(p);
            int code = (int) word & 0xFF;
            int length = key.utf8Length();
            if (code == FIELD_NAME_INLINE + length && length < room) {
                if (length <= 7) {
                    if ((word & key.prefixedMask0()) == (key.prefixedWord0() | code)) {
                        in.position(p + 1 + length);
                        return true;
                    }
                } else if (length <= 15 && word == (key.prefixedWord0() | code)
                        && (buffer.getLong(p + 8) & key.prefixedMask1()) == key.prefixedWord1()) {
                    in.position(p + 1 + length);
                    return true;
                }
            } else if (code >= FIELD_NUMBER_INLINE && code < INT8 && code - FIELD_NUMBER_INLINE == key.number()) {
                in.position(p + 1);
                return true;
            }
        }
        return false;
    }

    /**
     * After {@link #expected} did not match: the key at the cursor in any form, the value at the
     * cursor if the input has no keys (values by position), or a search of the object that starts
     * at {@code objectStart}. Leaves the cursor at the value and returns true, or returns false
     * (the field is absent) with the cursor where it was.
     */
    boolean find(WireKey key, int objectStart) {
        int p = in.position();
        if (p < in.limit()) {
            int code = buffer.getByte(p) & 0xFF;
            if (code >= FIELD_NAME_INLINE && code <= FIELD_NAME_INLINE + INLINE_MAX) {
                // The common case of named keys in the expected order: one compare of the name.
                int length = code - FIELD_NAME_INLINE;
                if (length == key.utf8Length() && p + 1 + length <= in.limit() && codeAndNameAt(p, code, key)) {
                    in.position(p + 1 + length);
                    return true;
                }
            } else if (code >= FIELD_NUMBER_INLINE && code < INT8) {
                if (code - FIELD_NUMBER_INLINE == key.number()) {
                    in.position(p + 1);
                    return true;
                }
            } else if (!isKey(code)) {
                return true; // no keys: values by position
            }
        }
        return search(key, objectStart);
    }

    /** Looks for the key after the cursor, then from the start of the object; false (cursor back) if neither has it. */
    private boolean search(WireKey key, int objectStart) {
        int from = in.position();
        int found = scan(key, from, in.limit());
        if (found < 0) {
            found = scan(key, objectStart, from);
        }
        in.position(found < 0 ? from : found);
        return found >= 0;
    }

    /** The position after {@code key}'s key if a field in {@code [from, to)} has it, else -1. Moves the cursor. */
    private int scan(WireKey key, int from, int to) {
        in.position(from);
        while (in.position() < to) {
            int code = in.peekUnsignedByte();
            if (isKey(code)) {
                if (readKeyMatches(key)) {
                    return in.position();
                }
            }
            skipValue();
        }
        return -1;
    }

    /** Reads the key at the cursor; whether it is {@code key}'s name or number. */
    private boolean readKeyMatches(WireKey key) {
        int at = in.position();
        int code = in.readUnsignedByte();
        if (code >= FIELD_NAME_INLINE && code <= FIELD_NAME_INLINE + INLINE_MAX) {
            return nameMatches(code - FIELD_NAME_INLINE, key);
        }
        if (code >= FIELD_NUMBER_INLINE && code < INT8) {
            return code - FIELD_NUMBER_INLINE == key.number();
        }
        if (code == FIELD_NAME) {
            return nameMatches(readLength(in, at, "a field name"), key);
        }
        if (code == FIELD_NUMBER) {
            long number = in.readStopBit();
            return number == key.number();
        }
        throw unexpected(at, code, "a field name or number");
    }

    private boolean nameMatches(int length, WireKey key) {
        limits.validateStringLength(length, in.position());
        in.require(length, "a field name");
        boolean same = length == key.utf8Length() && nameEquals(in.position(), key);
        in.skip(length);
        return same;
    }

    /** Whether the bytes at {@code p} are {@code code} then {@code name}; the caller has checked they lie inside the object. */
    boolean codeAndNameAt(int p, int code, WireKey name) {
        return PrefixedNames.matches(buffer, p, code, name);
    }

    /** Whether the bytes at {@code index} are {@code key}'s name; the caller has checked they lie inside the object. */
    boolean nameEquals(int index, WireKey key) {
        int length = key.utf8Length();
        int words = key.wordCount();
        if (index + (words << 3) <= buffer.capacity()) {
            // Whole words, the last one masked to the name's length: bytes beyond it are not compared.
            int last = words - 1;
            for (int i = 0; i < last; i++) {
                if (buffer.getLong(index + (i << 3)) != key.utf8Word(i)) {
                    return false;
                }
            }
            if (last >= 0) {
                int tail = length - (last << 3);
                long mask = tail == 8 ? -1L : (1L << (tail << 3)) - 1;
                return (buffer.getLong(index + (last << 3)) & mask) == key.utf8Word(last);
            }
            return true;
        }
        for (int i = 0; i < length; i++) {
            if (buffer.getByte(index + i) != key.utf8Byte(i)) {
                return false;
            }
        }
        return true;
    }

    /** The name of the key at the cursor (a number as its digits), moving past it; null if a value is there. */
    String readFieldName() {
        int at = in.position();
        int code = in.peekUnsignedByte();
        if (!isKey(code)) {
            return null;
        }
        in.skip(1);
        numberKey = code == FIELD_NUMBER || code >= FIELD_NUMBER_INLINE && code < INT8;
        if (code >= FIELD_NAME_INLINE && code <= FIELD_NAME_INLINE + INLINE_MAX) {
            return in.readUtf8(code - FIELD_NAME_INLINE, at);
        }
        if (code == FIELD_NAME) {
            return in.readUtf8(readLength(in, at, "a field name"), at);
        }
        if (code == FIELD_NUMBER) {
            return Long.toString(in.readStopBit());
        }
        return Integer.toString(code - FIELD_NUMBER_INLINE);
    }

    /** After {@link #readFieldName}: whether that key was a field number. */
    boolean numberKey() {
        return numberKey;
    }

    /** Moves past the key at the cursor, which the caller has seen is one. */
    void skipKey() {
        int at = in.position();
        int code = in.readUnsignedByte();
        if (code >= FIELD_NAME_INLINE && code <= FIELD_NAME_INLINE + INLINE_MAX) {
            in.skip(code - FIELD_NAME_INLINE);
        } else if (code == FIELD_NAME) {
            int length = readLength(in, at, "a field name");
            limits.validateStringLength(length, at);
            in.skip(length);
        } else if (code == FIELD_NUMBER) {
            in.readStopBit();
        } else if (code < FIELD_NUMBER_INLINE || code >= INT8) {
            throw unexpected(at, code, "a field name or number");
        }
    }

    /** Moves the cursor past the value at it, whatever it is: what a search passes over between keys. */
    void skipValue() {
        int at = in.position();
        int code = in.readUnsignedByte();
        if (code <= SMALL_INT_MAX) {
            return;
        }
        if (code >= TEXT_INLINE) {
            in.skip(code - TEXT_INLINE);
            return;
        }
        switch (code) {
            case FALSE, TRUE, NULL -> { }
            case INT8, UINT8 -> in.skip(1);
            case INT16, UINT16 -> in.skip(2);
            case INT32, UINT32, FLOAT32 -> in.skip(4);
            case INT64, FLOAT64 -> in.skip(8);
            case BYTES, TEXT -> in.skip(readLength(in, at, "a value"));
            case OBJECT_SHORT, SEQUENCE_SHORT -> in.skip(in.readUnsignedByte());
            case OBJECT, SEQUENCE -> {
                int length = in.readInt();
                if (length < 0) {
                    throw new MalformedWireException(at, "a container declares a negative length, " + length);
                }
                in.skip(length);
            }
            default -> throw unexpected(at, code, "a value");
        }
    }
}
