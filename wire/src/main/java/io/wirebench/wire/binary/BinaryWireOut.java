package io.wirebench.wire.binary;

import static io.wirebench.wire.binary.BinaryCodes.*;

import io.wirebench.wire.EnumValues;
import io.wirebench.wire.ValueOut;
import io.wirebench.wire.WireKey;
import io.wirebench.wire.WireLimits;
import io.wirebench.wire.WireOut;
import io.wirebench.wire.WireWriter;
import io.wirebench.wire.bytes.BytesOut;
import io.wirebench.wire.bytes.BytesWireOut;
import io.wirebench.wire.bytes.PrefixedNames;
import io.wirebench.wire.bytes.StopBit;
import io.wirebench.wire.bytes.Utf8;
import java.util.Objects;

/**
 * Writes binary YAML ({@link BinaryCodes}): self-describing typed values, with keys as names,
 * numbers or nothing ({@link KeyStyle}) and numbers compact or fixed-width ({@link NumberStyle}).
 * Any binary YAML document reads with {@link BinaryWireIn} and renders as YAML text with
 * {@link BinaryYamlDump}, whatever the styles it was written with.
 *
 * <p>Writes go through a {@link BytesOut}, whose position is the end of what was written. Each
 * value makes room once and writes its code and bytes straight into the buffer. Nothing is
 * allocated, whatever is written.
 */
public final class BinaryWireOut extends BytesWireOut {
    /** Deeper than this is almost certainly a cycle in the object graph; readers refuse it by default anyway. */
    private static final int MAX_DEPTH = WireLimits.DEFAULT_MAX_NESTING_DEPTH;
    /** Doubles with a magnitude up to 2^53 are whole numbers exactly representable as longs. */
    private static final double MAX_EXACT_LONG = 9_007_199_254_740_992.0;

    private final KeyStyle keyStyle;
    // Booleans rather than a switch on the enum: one field test per key on the hot path.
    private final boolean named;
    private final boolean numbered;
    private final boolean compact;
    private int depth;

    public BinaryWireOut(BytesOut out, KeyStyle keyStyle, NumberStyle numberStyle) {
        super(out);
        this.keyStyle = Objects.requireNonNull(keyStyle, "keyStyle");
        this.named = keyStyle == KeyStyle.NAMED;
        this.numbered = keyStyle == KeyStyle.NUMBERED;
        this.compact = Objects.requireNonNull(numberStyle, "numberStyle") == NumberStyle.COMPACT;
    }

    public KeyStyle keyStyle() {
        return keyStyle;
    }

    public NumberStyle numberStyle() {
        return compact ? NumberStyle.COMPACT : NumberStyle.FIXED;
    }

    // ---- keys

    @Override
    public ValueOut write(WireKey key) {
        if (named) {
            writeName(key);
        } else if (numbered) {
            writeNumber(key);
        }
        return this;
    }

    @Override
    public ValueOut write(CharSequence name) {
        if (named || numbered) {
            BinaryLayout.writeCountedUtf8(out, buffer, FIELD_NAME_INLINE, FIELD_NAME, name);
        }
        return this;
    }

    @Override
    public ValueOut writeValue() {
        return this;
    }

    private void writeName(WireKey key) {
        // The code and a name of up to 15 bytes, laid out in advance in the key: one or two word
        // stores. The branch profile is shared by every key, so the paths stay small and the
        // rare ones out of line.
        int length = key.utf8Length();
        long first = key.prefixedWord0() | FIELD_NAME_INLINE | length;
        if (length <= 7) {
            out.writeLowBytes(first, 1 + length);
        } else if (length <= 15) {
            out.writeTwoWords(first, key.prefixedWord1(), 1 + length);
        } else {
            writeLongName(key);
        }
    }

    /** A name of 16 bytes or more. */
    private void writeLongName(WireKey key) {
        int length = key.utf8Length();
        if (length <= INLINE_MAX) {
            out.ensureRemaining(PrefixedNames.writeRoom(key));
            out.advance(PrefixedNames.write(buffer, out.position(), FIELD_NAME_INLINE | length, key));
            return;
        }
        int words = key.wordCount();
        out.ensureRemaining(1 + StopBit.MAX_LENGTH + (words << 3));
        int p = out.position();
        buffer.putByte(p, (byte) FIELD_NAME);
        int q = p + 1 + buffer.putStopBit(p + 1, length);
        for (int i = 0; i < words; i++) {
            buffer.putLong(q + (i << 3), key.utf8Word(i));
        }
        out.advance(q - p + length);
    }

