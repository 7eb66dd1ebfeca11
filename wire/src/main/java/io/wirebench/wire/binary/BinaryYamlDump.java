package io.wirebench.wire.binary;

import static io.wirebench.wire.binary.BinaryCodes.*;

import io.wirebench.wire.Documents;
import io.wirebench.wire.MalformedWireException;
import io.wirebench.wire.WireLimitException;
import io.wirebench.wire.WireLimits;
import io.wirebench.wire.YamlScalars;
import io.wirebench.wire.bytes.BytesIn;
import io.wirebench.wire.bytes.HeapBuffer;
import io.wirebench.wire.bytes.HexDump;
import io.wirebench.wire.bytes.ReadableBuffer;
import java.util.Base64;

/**
 * Renders binary YAML documents as YAML text without their schema: the type codes say everything
 * needed. Each document starts with a line that says what it is:
 *
 * <pre>
 * --- #binary                   a data document
 * --- # meta-data #binary       a meta-data document
 * --- # not-complete #binary    a document its writer has not finished: its length is not known yet,
 *                               so the rest of the buffer follows as a commented hex dump, and nothing after it is read
 * </pre>
 *
 * Fields are {@code key: value} lines (a numbered key shows its number, {@code 3: 1234}); a
 * nested object's fields are indented under its key; sequences are {@code - } items; fields
 * without keys show as bare values, and a container without keys as a flow {@code [ a, b ]}.
 * Text is plain unless YAML would read it as something else, then double-quoted; whole floats
 * show without ".0" ({@code price: 1234}); bytes as {@code !!binary} base64.
 *
 * <p>Corrupt input is a {@link MalformedWireException}, as for any reader.
 *
 * <p>A dump is bounded, whatever the input: it stops at the first line (or flow value) that
 * starts past {@link WireLimits#maxDumpLength()} characters, with a last line
 * {@code # cut: the dump reached its budget of N characters (WireLimits.maxDumpLength) at offset X (the input ends at Y)}
 * (indentation can make a dump hundreds of times longer than its input). Nesting is bounded by
 * {@link WireLimits#maxNestingDepth()} only, not by the caller's stack: a dump that runs out of
 * stack starts again on a thread of its own whose stack is sized for that depth.
 */
public final class BinaryYamlDump {
    private final BytesIn in;
    private final WireLimits limits;
    private final StringBuilder sb = new StringBuilder();
    private final int budget;
    /** The next line is already started (after "- "): do not indent it. */
    private boolean inline;
    /** Flow collections the dump is inside of. */
    private int flowDepth;

    private BinaryYamlDump(ReadableBuffer buffer, WireLimits limits) {
        this.in = new BytesIn(buffer, limits);
        this.limits = limits;
        this.budget = limits.maxDumpLength();
    }

    /** Every document in {@code bytes}. */
    public static String dump(byte[] bytes) {
        return dump(HeapBuffer.wrap(bytes), 0, bytes.length);
    }

    /** Every document in {@code [from, to)} of {@code buffer}. */
    public static String dump(ReadableBuffer buffer, int from, int to) {
        return dump(buffer, from, to, WireLimits.DEFAULT);
    }

    public static String dump(ReadableBuffer buffer, int from, int to, WireLimits limits) {
        try {
            return dumpHere(buffer, from, to, limits);
        } catch (StackOverflowError e) {
            return dumpOnOwnStack(buffer, from, to, limits);
        }
    }

    private static String dumpHere(ReadableBuffer buffer, int from, int to, WireLimits limits) {
        BinaryYamlDump d = new BinaryYamlDump(buffer, limits);
        d.in.reset(from, to);
        try {
            d.documents(buffer, to);
        } catch (Cut cut) {
            d.cut(to);
        }
        return d.sb.toString();
    }

    /** Stack per level of nesting (two frames of this class a level, with room to spare), and for the rest. */
    private static final long STACK_PER_LEVEL = 2048;
    private static final long STACK_BASE = 1 << 20;

