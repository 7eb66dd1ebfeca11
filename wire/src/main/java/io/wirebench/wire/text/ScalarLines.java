package io.wirebench.wire.text;

import io.wirebench.wire.MalformedWireException;
import io.wirebench.wire.WireLimits;
import io.wirebench.wire.bytes.ReadableBuffer;

/**
 * The YAML scalars that span lines, read for {@link YamlWireIn}: block scalars, literal {@code |}
 * and folded {@code >} with their indentation and chomping indicators (YAML 1.2 section 8.1), and
 * plain scalars continued on the lines below (section 7.3.3), which other emitters write for long
 * text. Line folding follows section 6.5: between two lines of text a line break is a space, and
 * n empty lines are n line feeds; a folded scalar keeps the breaks around its more-indented lines.
 * Chomping (section 8.1.1.2): {@code -} strips the final line break, the default keeps one,
 * {@code +} keeps it and the empty lines after it.
 *
 * <p>Every loop moves forward and every read is within the document: each line is looked at a
 * bounded number of times, so a scalar costs time linear in its length.
 */
final class ScalarLines {
    private static final int EOF = -1;
    private static final int STRIP = -1;
    private static final int CLIP = 0;
    private static final int KEEP = 1;

    private final ReadableBuffer buffer;
    private final boolean latin1;
    private final WireLimits limits;
    private int limit;
    /** After a read: where the reader goes on. */
    private int end;
    /** Line breaks passed by the last {@link #nextPlainLine}. */
    private int breaks;
    /** The start of the line a plain scalar over several lines ends on. */
    private int lastLine;

    ScalarLines(ReadableBuffer buffer, boolean latin1, WireLimits limits) {
        this.buffer = buffer;
        this.latin1 = latin1;
        this.limits = limits;
    }

    void limit(int limit) {
        this.limit = limit;
    }

    /** Where the reader goes on after the last scalar read: the start of a line after a block scalar, the end of a plain scalar's text. */
    int end() {
        return end;
    }

    /** The start of the line the last plain scalar read by {@link #plain} ends on. */
    int lastLineStart() {
        return lastLine;
    }

    private int at(int p) {
        return p < limit ? buffer.getByte(p) & 0xFF : EOF;
    }

    /** {@code length} bytes of text at {@code from}, UTF-8 or 8-bit. */
    String decode(int from, int length) {
        if (latin1) {
            return buffer.getStringLatin1(from, length);
        }
        try {
            return buffer.getStringUtf8(from, length);
        } catch (IllegalArgumentException e) {
            throw new MalformedWireException(from, "the text of " + length + " bytes here is not UTF-8: " + e.getMessage(), e);
        }
    }

    private static boolean isFlowIndicator(int c) {
        return c == ',' || c == '[' || c == ']' || c == '{' || c == '}';
    }

    /** After the last byte of a line's content: a line break or the end. */
    private boolean isLineEnd(int p) {
        int c = at(p);
        return c == '\n' || c == EOF || c == '\r' && (at(p + 1) == '\n' || at(p + 1) == EOF);
    }

    /** The start of the line after the one {@code p} is on (or the end). */
    private int nextLine(int p) {
        while (p < limit && at(p) != '\n') {
            p++;
        }
        return p < limit ? p + 1 : p;
    }

    private boolean isMarker(int lineStart) {
        int c = at(lineStart);
        if ((c != '-' && c != '.') || at(lineStart + 1) != c || at(lineStart + 2) != c) {
            return false;
        }
        int next = at(lineStart + 3);
        return next == EOF || next == ' ' || next == '\t' || next == '\n' || next == '\r';
    }

    private static void lineFeeds(StringBuilder sb, int count) {
        for (int i = 0; i < count; i++) {
            sb.append('\n');
        }
    }

    // ---- block scalars

