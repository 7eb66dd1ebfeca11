package io.wirebench.wire.text;

import static io.wirebench.wire.text.YamlScanner.AFTER_DASH;
import static io.wirebench.wire.text.YamlScanner.AFTER_KEY;
import static io.wirebench.wire.text.YamlScanner.EOF;
import static io.wirebench.wire.text.YamlScanner.IN_FLOW;
import static io.wirebench.wire.text.YamlScanner.TOP;
import static io.wirebench.wire.text.YamlScanner.isBlank;

import io.wirebench.wire.EnumValues;
import io.wirebench.wire.TypeAliases;
import io.wirebench.wire.WireKey;
import java.util.Base64;

/**
 * The general scanning of a YAML document into tokens, on a {@link YamlScanner}'s cursor: implicit
 * and explicit keys, and scalars in every style (plain, also over several lines, single- and
 * double-quoted, literal and folded block scalars, a scalar on the line below its key); then
 * what a token means as each type a description asks for. This is the path of everything the
 * forms read in place ({@link YamlScanner}) do not recognise: out-of-order keys, text that needs
 * quotes or escapes, numbers in other forms, nulls, tags, errors.
 *
 * <p>Where YAML's rules depend on the current collection, the read context passes in its
 * indentation and whether it is a flow collection.
 */
final class YamlTokens {
    // The style of the token.
    private static final int PLAIN = 0;
    private static final int DOUBLE_QUOTED = 1;
    private static final int SINGLE_QUOTED = 2;
    /** A literal or folded block scalar, or a plain one over several lines: held decoded in {@link #blockText}. */
    private static final int BLOCK = 3;

    private final YamlScanner s;
    /** 8-bit text: a key that is not ASCII is compared as text, not as UTF-8 bytes. */
    private final boolean latin1;

    // The token: the scalar or key scanned last. Its text lies in [tokenStart, tokenEnd), or in blockText.
    private String blockText;
    private int tokenStart;
    private int tokenEnd;
    private int tokenStyle;
    private boolean tokenEscapes;

    YamlTokens(YamlScanner scanner, boolean latin1) {
        this.s = scanner;
        this.latin1 = latin1;
    }

    private int at(int p) {
        return s.at(p);
    }

    // ---- keys

    /**
     * Whether a key (a scalar then {@code :} and a blank, or a flow indicator after a quoted key)
     * starts at {@code p}; {@code flowCollection} whether the current collection is a flow one.
     */
    boolean keyAt(int p, boolean flowCollection) {
        int c = at(p);
        if (c == '"' || c == '\'') {
            int q = skipQuoted(p);
            while (at(q) == ' ') {
                q++;
            }
            return at(q) == ':';
        }
        if (c == '?' && isBlank(at(p + 1))) {
            if (flowCollection) {
                throw s.error(p, "an explicit key ('? ') in a flow collection, which is not supported");
            }
            return true;
        }
        if (c == '-' && isBlank(at(p + 1)) || c == '[' || c == '{' || c == '!' || c == '&' || c == '*' || c == EOF) {
            return false;
        }
        for (int q = p; q < s.limit; q++) {
            c = at(q);
            if (c == '\n' || c == '#' && at(q - 1) == ' ' || flowCollection && (c == ',' || c == '}' || c == ']')) {
                return false;
            }
            if (c == ':' && (isBlank(at(q + 1)) || flowCollection && (at(q + 1) == ',' || at(q + 1) == '}'))) {
                return true;
            }
        }
        return false;
    }

    /**
     * Reads the key at the cursor (where {@link #keyAt} found one) into the token, and moves past
     * its colon and the spaces after it, to its value.
     */
    void scanKey(boolean flowCollection) {
        int p = s.pos;
        s.tokenAt = p;
        boolean explicit = at(p) == '?' && isBlank(at(p + 1));
        int c = at(p);
        if (explicit) {
            p = explicitKey(p, flowCollection);
        } else if (c == '"' || c == '\'') {
            scanQuoted(p);
            p = tokenStyle == PLAIN ? p : skipQuoted(p);
            while (at(p) == ' ') {
                p++;
            }
        } else {
            int q = p;
            while (!(at(q) == ':' && (isBlank(at(q + 1)) || flowCollection && (at(q + 1) == ',' || at(q + 1) == '}')))) {
                q++;
            }
            token(p, s.trimEnd(p, q), PLAIN, false);
            p = q;
        }
        s.limits.validateStringLength(tokenEnd - tokenStart, s.tokenAt);
        if (at(p) != ':') {
            throw s.error(p, "expected ':' after a key but found " + s.show(p));
        }
        p++;
        while (at(p) == ' ') {
            p++;
        }
        s.pos = p;
        // After an explicit key's ':', a compact sequence or mapping may start on the line, as after "- ".
        s.context = flowCollection ? IN_FLOW : explicit && !s.nothingInline(p) ? AFTER_DASH : AFTER_KEY;
    }