    /**
     * The caller's stack was too small for this input's nesting: dump it again (a dump reads, it
     * changes nothing) on a thread whose stack holds the deepest nesting the limits and the input
     * allow (each level takes at least two bytes).
     */
    private static String dumpOnOwnStack(ReadableBuffer buffer, int from, int to, WireLimits limits) {
        long levels = Math.min(limits.maxNestingDepth(), ((long) to - from) / 2 + 1);
        Object[] result = new Object[1];
        Thread t = new Thread(null, () -> {
            try {
                result[0] = dumpHere(buffer, from, to, limits);
            } catch (RuntimeException | StackOverflowError e) {
                result[0] = e;
            }
        }, "wire-dump", STACK_BASE + levels * STACK_PER_LEVEL);
        t.start();
        try {
            t.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while dumping", e);
        }
        if (result[0] instanceof RuntimeException e) {
            throw e;
        }
        if (result[0] instanceof StackOverflowError) {
            throw new WireLimitException(from, "nesting deeper than a dump's stack sized for " + levels
                    + " levels (WireLimits.maxNestingDepth)");
        }
        return (String) result[0];
    }

    /** Thrown when the output passes its budget; carries nothing, so it costs no stack trace. */
    private static final class Cut extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Cut() {
            super(null, null, false, false);
        }
    }

    private void checkBudget() {
        if (sb.length() > budget) {
            throw new Cut();
        }
    }

    private void cut(int to) {
        if (sb.length() > 0 && sb.charAt(sb.length() - 1) != '\n') {
            sb.append('\n');
        }
        sb.append("# cut: the dump reached its budget of ").append(budget).append(" characters (WireLimits.maxDumpLength) at offset ")
                .append(in.position()).append(" (the input ends at ").append(to).append(")\n");
    }

    /** Hex lines for {@code [at, to)}, as many as the budget has room for. */
    private void hexDump(ReadableBuffer buffer, int at, int to) {
        long room = Math.max(0, (long) (budget - sb.length()) / HEX_LINE_LENGTH * 16);
        int end = (int) Math.min(to, at + room);
        HexDump.appendTo(sb, buffer, at, end, "# ");
        if (end < to) {
            in.position(end);
            throw new Cut();
        }
    }

    /** A hex dump line behind "# ". */
    private static final int HEX_LINE_LENGTH = 2 + 8 + 16 * 3 + 1 + 17 + 1;

    private void documents(ReadableBuffer buffer, int to) {
        while (in.remaining() > 0) {
            int at = in.position();
            if (in.remaining() < Documents.HEADER_LENGTH) {
                sb.append("# ").append(in.remaining()).append(" byte(s) after the last document, too few for a header:\n");
                hexDump(buffer, at, to);
                return;
            }
            int header = in.peekDocumentHeader();
            if (!Documents.isComplete(header)) {
                sb.append("--- # not-complete #binary\n# its writer has not finished it; the bytes from here on:\n");
                hexDump(buffer, at, to);
                return;
            }
            checkBudget();
            in.enterDocument();
            sb.append(Documents.isMetaData(header) ? "--- # meta-data #binary\n" : "--- #binary\n");
            if (in.position() == in.limit()) {
                sb.append("{}\n"); // an empty mapping: a document with nothing in it reads as null
            } else {
                block(0, 0);
            }
            in.exitDocument();
        }
    }

    /**
     * The fields of an object, one per line. A value without a key (field-less data) is a sequence
     * item: bare values one per line would read, to a YAML parser, as one multi-line string. An
     * object that mixes the two is written as the text writers write it (wire/README.md, "The text
     * writers' contract"): a sequence, each run of keys one mapping element of it.
     */
    private void block(int indent, int depth) {
        int first = -1;
        boolean sequence = false;
        boolean run = false;
        while (in.position() < in.limit()) {
            String key = key();
            if (key == null) {
                if (!sequence && first >= 0) {
                    indentAsItem(first); // the keys before it become the first element
                }
                sequence = true;
                run = false;
                indent(indent);
                first = first < 0 ? sb.length() : first;
                sb.append("- ");
                blockValue(indent, depth);
                continue;
            }
            int keyIndent = indent;
            if (sequence) {
                if (!run) {
                    indent(indent);
                    sb.append("- ");
                    inline = true;
                    run = true;
                }
                keyIndent = indent + 2;
            }
            indent(keyIndent);
            first = first < 0 ? sb.length() : first;
            appendKey(key, keyIndent);
            if (isContainer(in.peekUnsignedByte())) {
                container(keyIndent, depth, true);
            } else {
                sb.append(' ').append(scalar()).append('\n');
            }
        }
    }

    /**
     * The lines from {@code from} on become the first item of a sequence: "- " in front, the lines
     * after the first indented two more (every line break of a dump is one between lines).
     */
    private void indentAsItem(int from) {
        int breaks = 0;
        for (int i = from; i < sb.length() - 1; i++) {
            breaks += sb.charAt(i) == '\n' ? 1 : 0;
        }
        if (sb.length() + 2 + 2L * breaks > budget) {
            throw new Cut(); // the budget holds for the whole dump, rewrites included
        }
        StringBuilder moved = new StringBuilder(sb.length() - from + 2 + 2 * breaks).append("- ");
        for (int i = from; i < sb.length(); i++) {
            char c = sb.charAt(i);
            moved.append(c);
            if (c == '\n' && i < sb.length() - 1) {
                moved.append("  ");
            }
        }
        sb.setLength(from);
        sb.append(moved);
    }

    /** A value at the start of a line: a scalar, or a container in flow style. */
    private void blockValue(int indent, int depth) {
        if (isContainer(in.peekUnsignedByte())) {
            flowContainer(depth);
            sb.append('\n');
        } else {
            sb.append(scalar()).append('\n');
        }
    }

    /** The container at the cursor in flow style, entered and passed: with {@link #flowContent}, two frames a level. */
    private void flowContainer(int depth) {
        boolean object = isObject(in.peekUnsignedByte());
        int outerLimit = in.limit();
        int end = enter(depth);
        flowContent(depth + 1, object);
        exit(end, outerLimit);
    }

    /** A container after "key:" (block style when it has keys or is a sequence) or after "- ". */
    private void container(int indent, int depth, boolean afterKey) {
        int code = in.peekUnsignedByte();
        boolean sequence = code == SEQUENCE_SHORT || code == SEQUENCE;
        int outerLimit = in.limit();
        int end = enter(depth);
        if (in.position() == end) {
            sb.append(afterKey ? " " : "").append(sequence ? "[ ]" : "{ }").append('\n');
        } else if (sequence && afterKey) {
            sb.append('\n');
            sequenceItems(indent + 2, depth + 1);
        } else if (!sequence && isKey(in.peekUnsignedByte())) {
            if (afterKey) {
                sb.append('\n');
            } else {
                inline = true;
            }
            block(indent + 2, depth + 1);
        } else {
            sb.append(afterKey ? " " : "");
            flowContent(depth + 1, !sequence);
            sb.append('\n');
        }
        exit(end, outerLimit);
    }

    private void sequenceItems(int indent, int depth) {
        while (in.position() < in.limit()) {
            indent(indent);
            sb.append("- ");
            String key = key();
            if (key != null) {
                appendKey(key, indent + 2); // a key in a sequence is unusual but not an error here
                sb.append(' ');
            }
            if (isContainer(in.peekUnsignedByte())) {
                container(indent, depth, false);
            } else {
                sb.append(scalar()).append('\n');
            }
        }
    }

    /** The content of the container just entered, as {@code { k: v, ... }} or {@code [ v, ... ]}. */
    private void flowContent(int depth, boolean object) {
        flowDepth++;
        if (in.position() >= in.limit()) {
            sb.append(object ? "{ }" : "[ ]");
            flowDepth--;
            return;
        }
        boolean keyed = isKey(in.peekUnsignedByte());
        sb.append(keyed ? "{ " : "[ ");
        boolean first = true;
        while (in.position() < in.limit()) {
            checkBudget();
            if (!first) {
                sb.append(", ");
            }
            first = false;
            String key = key();
            if (key != null) {
                // In flow style a long key takes the explicit form on one line: "? key : value".
                sb.append(key.length() > YamlScalars.MAX_IMPLICIT_KEY_LENGTH ? "? " : "").append(key).append(": ");
            }
            if (isContainer(in.peekUnsignedByte())) {
                flowContainer(depth);
            } else {
                sb.append(scalar());
            }
        }
        sb.append(keyed ? " }" : " ]");
        flowDepth--;
    }

    /** Text as YAML; in flow style quoted also when it holds '?', which SnakeYAML takes there for a key's start. */
    private String text(String s) {
        return flowDepth > 0 && s.indexOf('?') >= 0 ? YamlScalars.quoted(s) : YamlScalars.text(s);
    }

    /**
     * A block key and its colon: "key:", or for a key longer than YAML's 1,024 characters of an
     * implicit key the explicit form, "? key", then the colon on a line of its own at the key's column.
     */
    private void appendKey(String key, int indent) {
        if (key.length() > YamlScalars.MAX_IMPLICIT_KEY_LENGTH) {
            sb.append("? ").append(key).append('\n');
            indent(indent);
        } else {
            sb.append(key);
        }
        sb.append(':');
    }

    /** Every line starts here, so here the budget is checked. */
    private void indent(int indent) {
        checkBudget();
        if (inline) {
            inline = false;
            return;
        }
        for (int i = 0; i < indent; i++) { // no String per line
            sb.append(' ');
        }
    }

    /** Reads a container's code and length and limits the cursor to its content; returns where it ends. */
    private int enter(int depth) {
        int at = in.position();
        int code = in.readUnsignedByte();
        int length;
        if (code == OBJECT_SHORT || code == SEQUENCE_SHORT) {
            length = in.readUnsignedByte();
        } else {
            length = in.readInt();
            if (length < 0) {
                throw new MalformedWireException(at, "a container declares a negative length, " + length);
            }
        }
        in.require(length, "a container");
        limits.validateNestingDepth(depth + 1, at);
        int end = in.position() + length;
        in.limit(end);
        return end;
    }

    /** Back to the enclosing container, past the one just rendered. */
    private void exit(int end, int outerLimit) {
        in.position(end);
        in.limit(outerLimit);
    }

    private static boolean isObject(int code) {
        return code == OBJECT_SHORT || code == OBJECT;
    }

    private static boolean isContainer(int code) {
        return code == OBJECT_SHORT || code == OBJECT || code == SEQUENCE_SHORT || code == SEQUENCE;
    }

    /** The key at the cursor as YAML, or null if the next item is a value. */
    private String key() {
        int at = in.position();
        int code = in.peekUnsignedByte();
        if (!isKey(code)) {
            return null;
        }
        in.skip(1);
        if (code >= FIELD_NAME_INLINE && code <= FIELD_NAME_INLINE + INLINE_MAX) {
            return text(in.readUtf8(code - FIELD_NAME_INLINE, at));
        }
        if (code == FIELD_NAME) {
            return text(in.readUtf8(length(at), at));
        }
        if (code == FIELD_NUMBER) {
            return Long.toString(in.readStopBit());
        }
        return Integer.toString(code - FIELD_NUMBER_INLINE);
    }

    private String scalar() {
        int at = in.position();
        int code = in.readUnsignedByte();
        if (code <= SMALL_INT_MAX) {
            return Integer.toString(code);
        }
        if (code >= TEXT_INLINE) {
            return text(in.readUtf8(code - TEXT_INLINE, at));
        }
        return switch (code) {
            case INT8 -> Integer.toString(in.readByte());
            case INT16 -> Integer.toString(in.readShort());
            case INT32 -> Integer.toString(in.readInt());
            case INT64 -> Long.toString(in.readLong());
            case UINT8 -> Integer.toString(in.readUnsignedByte());
            case UINT16 -> Integer.toString(in.readShort() & 0xFFFF);
            case UINT32 -> Long.toString(in.readInt() & 0xFFFF_FFFFL);
            case FLOAT32 -> YamlScalars.number(in.readFloat());
            case FLOAT64 -> YamlScalars.number(in.readDouble());
            case TRUE -> "true";
            case FALSE -> "false";
            case NULL -> "null";
            case TEXT -> text(in.readUtf8(length(at), at));
            case BYTES -> {
                int length = length(at);
                limits.validateBytesLength(length, at);
                in.require(length, "bytes");
                byte[] bytes = new byte[length];
                in.readBytes(bytes, 0, length);
                yield "!!binary " + Base64.getEncoder().encodeToString(bytes);
            }
            default -> throw new MalformedWireException(at, "expected a value but found " + BinaryCodes.describe(code));
        };
    }

    private int length(int at) {
        long length = in.readStopBit();
        if (length < 0 || length > Integer.MAX_VALUE) {
            throw new MalformedWireException(at, "a length of " + length + " is impossible");
        }
        return (int) length;
    }
}