    /**
     * The block scalar whose indicator ({@code |} or {@code >}) is at {@code p}, the value of a node
     * at indentation {@code n}: the column of the keys or dashes of the collection it is in, -1 for
     * a document's root. {@link #end()} is then the start of the first line after it.
     */
    String block(int p, int n) {
        boolean folded = at(p) == '>';
        int q = p + 1;
        int chomp = CLIP;
        int explicit = 0;
        for (int i = 0; i < 2; i++) {
            int c = at(q);
            if ((c == '-' || c == '+') && chomp == CLIP) {
                chomp = c == '-' ? STRIP : KEEP;
                q++;
            } else if (c >= '1' && c <= '9' && explicit == 0) {
                explicit = c - '0';
                q++;
            }
        }
        int c = at(q);
        while (c == ' ' || c == '\t') {
            c = at(++q);
        }
        if (c == '#' && (at(q - 1) == ' ' || at(q - 1) == '\t')) {
            while (q < limit && at(q) != '\n') {
                q++;
            }
        }
        if (!isLineEnd(q)) {
            throw new MalformedWireException(q, "a block scalar's header (" + (char) at(p)
                    + ", then at most an indentation digit and '-' or '+', then a comment) ends at its line, but here follows '" + (char) at(q) + "'");
        }
        int first = nextLine(q);
        // The content's indentation: given by the digit, else that of the first line with text (8.1.1.1).
        int indent = explicit > 0 ? n + explicit : autoIndent(first, n);
        StringBuilder sb = new StringBuilder();
        int empties = 0;
        boolean any = false;
        boolean lastSpaced = false;
        int line = first;
        while (line < limit) {
            int s = 0;
            while (s < indent && at(line + s) == ' ') {
                s++;
            }
            int textStart = line + s;
            if (s < indent) {
                if (at(textStart) == EOF || !isLineEnd(textStart)) {
                    break; // less indented text: the scalar has ended
                }
                empties++;
                line = nextLine(textStart);
                continue;
            }
            if (indent == 0 && isMarker(line)) {
                break;
            }
            int lineEnd = textStart;
            while (lineEnd < limit && at(lineEnd) != '\n') {
                lineEnd++;
            }
            if (lineEnd == limit && lineEnd == textStart) {
                break; // the document ends on spaces without a line break: nothing more
            }
            int textEnd = lineEnd > textStart && at(lineEnd - 1) == '\r' ? lineEnd - 1 : lineEnd;
            if (textEnd == textStart) {
                empties++;
            } else {
                int c0 = at(textStart);
                boolean spaced = c0 == ' ' || c0 == '\t';
                if (!any) {
                    lineFeeds(sb, empties);
                } else if (folded && !spaced && !lastSpaced) {
                    if (empties == 0) {
                        sb.append(' ');
                    } else {
                        lineFeeds(sb, empties);
                    }
                } else {
                    lineFeeds(sb, empties + 1);
                }
                sb.append(decode(textStart, textEnd - textStart));
                limits.validateStringLength(sb.length(), p);
                any = true;
                lastSpaced = spaced;
                empties = 0;
            }
            line = lineEnd < limit ? lineEnd + 1 : lineEnd;
        }
        end = line;
        if (any && chomp != STRIP) {
            sb.append('\n');
        }
        if (chomp == KEEP) {
            lineFeeds(sb, empties);
        }
        limits.validateStringLength(sb.length(), p);
        return sb.toString();
    }

    /** The indentation of the first line with text from {@code line} on (more than {@code n}), checking the empty lines before it. */
    private int autoIndent(int line, int n) {
        int widestEmpty = 0;
        int widestLine = line;
        while (line < limit) {
            int s = 0;
            while (at(line + s) == ' ') {
                s++;
            }
            if (at(line + s) == EOF) {
                break;
            }
            if (isLineEnd(line + s)) {
                if (s > widestEmpty) {
                    widestEmpty = s;
                    widestLine = line;
                }
                line = nextLine(line + s);
                continue;
            }
            if (s <= n) {
                break; // no text of its own: an empty scalar
            }
            if (widestEmpty > s) {
                throw new MalformedWireException(widestLine, "a leading empty line of a block scalar holds " + widestEmpty
                        + " spaces, more than its first line of text (" + s + ")");
            }
            return s;
        }
        return Math.max(widestEmpty, n + 1);
    }

    // ---- plain scalars over several lines

