package io.wirebench.wire.text;

import io.wirebench.wire.EnumValues;
import io.wirebench.wire.MalformedWireException;
import io.wirebench.wire.TextEncoding;
import io.wirebench.wire.TypeAliases;
import io.wirebench.wire.ValueIn;
import io.wirebench.wire.ValueType;
import io.wirebench.wire.WireIn;
import io.wirebench.wire.WireKey;
import io.wirebench.wire.WireLimits;
import io.wirebench.wire.WireReader;
import io.wirebench.wire.bytes.BytesIn;
import io.wirebench.wire.bytes.ReadableBuffer;
import java.util.Base64;
import java.util.Objects;

/**
 * Reads YAML text, and JSON (which is YAML's flow style), into the same descriptions as binary
 * YAML. What it reads, besides what {@link YamlWireOut} writes:
 * <ul>
 * <li>block mappings and sequences at any indentation (a sequence may sit at its key's column),
 *     flow mappings and sequences ({@code {a: 1, b: [1, 2]}}), and JSON;</li>
 * <li>keys in any order, missing (absent) or unknown (passed over), as binary YAML does; a plain
 *     integer key matches the key's field number ({@code 3: 1234}, as numbered binary YAML
 *     converts);</li>
 * <li>plain, single-quoted and double-quoted scalars (every YAML and JSON escape), comments,
 *     blank lines, a leading {@code ---} line (with a comment or tag after it), {@code ...};</li>
 * <li>YAML 1.2 core scalars: {@code true/True/TRUE}, {@code null/~}, decimal, {@code 0x} and
 *     {@code 0o} integers, {@code .inf .nan}; where the description asks for a boolean, YAML 1.1's
 *     {@code yes/no/on/off} too; JSON's {@code "NaN"} and {@code "Infinity"} strings where it
 *     asks for a number;</li>
 * <li>tags: {@code !!binary} for bytes, standard {@code !!} tags passed over, and local
 *     {@code !Alias} tags resolved only through {@link TypeAliases}.</li>
 * </ul>
 * Also the scalars that span lines ({@link ScalarLines}): literal and folded block scalars
 * ({@code |}, {@code >}, indentation and chomping indicators) and plain scalars continued on the
 * lines below; a scalar on the line below its key; explicit keys ({@code ? key} then {@code : value}).
 * Not supported (an error naming the construct and the offset): anchors and aliases, complex keys
 * (a {@code ?} key that is a collection or spans lines), explicit keys in flow collections,
 * multi-line quoted scalars.
 *
 * <p>The common path (what the writer writes, in its order) matches a key with one or two masked
 * word compares against the key's bytes laid out in advance, and parses numbers, booleans and
 * short enum names in place: nothing is allocated but the decoded text. Every loop moves
 * forward, every read is within the document, nesting is limited by {@link WireLimits}.
 */
public class YamlWireIn implements WireIn, ValueIn {
    private static final int BLOCK_MAP = 0;
    private static final int BLOCK_SEQ = 1;
    private static final int FLOW_MAP = 2;
    private static final int FLOW_SEQ = 3;
    private static final int EOF = -1;
    private static final long TRUE_LINE = 't' | 'r' << 8 | 'u' << 16 | 'e' << 24 | (long) '\n' << 32;
    private static final long FALSE = 'f' | 'a' << 8 | 'l' << 16 | 's' << 24 | (long) 'e' << 32;

    // Where the value at the cursor stands.
    private static final int AFTER_KEY = 0;
    private static final int AFTER_DASH = 1;
    private static final int TOP = 2;
    private static final int IN_FLOW = 3;

    private final BytesIn in;
    private final ReadableBuffer buffer;
    private final WireLimits limits;
    private final boolean latin1;
    /** JSON's key form ({@code "price":}) on the fast path rather than YAML's ({@code price:}). */
    private final boolean json;

    private int pos;
    private int limit;
    private int lineStart;
    private int kind;
    private int indent;
    private int objectStart;
    /** The start of the line {@link #objectStart} is on, where a search for a key starts again. */
    private int objectLine;
    private int context;
    private boolean absent;
    private boolean numberKey;
    /** A key was just read by readFieldName (or a search): the next readValue() is its value. */
    private boolean keyRead;
    private int depth;
    private final int[] outerKinds;
    private final int[] outerIndents;
    private final int[] outerStarts;
    private final int[] outerLines;
    private final ScalarLines lines;

    // The scalar last scanned by scan(): its text lies in [tokenStart, tokenEnd).
    private static final int PLAIN = 0;
    private static final int DOUBLE_QUOTED = 1;
    private static final int SINGLE_QUOTED = 2;
    /** A literal or folded block scalar, decoded into {@link #blockText}. */
    private static final int BLOCK = 3;
    private String blockText;
    private int tokenStart;
    private int tokenEnd;
    private int tokenStyle;
    private boolean tokenEscapes;
    private int tokenAt;

    public YamlWireIn(BytesIn in, TextEncoding encoding) {
        this(in, encoding, false);
    }

    public YamlWireIn(BytesIn in) {
        this(in, TextEncoding.UTF_8, false);
    }

    protected YamlWireIn(BytesIn in, TextEncoding encoding, boolean json) {
        this.in = Objects.requireNonNull(in, "in");
        this.buffer = in.buffer();
        this.limits = in.limits();
        this.latin1 = Objects.requireNonNull(encoding, "encoding") == TextEncoding.LATIN_1;
        this.json = json;
        int max = limits.maxNestingDepth() + 1;
        this.outerKinds = new int[max];
        this.outerIndents = new int[max];
        this.outerStarts = new int[max];
        this.outerLines = new int[max];
        this.lines = new ScalarLines(buffer, latin1, limits);
    }

    // ---- bytes

    private int at(int p) {
        return p < limit ? buffer.getByte(p) & 0xFF : EOF;
    }

    private MalformedWireException error(int p, String problem) {
        return new MalformedWireException(p, problem);
    }

    private String show(int p) {
        int c = at(p);
        if (c == EOF) {
            return "the end of the document";
        }
        int end = p;
        while (end < limit && end - p < 20 && at(end) != '\n') {
            end++;
        }
        return "'" + buffer.getStringLatin1(p, end - p).replace("\r", "\\r") + "'";
    }

    // ---- documents

