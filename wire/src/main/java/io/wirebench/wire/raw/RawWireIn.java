package io.wirebench.wire.raw;

import io.wirebench.wire.EnumValues;
import io.wirebench.wire.MalformedWireException;
import io.wirebench.wire.TextEncoding;
import io.wirebench.wire.ValueIn;
import io.wirebench.wire.ValueType;
import io.wirebench.wire.WireIn;
import io.wirebench.wire.WireKey;
import io.wirebench.wire.WireLimits;
import io.wirebench.wire.WireReader;
import io.wirebench.wire.bytes.BytesIn;
import io.wirebench.wire.bytes.PrefixedNames;
import io.wirebench.wire.bytes.ReadableBuffer;
import java.util.Objects;

/**
 * Reads {@link RawWireOut}'s output with the same description that wrote it: values in order,
 * keys ignored. Reading past the end of the document, a boolean other than 0 or 1, a length
 * beyond what remains or an unknown enum name is a {@link MalformedWireException}; anything else
 * wrong is not detectable in a format without metadata.
 */
public final class RawWireIn implements WireIn, ValueIn {
    private final BytesIn in;
    private final boolean utf8;
    private final WireLimits limits;
    private int depth;

    public RawWireIn(BytesIn in, TextEncoding encoding) {
        this.in = Objects.requireNonNull(in, "in");
        this.utf8 = Objects.requireNonNull(encoding, "encoding") == TextEncoding.UTF_8;
        this.limits = in.limits();
    }

    public BytesIn bytesIn() {
        return in;
    }

    /** Starts reading a document from the cursor. */
    public void reset() {
        depth = 0;
    }

    @Override
    public ValueIn read(WireKey key) {
        return this;
    }

    @Override
    public ValueIn readValue() {
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
        throw new UnsupportedOperationException("raw wire has no field names");
    }

    @Override
    public boolean isPresent() {
        return true;
    }

    @Override
    public ValueType type() {
        throw new UnsupportedOperationException("raw wire has no type codes: read it with the description that wrote it");
    }

    @Override
    public boolean bool() {
        return in.readBoolean();
    }

    @Override
    public byte int8() {
        return in.readByte();
    }

    @Override
    public short int16() {
        return in.readShort();
    }

    @Override
    public int int32() {
        return in.readInt();
    }

    @Override
    public long int64() {
        return in.readLong();
    }

    @Override
    public float float32() {
        return in.readFloat();
    }

    @Override
    public double float64() {
        return in.readDouble();
    }

    @Override
    public String text() {
        return utf8 ? in.readUtf8() : in.read8bit();
    }

    @Override
    public <E extends Enum<E>> E asEnum(EnumValues<E> values) {
        // The common case, a name of up to 7 bytes: its one-byte length and the name in one
        // load, matched against each constant with one masked compare.
        int at = in.position();
        ReadableBuffer buffer = in.buffer();
        if ((utf8 || values.asciiNames()) && at <= buffer.capacity() - 8) {
            long word = buffer.getLong(at);
            int length = (int) word & 0xFF;
            if (length <= 7 && length < in.limit() - at) {
                int ordinal = values.ordinalOfShortName(word, 0);
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
        long length = in.readStopBit();
        if (length == -1) {
            return null;
        }
        if (length < 0 || length > limits.maxStringLength()) {
            throw new MalformedWireException(at, "expected the length of a " + values.type().getSimpleName() + " name but found " + length);
        }
        int n = (int) length;
        in.require(n, "an enum name");
        for (int i = 0, size = values.size(); i < size; i++) {
            WireKey name = values.name(i);
            int expected = utf8 ? name.utf8Length() : name.name().length();
            if (expected == n && matches(at, name)) {
                in.skip(n);
                return values.constant(i);
            }
        }
        throw new MalformedWireException(at, "'" + in.readUtf8(n, at) + "' is not a constant of " + values.type().getName());
    }

    /** Whether the length at {@code at} and the name after it are {@code name}'s (in 8-bit mode too: then names are compared byte for byte). */
    private boolean matches(int at, WireKey name) {
        int length = name.utf8Length();
        if (length <= 0x7F && (utf8 || name.utf8Length() == name.name().length())) {
            return PrefixedNames.matches(in.buffer(), at, length, name);
        }
        int p = in.position();
        String chars = name.name();
        for (int i = 0, n = utf8 ? length : chars.length(); i < n; i++) {
            byte expected = utf8 ? name.utf8Byte(i) : (byte) chars.charAt(i);
            if (in.buffer().getByte(p + i) != expected) {
                return false;
            }
        }
        return true;
    }

    @Override
    public byte[] bytes() {
        int at = in.position();
        long length = in.readStopBit();
        if (length == -1) {
            return null;
        }
        if (length < 0 || length > Integer.MAX_VALUE) {
            throw new MalformedWireException(at, "expected the length of a byte array but found " + length);
        }
        limits.validateBytesLength((int) length, at);
        in.require((int) length, "bytes");
        byte[] value = new byte[(int) length];
        in.readBytes(value, 0, value.length);
        return value;
    }

    @Override
    public <T> T object(T reuse, WireReader<T> reader) {
        enter(in.position());
        try {
            return reader.read(reuse, this);
        } finally {
            depth--;
        }
    }

    @Override
    public <T> T sequence(T reuse, WireReader<T> reader) {
        int at = in.position();
        int length = in.readInt();
        if (length < 0 || length > in.remaining()) {
            throw new MalformedWireException(at, "a sequence declares " + length + " bytes but " + in.remaining() + " remain");
        }
        enter(at);
        int end = in.position() + length;
        int outer = in.limit();
        in.limit(end);
        T result;
        try {
            result = reader.read(reuse, this);
        } finally {
            depth--;
        }
        if (in.position() != end) {
            throw new MalformedWireException(in.position(), "the elements of the sequence at " + at + " end before its declared end at " + end);
        }
        in.limit(outer);
        return result;
    }

    private void enter(int at) {
        limits.validateNestingDepth(depth + 1, at);
        depth++;
    }

    @Override
    public void skip() {
        throw new UnsupportedOperationException("raw wire has no type codes, so a value cannot be skipped without its description");
    }
}