    /**
     * Whether the plain scalar whose first line ends at the line break at {@code eol} goes on below:
     * the next line with text is indented at least {@code minColumn} and is not a comment, a
     * document marker or (in flow context) a flow indicator.
     */
    boolean continues(int eol, int minColumn, boolean flow) {
        return nextPlainLine(eol, minColumn, flow) >= 0;
    }

    /**
     * The plain scalar whose first line's text is {@code [from, to)} and ends at the line break at
     * {@code eol}, with the lines that continue it folded in; null if none does. {@link #end()} is
     * then where the text of its last line ends.
     */
    String plain(int from, int to, int eol, int minColumn, boolean flow) {
        int p = nextPlainLine(eol, minColumn, flow);
        if (p < 0) {
            return null;
        }
        StringBuilder sb = new StringBuilder().append(decode(from, to - from));
        int last = to;
        while (p >= 0) {
            if (breaks == 1) {
                sb.append(' ');
            } else {
                lineFeeds(sb, breaks - 1);
            }
            int q = p;
            boolean ends = false;
            while (true) {
                int c = at(q);
                if (c == '\n' || c == '\r' || c == EOF) {
                    break;
                }
                if (c == '#' && (at(q - 1) == ' ' || at(q - 1) == '\t') || flow && isFlowIndicator(c)) {
                    ends = true;
                    break;
                }
                q++;
            }
            int textEnd = q;
            while (textEnd > p && (at(textEnd - 1) == ' ' || at(textEnd - 1) == '\t')) {
                textEnd--;
            }
            sb.append(decode(p, textEnd - p));
            limits.validateStringLength(sb.length(), from);
            last = textEnd;
            p = ends ? -1 : nextPlainLine(q, minColumn, flow);
        }
        end = last;
        return sb.toString();
    }

    private boolean isValueIndicator(int q, boolean flow) {
        int next = at(q + 1);
        return next == ' ' || next == '\t' || next == '\n' || next == '\r' || next == EOF || flow && isFlowIndicator(next);
    }

    private MalformedWireException keyOverLines(int q) {
        return new MalformedWireException(q, "a plain scalar continued from the line above holds ':' before a space or the line's end:"
                + " a key over more than one line, which YAML does not allow (an implicit key is one line)");
    }

    /**
     * After the line break at {@code eol} (or the end): the start of the text of the next line that
     * continues a plain scalar, past any empty lines (counted in {@link #breaks}), or -1.
     */
    private int nextPlainLine(int eol, int minColumn, boolean flow) {
        int p = eol;
        int count = 0;
        while (true) {
            if (at(p) == '\r') {
                p++;
            }
            if (at(p) != '\n') {
                return -1;
            }
            int lineStart = ++p;
            count++;
            while (at(p) == ' ') {
                p++;
            }
            int column = p - lineStart;
            while (at(p) == ' ' || at(p) == '\t') {
                p++;
            }
            int c = at(p);
            if (c == '\n' || c == '\r') {
                continue; // an empty line
            }
            if (c == EOF || c == '#' || column < minColumn || column == 0 && isMarker(lineStart) || flow && isFlowIndicator(c)) {
                return -1;
            }
            if (c == ':' && isValueIndicator(p, flow)) {
                if (flow) {
                    return -1;
                }
                throw keyOverLines(p);
            }
            if (holdsKey(p, flow)) {
                // Not a continuation: a key indented deeper than its mapping's, which this reader takes
                // as the mapping's next key (as it did before it read plain scalars over lines).
                return -1;
            }
            breaks = count;
            lastLine = lineStart;
            return p;
        }
    }

    /** Whether the line from {@code p} holds a key: ':' before a blank, ahead of any comment. */
    private boolean holdsKey(int p, boolean flow) {
        for (int q = p; q < limit; q++) {
            int c = at(q);
            if (c == '\n' || c == '\r' || c == '#' && (at(q - 1) == ' ' || at(q - 1) == '\t') || flow && isFlowIndicator(c)) {
                return false;
            }
            if (c == ':' && isValueIndicator(q, flow)) {
                return true;
            }
        }
        return false;
    }
}