    @Override
    public <T> T readDocument(T reuse, WireReader<T> reader) {
        in.enterDocument();
        reset(in.position(), in.limit());
        T result = reader.read(reuse, this);
        in.exitDocument();
        return result;
    }

    /** Starts reading one YAML or JSON document in {@code [from, to)} of the buffer, with no frame. */
    public void reset(int from, int to) {
        pos = from;
        limit = to;
        lines.limit(to);
        lineStart = from;
        depth = 0;
        absent = false;
        context = TOP;
        kind = BLOCK_MAP;
        indent = 0;
        if (at(pos) == 0xEF && at(pos + 1) == 0xBB && at(pos + 2) == 0xBF) {
            pos += 3; // a UTF-8 byte order mark
            lineStart = pos;
        }
        skipDirectivesAndMarker();
        int p = skipToContent();
        if (at(p) == '{') {
            kind = FLOW_MAP;
            pos = p + 1;
            context = IN_FLOW;
        } else if (p < limit) {
            indent = p - lineStart;
        }
        objectStart = pos;
        objectLine = lineStart;
    }

    /** Passes over {@code %} directives and a {@code ---} line, with whatever tag or comment follows it. */
    private void skipDirectivesAndMarker() {
        while (true) {
            int p = skipToContent();
            if (p - lineStart == 0 && at(p) == '%') {
                pos = endOfLine(p);
                continue;
            }
            if (isMarker(p, '-')) {
                int q = p + 3;
                while (at(q) == ' ') {
                    q++;
                }
                if (at(q) == '!') {
                    while (at(q) > ' ') {
                        q++; // a tag on the document: the description says what it is
                    }
                }
                pos = q;
            }
            return;
        }
    }

    /** Whether a {@code ---} or {@code ...} line starts at {@code p}, at the start of a line. */
    private boolean isMarker(int p, int c) {
        if (p != lineStart || at(p) != c || at(p + 1) != c || at(p + 2) != c) {
            return false;
        }
        int next = at(p + 3);
        return next == EOF || next == ' ' || next == '\n' || next == '\r' || next == '\t';
    }

    /** Past the line at {@code p} and its line break. */
    private int endOfLine(int p) {
        while (p < limit && at(p) != '\n') {
            p++;
        }
        if (p < limit) {
            p++;
            lineStart = p;
        }
        return p;
    }

    /** Moves the cursor over spaces, tabs, line breaks and comments to the next content (or the end). */
    private int skipToContent() {
        int p = pos;
        while (true) {
            int c = at(p);
            if (c == ' ' || c == '\t' || c == '\r') {
                p++;
            } else if (c == '\n') {
                lineStart = ++p;
            } else if (c == '#') {
                while (p < limit && at(p) != '\n') {
                    p++;
                }
            } else {
                break;
            }
        }
        pos = p;
        return p;
    }

    /** Whether the cursor is at content of the current block container (not past its end). */
    private boolean blockHasMore(int p) {
        if (p >= limit || isMarker(p, '-') || isMarker(p, '.')) {
            return false;
        }
        int column = p - lineStart;
        if (kind == BLOCK_SEQ) {
            return column == indent && at(p) == '-' && isBlank(at(p + 1));
        }
        return column >= indent;
    }

    private static boolean isBlank(int c) {
        return c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == EOF;
    }

    @Override
    public boolean hasMore() {
        int p = skipToContent();
        if (kind <= BLOCK_SEQ) {
            return blockHasMore(p);
        }
        if (at(p) == ',') {
            pos = p + 1;
            p = skipToContent();
        }
        int c = at(p);
        return c != '}' && c != ']' && c != EOF;
    }

    // ---- keys

    @Override
    public ValueIn read(WireKey key) {
        absent = false;
        keyRead = false;
        int p = pos;
        if (json) {
            if (at(p) == ',') {
                p++;
            }
            int length = key.jsonKeyLength();
            if (length <= 8 && p <= buffer.capacity() - 8 && p + length <= limit) {
                long mask = -1L >>> ((8 - length) << 3);
                if ((buffer.getLong(p) & mask) == key.jsonKeyWord(0)) {
                    pos = p + length;
                    context = IN_FLOW;
                    return this;
                }
            } else if (length <= 16 && p <= buffer.capacity() - 16 && p + length <= limit
                    && buffer.getLong(p) == key.jsonKeyWord(0)
                    && (buffer.getLong(p + 8) & (-1L >>> ((16 - length) << 3))) == key.jsonKeyWord(1)) {
                pos = p + length;
                context = IN_FLOW;
                return this;
            }
        } else if (kind == BLOCK_MAP) {
            if (p == lineStart && indent != 0) {
                p += indent; // checked below: the key's bytes would not match spaces
                for (int i = lineStart; i < p; i++) {
                    if (at(i) != ' ') {
                        return findKey(key);
                    }
                }
            }
            // "name:" then a space or a line break.
            int length = key.yamlKeyLength();
            if (length <= 8 && p <= buffer.capacity() - 8 && p + length < limit) {
                long mask = -1L >>> ((8 - length) << 3);
                if ((buffer.getLong(p) & mask) == key.yamlKeyWord(0)) {
                    int after = at(p + length);
                    if (after == ' ') {
                        pos = p + length + 1;
                        context = AFTER_KEY;
                        return this;
                    }
                    if (after == '\n' || after == '\r') {
                        pos = p + length;
                        context = AFTER_KEY;
                        return this;
                    }
                }
            } else if (length <= 16 && p <= buffer.capacity() - 16 && p + length < limit
                    && buffer.getLong(p) == key.yamlKeyWord(0)
                    && (buffer.getLong(p + 8) & (-1L >>> ((16 - length) << 3))) == key.yamlKeyWord(1)
                    && at(p + length) == ' ') {
                pos = p + length + 1;
                context = AFTER_KEY;
                return this;
            }
        }
        return findKey(key);
    }

    /** The key anywhere in the current mapping: after the cursor, then from its start; absent if neither has it. */
    private ValueIn findKey(WireKey key) {
        if (kind == BLOCK_SEQ || kind == FLOW_SEQ) {
            // A sequence has no keys: take the value in order, as a field-less reader would.
            return readValue();
        }
        int from = pos;
        int fromLine = lineStart;
        if (scan(key, -1)) {
            return this;
        }
        pos = objectStart;
        lineStart = objectLine; // kept when the object opened: walking back to it would make reading quadratic
        if (scan(key, from)) {
            return this;
        }
        pos = from;
        lineStart = fromLine;
        absent = true;
        return this;
    }

