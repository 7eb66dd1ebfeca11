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
import io.wirebench.wire.bytes.BytesWireOut;
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
 * is overwritten with its opening bracket. So no key pays a test for "is it the first", only one
 * for the container's shape (an object, unless values without keys made it an array: the text
 * writers' contract, README "Data without keys"). A document with nothing in it is {@code {}}.
 */
public final class JsonWireOut extends BytesWireOut {
    private static final int MAX_DEPTH = WireLimits.DEFAULT_MAX_NESTING_DEPTH;

    private final boolean latin1;
    // What the container being written is (the text writers' contract for values without keys, README):
    /** Keys so far, or nothing yet, in a declared object or a document's top level. */
    private static final int MAP = 0;
    /** An object opened for keys that came inside an array; it ends at the next value without a key. */
    private static final int RUN = 1;
    /** An array: declared a sequence, or an object that got a value without a key. */
    private static final int LIST = 2;
    /** The document's one value without a key, its root, written bare from {@link #start}. */
    private static final int BARE = 3;

    private int depth;
    private int shape;
    /** Where the container's first item starts: its comma there becomes the opening bracket. */
    private int start;
    private final int[] outerShapes = new int[MAX_DEPTH + 1];
    private final int[] outerStarts = new int[MAX_DEPTH + 1];

    public JsonWireOut(BytesOut out, TextEncoding encoding) {
        super(out);
        this.latin1 = Objects.requireNonNull(encoding, "encoding") == TextEncoding.LATIN_1;
    }

    public JsonWireOut(BytesOut out) {
        this(out, TextEncoding.UTF_8);
    }

    @Override
    protected <T> void writeFields(T value, WireWriter<? super T> writer) {
        depth = 0;
        shape = MAP;
        start = out.position();
        writer.write(value, this);
        if (shape == RUN) {
            closeRun();
        }
        if (shape != BARE) {
            close(start, shape == LIST);
        }
    }

    // ---- keys

    @Override
    public ValueOut write(WireKey key) {
        if (shape > RUN) {
            keyInArray();
        }
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
        if (shape > RUN) {
            keyInArray();
        }
        out.writeByte(',');
        writeString(name);
        out.writeByte(':');
        return this;
    }

    /**
     * A value without a key: an element of an array, or else (the text writers' contract, README)
     * the document's root when nothing else is in it; an object that gets one becomes an array,
     * the fields it holds already its first element, one object.
     */
    @Override
    public ValueOut writeValue() {
        if (shape != LIST) {
            keylessOutsideArray();
            if (shape == BARE) {
                return this;
            }
        }
        out.writeByte(',');
        return this;
    }

    private void keylessOutsideArray() {
        if (shape == RUN) {
            closeRun();
        } else if (shape == BARE) {
            bareToFirstElement();
        } else if (out.position() == start) {
            shape = depth == 0 ? BARE : LIST;
        } else {
            // ",a:1,b:2" from start moves one byte up: start keeps the array's comma, and the
            // fields' first comma, one further on, becomes their object's brace.
            out.ensureRemaining(2);
            buffer.moveBytes(start, start + 1, out.position() - start);
            out.advance(1);
            buffer.putByte(start, (byte) ',');
            buffer.putByte(start + 1, (byte) '{');
            out.writeByte('}');
            shape = LIST;
        }
    }

    /** The root value written bare from start becomes the first element of the root array. */
    private void bareToFirstElement() {
        out.ensureRemaining(1);
        buffer.moveBytes(start, start + 1, out.position() - start);
        out.advance(1);
        buffer.putByte(start, (byte) ',');
        shape = LIST;
    }

    /** A key in an array (or after a bare root): an object element that holds it and the keys after it. */
    private void keyInArray() {
        if (shape == BARE) {
            bareToFirstElement();
        }
        out.writeByte(',');
        push(RUN);
    }

    private void push(int newShape) {
        if (depth >= MAX_DEPTH) {
            throw new IllegalStateException("objects nested more than " + MAX_DEPTH + " deep: is there a cycle in the object graph?");
        }
        outerShapes[depth] = shape;
        outerStarts[depth] = start;
        depth++;
        shape = newShape;
        start = out.position();
    }

    private void pop() {
        depth--;
        shape = outerShapes[depth];
        start = outerStarts[depth];
    }

    private void closeRun() {
        close(start, false);
        pop();
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
        if (clean && all < Character.MIN_SURROGATE && !latin1) {
            // No escape and, as no char reaches U+D800, no surrogate: the text's UTF-8 as it is, in one pass.
            out.advance(1); // the opening quote, written above
            out.writeUtf8Bytes(value);
            out.writeByte('"');
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
            out.writeUtf8Bytes(value);
        }
    }

    private void writeAscii(String s) {
        out.ensureRemaining(s.length());
        out.advance(buffer.putStringLatin1(out.position(), s));
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
        return container(value, writer, MAP);
    }

    @Override
    public <T> WireOut sequence(T value, WireWriter<? super T> writer) {
        return container(value, writer, LIST);
    }

    private <T> WireOut container(T value, WireWriter<? super T> writer, int declared) {
        if (value == null) {
            return nul();
        }
        push(declared);
        writer.write(value, this);
        if (shape == RUN) {
            closeRun();
        }
        close(start, shape == LIST);
        pop();
        return this;
    }

    /** The first item's comma at {@code start} becomes the opening bracket; an empty container is written whole. */
    private void close(int start, boolean array) {
        char open = array ? '[' : '{';
        char close = array ? ']' : '}';
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
