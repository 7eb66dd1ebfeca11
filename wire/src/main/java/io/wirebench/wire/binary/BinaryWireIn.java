package io.wirebench.wire.binary;

import static io.wirebench.wire.binary.BinaryCodes.*;

import io.wirebench.wire.EnumValues;
import io.wirebench.wire.MalformedWireException;
import io.wirebench.wire.ValueIn;
import io.wirebench.wire.ValueType;
import io.wirebench.wire.WireIn;
import io.wirebench.wire.WireKey;
import io.wirebench.wire.WireLimits;
import io.wirebench.wire.WireReader;
import io.wirebench.wire.bytes.BytesIn;
import io.wirebench.wire.bytes.ReadableBuffer;
import java.util.Objects;

/**
 * Reads binary YAML written in any key and number style: keys are matched by name or by number,
 * whichever the input carries, values are read positionally when the input has no keys, and
 * numbers are read from whatever width they were written in.
 *
 * <p><b>Schema evolution</b> (keyed input): a field is looked for first where the previous one
 * ended, which costs one compare when writer and reader agree on the order. Otherwise the rest of
 * the object is searched, then its start: fields may come in any order. A field that is not there
 * is absent (its default is read, nothing is consumed). Fields the reader never asks for are
 * passed over, nested objects and sequences in one step by their length, when the object ends.
 * Field-less input supports fields added at the end: a reader with more fields reads the missing
 * ones as absent, a reader with fewer ignores the rest.
 *
 * <p><b>Hostile input</b>: every code is checked, every length is checked against the end of the
 * enclosing object and against the {@link WireLimits}, nesting is limited, and every loop moves
 * forward, so bad input ends in a {@link MalformedWireException} at the offending offset.
 *
 * <p>Keys are found by {@code BinaryKeys}; this class reads the values and keeps the nesting.
 *
 * <p>Usage: {@link BytesIn#enterDocument()}, then {@link #reset()}, then read the fields.
 */
public final class BinaryWireIn implements WireIn, ValueIn {
    private final BytesIn in;
    private final ReadableBuffer buffer;
    private final WireLimits limits;
    /** Finds the keys: expected order, named or numbered, a search. */
    private final BinaryKeys keys;
    /** Where the fields of the current object start: a search for a field out of order wraps to here. */
    private int objectStart;
    private boolean absent;
    private int depth;
    private final int[] outerLimits;
    private final int[] outerStarts;

    public BinaryWireIn(BytesIn in) {
        this.in = Objects.requireNonNull(in, "in");
        this.buffer = in.buffer();
        this.limits = in.limits();
        this.keys = new BinaryKeys(in);
        this.outerLimits = new int[limits.maxNestingDepth()];
        this.outerStarts = new int[limits.maxNestingDepth()];
    }

    public BytesIn bytesIn() {
        return in;
    }

    /** Starts reading a document (or any sequence of fields) from the cursor's position to its limit. */
    public void reset() {
        objectStart = in.position();
        depth = 0;
        absent = false;
    }

    // ---- keys

    @Override
    public ValueIn read(WireKey key) {
        // The expected key at the cursor first (kept small, so that it inlines here), then the
        // key in any form, values by position, or a search of the object.
        absent = !keys.expected(key) && !keys.find(key, objectStart);
        return this;
    }

    @Override
    public ValueIn readValue() {
        absent = false;
        if (in.position() < in.limit() && isKey(in.peekUnsignedByte())) {
            keys.skipKey();
        }
        return this;
    }

    @Override
    public <T> T readDocument(T reuse, WireReader<T> reader) {
        in.enterDocument();
        reset();
        T result = reader.read(reuse, this);
        in.exitDocument();
        return result;
    }

    @Override
    public boolean hasMore() {
        return in.position() < in.limit();
    }

    @Override
    public String readFieldName() {
        return keys.readFieldName();
    }

    @Override
    public boolean fieldNameIsNumber() {
        return keys.numberKey();
    }

    // ---- values

    @Override
    public boolean isPresent() {
        return !absent;
    }

    @Override
    public ValueType type() {
        if (absent || in.position() >= in.limit()) {
            return ValueType.NONE;
        }
        int code = in.peekUnsignedByte();
        if (code <= SMALL_INT_MAX) {
            return ValueType.INTEGER;
        }
        if (code >= TEXT_INLINE) {
            return ValueType.TEXT;
        }
        return switch (code) {
            case INT8, INT16, INT32, INT64, UINT8, UINT16, UINT32 -> ValueType.INTEGER;
            case FLOAT32, FLOAT64 -> ValueType.FLOAT;
            case FALSE, TRUE -> ValueType.BOOLEAN;
            case NULL -> ValueType.NULL;
            case BYTES -> ValueType.BYTES;
            case TEXT -> ValueType.TEXT;
            case OBJECT_SHORT, OBJECT -> ValueType.OBJECT;
            case SEQUENCE_SHORT, SEQUENCE -> ValueType.SEQUENCE;
            default -> throw unexpected(in.position(), code, "a value");
        };
    }

