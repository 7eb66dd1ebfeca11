package io.wirebench.wire.raw;

import io.wirebench.wire.EnumValues;
import io.wirebench.wire.TextEncoding;
import io.wirebench.wire.ValueOut;
import io.wirebench.wire.WireKey;
import io.wirebench.wire.WireLimits;
import io.wirebench.wire.WireOut;
import io.wirebench.wire.WireWriter;
import io.wirebench.wire.bytes.BytesOut;
import io.wirebench.wire.bytes.BytesWireOut;
import io.wirebench.wire.bytes.PrefixedNames;
import java.util.Objects;

/**
 * Raw wire: the values alone, no keys and no types. Numbers take their declared width
 * (little-endian), a boolean one byte (0 or 1), text and bytes a stop-bit length (-1 for null)
 * then their bytes, an enum its name as text. A nested object is its fields, inline; a sequence is
 * a 4-byte length in bytes, then its elements.
 *
 * <p>The reader must know the schema exactly ({@link RawWireIn}): there is nothing to dump
 * without it but hex, and no schema change is tolerated. What it buys is speed and size. Raw
 * wire cannot carry a null object or a schema-less tree (there is no type to say what comes).
 */
public final class RawWireOut extends BytesWireOut {
    private static final int MAX_DEPTH = WireLimits.DEFAULT_MAX_NESTING_DEPTH;

    private final boolean utf8;
    private int depth;

    public RawWireOut(BytesOut out, TextEncoding encoding) {
        super(out);
        this.utf8 = Objects.requireNonNull(encoding, "encoding") == TextEncoding.UTF_8;
    }

    @Override
    public ValueOut write(WireKey key) {
        return this;
    }

    @Override
    public ValueOut write(CharSequence name) {
        return this;
    }

    @Override
    public ValueOut writeValue() {
        return this;
    }

    @Override
    public WireOut bool(boolean value) {
        out.writeBoolean(value);
        return this;
    }

    @Override
    public WireOut int8(byte value) {
        out.writeByte(value);
        return this;
    }

    @Override
    public WireOut int16(short value) {
        out.writeShort(value);
        return this;
    }

    @Override
    public WireOut int32(int value) {
        out.writeInt(value);
        return this;
    }

    @Override
    public WireOut int64(long value) {
        out.writeLong(value);
        return this;
    }

    @Override
    public WireOut float32(float value) {
        out.writeFloat(value);
        return this;
    }

    @Override
    public WireOut float64(double value) {
        out.writeDouble(value);
        return this;
    }

    @Override
    public WireOut text(CharSequence value) {
        if (utf8) {
            out.writeUtf8(value);
        } else {
            out.write8bit(value);
        }
        return this;
    }

    @Override
    public WireOut asEnum(Enum<?> value) {
        return text(value == null ? null : value.name());
    }

    @Override
    public <E extends Enum<E>> WireOut asEnum(EnumValues<E> values, E value) {
        if (value == null || !values.asciiNames()) {
            return asEnum(value);
        }
        // A name of up to 7 bytes: its one-byte length and the name, laid out in advance, in one store.
        long shortName = values.shortName(value.ordinal());
        if (shortName != -1) {
            out.writeLowBytes(shortName, 1 + ((int) shortName & 0xFF));
            return this;
        }
        WireKey name = values.name(value.ordinal());
        if (name.utf8Length() > 0x7F) {
            return asEnum(value);
        }
        // The stop-bit length of a name under 128 bytes is one byte: the name's layout is a prefixed name.
        out.ensureRemaining(PrefixedNames.writeRoom(name));
        out.advance(PrefixedNames.write(out.buffer(), out.position(), name.utf8Length(), name));
        return this;
    }

    @Override
    public WireOut bytes(byte[] value) {
        if (value == null) {
            out.writeStopBit(-1L);
        } else {
            out.writeStopBit(value.length);
            out.writeBytes(value, 0, value.length);
        }
        return this;
    }

    @Override
    public WireOut nul() {
        throw new UnsupportedOperationException("raw wire has no type codes, so it cannot write a bare null (text and bytes may be null)");
    }

    @Override
    public <T> WireOut object(T value, WireWriter<? super T> writer) {
        if (value == null) {
            throw new IllegalArgumentException("raw wire cannot write a null object: there is no type code to mark it");
        }
        enter();
        try {
            writer.write(value, this);
        } finally {
            depth--;
        }
        return this;
    }

    @Override
    public <T> WireOut sequence(T value, WireWriter<? super T> writer) {
        if (value == null) {
            throw new IllegalArgumentException("raw wire cannot write a null sequence: there is no type code to mark it");
        }
        enter();
        int lengthAt = out.position();
        out.writeInt(0);
        try {
            writer.write(value, this);
        } finally {
            depth--;
        }
        out.buffer().putInt(lengthAt, out.position() - lengthAt - 4);
        return this;
    }

    private void enter() {
        if (depth >= MAX_DEPTH) {
            throw new IllegalStateException("objects nested more than " + MAX_DEPTH + " deep, the writer's limit (readers refuse deeper"
                    + " input by default, WireLimits.maxNestingDepth): the data is too deep for this format, or the object graph has a cycle");
        }
        depth++;
    }
}
