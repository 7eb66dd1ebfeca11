package io.wirebench.wire.text;

import static io.wirebench.wire.text.YamlScanner.AFTER_DASH;
import static io.wirebench.wire.text.YamlScanner.AFTER_KEY;
import static io.wirebench.wire.text.YamlScanner.EOF;
import static io.wirebench.wire.text.YamlScanner.IN_FLOW;
import static io.wirebench.wire.text.YamlScanner.TOP;
import static io.wirebench.wire.text.YamlScanner.isBlank;

import io.wirebench.wire.EnumValues;
import io.wirebench.wire.TypeAliases;
import io.wirebench.wire.ValueType;
import io.wirebench.wire.WireKey;
import io.wirebench.wire.WireLimits;

/**
 * Where a {@link YamlWireIn} stands in the document's structure: the current collection (block or
 * flow mapping or sequence, and a block one's indentation), the collections around it, the key
 * read last and whether the field looked for is absent. It finds a key out of order, says the
 * type of the value at the cursor, opens, closes and passes over collections, and has the
 * {@link YamlTokens} read any value the forms read in place ({@link YamlScanner}) do not
 * recognise, by the current collection's rules.
 *
 * <p>Nesting is limited by {@link WireLimits}; a key is looked for from the cursor, then from the
 * start of its mapping, whose line is kept when the mapping opens, so that reading stays linear
 * in the document.
 *
 * <p>Public only for {@code json.JsonWireIn}, which shares it; made by {@link YamlWireIn}.
 */
public final class YamlReadContext {
    // The kind of the current collection: flow kinds are the larger two.
    static final int BLOCK_MAP = 0;
    static final int BLOCK_SEQ = 1;
    static final int FLOW_MAP = 2;
    static final int FLOW_SEQ = 3;

    private final YamlScanner s;
    private final YamlTokens t;
    private final WireLimits limits;

    /** The current collection's kind. */
    int kind;
    /** The column of the current block collection's entries (0 for a flow one). */
    int indent;
    /** Where the current collection's entries start. */
    private int objectStart;
    /** The start of the line {@link #objectStart} is on, where a search for a key starts again. */
    private int objectLine;
    /** The field looked for last is not in the mapping: every value reads as its type's default. */
    boolean absent;
    private boolean numberKey;
    /** A key was just read by readFieldName (or readValue): the next readValue() is its value. */
    private boolean keyRead;
    private int depth;
    private final int[] outerKinds;
    private final int[] outerIndents;
    private final int[] outerStarts;
    private final int[] outerLines;

    YamlReadContext(YamlScanner scanner, YamlTokens tokens, WireLimits limits) {
        this.s = scanner;
        this.t = tokens;
        this.limits = limits;
        int max = limits.maxNestingDepth() + 1;
        this.outerKinds = new int[max];
        this.outerIndents = new int[max];
        this.outerStarts = new int[max];
        this.outerLines = new int[max];
    }

    private boolean flow() {
        return kind >= FLOW_MAP;
    }

    /** The scalar at the cursor into the token, by the rules of the current collection. */
    private void scan() {
        t.scan(indent, flow());
    }

    // ---- documents

    /** Starts reading one YAML or JSON document in {@code [from, to)}. */
    void reset(int from, int to) {
        int p = s.start(from, to);
        depth = 0;
        absent = false;
        kind = BLOCK_MAP;
        indent = 0;
        if (s.at(p) == '{') {
            kind = FLOW_MAP;
            s.pos = p + 1;
            s.context = IN_FLOW;
        } else if (p < s.limit) {
            indent = p - s.lineStart;
        }
        objectStart = s.pos;
        objectLine = s.lineStart;
    }

    /** Whether the current collection has more entries. */
    boolean hasMore() {
        int p = s.skipToContent();
        if (kind <= BLOCK_SEQ) {
            return blockHasMore(p);
        }
        if (s.at(p) == ',') {
            s.pos = p + 1;
            p = s.skipToContent();
        }
        int c = s.at(p);
        return c != '}' && c != ']' && c != EOF;
    }