    /**
     * The explicit key "? key" at {@code p}, a scalar on the '?' line (what writers use for a key
     * longer than an implicit key's 1,024 characters) or a block scalar (what SnakeYAML writes for a
     * key with line breaks): reads it into the token and returns where its ':' is, at the '?'
     * column on the next line with content. A key that is a collection is refused by name.
     */
    private int explicitKey(int p, boolean flowCollection) {
        int column = p - s.lineStart;
        int q = p + 1;
        while (at(q) == ' ' || at(q) == '\t') {
            q++;
        }
        int c = at(q);
        if (c == '"' || c == '\'') {
            q = skipQuoted(q);
        } else if (c == '|' || c == '>') {
            blockText = s.lines.block(q, column); // what SnakeYAML writes for a key with line breaks
            token(q, q, BLOCK, false);
            q = s.lines.end();
        } else if (s.nothingInline(q) || keyAt(q, flowCollection) || c == '[' || c == '{' || c == '&' || c == '*' || c == '!'
                || (c == '-' || c == '?') && isBlank(at(q + 1))) {
            throw s.error(q, "a complex key (after '? ', a collection, a key on the lines below, an alias or a tag) is not supported");
        } else {
            int end = s.plainEnd(q);
            token(q, s.trimEnd(q, end), PLAIN, false);
            q = end;
        }
        if (tokenStyle == BLOCK) {
            s.toLine(q);
        } else {
            s.endScalarSlow(q);
        }
        int colon = s.skipToContent();
        if (colon - s.lineStart != column || at(colon) != ':' || !isBlank(at(colon + 1))) {
            throw s.error(colon, "expected ': ' at the column of the explicit key ('? ') above (a key over several lines, or one"
                    + " without a value, is not supported) but found " + s.show(colon));
        }
        return colon;
    }

    /** Whether the token is {@code key}: by its name, or by its field number for a plain integer key. */
    boolean tokenMatches(WireKey key) {
        if (tokenEscapes || tokenStyle == BLOCK) {
            return tokenText().equals(key.name());
        }
        int length = tokenEnd - tokenStart;
        if (tokenStyle == PLAIN && key.hasNumber() && allDigits(tokenStart, tokenEnd)) {
            // A plain integer key is a field number, as binary YAML's numbered keys show in YAML.
            return Integer.parseInt(TextNumbers.ascii(s.buffer, tokenStart, tokenEnd)) == key.number();
        }
        if (latin1 && !key.isAscii()) {
            return tokenText().equals(key.name());
        }
        if (length != key.utf8Length()) {
            return false;
        }
        for (int i = 0; i < length; i++) {
            if (s.buffer.getByte(tokenStart + i) != key.utf8Byte(i)) {
                return false;
            }
        }
        return true;
    }

