package io.wirebench.wire.text;

import io.wirebench.wire.EnumValues;
import io.wirebench.wire.TextEncoding;
import io.wirebench.wire.TypeAliases;
import io.wirebench.wire.ValueOut;
import io.wirebench.wire.WireKey;
import io.wirebench.wire.WireLimits;
import io.wirebench.wire.WireOut;
import io.wirebench.wire.WireWriter;
import io.wirebench.wire.YamlScalars;
import io.wirebench.wire.bytes.BytesOut;
import io.wirebench.wire.bytes.BytesWireOut;
import java.util.Base64;
import java.util.Objects;

/**
 * Writes YAML text from the same description as binary YAML: block mappings ({@code key: value}
 * lines), nested objects indented two spaces under their key, sequences as {@code - } items, an
 * empty container as {@code {}} or {@code []}, and a typed object as {@code !Alias} before its
 * fields. Scalars are plain unless {@link YamlScalars} says a YAML 1.1 or 1.2 reader would read
 * them as something else, then double-quoted with escapes. Doubles and floats take their exact
 * shortest digits ({@link TextNumbers}); NaN and the infinities are {@code .nan}, {@code .inf},
 * {@code -.inf}; bytes are {@code !!binary} base64.
 *
 * <p>Text is UTF-8, or 8-bit (ISO-8859-1: a char above U+00FF is refused). Each message is one
 * document in the usual frame ({@link io.wirebench.wire.Documents}); the frame's header says
 * where it ends, so no {@code ---} line is written inside it. A document with nothing in it is
 * an empty mapping, {@code {}}. A key longer than YAML's 1,024 characters takes the explicit
 * {@code ? key} form. Values without keys follow the text writers' contract (README, "Data without
 * keys"): a container holding one is a sequence, its keys in mappings of their own.
 *
 * <p>Keys, booleans, short enum names and numbers are written with word stores of bytes laid out
 * in advance ({@link WireKey}); plain ASCII text is copied and checked in one pass. Nothing is
 * allocated except on the rare paths (a double needing 17 digits, base64).
 */
public final class YamlWireOut extends BytesWireOut {
    private static final int MAX_DEPTH = WireLimits.DEFAULT_MAX_NESTING_DEPTH;
    private static final long SPACES = 0x2020_2020_2020_2020L;
    private static final long TRUE_LINE = word("true\n");
    private static final long FALSE_LINE = word("false\n");
    private static final long NULL_LINE = word("null\n");

    // Where the next value goes, set by the key or dash in front of it.
    private static final int AFTER_KEY = 0;
    private static final int AFTER_DASH = 1;
    private static final int TOP = 2;
    /** After a tag at the top level: the fields go on the lines below, not indented. */
    private static final int TAGGED_TOP = 3;
    // What the first item of a container just opened does.
    private static final int NONE = 0;
    /** Turn the space after "key:" (or a tag) into a line break, then indent. */
    private static final int NEWLINE = 1;
    /** Go on the line of the "- " in front of it. */
    private static final int INLINE = 2;
    /** Start where the cursor is (a document's top level). */
    private static final int HERE = 3;
    /**
     * The document holds one value without a key, its root node, starting at {@link #firstAt}: a
     * second item makes the root a sequence, with that node as its first element.
     */
    private static final int BARE_ROOT = 4;

    private final boolean latin1;
    /** The column of the items of the container being written. */
    private int indent;
    private int context = TOP;
    private int pending = HERE;
    private boolean sequence;
    /**
     * The container is a mapping opened for keys that came inside a sequence (the writers' contract,
     * below): it ends at the next value without a key or when the sequence ends.
     */
    private boolean run;
    /** Where the first item of the container being written starts (after its indentation). */
    private int firstAt;
    private int depth;
    private final int[] outerIndents = new int[MAX_DEPTH + 1];
    private final boolean[] outerSequences = new boolean[MAX_DEPTH + 1];
    private final boolean[] outerRuns = new boolean[MAX_DEPTH + 1];
    private final int[] outerFirstAt = new int[MAX_DEPTH + 1];

    public YamlWireOut(BytesOut out, TextEncoding encoding) {
        super(out);
        this.latin1 = Objects.requireNonNull(encoding, "encoding") == TextEncoding.LATIN_1;
    }

