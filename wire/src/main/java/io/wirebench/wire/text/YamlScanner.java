package io.wirebench.wire.text;

import io.wirebench.wire.EnumValues;
import io.wirebench.wire.MalformedWireException;
import io.wirebench.wire.WireKey;
import io.wirebench.wire.WireLimits;
import io.wirebench.wire.bytes.ReadableBuffer;

/**
 * The cursor over a YAML document (JSON included, as YAML's flow style): where reading is, the
 * start of its line, where the value at it stands (after a key, after a dash, at the root, in a
 * flow collection), and the lexical basics: spaces, comments, directives and document markers,
 * the end of a scalar and of its line. The common forms a writer writes are read here in place,
 * each in one small method over the cursor's own fields: {@code price:} or {@code "price":} as one
 * or two masked word compares, a decimal number, a line of plain text, a JSON string without
 * escapes, an enum name, {@code true}. Anything else is scanned into a token by {@link YamlTokens}.
 *
 * <p>It keeps no nesting: the read context ({@link YamlReadContext}) passes in the current
 * collection's indentation where the rules depend on it. Every loop moves forward and every read
 * is within the document ({@link #at} gives {@link #EOF} past its end).
 *
 * <p>Public only for {@code json.JsonWireIn}, which reads JSON's forms with it from its own
 * package; made by {@link YamlWireIn}, it is not an API of its own.
 */
public final class YamlScanner {
    /** What {@link #at} returns at and past the end of the document. */
    static final int EOF = -1;

    // Where the value at the cursor stands (context).
    static final int AFTER_KEY = 0;
    static final int AFTER_DASH = 1;
    static final int TOP = 2;
    static final int IN_FLOW = 3;

    private static final long TRUE_LINE = 't' | 'r' << 8 | 'u' << 16 | 'e' << 24 | (long) '\n' << 32;
    private static final long FALSE = 'f' | 'a' << 8 | 'l' << 16 | 's' << 24 | (long) 'e' << 32;

    final ReadableBuffer buffer;
    final WireLimits limits;
    final ScalarLines lines;

    /** The end of the document. */
    int limit;
    /** The cursor. */
    int pos;
    /** The start of the line the cursor is on. */
    int lineStart;
    /** Where the value at the cursor stands: {@link #AFTER_KEY}, {@link #AFTER_DASH}, {@link #TOP} or {@link #IN_FLOW}. */
    int context;
    /** Where the value read last starts: the offset its errors name. */
    int tokenAt;

    YamlScanner(ReadableBuffer buffer, WireLimits limits, boolean latin1) {
        this.buffer = buffer;
        this.limits = limits;
        this.lines = new ScalarLines(buffer, latin1, limits);
    }

    // ---- bytes

    /** The byte at {@code p}, or {@link #EOF} at and past the end of the document. */
    int at(int p) {
        return p < limit ? buffer.getByte(p) & 0xFF : EOF;
    }

    MalformedWireException error(int p, String problem) {
        return new MalformedWireException(p, problem);
    }