    /** Whether the cursor is at content of the current block collection (not past its end). */
    private boolean blockHasMore(int p) {
        if (p >= s.limit || s.isMarker(p, '-') || s.isMarker(p, '.')) {
            return false;
        }
        int column = p - s.lineStart;
        if (kind == BLOCK_SEQ) {
            return column == indent && s.at(p) == '-' && isBlank(s.at(p + 1));
        }
        return column >= indent;
    }

    // ---- keys

    /** A field is looked for: nothing is absent and no key is pending any more. */
    public void startKey() {
        absent = false;
        keyRead = false;
    }

    /** False when the field looked for last is not there. */
    public boolean absent() {
        return absent;
    }

    /**
     * The key anywhere in the current mapping, where the form read in place did not find it:
     * after the cursor, then from the mapping's start; absent if neither has it. In a sequence,
     * which has no keys, the next value in order, as a field-less reader takes it.
     */
    public void findKey(WireKey key) {
        if (kind == BLOCK_SEQ || kind == FLOW_SEQ) {
            readValue();
            return;
        }
        int from = s.pos;
        int fromLine = s.lineStart;
        if (scanFor(key, -1)) {
            return;
        }
        s.pos = objectStart;
        s.lineStart = objectLine; // kept when the object opened: walking back to it would make reading quadratic
        if (scanFor(key, from)) {
            return;
        }
        s.pos = from;
        s.lineStart = fromLine;
        absent = true;
    }

    /** Walks the entries from the cursor (up to {@code to}, if not -1) for {@code key}; leaves the cursor at its value. */
    private boolean scanFor(WireKey key, int to) {
        while (hasMore()) {
            if (to >= 0 && s.pos >= to) {
                return false;
            }
            int keyAt = s.pos;
            if (!t.keyAt(keyAt, flow())) {
                throw s.error(keyAt, "expected a key but found " + s.show(keyAt));
            }
            t.scanKey(flow());
            keyRead = false;
            if (t.tokenMatches(key)) {
                return true;
            }
            skipValue();
        }
        return false;
    }

    /** The next key's name, moving to its value; null at the end or where the next value has no key. */
    String readFieldName() {
        keyRead = false;
        if (!hasMore()) {
            return null;
        }
        if (kind == BLOCK_SEQ || kind == FLOW_SEQ || !t.keyAt(s.pos, flow())) {
            return null;
        }
        t.scanKey(flow());
        keyRead = true;
        numberKey = t.tokenIsNumberKey();
        return t.tokenText();
    }

    boolean numberKey() {
        return numberKey;
    }

    /** Moves to the next value in order: past a sequence's dash, or a mapping's key unless {@link #readFieldName} just read it. */
    void readValue() {
        absent = false;
        if (keyRead) {
            keyRead = false;
            return;
        }
        int p = s.skipToContent();
        switch (kind) {
            case BLOCK_SEQ -> {
                if (!blockHasMore(p)) {
                    throw s.error(p, "expected a sequence item ('- ') but found " + s.show(p));
                }
                s.pos = p + 1;
                if (s.at(s.pos) == ' ') {
                    s.pos++;
                }
                s.context = AFTER_DASH;
            }
            case FLOW_SEQ -> {
                if (s.at(p) == ',') {
                    s.pos = p + 1;
                    s.skipToContent();
                }
                s.context = IN_FLOW;
            }
            case FLOW_MAP -> {
                if (s.at(p) == ',') {
                    s.pos = p + 1;
                    s.skipToContent();
                }
                if (t.keyAt(s.pos, flow())) {
                    t.scanKey(flow());
                    keyRead = true;
                }
                s.context = IN_FLOW;
            }
            default -> {
                if (t.keyAt(p, flow())) {
                    t.scanKey(flow());
                    keyRead = true;
                } else {
                    s.context = depth == 0 && p - s.lineStart == indent ? TOP : AFTER_DASH;
                }
            }
        }
    }

    // ---- types