    public YamlWireOut(BytesOut out) {
        this(out, TextEncoding.UTF_8);
    }

    private static long word(String s) {
        long w = 0;
        for (int i = s.length() - 1; i >= 0; i--) {
            w = (w << 8) | s.charAt(i);
        }
        return w;
    }

    // ---- documents and keys

    @Override
    protected <T> void writeFields(T value, WireWriter<? super T> writer) {
        indent = 0;
        depth = 0;
        sequence = false;
        run = false;
        context = TOP;
        pending = HERE;
        firstAt = out.position();
        writer.write(value, this);
        if (run) {
            pop();
        }
        if (pending == HERE) {
            // No field and no value: an empty mapping. Nothing at all would be an empty
            // document, which every YAML parser reads as null.
            writeChars("{}\n");
        }
        pending = NONE;
    }

    @Override
    public ValueOut write(WireKey key) {
        if (sequence) {
            keyInSequence();
        }
        startItem();
        int length = key.yamlKeyLength();
        if (length <= 7 && (key.isAscii() || !latin1)) {
            // "name:" and the space after it, in one store.
            out.writeLowBytes(key.yamlKeyWord(0) | (long) ' ' << (length << 3), length + 1);
        } else {
            writeLongKey(key);
        }
        context = AFTER_KEY;
        return this;
    }

    private void writeLongKey(WireKey key) {
        if (latin1 && !key.isAscii() || key.yamlKeyLength() - 1 > YamlScalars.MAX_IMPLICIT_KEY_LENGTH) {
            writeName(key.name());
            return;
        }
        int length = key.yamlKeyLength();
        int words = key.yamlKeyWordCount();
        out.ensureRemaining((words << 3) + 8);
        int p = out.position();
        for (int i = 0; i < words; i++) {
            buffer.putLong(p + (i << 3), key.yamlKeyWord(i));
        }
        buffer.putByte(p + length, (byte) ' ');
        out.advance(length + 1);
    }

    @Override
    public ValueOut write(CharSequence name) {
        if (sequence) {
            keyInSequence();
        }
        startItem();
        writeName(name);
        context = AFTER_KEY;
        return this;
    }

    private void writeName(CharSequence name) {
        int at = out.position();
        if (YamlScalars.needsQuotes(name)) {
            writeQuoted(name);
        } else {
            writeChars(name);
        }
        int length = out.position() - at;
        if (length > YamlScalars.MAX_IMPLICIT_KEY_LENGTH) {
            // An implicit key holds at most 1,024 characters (fewer than its bytes): the explicit
            // form "? key", then the colon on a line of its own at the key's column, which every
            // YAML 1.1 and 1.2 parser reads.
            out.ensureRemaining(indent + 11);
            buffer.moveBytes(at, at + 2, length);
            buffer.putShort(at, (short) ('?' | ' ' << 8));
            out.advance(2);
            out.writeByte('\n');
            spaces(indent);
        }
        out.ensureRemaining(2);
        int p = out.position();
        buffer.putByte(p, (byte) ':');
        buffer.putByte(p + 1, (byte) ' ');
        out.advance(2);
    }

    /**
     * A value without a key. In a sequence, an element; else the writers' contract for data
     * without keys (field-less binary YAML converted, a tree whose root is no map): the first such
     * value of a document with nothing else is the document's root node, and a container that
     * gets one becomes a sequence, whatever it was declared as. Items it already holds become its
     * first element, one mapping; a later key opens a mapping element of its own ({@link #keyInSequence}).
     */
    @Override
    public ValueOut writeValue() {
        if (!sequence && !keylessInMapping()) {
            return this;
        }
        startItem();
        out.ensureRemaining(8);
        buffer.putShort(out.position(), (short) ('-' | ' ' << 8));
        out.advance(2);
        context = AFTER_DASH;
        return this;
    }

    /** A value without a key where keys go: true once the container is a sequence, false for a document's root node. */
    private boolean keylessInMapping() {
        if (run) {
            pop(); // back in the sequence the keys came in
            return true;
        }
        if (depth == 0 && pending == HERE) {
            pending = BARE_ROOT;
            sequence = true;
            context = TOP;
            firstAt = out.position();
            return false;
        }
        if (pending == NONE) {
            YamlItems.indentAsItem(out, firstAt);
        }
        sequence = true;
        return true;
    }