    /** Walks the entries from the cursor (up to {@code to}, if not -1) for {@code key}; leaves the cursor at its value. */
    private boolean scan(WireKey key, int to) {
        while (hasMore()) {
            if (to >= 0 && pos >= to) {
                return false;
            }
            int keyAt = pos;
            if (!keyAt(keyAt)) {
                throw error(keyAt, "expected a key but found " + show(keyAt));
            }
            scanKey();
            if (tokenMatches(key)) {
                keyRead = false;
                return true;
            }
            keyRead = false;
            skipValue();
        }
        return false;
    }

    private boolean tokenMatches(WireKey key) {
        if (tokenEscapes || tokenStyle == BLOCK) {
            return tokenText().equals(key.name());
        }
        int length = tokenEnd - tokenStart;
        if (tokenStyle == PLAIN && key.hasNumber() && allDigits(tokenStart, tokenEnd)) {
            // A plain integer key is a field number, as binary YAML's numbered keys show in YAML.
            return Integer.parseInt(TextNumbers.ascii(buffer, tokenStart, tokenEnd)) == key.number();
        }
        if (latin1 && !key.isAscii()) {
            return tokenText().equals(key.name());
        }
        if (length != key.utf8Length()) {
            return false;
        }
        for (int i = 0; i < length; i++) {
            if (buffer.getByte(tokenStart + i) != key.utf8Byte(i)) {
                return false;
            }
        }
        return true;
    }

    /** Whether a key (a scalar then {@code :} and a blank, or a flow indicator after a quoted key) starts at {@code p}. */
    private boolean keyAt(int p) {
        int c = at(p);
        if (c == '"' || c == '\'') {
            int q = skipQuoted(p);
            while (at(q) == ' ') {
                q++;
            }
            return at(q) == ':';
        }
        if (c == '?' && isBlank(at(p + 1))) {
            if (kind >= FLOW_MAP) {
                throw error(p, "an explicit key ('? ') in a flow collection, which is not supported");
            }
            return true;
        }
        if (c == '-' && isBlank(at(p + 1)) || c == '[' || c == '{' || c == '!' || c == '&' || c == '*' || c == EOF) {
            return false;
        }
        boolean flow = kind >= FLOW_MAP;
        for (int q = p; q < limit; q++) {
            c = at(q);
            if (c == '\n' || c == '#' && at(q - 1) == ' ' || flow && (c == ',' || c == '}' || c == ']')) {
                return false;
            }
            if (c == ':' && (isBlank(at(q + 1)) || flow && (at(q + 1) == ',' || at(q + 1) == '}'))) {
                return true;
            }
        }
        return false;
    }

    /** Reads the key at the cursor into the token, and moves past its colon and the spaces after it. */
    private void scanKey() {
        int p = pos;
        tokenAt = p;
        boolean explicit = at(p) == '?' && isBlank(at(p + 1));
        int c = at(p);
        if (explicit) {
            p = explicitKey(p);
        } else if (c == '"' || c == '\'') {
            scanQuoted(p);
            p = tokenStyle == PLAIN ? p : skipQuoted(p);
            while (at(p) == ' ') {
                p++;
            }
        } else {
            boolean flow = kind >= FLOW_MAP;
            int q = p;
            while (!(at(q) == ':' && (isBlank(at(q + 1)) || flow && (at(q + 1) == ',' || at(q + 1) == '}')))) {
                q++;
            }
            int end = q;
            while (end > p && (at(end - 1) == ' ' || at(end - 1) == '\t')) {
                end--;
            }
            tokenStart = p;
            tokenEnd = end;
            tokenStyle = PLAIN;
            tokenEscapes = false;
            p = q;
        }
        limits.validateStringLength(tokenEnd - tokenStart, tokenAt);
        if (at(p) != ':') {
            throw error(p, "expected ':' after a key but found " + show(p));
        }
        p++;
        while (at(p) == ' ') {
            p++;
        }
        pos = p;
        // After an explicit key's ':', a compact sequence or mapping may start on the line, as after "- ".
        context = kind >= FLOW_MAP ? IN_FLOW : explicit && !nothingInline(p) ? AFTER_DASH : AFTER_KEY;
        keyRead = true;
    }

    /**
     * The explicit key "? key" at {@code p}, a scalar on the '?' line (what writers use for a key
     * longer than an implicit key's 1,024 characters) or a block scalar (what SnakeYAML writes for a
     * key with line breaks): reads it into the token and returns where its ':' is, at the '?'
     * column on the next line with content. A key that is a collection is refused by name.
     */
    private int explicitKey(int p) {
        int column = p - lineStart;
        int q = p + 1;
        while (at(q) == ' ' || at(q) == '\t') {
            q++;
        }
        int c = at(q);
        if (c == '"' || c == '\'') {
            q = skipQuoted(q);
        } else if (c == '|' || c == '>') {
            blockText = lines.block(q, column); // what SnakeYAML writes for a key with line breaks
            tokenStart = q;
            tokenEnd = q;
            tokenStyle = BLOCK;
            tokenEscapes = false;
            q = lines.end();
        } else if (nothingInline(q) || keyAt(q) || c == '[' || c == '{' || c == '&' || c == '*' || c == '!'
                || (c == '-' || c == '?') && isBlank(at(q + 1))) {
            throw error(q, "a complex key (after '? ', a collection, a key on the lines below, an alias or a tag) is not supported");
        } else {
            int end = plainEnd(q);
            tokenStart = q;
            tokenEnd = trimEnd(q, end);
            tokenStyle = PLAIN;
            tokenEscapes = false;
            q = end;
        }
        if (tokenStyle == BLOCK) {
            pos = q;
            lineStart = q;
        } else {
            endScalarSlow(q);
        }
        int colon = skipToContent();
        if (colon - lineStart != column || at(colon) != ':' || !isBlank(at(colon + 1))) {
            throw error(colon, "expected ': ' at the column of the explicit key ('? ') above (a key over several lines, or one"
                    + " without a value, is not supported) but found " + show(colon));
        }
        return colon;
    }