    /** The type of the value at the cursor, without reading it. */
    ValueType type() {
        if (absent) {
            return ValueType.NONE;
        }
        int p = s.valueStart();
        int c = s.at(p);
        int where = s.context;
        if (c == EOF || where == IN_FLOW && (c == '}' || c == ']')) {
            return where == IN_FLOW || where == TOP ? ValueType.NONE : ValueType.NULL;
        }
        if (c == '{') {
            return ValueType.OBJECT;
        }
        if (c == '[') {
            return ValueType.SEQUENCE;
        }
        if ((where == AFTER_DASH || where == TOP) && (c == '"' || c == '\'') && t.keyAt(p, flow())) {
            return ValueType.OBJECT;
        }
        if (c == '"' || c == '\'' || c == '|' || c == '>') {
            return ValueType.TEXT;
        }
        if (c == '!') {
            return s.tagIs(p, "!!binary") ? ValueType.BYTES : ValueType.OBJECT;
        }
        if (s.nothingInline(p)) {
            return typeBelow();
        }
        if ((where == AFTER_DASH || where == TOP) && c == '-' && isBlank(s.at(p + 1))) {
            return ValueType.SEQUENCE;
        }
        if ((where == AFTER_DASH || where == TOP) && t.keyAt(p, flow())) {
            return ValueType.OBJECT;
        }
        int lineEnd = s.plainEnd(p);
        int end = s.trimEnd(p, lineEnd);
        int b = s.at(lineEnd);
        if (end > p && (b == '\n' || b == '\r') && s.lines.continues(lineEnd, s.minColumn(indent), where == IN_FLOW)) {
            return ValueType.TEXT; // a plain scalar over several lines is text, whatever its first line looks like
        }
        return CoreScalars.plainType(s.buffer, p, end);
    }

    /** The type of a value on the lines below "key:" or "- ", with nothing after it on its line. */
    private ValueType typeBelow() {
        int save = s.pos;
        int saveLine = s.lineStart;
        int q = s.skipToContent();
        int column = q - s.lineStart;
        int parent = indent; // nested content is indented more than the container's entries
        ValueType type;
        if (q < s.limit && s.at(q) == '-' && isBlank(s.at(q + 1)) && column >= parent
                && (column > parent || s.context == AFTER_KEY && kind == BLOCK_MAP)) {
            type = ValueType.SEQUENCE;
        } else if (q < s.limit && column > parent && !s.isMarker(q, '-') && !s.isMarker(q, '.')) {
            if (!t.keyAt(q, flow())) {
                return type(); // a scalar or flow collection on the line below: read from there
            }
            type = ValueType.OBJECT;
        } else {
            type = ValueType.NULL;
        }
        s.pos = save;
        s.lineStart = saveLine;
        return type;
    }

    // ---- scalars, beyond the forms read in place: the tokens', by the current collection's rules

    /** A boolean in any form. */
    public boolean boolSlow() {
        return t.bool(indent, flow());
    }

    long int64Slow() {
        return t.int64(indent, flow());
    }

    /** A number in any form ({@code asFloat}: rounded once to a float). */
    public double number(boolean asFloat) {
        return t.number(asFloat, indent, flow());
    }

    /** Text in any form; null for a null. */
    public String textSlow() {
        return t.text(indent, flow());
    }

    /** The constant named {@code name}, text just read (null for a null). */
    public <E extends Enum<E>> E enumNamed(EnumValues<E> values, String name) {
        return t.enumNamed(values, name);
    }

    byte[] bytes() {
        return t.bytes(indent, flow());
    }

    TypeAliases.Alias<?> typeTag(TypeAliases aliases) {
        return t.typeTag(aliases, indent, flow());
    }

    // ---- collections