    /** A key in a sequence: a dash, then a mapping that holds this key and those that follow it. */
    private void keyInSequence() {
        startItem();
        out.ensureRemaining(8);
        buffer.putShort(out.position(), (short) ('-' | ' ' << 8));
        out.advance(2);
        push();
        indent += 2;
        pending = INLINE;
        sequence = false;
        run = true;
    }

    private void push() {
        if (depth >= MAX_DEPTH) {
            throw new IllegalStateException("objects nested more than " + MAX_DEPTH + " deep: is there a cycle in the object graph?");
        }
        outerIndents[depth] = indent;
        outerSequences[depth] = sequence;
        outerRuns[depth] = run;
        outerFirstAt[depth] = firstAt;
        depth++;
        run = false;
    }

    private void pop() {
        depth--;
        indent = outerIndents[depth];
        sequence = outerSequences[depth];
        run = outerRuns[depth];
        firstAt = outerFirstAt[depth];
    }

    /** Indentation in front of a key or dash: the first item of a container may go elsewhere. */
    private void startItem() {
        if (pending != NONE) {
            firstItem();
        } else if (indent != 0) {
            spaces(indent);
        }
    }

    private void firstItem() {
        int mode = pending;
        pending = NONE;
        if (mode == BARE_ROOT) {
            YamlItems.indentAsItem(out, firstAt); // the root node becomes the first element of the root sequence
            return;
        }
        if (mode == NEWLINE) {
            buffer.putByte(out.position() - 1, (byte) '\n');
            spaces(indent);
        } else if (mode == HERE && indent != 0) {
            spaces(indent);
        }
        firstAt = out.position();
    }

    private void spaces(int count) {
        out.ensureRemaining(count + 8);
        int p = out.position();
        for (int i = 0; i < count; i += 8) {
            buffer.putLong(p + i, SPACES);
        }
        out.advance(count);
    }

    // ---- scalars