    private void writeNumber(WireKey key) {
        int number = key.number();
        if (number < 0) {
            throw new IllegalArgumentException("key '" + key.name() + "' has no field number to write in numbered style");
        }
        if (number <= INLINE_MAX) {
            out.writeByte(FIELD_NUMBER_INLINE | number);
        } else {
            out.ensureRemaining(1 + StopBit.MAX_LENGTH);
            out.writeByte(FIELD_NUMBER);
            out.writeStopBit(number);
        }
    }

    // ---- scalars

    @Override
    public WireOut bool(boolean value) {
        out.writeByte(value ? TRUE : FALSE);
        return this;
    }

    @Override
    public WireOut int8(byte value) {
        if (compact) {
            return compactInteger(value);
        }
        out.ensureRemaining(2);
        int p = out.position();
        buffer.putByte(p, (byte) INT8);
        buffer.putByte(p + 1, value);
        out.advance(2);
        return this;
    }

    @Override
    public WireOut int16(short value) {
        if (compact) {
            return compactInteger(value);
        }
        out.ensureRemaining(3);
        int p = out.position();
        buffer.putByte(p, (byte) INT16);
        buffer.putShort(p + 1, value);
        out.advance(3);
        return this;
    }

    @Override
    public WireOut int32(int value) {
        if (compact) {
            return compactInteger(value);
        }
        out.ensureRemaining(5);
        int p = out.position();
        buffer.putByte(p, (byte) INT32);
        buffer.putInt(p + 1, value);
        out.advance(5);
        return this;
    }

    @Override
    public WireOut int64(long value) {
        if (compact) {
            return compactInteger(value);
        }
        return fixedInt64(value);
    }

    private WireOut fixedInt64(long value) {
        out.ensureRemaining(9);
        int p = out.position();
        buffer.putByte(p, (byte) INT64);
        buffer.putLong(p + 1, value);
        out.advance(9);
        return this;
    }

    /** The smallest of: the code alone (0..127), uint8/16/32 for other non-negative values, int8/16/32, int64. */
    private WireOut compactInteger(long value) {
        if ((value & ~SMALL_INT_MAX) == 0) {
            out.writeByte((int) value); // kept apart so that this common case inlines
            return this;
        }
        return compactWide(value);
    }

    private WireOut compactWide(long value) {
        int code;
        int width;
        if (value >= 0) {
            if (value <= 0xFF) {
                code = UINT8;
                width = 1;
            } else if (value <= 0xFFFF) {
                code = UINT16;
                width = 2;
            } else if (value <= 0xFFFF_FFFFL) {
                code = UINT32;
                width = 4;
            } else {
                return fixedInt64(value);
            }
        } else if (value >= Byte.MIN_VALUE) {
            code = INT8;
            width = 1;
        } else if (value >= Short.MIN_VALUE) {
            code = INT16;
            width = 2;
        } else if (value >= Integer.MIN_VALUE) {
            code = INT32;
            width = 4;
        } else {
            return fixedInt64(value);
        }
        // Little-endian: the code and the value's low bytes in one 8-byte store; the bytes past
        // the width are scratch beyond the new position.
        out.ensureRemaining(8);
        buffer.putLong(out.position(), (value << 8) | code);
        out.advance(1 + width);
        return this;
    }

    @Override
    public WireOut float32(float value) {
        if (compact) {
            long whole = (long) value;
            // A whole value (but not -0.0, whose sign an integer would lose) goes as an integer.
            if (whole == value && Math.abs(value) <= MAX_EXACT_LONG && (whole != 0 || Float.floatToRawIntBits(value) == 0)) {
                return compactInteger(whole);
            }
        }
        out.ensureRemaining(5);
        int p = out.position();
        buffer.putByte(p, (byte) FLOAT32);
        buffer.putFloat(p + 1, value);
        out.advance(5);
        return this;
    }

