package io.wirebench.wire.json;

import io.wirebench.wire.EnumValues;
import io.wirebench.wire.JsonScalars;
import io.wirebench.wire.TextEncoding;
import io.wirebench.wire.ValueOut;
import io.wirebench.wire.WireKey;
import io.wirebench.wire.WireLimits;
import io.wirebench.wire.WireOut;
import io.wirebench.wire.WireWriter;
import io.wirebench.wire.bytes.BytesOut;
import io.wirebench.wire.bytes.Utf8;
import io.wirebench.wire.bytes.WritableBuffer;
import io.wirebench.wire.text.TextNumbers;
import java.util.Base64;
import java.util.Objects;

/**
 * Writes RFC 8259 JSON from the same description as every other rendering: a message is one
 * object, {@code {"price":1234,"flag":true,...}}, with no whitespace. Strings escape {@code "},
 * {@code \}, the control characters and lone surrogates; everything else is raw UTF-8 (or 8-bit,
 * ISO-8859-1, in the 8-bit encoding). Doubles take their exact shortest digits
 * ({@link TextNumbers}: a whole value has no ".0"). JSON has no NaN or infinities: they are the
 * strings {@code "NaN"}, {@code "Infinity"} and {@code "-Infinity"}, the convention Jackson
 * writes and reads, and {@link JsonWireIn} reads them back as numbers. Bytes are base64 strings.
 *
 * <p>Every key and element is written with a comma in front ({@code ,"price":}, a word store of
 * bytes laid out in advance in the {@link WireKey}); when the container ends, the first comma
 * is overwritten with its opening bracket. So no key pays a test for "is it the first".
 */
public final class JsonWireOut implements WireOut, ValueOut {
    private static final int MAX_DEPTH = WireLimits.DEFAULT_MAX_NESTING_DEPTH;

    private final BytesOut out;
    private final WritableBuffer buffer;
    private final boolean latin1;
    private int depth;
    /** The document holds one value without a key rather than fields. */
    private boolean bareRoot;

    public JsonWireOut(BytesOut out, TextEncoding encoding) {
        this.out = Objects.requireNonNull(out, "out");
        this.buffer = out.buffer();
        this.latin1 = Objects.requireNonNull(encoding, "encoding") == TextEncoding.LATIN_1;
    }

    public JsonWireOut(BytesOut out) {
        this(out, TextEncoding.UTF_8);
    }

    @Override
    public <T> int writeDocument(boolean metaData, T value, WireWriter<? super T> writer) {
        int header = out.beginDocument(metaData);
        writeBody(value, writer);
        out.endDocument(header);
        return out.position() - header;
    }

    /** One value's fields as a JSON object (or its one keyless value) with no document frame. */
    public <T> void writeBody(T value, WireWriter<? super T> writer) {
        depth = 0;
        bareRoot = false;
        int start = out.position();
        writer.write(value, this);
        if (!bareRoot) {
            close(start, '{', '}');
        }
    }

    // ---- keys

    @Override
    public ValueOut write(WireKey key) {
        int length = key.jsonKeyLength() + 1;
        if (length <= 8 && (!latin1 || key.isAscii())) {
            out.writeLowBytes(key.jsonCommaKeyWord(0), length);
        } else if (length <= 16 && (!latin1 || key.isAscii())) {
            out.writeTwoWords(key.jsonCommaKeyWord(0), key.jsonCommaKeyWord(1), length);
        } else {
            writeLongKey(key);
        }
        return this;
    }

    private void writeLongKey(WireKey key) {
        if (latin1 && !key.isAscii()) {
            write(key.name());
            return;
        }
        int length = key.jsonKeyLength() + 1;
        int words = key.jsonCommaKeyWordCount();
        out.ensureRemaining(words << 3);
        int p = out.position();
        for (int i = 0; i < words; i++) {
            buffer.putLong(p + (i << 3), key.jsonCommaKeyWord(i));
        }
        out.advance(length);
    }

    @Override
    public ValueOut write(CharSequence name) {
        out.writeByte(',');
        writeString(name);
        out.writeByte(':');
        return this;
    }

    @Override
    public ValueOut writeValue() {
        if (depth == 0) {
            if (bareRoot) {
                throw new IllegalStateException("a JSON document holds one value without a key");
            }
            bareRoot = true; // the document's one value
            return this;
        }
        out.writeByte(',');
        return this;
    }

    // ---- scalars

    @Override
    public WireOut bool(boolean value) {
        if (value) {
            out.writeLowBytes('t' | 'r' << 8 | 'u' << 16 | 'e' << 24, 4);
        } else {
            out.writeLowBytes('f' | 'a' << 8 | 'l' << 16 | 's' << 24 | (long) 'e' << 32, 5);
        }
        return this;
    }

    @Override
    public WireOut int8(byte value) {
        return int64(value);
    }

    @Override
    public WireOut int16(short value) {
        return int64(value);
    }

    @Override
    public WireOut int32(int value) {
        return int64(value);
    }

    @Override
    public WireOut int64(long value) {
        out.ensureRemaining(TextNumbers.LONG_ROOM);
        out.advance(TextNumbers.putLong(buffer, out.position(), value));
        return this;
    }