    @Override
    public String readFieldName() {
        keyRead = false;
        if (!hasMore()) {
            return null;
        }
        if (kind == BLOCK_SEQ || kind == FLOW_SEQ || !keyAt(pos)) {
            return null;
        }
        scanKey();
        numberKey = tokenStyle == PLAIN && tokenEnd > tokenStart && allDigits(tokenStart, tokenEnd);
        return tokenText();
    }

    private boolean allDigits(int from, int to) {
        if (to == from || to - from > 9) {
            return false;
        }
        for (int i = from; i < to; i++) {
            int c = at(i);
            if (c < '0' || c > '9') {
                return false;
            }
        }
        return to - from == 1 || at(from) != '0';
    }

    @Override
    public boolean fieldNameIsNumber() {
        return numberKey;
    }

    @Override
    public ValueIn readValue() {
        absent = false;
        if (keyRead) {
            keyRead = false;
            return this;
        }
        int p = skipToContent();
        switch (kind) {
            case BLOCK_SEQ -> {
                if (!blockHasMore(p)) {
                    throw error(p, "expected a sequence item ('- ') but found " + show(p));
                }
                pos = p + 1;
                if (at(pos) == ' ') {
                    pos++;
                }
                context = AFTER_DASH;
            }
            case FLOW_SEQ -> {
                if (at(p) == ',') {
                    pos = p + 1;
                    skipToContent();
                }
                context = IN_FLOW;
            }
            case FLOW_MAP -> {
                if (at(p) == ',') {
                    pos = p + 1;
                    skipToContent();
                }
                if (keyAt(pos)) {
                    scanKey();
                }
                context = IN_FLOW;
            }
            default -> {
                if (keyAt(p)) {
                    scanKey();
                } else {
                    context = depth == 0 && p - lineStart == indent ? TOP : AFTER_DASH;
                }
            }
        }
        return this;
    }

    // ---- values: where they start and end

    @Override
    public boolean isPresent() {
        return !absent;
    }

    /** The first byte of the value: past spaces and a standard ({@code !!}) tag other than {@code !!binary}. */
    private int valueStart() {
        int p = pos;
        int c = at(p);
        while (c == ' ' || c == '\t') {
            c = at(++p);
        }
        if (c == '!' && at(p + 1) == '!' && !tagIs(p, "!!binary")) {
            while (at(p) > ' ') {
                p++;
            }
            while (at(p) == ' ') {
                p++;
            }
        } else if (c == '&' || c == '*') {
            throw error(p, "anchors and aliases are not supported: found " + show(p));
        }
        pos = p;
        return p;
    }

    private boolean tagIs(int p, String tag) {
        for (int i = 0; i < tag.length(); i++) {
            if (at(p + i) != tag.charAt(i)) {
                return false;
            }
        }
        return isBlank(at(p + tag.length()));
    }

    /**
     * After a scalar ending at {@code p} (where {@code c} is): the rest of the line (spaces, a
     * comment, the line break) in block context, or up to the separator in flow context.
     */
    private void endScalar(int p, int c) {
        if (c == '\n') {
            pos = p + 1;
            lineStart = pos;
            return;
        }
        if (context == IN_FLOW && (c == ',' || c == '}' || c == ']')) {
            pos = p;
            return;
        }
        endScalarSlow(p);
    }

    private void endScalarSlow(int p) {
        int c = at(p);
        while (c == ' ' || c == '\t' || c == '\r') {
            c = at(++p);
        }
        if (c == '#' && (at(p - 1) == ' ' || at(p - 1) == '\t')) {
            while (p < limit && at(p) != '\n') {
                p++;
            }
            c = at(p);
        }
        if (c == '\n') {
            pos = p + 1;
            lineStart = pos;
        } else if (c == EOF || context == IN_FLOW && (c == ',' || c == '}' || c == ']')) {
            pos = p;
        } else {
            throw error(p, "expected the end of the value but found " + show(p));
        }
    }

    /**
     * Reads the scalar at the cursor into the token (its style, where its text lies, whether it
     * has escapes) and moves past it and the rest of its line.
     */
    private void scan() {
        int p = valueStart();
        if (context != IN_FLOW && nothingInline(p)) {
            p = scalarBelow(p);
        }
        tokenAt = p;
        int c = at(p);
        if (c == '"' || c == '\'') {
            scanQuoted(p);
            endScalarSlow(skipQuoted(p));
        } else if (c == '|' || c == '>') {
            if (context == IN_FLOW) {
                throw error(p, "a block scalar ('" + (char) c + "') inside a flow collection, which YAML does not allow");
            }
            blockText = lines.block(p, context == TOP ? -1 : indent);
            pos = lines.end();
            lineStart = pos;
            tokenStart = p;
            tokenEnd = p;
            tokenStyle = BLOCK;
            tokenEscapes = false;
        } else {
            int end = plainEnd(p);
            tokenStart = p;
            tokenEnd = trimEnd(p, end);
            tokenStyle = PLAIN;
            tokenEscapes = false;
            int b = at(end);
            String folded = (b == '\n' || b == '\r') && tokenEnd > p ? lines.plain(p, tokenEnd, end, minColumn(), context == IN_FLOW) : null;
            if (folded != null) {
                blockText = folded; // held decoded, as a block scalar's text is
                tokenStyle = BLOCK;
                end = lines.end();
                lineStart = lines.lastLineStart();
            }
            endScalarSlow(end);
        }
        limits.validateStringLength(tokenEnd - tokenStart, tokenAt);
    }

    /** The least column of a line that continues a plain scalar here: deeper than the collection, anything for a root scalar. */
    private int minColumn() {
        return context == TOP || context == IN_FLOW ? 0 : indent + 1;
    }

    /**
     * Nothing but a comment after "key:" or "- ": a scalar that starts on a later line, indented
     * more than the collection and not a collection itself, is read from there ({@code p} if none does).
     */
    private int scalarBelow(int p) {
        int save = pos;
        int saveLine = lineStart;
        int q = skipToContent();
        if (q < limit && q - lineStart >= minColumn() && !isMarker(q, '-') && !isMarker(q, '.') && !keyAt(q)
                && !(at(q) == '-' && isBlank(at(q + 1)))) {
            return valueStart();
        }
        pos = save;
        lineStart = saveLine;
        return p;
    }