    @Override
    public WireOut bool(boolean value) {
        if (value) {
            out.writeLowBytes(TRUE_LINE, 5);
        } else {
            out.writeLowBytes(FALSE_LINE, 6);
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
        int p = out.position();
        int n = TextNumbers.putLong(buffer, p, value);
        buffer.putByte(p + n, (byte) '\n');
        out.advance(n + 1);
        return this;
    }

    @Override
    public WireOut float32(float value) {
        if (Float.isNaN(value) || Float.isInfinite(value)) {
            return special(value);
        }
        out.ensureRemaining(TextNumbers.DOUBLE_ROOM);
        int p = out.position();
        int n = TextNumbers.putFloat(buffer, p, value);
        buffer.putByte(p + n, (byte) '\n');
        out.advance(n + 1);
        return this;
    }

    @Override
    public WireOut float64(double value) {
        if (Double.isNaN(value) || Double.isInfinite(value)) {
            return special(value);
        }
        out.ensureRemaining(TextNumbers.DOUBLE_ROOM);
        int p = out.position();
        int n = TextNumbers.putDouble(buffer, p, value);
        buffer.putByte(p + n, (byte) '\n');
        out.advance(n + 1);
        return this;
    }

    private WireOut special(double value) {
        writeChars(YamlScalars.number(value));
        return newline();
    }

    @Override
    public WireOut text(CharSequence value) {
        if (value == null) {
            return nul();
        }
        int n = value.length();
        out.ensureRemaining(n + 8);
        int p = out.position();
        // One pass copies the chars and checks that each may stand in a plain scalar ({@link PlainScalars}); the ends
        // and the reserved words are checked after. Anything else is the careful path.
        boolean plain = n > 0;
        int all = 0;
        if (value instanceof String s) {
            for (int i = 0; i < n; i++) {
                char c = s.charAt(i);
                plain &= PlainScalars.safe(c);
                all |= c;
                buffer.putByte(p + i, (byte) c);
            }
        } else {
            for (int i = 0; i < n; i++) {
                char c = value.charAt(i);
                plain &= PlainScalars.safe(c);
                all |= c;
                buffer.putByte(p + i, (byte) c);
            }
        }
        if (plain && PlainScalars.endsPlain(value)) {
            if (all < 0x80 || latin1 && all <= 0xFF) {
                // The low bytes copied are the text: ASCII, or 8-bit text with no char above U+00FF.
                buffer.putByte(p + n, (byte) '\n');
                out.advance(n + 1);
                return this;
            }
            if (!latin1) {
                out.writeUtf8Bytes(value); // over the low bytes, in one pass
                return newline();
            }
        }
        return textSlow(value);
    }

    private WireOut textSlow(CharSequence value) {
        if (YamlScalars.needsQuotes(value)) {
            writeQuoted(value);
        } else {
            writeChars(value);
        }
        return newline();
    }

    private WireOut newline() {
        out.writeByte('\n');
        return this;
    }

    /** The chars as they are, UTF-8 or 8-bit. */
    private void writeChars(CharSequence value) {
        if (latin1) {
            out.ensureRemaining(value.length());
            out.advance(buffer.putStringLatin1(out.position(), value));
        } else {
            out.writeUtf8Bytes(value);
        }
    }

    /** A double-quoted scalar, escaping what {@link YamlScalars#quoted} escapes, straight into the buffer. */
    private void writeQuoted(CharSequence value) {
        out.writeByte('"');
        int n = value.length();
        int from = 0;
        for (int i = 0; i < n; i++) {
            char c = value.charAt(i);
            boolean escape = c == '"' || c == '\\' || !YamlScalars.printable(value, i);
            if (escape) {
                writeChars(value.subSequence(from, i));
                if (c == '"' || c == '\\') {
                    out.ensureRemaining(2);
                    out.writeByte('\\').writeByte(c);
                } else {
                    writeChars(YamlScalars.escape(value, i));
                }
                from = i + 1;
            }
        }
        writeChars(from == 0 ? value : value.subSequence(from, n));
        out.writeByte('"');
    }

    @Override
    public <E extends Enum<E>> WireOut asEnum(EnumValues<E> values, E value) {
        if (value == null) {
            return nul();
        }
        int ordinal = value.ordinal();
        WireKey name = values.name(ordinal);
        int length = name.utf8Length();
        if (length <= 7 && !values.yamlQuoted(ordinal) && (!latin1 || name.isAscii())) {
            out.writeLowBytes(name.utf8Word(0) | (long) '\n' << (length << 3), length + 1);
            return this;
        }
        return text(value.name());
    }

    @Override
    public WireOut bytes(byte[] value) {
        if (value == null) {
            return nul();
        }
        writeChars(value.length == 0 ? "!!binary \"\"" : "!!binary " + Base64.getEncoder().encodeToString(value));
        return newline();
    }

    @Override
    public WireOut nul() {
        out.writeLowBytes(NULL_LINE, 5);
        return this;
    }

    // ---- containers

    @Override
    public <T> WireOut object(T value, WireWriter<? super T> writer) {
        if (value == null) {
            return nul();
        }
        return container(value, writer, false, "{}\n");
    }

    @Override
    public <T> WireOut sequence(T value, WireWriter<? super T> writer) {
        if (value == null) {
            return nul();
        }
        return container(value, writer, true, "[]\n");
    }

    @Override
    public WireOut typed(Object value, TypeAliases aliases) {
        if (value == null) {
            return nul();
        }
        TypeAliases.Alias<Object> alias = aliases.forValue(value);
        writeChars("!" + alias.name() + " ");
        if (context == AFTER_DASH) {
            context = AFTER_KEY; // "- !Tag" then the fields on the lines below
        } else if (context == TOP) {
            context = TAGGED_TOP;
        }
        return container(value, alias.marshaller(), false, "{}\n");
    }

    private <T> WireOut container(T value, WireWriter<? super T> writer, boolean isSequence, String empty) {
        push();
        int where = context;
        if (where == TOP) {
            pending = HERE;
        } else if (where == TAGGED_TOP) {
            pending = NEWLINE;
        } else {
            indent += 2;
            pending = where == AFTER_KEY ? NEWLINE : INLINE;
        }
        sequence = isSequence;
        writer.write(value, this);
        if (run) {
            pop();
        }
        if (pending != NONE) {
            pending = NONE;
            writeChars(empty);
        }
        pop();
        if (where == TOP || where == TAGGED_TOP) {
            pending = BARE_ROOT; // that was the document's root node
        }
        return this;
    }
}