    @Override
    public WireOut float32(float value) {
        if (Float.isNaN(value) || Float.isInfinite(value)) {
            return special(value);
        }
        out.ensureRemaining(TextNumbers.DOUBLE_ROOM);
        out.advance(TextNumbers.putFloat(buffer, out.position(), value));
        return this;
    }

    @Override
    public WireOut float64(double value) {
        if (Double.isNaN(value) || Double.isInfinite(value)) {
            return special(value);
        }
        out.ensureRemaining(TextNumbers.DOUBLE_ROOM);
        out.advance(TextNumbers.putDouble(buffer, out.position(), value));
        return this;
    }

    private WireOut special(double value) {
        writeAscii(Double.isNaN(value) ? "\"NaN\"" : value > 0 ? "\"Infinity\"" : "\"-Infinity\"");
        return this;
    }

    @Override
    public WireOut text(CharSequence value) {
        if (value == null) {
            return nul();
        }
        writeString(value);
        return this;
    }

    /** A JSON string: ASCII without escapes in one pass, anything else the careful way. */
    private void writeString(CharSequence value) {
        int n = value.length();
        out.ensureRemaining(n + 8);
        int p = out.position();
        buffer.putByte(p, (byte) '"');
        int all = 0;
        boolean clean = true;
        if (value instanceof String s) {
            for (int i = 0; i < n; i++) {
                char c = s.charAt(i);
                all |= c;
                clean &= c >= 0x20 && c != '"' && c != '\\';
                buffer.putByte(p + 1 + i, (byte) c);
            }
        } else {
            for (int i = 0; i < n; i++) {
                char c = value.charAt(i);
                all |= c;
                clean &= c >= 0x20 && c != '"' && c != '\\';
                buffer.putByte(p + 1 + i, (byte) c);
            }
        }
        if (clean && all < 0x80) {
            buffer.putByte(p + 1 + n, (byte) '"');
            out.advance(n + 2);
            return;
        }
        writeStringSlow(value);
    }

    private void writeStringSlow(CharSequence value) {
        out.writeByte('"');
        int n = value.length();
        int from = 0;
        for (int i = 0; i < n; i++) {
            char c = value.charAt(i);
            boolean pair = Character.isHighSurrogate(c) && i + 1 < n && Character.isLowSurrogate(value.charAt(i + 1));
            if (pair) {
                i++;
            } else if (JsonScalars.needsEscape(c)) {
                writeChars(value.subSequence(from, i));
                writeAscii(JsonScalars.escape(c));
                from = i + 1;
            }
        }
        writeChars(from == 0 ? value : value.subSequence(from, n));
        out.writeByte('"');
    }

    private void writeChars(CharSequence value) {
        if (latin1) {
            out.ensureRemaining(value.length());
            out.advance(buffer.putStringLatin1(out.position(), value));
        } else {
            out.writeUtf8Bytes(value, Utf8.encodedLength(value));
        }
    }

    private void writeAscii(String s) {
        out.ensureRemaining(s.length());
        out.advance(buffer.putStringLatin1(out.position(), s));
    }

    @Override
    public WireOut asEnum(Enum<?> value) {
        return value == null ? nul() : text(value.name());
    }

    @Override
    public <E extends Enum<E>> WireOut asEnum(EnumValues<E> values, E value) {
        if (value == null) {
            return nul();
        }
        WireKey name = values.name(value.ordinal());
        int length = name.utf8Length();
        if (length <= 6 && name.isAscii()) {
            // The quotes and a name of up to 6 ASCII bytes (which need no escape: they are a Java identifier) in one store.
            out.writeLowBytes('"' | name.utf8Word(0) << 8 | (long) '"' << ((length + 1) << 3), length + 2);
            return this;
        }
        return text(value.name());
    }

    @Override
    public WireOut bytes(byte[] value) {
        if (value == null) {
            return nul();
        }
        writeAscii('"' + Base64.getEncoder().encodeToString(value) + '"');
        return this;
    }

    @Override
    public WireOut nul() {
        out.writeLowBytes('n' | 'u' << 8 | 'l' << 16 | 'l' << 24, 4);
        return this;
    }

    // ---- containers

    @Override
    public <T> WireOut object(T value, WireWriter<? super T> writer) {
        return container(value, writer, '{', '}');
    }

    @Override
    public <T> WireOut sequence(T value, WireWriter<? super T> writer) {
        return container(value, writer, '[', ']');
    }

    private <T> WireOut container(T value, WireWriter<? super T> writer, char open, char close) {
        if (value == null) {
            return nul();
        }
        if (depth >= MAX_DEPTH) {
            throw new IllegalStateException("objects nested more than " + MAX_DEPTH + " deep: is there a cycle in the object graph?");
        }
        depth++;
        int start = out.position();
        writer.write(value, this);
        depth--;
        close(start, open, close);
        return this;
    }

    /** The first item's comma at {@code start} becomes the opening bracket; an empty container is written whole. */
    private void close(int start, char open, char close) {
        if (out.position() == start) {
            out.ensureRemaining(2);
            buffer.putByte(start, (byte) open);
            buffer.putByte(start + 1, (byte) close);
            out.advance(2);
            return;
        }
        buffer.putByte(start, (byte) open);
        out.writeByte(close);
    }
}