    /** Where a plain scalar starting at {@code p} ends: a line break, a comment, or in flow context a flow indicator. */
    private int plainEnd(int p) {
        boolean flow = context == IN_FLOW;
        while (p < limit) {
            int c = at(p);
            if (c == '\n' || c == '\r' || c == '#' && (at(p - 1) == ' ' || at(p - 1) == '\t')
                    || flow && (c == ',' || c == '}' || c == ']')) {
                break;
            }
            p++;
        }
        return p;
    }

    private int trimEnd(int from, int end) {
        while (end > from && (at(end - 1) == ' ' || at(end - 1) == '\t')) {
            end--;
        }
        return end;
    }

    /** Sets the token to the quoted scalar at {@code p}. */
    private void scanQuoted(int p) {
        int quote = at(p);
        int q = p + 1;
        boolean escapes = false;
        while (true) {
            int c = at(q);
            if (c == EOF || c == '\n') {
                throw error(p, "a quoted scalar that is not closed on its line: not closed at all, or a multi-line quoted scalar, which is not supported");
            }
            if (quote == '"' && c == '\\') {
                escapes = true;
                q += 2;
                continue;
            }
            if (c == quote) {
                if (quote == '\'' && at(q + 1) == '\'') {
                    escapes = true;
                    q += 2;
                    continue;
                }
                break;
            }
            q++;
        }
        tokenStart = p + 1;
        tokenEnd = q;
        tokenStyle = quote == '"' ? DOUBLE_QUOTED : SINGLE_QUOTED;
        tokenEscapes = escapes;
    }

    /** Past the closing quote of the quoted scalar at {@code p}. */
    private int skipQuoted(int p) {
        scanQuoted(p);
        return tokenEnd + 1;
    }

    /** The token's text, unescaped. */
    private String tokenText() {
        if (tokenStyle == BLOCK) {
            return blockText;
        }
        int length = tokenEnd - tokenStart;
        if (!tokenEscapes) {
            return decode(tokenStart, length);
        }
        return tokenStyle == SINGLE_QUOTED ? decode(tokenStart, length).replace("''", "'") : QuotedScalars.unescape(decode(tokenStart, length), tokenStart);
    }

    private String decode(int from, int length) {
        return lines.decode(from, length);
    }