    /** What stands at {@code p}, for an error message: up to 20 bytes of its line, quoted. */
    String show(int p) {
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

    /** {@code length} bytes of text at {@code from}, UTF-8 or 8-bit. */
    String decode(int from, int length) {
        return lines.decode(from, length);
    }

    // ---- lines, spaces, comments, markers

    /**
     * Starts on the document in {@code [from, to)}: past a byte order mark, directives and a
     * {@code ---} line; returns where its content starts, with the cursor there.
     */
    int start(int from, int to) {
        pos = from;
        limit = to;
        lines.limit(to);
        lineStart = from;
        context = TOP;
        if (at(pos) == 0xEF && at(pos + 1) == 0xBB && at(pos + 2) == 0xBF) {
            pos += 3; // a UTF-8 byte order mark
            lineStart = pos;
        }
        skipDirectivesAndMarker();
        return skipToContent();
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
    boolean isMarker(int p, int c) {
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
    int skipToContent() {
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

    static boolean isBlank(int c) {
        return c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == EOF;
    }

    /** The nested block content starts on a later line: nothing but spaces or a comment is left on this one. */
    boolean nothingInline(int p) {
        int c = at(p);
        return c == '\n' || c == '\r' || c == '#' || c == EOF;
    }

    // ---- the forms a writer writes, read in place

    /**
     * YAML's key form at the cursor in a block mapping indented by {@code indent}: {@code price:}
     * then a space or a line break, matched with one or two masked word compares against the key's
     * bytes laid out in advance. Moves to the value if it is there; else moves nothing.
     */
    boolean yamlKey(WireKey key, int indent) {
        int p = pos;
        if (p == lineStart && indent != 0) {
            p += indent; // checked below: the key's bytes would not match spaces
            for (int i = lineStart; i < p; i++) {
                if (at(i) != ' ') {
                    return false;
                }
            }
        }
        int length = key.yamlKeyLength();
        if (length <= 8 && p <= buffer.capacity() - 8 && p + length < limit) {
            long mask = -1L >>> ((8 - length) << 3);
            if ((buffer.getLong(p) & mask) == key.yamlKeyWord(0)) {
                int after = at(p + length);
                if (after == ' ') {
                    pos = p + length + 1;
                    context = AFTER_KEY;
                    return true;
                }
                if (after == '\n' || after == '\r') {
                    pos = p + length;
                    context = AFTER_KEY;
                    return true;
                }
            }
        } else if (length <= 16 && p <= buffer.capacity() - 16 && p + length < limit
                && buffer.getLong(p) == key.yamlKeyWord(0)
                && (buffer.getLong(p + 8) & (-1L >>> ((16 - length) << 3))) == key.yamlKeyWord(1)
                && at(p + length) == ' ') {
            pos = p + length + 1;
            context = AFTER_KEY;
            return true;
        }
        return false;
    }

    /** JSON's key form at the cursor, after a comma if one is there: {@code "price":}, as {@link #yamlKey} matches YAML's. */
    public boolean jsonKey(WireKey key) {
        int p = pos;
        if (at(p) == ',') {
            p++;
        }
        int length = key.jsonKeyLength();
        if (length <= 8 && p <= buffer.capacity() - 8 && p + length <= limit) {
            long mask = -1L >>> ((8 - length) << 3);
            if ((buffer.getLong(p) & mask) == key.jsonKeyWord(0)) {
                pos = p + length;
                context = IN_FLOW;
                return true;
            }
        } else if (length <= 16 && p <= buffer.capacity() - 16 && p + length <= limit
                && buffer.getLong(p) == key.jsonKeyWord(0)
                && (buffer.getLong(p + 8) & (-1L >>> ((16 - length) << 3))) == key.jsonKeyWord(1)) {
            pos = p + length;
            context = IN_FLOW;
            return true;
        }
        return false;
    }

    /** {@code true} and a line break at the cursor, moved past; false (nothing moved) for anything else. */
    boolean trueLine() {
        int p = pos;
        if (p <= buffer.capacity() - 8 && p + 5 <= limit && (buffer.getLong(p) & 0xFF_FFFF_FFFFL) == TRUE_LINE) {
            toLine(p + 5);
            return true;
        }
        return false;
    }

    /** JSON's {@code true} (1) or {@code false} (0) at the cursor, moved past; -1 (nothing moved) for anything else. */
    public int jsonBoolean() {
        int p = pos;
        if (p <= buffer.capacity() - 8 && p + 5 <= limit) {
            long word = buffer.getLong(p);
            if ((word & 0xFFFF_FFFFL) == (TRUE_LINE & 0xFFFF_FFFFL)) {
                endScalar(p + 4, at(p + 4));
                return 1;
            }
            if ((word & 0xFF_FFFF_FFFFL) == FALSE) {
                endScalar(p + 5, at(p + 5));
                return 0;
            }
        }
        return -1;
    }

    /**
     * A decimal integer of up to 19 digits within the long range at the cursor that ends the value,
     * parsed in place and moved past (one pass, no token); {@link TextNumbers#NOT_FAST} (nothing
     * moved) for any other form.
     */
    long plainLong() {
        int p = pos;
        tokenAt = p;
        int c = at(p);
        boolean negative = c == '-';
        if (negative) {
            c = at(++p);
        }
        int start = p;
        long v = 0;
        while (c >= '0' && c <= '9' && p - start < 19) {
            v = v * 10 + (c - '0');
            c = at(++p);
        }
        if (v < 0) {
            // 19 digits are exact as an unsigned long; the sign bit set means beyond Long.MAX_VALUE, or
            // -2^63 itself, which is the NOT_FAST sentinel: both take the general path.
            return TextNumbers.NOT_FAST;
        }
        if (p > start && !(c >= '0' && c <= '9') && c != '.' && c != 'e' && c != 'E' && c != 'x' && c != 'o' && c != '_' && c != ':') {
            endScalar(p, c);
            return negative ? -v : v;
        }
        return TextNumbers.NOT_FAST;
    }

    /**
     * The end of a decimal number at the cursor that ends its value: at a line break, or in JSON
     * ({@code json}) also at a flow separator; -1 if there is none.
     */
    public int decimalEnd(boolean json) {
        int p = pos;
        int end = numberEnd(p);
        if (end > p) {
            int c = at(end);
            if (c == '\n' || json && (c == ',' || c == '}' || c == ']')) {
                return end;
            }
        }
        return -1;
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

    /** The decimal number from the cursor to {@code end} (from {@link #decimalEnd}), moved past. */
    public double decimal(int end) {
        double d = TextNumbers.parseDecimal(buffer, pos, end);
        endScalar(end, at(end));
        return d;
    }

    /** {@link #decimal} as a float, rounded once. */
    public float decimalFloat(int end) {
        float f = TextNumbers.parseDecimalFloat(buffer, pos, end);
        endScalar(end, at(end));
        return f;
    }

    /**
     * Plain text starting with a letter (not {@code n}, which may be null) to the end of its line,
     * when no {@code #} or {@code \r} is on it and the lines below do not continue it, moved past;
     * null (nothing moved) otherwise. {@code indent}: the current collection's.
     */
    String plainLine(int indent) {
        int p = pos;
        int c = at(p);
        if ((c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z') && c != 'n' && c != 'N') {
            int q = p + 1;
            int b = at(q);
            while (b != '\n' && b != '#' && b != '\r' && b != EOF && !(context == IN_FLOW && (b == ',' || b == '}' || b == ']'))) {
                b = at(++q);
            }
            if (b == '\n' && at(q - 1) != ' ' && !lines.continues(q, minColumn(indent), context == IN_FLOW)) {
                limits.validateStringLength(q - p, p);
                String s = decode(p, q - p);
                toLine(q + 1);
                return s;
            }
        }
        return null;
    }

    /** A JSON string without escapes at the cursor: to its closing quote, decoded in one go, moved past; null (nothing moved) otherwise. */
    public String jsonString() {
        int p = pos;
        if (at(p) == '"') {
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
        }
        return null;
    }

    /** The ordinal of the enum name of up to 7 bytes at the cursor, followed by a line break, moved past; -1 (nothing moved) otherwise. */
    int plainEnum(EnumValues<?> values) {
        int p = pos;
        if (p <= buffer.capacity() - 8 && p < limit) {
            int ordinal = values.ordinalOfTerminatedName(buffer.getLong(p), '\n');
            if (ordinal >= 0) {
                int end = p + values.name(ordinal).utf8Length();
                if (end < limit) {
                    toLine(end + 1);
                    return ordinal;
                }
            }
        }
        return -1;
    }

    /** {@link #plainEnum} for JSON: the name of up to 7 bytes in quotes. */
    public int jsonEnum(EnumValues<?> values) {
        int p = pos + 1;
        if (p <= buffer.capacity() - 8 && p < limit && at(pos) == '"') {
            int ordinal = values.ordinalOfTerminatedName(buffer.getLong(p), '"');
            if (ordinal >= 0) {
                int end = p + values.name(ordinal).utf8Length();
                if (end < limit) {
                    endScalar(end + 1, at(end + 1));
                    return ordinal;
                }
            }
        }
        return -1;
    }

    // ---- scalars in general

    /** The first byte of the value: past spaces and a standard ({@code !!}) tag other than {@code !!binary}. */
    int valueStart() {
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

    boolean tagIs(int p, String tag) {
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
    void endScalar(int p, int c) {
        if (c == '\n') {
            toLine(p + 1);
            return;
        }
        if (context == IN_FLOW && (c == ',' || c == '}' || c == ']')) {
            pos = p;
            return;
        }
        endScalarSlow(p);
    }

    void endScalarSlow(int p) {
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
            toLine(p + 1);
        } else if (c == EOF || context == IN_FLOW && (c == ',' || c == '}' || c == ']')) {
            pos = p;
        } else {
            throw error(p, "expected the end of the value but found " + show(p));
        }
    }

    /** The cursor to {@code start}, the start of a line: the line's start moves with it. */
    void toLine(int start) {
        pos = start;
        lineStart = start;
    }

    /** The least column of a line that continues a plain scalar here: deeper than the collection, anything for a root scalar. */
    int minColumn(int indent) {
        return context == TOP || context == IN_FLOW ? 0 : indent + 1;
    }

    /** Where a plain scalar starting at {@code p} ends: a line break, a comment, or in flow context a flow indicator. */
    int plainEnd(int p) {
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

    int trimEnd(int from, int end) {
        while (end > from && (at(end - 1) == ' ' || at(end - 1) == '\t')) {
            end--;
        }
        return end;
    }
}