    /** Opens the mapping at the cursor; false (and the null consumed) for a null. */
    boolean enterObject() {
        int p = s.valueStart();
        int c = s.at(p);
        if (c == '!') {
            while (!isBlank(s.at(p)) && s.at(p) != '{') {
                p++; // a local tag: the description already says what the object is
            }
            s.pos = p;
            p = s.valueStart();
            c = s.at(p);
        }
        if (c == '{') {
            push(FLOW_MAP, 0, p + 1);
            return true;
        }
        if (s.nothingInline(p)) {
            int q = s.skipToContent();
            int column = q - s.lineStart;
            if (q < s.limit && column > indent && !s.isMarker(q, '-') && !s.isMarker(q, '.')) {
                push(BLOCK_MAP, column, q);
                return true;
            }
            return false; // "key:" with nothing under it: null
        }
        if (t.nullAhead(p)) {
            scan();
            return false;
        }
        if ((s.context == AFTER_DASH || s.context == TOP) && t.keyAt(p, flow())) {
            push(BLOCK_MAP, p - s.lineStart, p);
            return true;
        }
        throw s.error(p, "expected an object but found " + s.show(p));
    }

    /** Opens the sequence at the cursor; false (and the null consumed) for a null or nothing. */
    boolean enterSequence() {
        int p = s.valueStart();
        int c = s.at(p);
        if (c == '[') {
            push(FLOW_SEQ, 0, p + 1);
            return true;
        }
        if (s.nothingInline(p)) {
            int save = s.pos;
            int saveLine = s.lineStart;
            int q = s.skipToContent();
            int column = q - s.lineStart;
            boolean compact = s.context == AFTER_KEY && kind == BLOCK_MAP && column == indent;
            if (q < s.limit && s.at(q) == '-' && isBlank(s.at(q + 1)) && (column > indent || compact)) {
                push(BLOCK_SEQ, column, q);
                return true;
            }
            s.pos = save;
            s.lineStart = saveLine;
            if (q >= s.limit || column <= indent) {
                s.pos = q;
                return false;
            }
            throw s.error(q, "expected a sequence but found " + s.show(q));
        }
        if ((s.context == AFTER_DASH || s.context == TOP) && c == '-' && isBlank(s.at(p + 1))) {
            push(BLOCK_SEQ, p - s.lineStart, p);
            return true;
        }
        if (t.nullAhead(p)) {
            scan();
            return false;
        }
        throw s.error(p, "expected a sequence but found " + s.show(p));
    }

    private void push(int newKind, int newIndent, int start) {
        limits.validateNestingDepth(depth + 1, start);
        outerKinds[depth] = kind;
        outerIndents[depth] = indent;
        outerStarts[depth] = objectStart;
        outerLines[depth] = objectLine;
        depth++;
        kind = newKind;
        indent = newIndent;
        objectStart = start;
        objectLine = s.lineStart;
        s.pos = start;
        s.context = newKind >= FLOW_MAP ? IN_FLOW : AFTER_KEY;
    }

    /** After the reader of the collection last opened: passes over what it did not read, and closes it. */
    void close() {
        int closing = kind;
        // The field looked for last may have been absent; the entries left are there all the same,
        // and skipValue must pass over their values, not take them for nothing (issue 26).
        absent = false;
        while (hasMore()) {
            if (closing == BLOCK_MAP || closing == FLOW_MAP) {
                int p = s.pos;
                if (!t.keyAt(p, flow())) {
                    throw s.error(p, "expected a key but found " + s.show(p));
                }
                t.scanKey(flow());
                keyRead = false;
            } else {
                readValue();
            }
            skipValue();
        }
        depth--;
        kind = outerKinds[depth];
        indent = outerIndents[depth];
        objectStart = outerStarts[depth];
        objectLine = outerLines[depth];
        absent = false;
        if (closing >= FLOW_MAP) {
            int p = s.skipToContent();
            int expected = closing == FLOW_MAP ? '}' : ']';
            if (s.at(p) != expected) {
                throw s.error(p, "expected '" + (char) expected + "' but found " + s.show(p));
            }
            s.context = kind >= FLOW_MAP ? IN_FLOW : AFTER_KEY;
            s.endScalarSlow(p + 1);
        }
        s.context = kind >= FLOW_MAP ? IN_FLOW : AFTER_KEY;
    }

    /** Passes over the value at the cursor, whatever it is. */
    void skipValue() {
        switch (type()) {
            case OBJECT -> {
                if (enterObject()) {
                    close();
                }
            }
            case SEQUENCE -> {
                if (enterSequence()) {
                    close();
                }
            }
            case NONE -> { }
            default -> scan();
        }
    }
}