    @Override
    public WireOut float64(double value) {
        if (compact) {
            long whole = (long) value;
            if (whole == value && Math.abs(value) <= MAX_EXACT_LONG && (whole != 0 || Double.doubleToRawLongBits(value) == 0)) {
                return compactInteger(whole);
            }
            float narrow = (float) value;
            if (narrow == value) {
                out.ensureRemaining(5);
                int p = out.position();
                buffer.putByte(p, (byte) FLOAT32);
                buffer.putFloat(p + 1, narrow);
                out.advance(5);
                return this;
            }
        }
        out.ensureRemaining(9);
        int p = out.position();
        buffer.putByte(p, (byte) FLOAT64);
        buffer.putDouble(p + 1, value);
        out.advance(9);
        return this;
    }

    @Override
    public WireOut text(CharSequence value) {
        if (value == null) {
            return nul();
        }
        int chars = value.length();
        int longest = Utf8.MAX_BYTES_PER_CHAR * chars;
        if (chars <= INLINE_MAX && out.canTake(2 + longest)) {
            // Up to 31 chars are at most 93 bytes: encoded once, after room for the longer header (the
            // code, then a one-byte length); then the header they need is written, the bytes moved up
            // by one when they take the long form (over 31 bytes). Short ASCII is the buffer's one loop.
            out.ensureRemaining(2 + longest);
            int p = out.position();
            int written = buffer.putStringUtf8(p + 1, value);
            if (written <= INLINE_MAX) {
                buffer.putByte(p, (byte) (TEXT_INLINE | written));
                out.advance(1 + written);
            } else {
                buffer.moveBytes(p + 1, p + 2, written);
                buffer.putByte(p, (byte) TEXT);
                buffer.putByte(p + 1, (byte) written); // 32 to 93: a one-byte stop-bit length
                out.advance(2 + written);
            }
            return this;
        }
        // Longer text, or short text near the end of a fixed buffer: exactly the room it takes.
        BinaryLayout.writeCountedUtf8(out, buffer, TEXT_INLINE, TEXT, value);
        return this;
    }

    @Override
    public <E extends Enum<E>> WireOut asEnum(EnumValues<E> values, E value) {
        if (value == null) {
            return nul();
        }
        // A name of up to 7 bytes: its code (which holds the length) and the name, laid out in advance, in one store.
        long shortName = values.shortName(value.ordinal());
        if (shortName != -1) {
            out.writeLowBytes(shortName | TEXT_INLINE, 1 + ((int) shortName & 0xFF));
            return this;
        }
        WireKey name = values.name(value.ordinal());
        if (name.utf8Length() > INLINE_MAX) {
            return text(value.name());
        }
        out.ensureRemaining(PrefixedNames.writeRoom(name));
        out.advance(PrefixedNames.write(buffer, out.position(), TEXT_INLINE | name.utf8Length(), name));
        return this;
    }

    @Override
    public WireOut bytes(byte[] value) {
        if (value == null) {
            return nul();
        }
        out.ensureRemaining(1 + StopBit.MAX_LENGTH + value.length);
        out.writeByte(BYTES);
        out.writeStopBit(value.length);
        out.writeBytes(value, 0, value.length);
        return this;
    }

    @Override
    public WireOut nul() {
        out.writeByte(NULL);
        return this;
    }

    // ---- containers

    @Override
    public <T> WireOut object(T value, WireWriter<? super T> writer) {
        if (value == null) {
            return nul();
        }
        int start = beginContainer(OBJECT_SHORT);
        try {
            writer.write(value, this);
        } finally {
            depth--;
        }
        endContainer(start, OBJECT);
        return this;
    }

    @Override
    public <T> WireOut sequence(T value, WireWriter<? super T> writer) {
        if (value == null) {
            return nul();
        }
        int start = beginContainer(SEQUENCE_SHORT);
        try {
            writer.write(value, this);
        } finally {
            depth--;
        }
        endContainer(start, SEQUENCE);
        return this;
    }

    /** The short form's code and a length byte to fill in ({@link BinaryLayout}); returns where the container starts. */
    private int beginContainer(int shortCode) {
        if (depth >= MAX_DEPTH) {
            throw new IllegalStateException("objects nested more than " + MAX_DEPTH + " deep, the writer's limit (readers refuse deeper"
                    + " input by default, WireLimits.maxNestingDepth): the data is too deep for this format, or the object graph has a cycle");
        }
        depth++;
        return BinaryLayout.beginContainer(out, buffer, shortCode);
    }

    private void endContainer(int start, int longCode) {
        BinaryLayout.endContainer(out, buffer, start, longCode);
    }
}