    /** Whether the token is a plain integer key: a field number. */
    boolean tokenIsNumberKey() {
        return tokenStyle == PLAIN && tokenEnd > tokenStart && allDigits(tokenStart, tokenEnd);
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

    /**
     * Reads the scalar at the cursor into the token (its style, where its text lies, whether it
     * has escapes) and moves past it and the rest of its line. {@code indent} and
     * {@code flowCollection}: the current collection's.
     */
    void scan(int indent, boolean flowCollection) {
        int p = s.valueStart();
        if (s.context != IN_FLOW && s.nothingInline(p)) {
            p = scalarBelow(p, indent, flowCollection);
        }
        s.tokenAt = p;
        int c = at(p);
        if (c == '"' || c == '\'') {
            scanQuoted(p);
            s.endScalarSlow(skipQuoted(p));
        } else if (c == '|' || c == '>') {
            if (s.context == IN_FLOW) {
                throw s.error(p, "a block scalar ('" + (char) c + "') inside a flow collection, which YAML does not allow");
            }
            blockText = s.lines.block(p, s.context == TOP ? -1 : indent);
            s.toLine(s.lines.end());
            token(p, p, BLOCK, false);
        } else {
            int end = s.plainEnd(p);
            token(p, s.trimEnd(p, end), PLAIN, false);
            int b = at(end);
            String folded = (b == '\n' || b == '\r') && tokenEnd > p ? s.lines.plain(p, tokenEnd, end, s.minColumn(indent), s.context == IN_FLOW) : null;
            if (folded != null) {
                blockText = folded; // held decoded, as a block scalar's text is
                tokenStyle = BLOCK;
                end = s.lines.end();
                s.lineStart = s.lines.lastLineStart();
            }
            s.endScalarSlow(end);
        }
        s.limits.validateStringLength(tokenEnd - tokenStart, s.tokenAt);
    }

    /**
     * Nothing but a comment after "key:" or "- ": a scalar that starts on a later line, indented
     * more than the collection and not a collection itself, is read from there ({@code p} if none does).
     */
    private int scalarBelow(int p, int indent, boolean flowCollection) {
        int save = s.pos;
        int saveLine = s.lineStart;
        int q = s.skipToContent();
        if (q < s.limit && q - s.lineStart >= s.minColumn(indent) && !s.isMarker(q, '-') && !s.isMarker(q, '.') && !keyAt(q, flowCollection)
                && !(at(q) == '-' && isBlank(at(q + 1)))) {
            return s.valueStart();
        }
        s.pos = save;
        s.lineStart = saveLine;
        return p;
    }

    /** Sets the token to the quoted scalar at {@code p}. */
    private void scanQuoted(int p) {
        int quote = at(p);
        int q = p + 1;
        boolean escapes = false;
        while (true) {
            int c = at(q);
            if (c == EOF || c == '\n') {
                throw s.error(p, "a quoted scalar that is not closed on its line: not closed at all, or a multi-line quoted scalar, which is not supported");
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
        token(p + 1, q, quote == '"' ? DOUBLE_QUOTED : SINGLE_QUOTED, escapes);
    }

    /** The token just read: its text in {@code [start, end)} of the buffer, its style, and whether that text holds escapes. */
    private void token(int start, int end, int style, boolean escapes) {
        tokenStart = start;
        tokenEnd = end;
        tokenStyle = style;
        tokenEscapes = escapes;
    }

    /** Past the closing quote of the quoted scalar at {@code p}. */
    private int skipQuoted(int p) {
        scanQuoted(p);
        return tokenEnd + 1;
    }

    /** The token's text, unescaped. */
    String tokenText() {
        if (tokenStyle == BLOCK) {
            return blockText;
        }
        int length = tokenEnd - tokenStart;
        if (!tokenEscapes) {
            return s.decode(tokenStart, length);
        }
        return tokenStyle == SINGLE_QUOTED ? s.decode(tokenStart, length).replace("''", "'") : QuotedScalars.unescape(s.decode(tokenStart, length), tokenStart);
    }

    /** Whether the token is a plain {@code word} exactly. */
    private boolean tokenIs(String word) {
        return tokenStyle == PLAIN && CoreScalars.is(s.buffer, tokenStart, tokenEnd, word);
    }

    private boolean tokenIsNull() {
        return tokenStyle == PLAIN && CoreScalars.isNull(s.buffer, tokenStart, tokenEnd);
    }

    /** Whether a plain null ({@code null}, {@code ~}, not an empty value) starts at {@code p}. */
    boolean nullAhead(int p) {
        int end = s.trimEnd(p, s.plainEnd(p));
        return at(p) != EOF && CoreScalars.isNull(s.buffer, p, end) && end > p;
    }

    // ---- what a token means: the values the forms read in place leave

    /** A boolean in any form: YAML 1.2's words, and YAML 1.1's where a boolean is asked for. */
    boolean bool(int indent, boolean flowCollection) {
        scan(indent, flowCollection);
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
        throw s.error(s.tokenAt, "expected a boolean but found " + s.show(s.tokenAt));
    }

    /** An integer in any form: long decimals, {@code 0x}, {@code 0o}, a whole number written as a float. */
    long int64(int indent, boolean flowCollection) {
        scan(indent, flowCollection);
        int from = tokenStart;
        int to = tokenEnd;
        if (tokenStyle != PLAIN) {
            throw s.error(s.tokenAt, "expected an integer but found the text " + s.show(s.tokenAt));
        }
        long v = TextNumbers.parseLongFast(s.buffer, from, to);
        if (v != TextNumbers.NOT_FAST) {
            return v;
        }
        if (CoreScalars.isRadixInteger(s.buffer, from, to)) {
            return CoreScalars.radixInteger(s.buffer, from, to);
        }
        String text = TextNumbers.ascii(s.buffer, from, to);
        if (CoreScalars.isDecimalLong(text)) {
            return Long.parseLong(text.startsWith("+") ? text.substring(1) : text);
        }
        // else a whole number written as a float reads as an integer, as in binary YAML
        if (TextNumbers.isDecimal(s.buffer, from, to)) {
            double d = TextNumbers.parseDecimal(s.buffer, from, to);
            long whole = (long) d;
            if (whole == d && whole != Long.MAX_VALUE && whole != Long.MIN_VALUE) {
                return whole;
            }
            throw s.error(s.tokenAt, "expected an integer but found the float " + text);
        }
        throw s.error(s.tokenAt, "expected an integer but found " + s.show(s.tokenAt));
    }

    /**
     * A number of any form ({@code asFloat}: rounded once to a float, returned widened): decimal,
     * an integer in another base, {@code .inf}/{@code .nan}, JSON's {@code "NaN"} and {@code "Infinity"} strings.
     */
    double number(boolean asFloat, int indent, boolean flowCollection) {
        scan(indent, flowCollection);
        int from = tokenStart;
        int to = tokenEnd;
        if (tokenStyle == PLAIN) {
            if (TextNumbers.isDecimal(s.buffer, from, to)) {
                return asFloat ? TextNumbers.parseDecimalFloat(s.buffer, from, to) : TextNumbers.parseDecimal(s.buffer, from, to);
            }
            switch (CoreScalars.specialFloat(s.buffer, from, to)) {
                case 1: return Double.POSITIVE_INFINITY;
                case -1: return Double.NEGATIVE_INFINITY;
                case 2: return Double.NaN;
                default: break;
            }
            if (CoreScalars.isRadixInteger(s.buffer, from, to)) {
                return CoreScalars.radixInteger(s.buffer, from, to);
            }
        } else if (!tokenEscapes) {
            switch (tokenText()) {
                case "NaN": return Double.NaN;
                case "Infinity": return Double.POSITIVE_INFINITY;
                case "-Infinity": return Double.NEGATIVE_INFINITY;
                default: break;
            }
        }
        throw s.error(s.tokenAt, "expected a number but found " + s.show(s.tokenAt));
    }

    /** Text in any form: quoted, block, over several lines; null for a null; an error for a collection. */
    String text(int indent, boolean flowCollection) {
        int p = s.valueStart();
        int c = at(p);
        if (c == '{' || c == '[' || s.nothingInline(p) && c != EOF && (s.context == IN_FLOW || collectionBelow(indent, flowCollection))) {
            throw s.error(p, "expected a text but found " + (c == '{' || c == '[' ? s.show(p) : "a nested block"));
        }
        scan(indent, flowCollection);
        if (tokenIsNull()) {
            return null;
        }
        return tokenText();
    }

    /** After "key:" or "- " and nothing else on the line: whether a collection follows below (a scalar there is read as the value). */
    private boolean collectionBelow(int indent, boolean flowCollection) {
        int save = s.pos;
        int saveLine = s.lineStart;
        int q = s.skipToContent();
        int column = q - s.lineStart;
        boolean dash = at(q) == '-' && isBlank(at(q + 1));
        boolean nested = q < s.limit && (column > indent && (dash || keyAt(q, flowCollection) || at(q) == '{' || at(q) == '[')
                || dash && column == indent && s.context == AFTER_KEY);
        s.pos = save;
        s.lineStart = saveLine;
        return nested;
    }

    /** The constant named {@code name} (text just read; null for a null), or an error naming the type. */
    <E extends Enum<E>> E enumNamed(EnumValues<E> values, String name) {
        if (name == null) {
            return null;
        }
        for (int i = 0; i < values.size(); i++) {
            if (values.constant(i).name().equals(name)) {
                return values.constant(i);
            }
        }
        throw s.error(s.tokenAt, "'" + name + "' is not a constant of " + values.type().getName());
    }

    /** Base64 bytes, tagged {@code !!binary} or not; null for an untagged null. */
    byte[] bytes(int indent, boolean flowCollection) {
        int p = s.valueStart();
        boolean tagged = s.tagIs(p, "!!binary");
        if (tagged) {
            s.pos = p + "!!binary".length();
        }
        scan(indent, flowCollection);
        if (!tagged && tokenIsNull()) {
            return null;
        }
        String base64 = tokenText(); // a block or multi-line scalar holds its text decoded, not between tokenStart and tokenEnd
        s.limits.validateBytesLength(base64.length() / 4 * 3, s.tokenAt);
        try {
            return Base64.getMimeDecoder().decode(base64);
        } catch (IllegalArgumentException e) {
            throw s.error(s.tokenAt, "expected base64 bytes but found " + s.show(s.tokenAt));
        }
    }

    /** The alias a local tag ({@code !Alias}) at the cursor names, with the cursor after the tag; null (consumed) for a null. */
    TypeAliases.Alias<?> typeTag(TypeAliases aliases, int indent, boolean flowCollection) {
        int p = s.valueStart();
        if (at(p) != '!' || at(p + 1) == '!') {
            if (nullAhead(p)) {
                scan(indent, flowCollection);
                return null;
            }
            throw s.error(p, "expected a typed object (a !Alias tag) but found " + s.show(p));
        }
        int end = p + 1;
        while (!isBlank(at(end)) && at(end) != '{') {
            end++;
        }
        TypeAliases.Alias<?> alias = aliases.forTag(s.buffer.getStringLatin1(p + 1, end - p - 1), p);
        s.pos = end;
        return alias;
    }
}