    @Override
    public boolean bool() {
        if (absent) {
            return false;
        }
        int at = in.position();
        int code = codeAt(at);
        if (code == TRUE || code == FALSE) {
            in.position(at + 1);
            return code == TRUE;
        }
        throw unexpected(at, code, "a boolean");
    }

    @Override
    public byte int8() {
        int at = in.position();
        long v = int64();
        if (v != (byte) v) {
            throw new MalformedWireException(at, "expected an int8 but found " + v + ", which does not fit");
        }
        return (byte) v;
    }

    @Override
    public short int16() {
        int at = in.position();
        long v = int64();
        if (v != (short) v) {
            throw new MalformedWireException(at, "expected an int16 but found " + v + ", which does not fit");
        }
        return (short) v;
    }

    @Override
    public int int32() {
        int at = in.position();
        long v = int64();
        if (v != (int) v) {
            throw new MalformedWireException(at, "expected an int32 but found " + v + ", which does not fit");
        }
        return (int) v;
    }

    @Override
    public long int64() {
        if (absent) {
            return 0;
        }
        // The code and the value read in place, with one bounds check and one cursor move.
        int at = in.position();
        int code = codeAt(at);
        if (code <= SMALL_INT_MAX) {
            in.position(at + 1);
            return code;
        }
        switch (code) {
            case UINT8: return buffer.getByte(valueAt(at, 1)) & 0xFF;
            case UINT16: return buffer.getShort(valueAt(at, 2)) & 0xFFFF;
            case UINT32: return buffer.getInt(valueAt(at, 4)) & 0xFFFF_FFFFL;
            case INT8: return buffer.getByte(valueAt(at, 1));
            case INT16: return buffer.getShort(valueAt(at, 2));
            case INT32: return buffer.getInt(valueAt(at, 4));
            case INT64: return buffer.getLong(valueAt(at, 8));
            case FLOAT32:
            case FLOAT64: {
                double d = code == FLOAT32 ? buffer.getFloat(valueAt(at, 4)) : buffer.getDouble(valueAt(at, 8));
                long whole = (long) d;
                if (whole == d && whole != Long.MAX_VALUE && whole != Long.MIN_VALUE) {
                    return whole;
                }
                throw new MalformedWireException(at, "expected an integer but found the float " + d);
            }
            default:
                throw unexpected(at, code, "an integer");
        }
    }

    /** The code at {@code at}, which must lie before the limit. */
    private int codeAt(int at) {
        if (at >= in.limit()) {
            throw new MalformedWireException(at, "expected a value but the object or document ends at " + in.limit());
        }
        return buffer.getByte(at) & 0xFF;
    }

    /**
     * Where the {@code width} bytes of the value after the code at {@code at} start; moves the
     * cursor past them, or throws if they run past the limit.
     */
    private int valueAt(int at, int width) {
        int end = at + 1 + width;
        if (end > in.limit()) {
            throw new MalformedWireException(at, "expected a value of " + width + " bytes after its code but only "
                    + (in.limit() - at - 1) + " remain before the end at " + in.limit());
        }
        in.position(end);
        return at + 1;
    }

    @Override
    public float float32() {
        return (float) float64();
    }

    @Override
    public double float64() {
        if (absent) {
            return 0;
        }
        int at = in.position();
        int code = codeAt(at);
        if (code <= SMALL_INT_MAX) {
            in.position(at + 1);
            return code;
        }
        switch (code) {
            case FLOAT64: return buffer.getDouble(valueAt(at, 8));
            case FLOAT32: return buffer.getFloat(valueAt(at, 4));
            case UINT8: return buffer.getByte(valueAt(at, 1)) & 0xFF;
            case UINT16: return buffer.getShort(valueAt(at, 2)) & 0xFFFF;
            case UINT32: return buffer.getInt(valueAt(at, 4)) & 0xFFFF_FFFFL;
            case INT8: return buffer.getByte(valueAt(at, 1));
            case INT16: return buffer.getShort(valueAt(at, 2));
            case INT32: return buffer.getInt(valueAt(at, 4));
            case INT64: return buffer.getLong(valueAt(at, 8));
            default: throw unexpected(at, code, "a number");
        }
    }