    /** Whether the plain token is {@code s} exactly. */
    private boolean tokenIs(String s) {
        if (tokenStyle != PLAIN || tokenEnd - tokenStart != s.length()) {
            return false;
        }
        for (int i = 0; i < s.length(); i++) {
            if (at(tokenStart + i) != s.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    private boolean tokenIsNull() {
        return tokenStyle == PLAIN && (tokenEnd == tokenStart || tokenIs("null") || tokenIs("Null") || tokenIs("NULL") || tokenIs("~"));
    }

    /** The nested block content starts on a later line: nothing but spaces or a comment is left on this one. */
    private boolean nothingInline(int p) {
        int c = at(p);
        return c == '\n' || c == '\r' || c == '#' || c == EOF;
    }

    // ---- types

    @Override
    public ValueType type() {
        if (absent) {
            return ValueType.NONE;
        }
        int p = valueStart();
        int c = at(p);
        if (c == EOF || context == IN_FLOW && (c == '}' || c == ']')) {
            return context == IN_FLOW || context == TOP ? ValueType.NONE : ValueType.NULL;
        }
        if (c == '{') {
            return ValueType.OBJECT;
        }
        if (c == '[') {
            return ValueType.SEQUENCE;
        }
        if ((context == AFTER_DASH || context == TOP) && (c == '"' || c == '\'') && keyAt(p)) {
            return ValueType.OBJECT;
        }
        if (c == '"' || c == '\'' || c == '|' || c == '>') {
            return ValueType.TEXT;
        }
        if (c == '!') {
            return tagIs(p, "!!binary") ? ValueType.BYTES : ValueType.OBJECT;
        }
        if (nothingInline(p)) {
            int save = pos;
            int saveLine = lineStart;
            int q = skipToContent();
            int column = q - lineStart;
            int parent = indent; // nested content is indented more than the container's entries
            ValueType type;
            if (q < limit && at(q) == '-' && isBlank(at(q + 1)) && column >= parent && (column > parent || context == AFTER_KEY && kind == BLOCK_MAP)) {
                type = ValueType.SEQUENCE;
            } else if (q < limit && column > parent && !isMarker(q, '-') && !isMarker(q, '.')) {
                if (!keyAt(q)) {
                    return type(); // a scalar or flow collection on the line below: read from there
                }
                type = ValueType.OBJECT;
            } else {
                type = ValueType.NULL;
            }
            pos = save;
            lineStart = saveLine;
            return type;
        }
        if ((context == AFTER_DASH || context == TOP) && c == '-' && isBlank(at(p + 1))) {
            return ValueType.SEQUENCE;
        }
        if ((context == AFTER_DASH || context == TOP) && keyAt(p)) {
            return ValueType.OBJECT;
        }
        int lineEnd = plainEnd(p);
        int end = trimEnd(p, lineEnd);
        int b = at(lineEnd);
        if (end > p && (b == '\n' || b == '\r') && lines.continues(lineEnd, minColumn(), context == IN_FLOW)) {
            return ValueType.TEXT; // a plain scalar over several lines is text, whatever its first line looks like
        }
        return plainType(p, end);
    }

    /** The YAML 1.2 core schema type of the plain scalar in {@code [p, end)}. */
    private ValueType plainType(int p, int end) {
        int save0 = tokenStart;
        int save1 = tokenEnd;
        int save2 = tokenStyle;
        tokenStart = p;
        tokenEnd = end;
        tokenStyle = PLAIN;
        try {
            if (tokenIsNull()) {
                return ValueType.NULL;
            }
            if (tokenIs("true") || tokenIs("True") || tokenIs("TRUE") || tokenIs("false") || tokenIs("False") || tokenIs("FALSE")) {
                return ValueType.BOOLEAN;
            }
            if (TextNumbers.parseLongFast(buffer, p, end) != TextNumbers.NOT_FAST || isRadixInteger(p, end) || isLongText(p, end)) {
                return ValueType.INTEGER;
            }
            if (TextNumbers.isDecimal(buffer, p, end) || specialFloat() != 0) {
                return ValueType.FLOAT;
            }
            return ValueType.TEXT;
        } finally {
            tokenStart = save0;
            tokenEnd = save1;
            tokenStyle = save2;
        }
    }

    /** A decimal integer of 19 digits or so that fits a long. */
    private boolean isLongText(int p, int end) {
        if (end - p > 20) {
            return false;
        }
        return isDecimalLong(TextNumbers.ascii(buffer, p, end));
    }

    /**
     * Whether {@code text} is a decimal long: an optional sign, then 1 to 19 digits within range.
     * Checked by scanning rather than by catching {@code Long.parseLong}'s exception, whose stack
     * trace would be garbage on every float or word read where a number may stand.
     */
    static boolean isDecimalLong(String text) {
        int n = text.length();
        int i = n > 0 && (text.charAt(0) == '+' || text.charAt(0) == '-') ? 1 : 0;
        if (i == n || n - i > 19) {
            return false;
        }
        for (int k = i; k < n; k++) {
            char c = text.charAt(k);
            if (c < '0' || c > '9') {
                return false;
            }
        }
        return n - i < 19 || text.substring(i).compareTo(text.charAt(0) == '-' ? "9223372036854775808" : "9223372036854775807") <= 0;
    }

    private boolean isRadixInteger(int p, int end) {
        if (end - p < 3 || at(p) != '0' || (at(p + 1) != 'x' && at(p + 1) != 'o')) {
            return false;
        }
        int radix = at(p + 1) == 'x' ? 16 : 8;
        for (int i = p + 2; i < end; i++) {
            if (Character.digit(at(i), radix) < 0) {
                return false;
            }
        }
        return end - p - 2 <= (radix == 16 ? 16 : 21);
    }

    /** 1 for .inf, -1 for -.inf, 2 for .nan, 0 for anything else (the plain token). */
    private int specialFloat() {
        if (tokenIs(".inf") || tokenIs(".Inf") || tokenIs(".INF") || tokenIs("+.inf") || tokenIs("+.Inf") || tokenIs("+.INF")) {
            return 1;
        }
        if (tokenIs("-.inf") || tokenIs("-.Inf") || tokenIs("-.INF")) {
            return -1;
        }
        return tokenIs(".nan") || tokenIs(".NaN") || tokenIs(".NAN") ? 2 : 0;
    }

    // ---- scalars

    @Override
    public boolean bool() {
        if (absent) {
            return false;
        }
        int p = pos;
        if (p <= buffer.capacity() - 8 && p + 5 <= limit) {
            long word = buffer.getLong(p);
            if (!json) {
                if ((word & 0xFF_FFFF_FFFFL) == TRUE_LINE) {
                    pos = p + 5;
                    lineStart = pos;
                    return true;
                }
            } else if ((word & 0xFFFF_FFFFL) == (TRUE_LINE & 0xFFFF_FFFFL)) {
                endScalar(p + 4, at(p + 4));
                return true;
            } else if ((word & 0xFF_FFFF_FFFFL) == FALSE) {
                endScalar(p + 5, at(p + 5));
                return false;
            }
        }
        return boolSlow();
    }

    private boolean boolSlow() {
        scan();
        if (tokenStyle == PLAIN) {
            if (tokenIs("true") || tokenIs("True") || tokenIs("TRUE") || tokenIs("yes") || tokenIs("Yes") || tokenIs("YES")
                    || tokenIs("on") || tokenIs("On") || tokenIs("ON") || tokenIs("y") || tokenIs("Y")) {
                return true;
            }
            if (tokenIs("false") || tokenIs("False") || tokenIs("FALSE") || tokenIs("no") || tokenIs("No") || tokenIs("NO")
                    || tokenIs("off") || tokenIs("Off") || tokenIs("OFF") || tokenIs("n") || tokenIs("N")) {
                return false;
            }
        }
        throw error(tokenAt, "expected a boolean but found " + show(tokenAt));
    }

    @Override
    public byte int8() {
        long v = int64();
        if (v != (byte) v) {
            throw error(tokenAt, "expected an int8 but found " + v + ", which does not fit");
        }
        return (byte) v;
    }

    @Override
    public short int16() {
        long v = int64();
        if (v != (short) v) {
            throw error(tokenAt, "expected an int16 but found " + v + ", which does not fit");
        }
        return (short) v;
    }

    @Override
    public int int32() {
        long v = int64();
        if (v != (int) v) {
            throw error(tokenAt, "expected an int32 but found " + v + ", which does not fit");
        }
        return (int) v;
    }

    @Override
    public long int64() {
        if (absent) {
            return 0;
        }
        // Decimal digits in place, then the end of the value: one pass, no token.
        int p = pos;
        tokenAt = p;
        int c = at(p);
        boolean negative = c == '-';
        if (negative) {
            c = at(++p);
        }
        int start = p;
        long v = 0;
        while (c >= '0' && c <= '9' && p - start < 18) {
            v = v * 10 + (c - '0');
            c = at(++p);
        }
        if (p > start && !(c >= '0' && c <= '9') && c != '.' && c != 'e' && c != 'E' && c != 'x' && c != 'o' && c != '_' && c != ':') {
            endScalar(p, c);
            return negative ? -v : v;
        }
        return int64Slow();
    }

    private long int64Slow() {
        scan();
        int from = tokenStart;
        int to = tokenEnd;
        if (tokenStyle != PLAIN) {
            throw error(tokenAt, "expected an integer but found the text " + show(tokenAt));
        }
        long v = TextNumbers.parseLongFast(buffer, from, to);
        if (v != TextNumbers.NOT_FAST) {
            return v;
        }
        if (isRadixInteger(from, to)) {
            return Long.parseUnsignedLong(TextNumbers.ascii(buffer, from + 2, to), at(from + 1) == 'x' ? 16 : 8);
        }
        String text = TextNumbers.ascii(buffer, from, to);
        if (isDecimalLong(text)) {
            return Long.parseLong(text.startsWith("+") ? text.substring(1) : text);
        }
        // else a whole number written as a float reads as an integer, as in binary YAML
        if (TextNumbers.isDecimal(buffer, from, to)) {
            double d = TextNumbers.parseDecimal(buffer, from, to);
            long whole = (long) d;
            if (whole == d && whole != Long.MAX_VALUE && whole != Long.MIN_VALUE) {
                return whole;
            }
            throw error(tokenAt, "expected an integer but found the float " + text);
        }
        throw error(tokenAt, "expected an integer but found " + show(tokenAt));
    }

    @Override
    public float float32() {
        if (absent) {
            return 0;
        }
        int p = pos;
        int end = numberEnd(p);
        if (end > p) {
            int c = at(end);
            if (c == '\n' || json && (c == ',' || c == '}' || c == ']')) {
                float f = TextNumbers.parseDecimalFloat(buffer, p, end);
                endScalar(end, c);
                return f;
            }
        }
        scan();
        return (float) special(true);
    }

    @Override
    public double float64() {
        if (absent) {
            return 0;
        }
        int p = pos;
        int end = numberEnd(p);
        if (end > p) {
            int c = at(end);
            if (c == '\n' || json && (c == ',' || c == '}' || c == ']')) {
                double d = TextNumbers.parseDecimal(buffer, p, end);
                endScalar(end, c);
                return d;
            }
        }
        scan();
        return special(false);
    }

    /** The end of a decimal number at {@code p} ({@code p} itself if there is none). */
    private int numberEnd(int p) {
        int q = p;
        int c = at(q);
        if (c == '-') {
            c = at(++q);
        }
        int digits = 0;
        while (c >= '0' && c <= '9') {
            c = at(++q);
            digits++;
        }
        if (c == '.') {
            c = at(++q);
            while (c >= '0' && c <= '9') {
                c = at(++q);
                digits++;
            }
        }
        if (digits == 0) {
            return p;
        }
        if (c == 'e' || c == 'E') {
            c = at(++q);
            if (c == '-' || c == '+') {
                c = at(++q);
            }
            int exponent = 0;
            while (c >= '0' && c <= '9') {
                c = at(++q);
                exponent++;
            }
            if (exponent == 0) {
                return p;
            }
        }
        return q;
    }

    /** The scanned token as a number of any form: decimal, integer in another base, .inf/.nan, JSON's strings. */
    private double special(boolean asFloat) {
        if (tokenStyle == PLAIN) {
            if (TextNumbers.isDecimal(buffer, tokenStart, tokenEnd)) {
                return asFloat ? TextNumbers.parseDecimalFloat(buffer, tokenStart, tokenEnd) : TextNumbers.parseDecimal(buffer, tokenStart, tokenEnd);
            }
            switch (specialFloat()) {
                case 1: return Double.POSITIVE_INFINITY;
                case -1: return Double.NEGATIVE_INFINITY;
                case 2: return Double.NaN;
                default: break;
            }
            if (isRadixInteger(tokenStart, tokenEnd)) {
                return Long.parseUnsignedLong(TextNumbers.ascii(buffer, tokenStart + 2, tokenEnd), at(tokenStart + 1) == 'x' ? 16 : 8);
            }
        } else if (!tokenEscapes) {
            String s = tokenText();
            switch (s) {
                case "NaN": return Double.NaN;
                case "Infinity": return Double.POSITIVE_INFINITY;
                case "-Infinity": return Double.NEGATIVE_INFINITY;
                default: break;
            }
        }
        throw error(tokenAt, "expected a number but found " + show(tokenAt));
    }

    @Override
    public String text() {
        if (absent) {
            return null;
        }
        int p = pos;
        int c = at(p);
        if (json && c == '"') {
            // A JSON string without escapes: to the closing quote, then decoded in one go.
            int q = p + 1;
            int b = at(q);
            while (b != '"' && b != '\\' && b != EOF) {
                b = at(++q);
            }
            if (b == '"') {
                limits.validateStringLength(q - p - 1, p);
                String s = decode(p + 1, q - p - 1);
                endScalar(q + 1, at(q + 1));
                return s;
            }
        } else if (!json && (c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z') && c != 'n' && c != 'N') {
            // Plain text to the end of the line, when no '#' or '\r' is on it.
            int q = p + 1;
            int b = at(q);
            while (b != '\n' && b != '#' && b != '\r' && b != EOF && !(context == IN_FLOW && (b == ',' || b == '}' || b == ']'))) {
                b = at(++q);
            }
            if (b == '\n' && at(q - 1) != ' ' && !lines.continues(q, minColumn(), context == IN_FLOW)) {
                limits.validateStringLength(q - p, p);
                String s = decode(p, q - p);
                pos = q + 1;
                lineStart = pos;
                return s;
            }
        }
        return textSlow();
    }

    private String textSlow() {
        int p = valueStart();
        int c = at(p);
        if (c == '{' || c == '[' || nothingInline(p) && c != EOF && (context == IN_FLOW || collectionBelow())) {
            throw error(p, "expected a text but found " + (c == '{' || c == '[' ? show(p) : "a nested block"));
        }
        scan();
        if (tokenIsNull()) {
            return null;
        }
        return tokenText();
    }

    /** After "key:" or "- " and nothing else on the line: whether a collection follows below (a scalar there is read as the value). */
    private boolean collectionBelow() {
        int save = pos;
        int saveLine = lineStart;
        int q = skipToContent();
        int column = q - lineStart;
        boolean dash = at(q) == '-' && isBlank(at(q + 1));
        boolean nested = q < limit && (column > indent && (dash || keyAt(q) || at(q) == '{' || at(q) == '[') || dash && column == indent && context == AFTER_KEY);
        pos = save;
        lineStart = saveLine;
        return nested;
    }

    @Override
    public <E extends Enum<E>> E asEnum(EnumValues<E> values) {
        if (absent) {
            return null;
        }
        int p = json ? pos + 1 : pos;
        if (p <= buffer.capacity() - 8 && p < limit && (!json || at(pos) == '"')) {
            int ordinal = values.ordinalOfTerminatedName(buffer.getLong(p), json ? '"' : '\n');
            if (ordinal >= 0) {
                int end = p + values.name(ordinal).utf8Length();
                if (end < limit) {
                    if (json) {
                        endScalar(end + 1, at(end + 1));
                    } else {
                        pos = end + 1;
                        lineStart = pos;
                    }
                    return values.constant(ordinal);
                }
            }
        }
        return asEnumSlow(values);
    }

    private <E extends Enum<E>> E asEnumSlow(EnumValues<E> values) {
        String name = text();
        if (name == null) {
            return null;
        }
        for (int i = 0; i < values.size(); i++) {
            if (values.constant(i).name().equals(name)) {
                return values.constant(i);
            }
        }
        throw error(tokenAt, "'" + name + "' is not a constant of " + values.type().getName());
    }

    @Override
    public byte[] bytes() {
        if (absent) {
            return null;
        }
        int p = valueStart();
        boolean tagged = tagIs(p, "!!binary");
        if (tagged) {
            pos = p + "!!binary".length();
        }
        scan();
        if (!tagged && tokenIsNull()) {
            return null;
        }
        String base64 = tokenText(); // a block or multi-line scalar holds its text decoded, not between tokenStart and tokenEnd
        limits.validateBytesLength(base64.length() / 4 * 3, tokenAt);
        try {
            return Base64.getMimeDecoder().decode(base64);
        } catch (IllegalArgumentException e) {
            throw error(tokenAt, "expected base64 bytes but found " + show(tokenAt));
        }
    }

    // ---- containers

    @Override
    public <T> T object(T reuse, WireReader<T> reader) {
        if (absent) {
            return null;
        }
        return enterObject() ? read(reuse, reader) : null;
    }

    @Override
    public Object typed(TypeAliases aliases) {
        if (absent) {
            return null;
        }
        int p = valueStart();
        if (at(p) != '!' || at(p + 1) == '!') {
            if (nullAhead(p)) {
                scan();
                return null;
            }
            throw error(p, "expected a typed object (a !Alias tag) but found " + show(p));
        }
        int end = p + 1;
        while (!isBlank(at(end)) && at(end) != '{') {
            end++;
        }
        TypeAliases.Alias<?> alias = aliases.forTag(buffer.getStringLatin1(p + 1, end - p - 1), p);
        pos = end;
        return readAs(alias);
    }

    private <T> T readAs(TypeAliases.Alias<T> alias) {
        return object(null, alias.marshaller());
    }

    private boolean nullAhead(int p) {
        int end = trimEnd(p, plainEnd(p));
        int s0 = tokenStart;
        int s1 = tokenEnd;
        int s2 = tokenStyle;
        tokenStart = p;
        tokenEnd = end;
        tokenStyle = PLAIN;
        boolean isNull = at(p) != EOF && tokenIsNull() && end > p;
        tokenStart = s0;
        tokenEnd = s1;
        tokenStyle = s2;
        return isNull;
    }

    /** Opens the mapping at the cursor; false (and the null consumed) for a null. */
    private boolean enterObject() {
        int p = valueStart();
        int c = at(p);
        if (c == '!' ) {
            while (!isBlank(at(p)) && at(p) != '{') {
                p++; // a local tag: the description already says what the object is
            }
            pos = p;
            p = valueStart();
            c = at(p);
        }
        if (c == '{') {
            push(FLOW_MAP, 0, p + 1);
            return true;
        }
        if (nothingInline(p)) {
            int q = skipToContent();
            int column = q - lineStart;
            if (q < limit && column > indent && !isMarker(q, '-') && !isMarker(q, '.')) {
                push(BLOCK_MAP, column, q);
                return true;
            }
            return false; // "key:" with nothing under it: null
        }
        if (nullAhead(p)) {
            scan();
            return false;
        }
        if ((context == AFTER_DASH || context == TOP) && keyAt(p)) {
            push(BLOCK_MAP, p - lineStart, p);
            return true;
        }
        throw error(p, "expected an object but found " + show(p));
    }

    @Override
    public <T> T sequence(T reuse, WireReader<T> reader) {
        if (absent) {
            return null;
        }
        int p = valueStart();
        int c = at(p);
        if (c == '[') {
            push(FLOW_SEQ, 0, p + 1);
            return read(reuse, reader);
        }
        if (nothingInline(p)) {
            int save = pos;
            int saveLine = lineStart;
            int q = skipToContent();
            int column = q - lineStart;
            boolean compact = context == AFTER_KEY && kind == BLOCK_MAP && column == indent;
            if (q < limit && at(q) == '-' && isBlank(at(q + 1)) && (column > indent || compact)) {
                push(BLOCK_SEQ, column, q);
                return read(reuse, reader);
            }
            pos = save;
            lineStart = saveLine;
            if (q >= limit || column <= indent) {
                pos = q;
                return null;
            }
            throw error(q, "expected a sequence but found " + show(q));
        }
        if ((context == AFTER_DASH || context == TOP) && c == '-' && isBlank(at(p + 1))) {
            push(BLOCK_SEQ, p - lineStart, p);
            return read(reuse, reader);
        }
        if (nullAhead(p)) {
            scan();
            return null;
        }
        throw error(p, "expected a sequence but found " + show(p));
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
        objectLine = lineStart;
        pos = start;
        context = newKind >= FLOW_MAP ? IN_FLOW : AFTER_KEY;
    }

    /** Runs the reader on the container just opened, passes over what it did not read, and closes it. */
    private <T> T read(T reuse, WireReader<T> reader) {
        T result = reader.read(reuse, this);
        int closing = kind;
        while (hasMore()) {
            if (closing == BLOCK_MAP || closing == FLOW_MAP) {
                int p = pos;
                if (!keyAt(p)) {
                    throw error(p, "expected a key but found " + show(p));
                }
                scanKey();
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
            int p = skipToContent();
            int expected = closing == FLOW_MAP ? '}' : ']';
            if (at(p) != expected) {
                throw error(p, "expected '" + (char) expected + "' but found " + show(p));
            }
            context = kind >= FLOW_MAP ? IN_FLOW : AFTER_KEY;
            endScalarSlow(p + 1);
        }
        context = kind >= FLOW_MAP ? IN_FLOW : AFTER_KEY;
        return result;
    }

    @Override
    public void skip() {
        if (!absent) {
            skipValue();
        }
    }

    private static final WireReader<Object> SKIP_ALL = (reuse, in) -> null;

    /** Passes over the value at the cursor, whatever it is. */
    private void skipValue() {
        switch (type()) {
            case OBJECT -> object(null, SKIP_ALL);
            case SEQUENCE -> sequence(null, SKIP_ALL);
            case NONE -> { }
            default -> scan();
        }
    }
}