    @Override
    public String text() {
        if (absent) {
            return null;
        }
        int at = in.position();
        int code = codeAt(at);
        in.position(at + 1);
        if (code >= TEXT_INLINE) {
            return in.readUtf8(code - TEXT_INLINE, at);
        }
        if (code == TEXT) {
            return in.readUtf8(readLength(in, at, "a text"), at);
        }
        if (code == NULL) {
            return null;
        }
        throw unexpected(at, code, "a text");
    }

    @Override
    public <E extends Enum<E>> E asEnum(EnumValues<E> values) {
        if (absent) {
            return null;
        }
        // The common case, a name of up to 7 bytes inline: its code and the name in one load,
        // matched against each constant with one masked compare.
        int at = in.position();
        if (at <= buffer.capacity() - 8) {
            long word = buffer.getLong(at);
            int code = (int) word & 0xFF;
            int length = code - TEXT_INLINE;
            if (length >= 0 && length <= 7 && length < in.limit() - at) {
                int ordinal = values.ordinalOfShortName(word, TEXT_INLINE);
                if (ordinal >= 0) {
                    in.position(at + 1 + length);
                    return values.constant(ordinal);
                }
            }
        }
        return asEnumSlow(values);
    }

    /** Any name, null, or an error: the general path, out of line. */
    private <E extends Enum<E>> E asEnumSlow(EnumValues<E> values) {
        int at = in.position();
        int code = in.readUnsignedByte();
        int length;
        if (code >= TEXT_INLINE) {
            length = code - TEXT_INLINE;
            in.require(length, "an enum name");
            // The code holds the length: compare code and name together, most often in one load.
            for (int i = 0, n = values.size(); i < n; i++) {
                WireKey name = values.name(i);
                if (name.utf8Length() == length && keys.codeAndNameAt(at, code, name)) {
                    in.skip(length);
                    return values.constant(i);
                }
            }
            throw new MalformedWireException(at, "'" + in.readUtf8(length, at) + "' is not a constant of "
                    + values.type().getName());
        } else if (code == TEXT) {
            length = readLength(in, at, "an enum name");
        } else if (code == NULL) {
            return null;
        } else {
            throw unexpected(at, code, "the name of a " + values.type().getSimpleName());
        }
        in.require(length, "an enum name");
        int p = in.position();
        for (int i = 0, n = values.size(); i < n; i++) {
            WireKey name = values.name(i);
            if (name.utf8Length() == length && keys.nameEquals(p, name)) {
                in.skip(length);
                return values.constant(i);
            }
        }
        throw new MalformedWireException(at, "'" + in.readUtf8(length, at) + "' is not a constant of "
                + values.type().getName());
    }

    @Override
    public byte[] bytes() {
        if (absent) {
            return null;
        }
        int at = in.position();
        int code = in.readUnsignedByte();
        if (code == NULL) {
            return null;
        }
        if (code != BYTES) {
            throw unexpected(at, code, "bytes");
        }
        int length = readLength(in, at, "bytes");
        limits.validateBytesLength(length, at);
        in.require(length, "bytes");
        byte[] value = new byte[length];
        in.readBytes(value, 0, length);
        return value;
    }

    @Override
    public <T> T object(T reuse, WireReader<T> reader) {
        return container(reuse, reader, OBJECT_SHORT, OBJECT, "an object");
    }

    @Override
    public <T> T sequence(T reuse, WireReader<T> reader) {
        return container(reuse, reader, SEQUENCE_SHORT, SEQUENCE, "a sequence");
    }

    private <T> T container(T reuse, WireReader<T> reader, int shortCode, int longCode, String what) {
        if (absent) {
            return null;
        }
        int at = in.position();
        int code = in.readUnsignedByte();
        int length = BinaryLayout.readContainerLength(in, at, code, shortCode, longCode, what);
        if (length < 0) {
            if (code == NULL) {
                return null;
            }
            throw unexpected(at, code, what);
        }
        in.require(length, what);
        limits.validateNestingDepth(depth + 1, at);
        int end = in.position() + length;
        outerLimits[depth] = in.limit();
        outerStarts[depth] = objectStart;
        depth++;
        in.limit(end);
        objectStart = in.position();

        T result = reader.read(reuse, this);

        depth--;
        in.position(end); // whatever the reader did not ask for is passed over
        in.limit(outerLimits[depth]);
        objectStart = outerStarts[depth];
        absent = false;
        return result;
    }

    @Override
    public void skip() {
        if (!absent) {
            keys.skipValue();
        }
    }
}
