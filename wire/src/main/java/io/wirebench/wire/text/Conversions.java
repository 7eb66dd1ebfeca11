package io.wirebench.wire.text;

import io.wirebench.wire.Documents;
import io.wirebench.wire.TextEncoding;
import io.wirebench.wire.WireIn;
import io.wirebench.wire.WireLimitException;
import io.wirebench.wire.WireLimits;
import io.wirebench.wire.binary.BinaryWireIn;
import io.wirebench.wire.binary.BinaryWireOut;
import io.wirebench.wire.binary.KeyStyle;
import io.wirebench.wire.binary.NumberStyle;
import io.wirebench.wire.bytes.BytesIn;
import io.wirebench.wire.bytes.BytesOut;
import io.wirebench.wire.bytes.BytesWireOut;
import io.wirebench.wire.bytes.HeapBuffer;
import io.wirebench.wire.json.JsonWireOut;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.function.Function;

/**
 * Conversions without the schema, from any self-describing rendering to any other: binary YAML to
 * YAML text and back, binary YAML to JSON. A test written in YAML replays as binary; binary
 * traffic logs as YAML.
 *
 * <p>Every value is copied by its type ({@link io.wirebench.wire.ValueIn#type()}). Binary YAML to YAML text and back
 * gives the same bytes for keyed binary YAML with compact numbers ({@link KeyStyle#NAMED} or
 * {@link KeyStyle#NUMBERED}, {@link NumberStyle#COMPACT}): field numbers show as plain integer
 * keys ({@code 3: 1234}) and come back as numbers, names come back as names, a compact writer
 * picks the same width for the same value, and a float32 shows the exact double it holds so
 * that it comes back as a float32. Fixed-width numbers come back compact (YAML has no widths),
 * and field-less binary YAML has no keys to make a mapping of.
 *
 * <p>A YAML stream holds documents separated by {@code ---} lines; a meta-data document's line is
 * {@code --- # meta-data}.
 *
 * <p>Values without keys: a document of several (field-less binary YAML) converts to a sequence,
 * and so does an object whose values have no keys, as the dump shows them; one value without a
 * key is the document's one node. A container that mixes keys and values without keys, a field
 * number outside {@code int}, a second root node in a YAML document, a value without a key inside
 * a YAML mapping and text UTF-8 cannot carry are refused ({@code TreeCopy} has the rules).
 *
 * <p>Every call has an output budget for the whole call, {@value #OUTPUT_PER_INPUT_BYTE} bytes per
 * input byte and at least {@value #MIN_OUTPUT_BUDGET} unless the caller gives one: indentation can
 * make YAML hundreds of times longer than nested binary input. Past it the call ends in a
 * {@link WireLimitException}. Every refusal is a {@link io.wirebench.wire.MalformedWireException}
 * (a {@code WireLimitException} is one); the calls keep no state, so a refused input changes nothing.
 */
public final class Conversions {
    private static final String META_DATA_MARKER = "--- # meta-data";
    /** The default output budget of a call: this many bytes of output per byte of input ... */
    public static final int OUTPUT_PER_INPUT_BYTE = 64;
    /** ... and at least this many bytes (1 MiB), for small inputs. */
    public static final int MIN_OUTPUT_BUDGET = 1 << 20;

    private Conversions() {
    }

    /** The default output budget for an input of {@code inputBytes}: {@value #OUTPUT_PER_INPUT_BYTE} bytes a byte, at least {@value #MIN_OUTPUT_BUDGET}. */
    public static int outputBudget(int inputBytes) {
        return (int) Math.min(Integer.MAX_VALUE - 16, Math.max(MIN_OUTPUT_BUDGET, (long) OUTPUT_PER_INPUT_BYTE * inputBytes));
    }

    // ---- binary YAML -> text

    /** Every document in {@code binary} (framed binary YAML) as a YAML stream, within the default output budget. */
    public static String binaryToYaml(byte[] binary) {
        return binaryToYaml(binary, outputBudget(binary.length));
    }

    /**
     * Every document in {@code binary} as a YAML stream.
     *
     * @param maxOutput the most bytes of UTF-8 text the whole call may write: past it the call ends in a
     *                  {@link WireLimitException} (one value may overrun it by its own rendering)
     */
    public static String binaryToYaml(byte[] binary, int maxOutput) {
        return binaryToText(binary, maxOutput, YamlWireOut::new, true);
    }

    /** Every document in {@code binary} as one line of JSON each (JSON Lines), meta-data documents too, within the default output budget. */
    public static String binaryToJson(byte[] binary) {
        return binaryToJson(binary, outputBudget(binary.length));
    }

    /** As {@link #binaryToJson(byte[])}, with {@code maxOutput} bytes of UTF-8 text for the whole call. */
    public static String binaryToJson(byte[] binary, int maxOutput) {
        return binaryToText(binary, maxOutput, JsonWireOut::new, false);
    }

    /**
     * Every document in {@code binary} as UTF-8 text, each written by the writer {@code writerOf}
     * makes over the output: a YAML stream when {@code markers} (a document marker line before each
     * document), else JSON Lines (a line break after each).
     */
    private static String binaryToText(byte[] binary, int maxOutput, Function<BytesOut, BytesWireOut> writerOf, boolean markers) {
        HeapBuffer text = HeapBuffer.expandable(initialCapacity(maxOutput, binary.length));
        BytesOut out = new BytesOut(text);
        BytesWireOut writer = writerOf.apply(out);
        forEachDocument(binary, out, maxOutput, (metaData, in, copy) -> {
            if (markers) {
                String marker = metaData ? META_DATA_MARKER + "\n" : "---\n";
                out.writeUtf8Bytes(marker, marker.length());
            }
            writer.writeBody(in, copy::document);
            if (!markers) {
                out.writeByte('\n');
            }
        });
        return new String(text.array(), 0, out.position(), StandardCharsets.UTF_8);
    }

    /** Room for text about four times the binary input, never more than the budget allows. */
    private static int initialCapacity(int maxOutput, int inputBytes) {
        if (maxOutput < 1) {
            throw new IllegalArgumentException("maxOutput must be at least 1 byte, not " + maxOutput);
        }
        return (int) Math.min(maxOutput, 4L * inputBytes) + 64;
    }

    private interface DocumentVisitor {
        void visit(boolean metaData, WireIn in, TreeCopy copy);
    }

    private static void forEachDocument(byte[] binary, BytesOut out, int maxOutput, DocumentVisitor visitor) {
        BytesIn bytes = new BytesIn(HeapBuffer.wrap(binary), WireLimits.DEFAULT);
        BinaryWireIn in = new BinaryWireIn(bytes);
        TreeCopy copy = new TreeCopy(out, maxOutput, bytes);
        while (bytes.remaining() > 0) {
            int header = bytes.enterDocument();
            in.reset();
            visitor.visit(Documents.isMetaData(header), in, copy);
            bytes.exitDocument();
        }
    }

    // ---- text -> binary YAML

    /** Every document of a YAML stream as framed binary YAML, within the default output budget. */
    public static byte[] yamlToBinary(String yaml) {
        return yamlToBinary(yaml, -1);
    }

    /**
     * Every document of a YAML stream as framed binary YAML: names as names, plain integer keys as
     * field numbers, compact numbers. A document holds one root node: a second one, or a value
     * without a key inside a mapping, is refused (YAML this reader cannot give a meaning to), as is
     * text with a lone surrogate (an escape of a surrogate without its pair), which UTF-8 cannot carry.
     *
     * @param maxOutput the most bytes the whole call may write, or -1 for the default budget
     */
    public static byte[] yamlToBinary(String yaml, int maxOutput) {
        byte[] text = yaml.getBytes(StandardCharsets.UTF_8);
        if (maxOutput == 0 || maxOutput < -1) {
            throw new IllegalArgumentException("maxOutput must be at least 1 byte, or -1 for the default, not " + maxOutput);
        }
        int budget = maxOutput == -1 ? outputBudget(text.length) : maxOutput;
        HeapBuffer source = HeapBuffer.wrap(text);
        YamlWireIn in = new YamlWireIn(new BytesIn(source), TextEncoding.UTF_8);
        HeapBuffer target = HeapBuffer.expandable(256);
        BytesOut out = new BytesOut(target);
        BinaryWireOut binary = new BinaryWireOut(out, KeyStyle.NUMBERED, NumberStyle.COMPACT);
        TreeCopy copy = new TreeCopy(out, budget, null);
        int start = 0;
        while (start < text.length) {
            int end = nextDocument(text, start);
            boolean metaData = startsWith(text, start, META_DATA_MARKER);
            if (startsWith(text, start, "---") || !blank(text, start, end)) {
                in.reset(start, end);
                copy.textAt(start);
                binary.writeDocument(metaData, in, copy::document);
            }
            start = end;
        }
        return Arrays.copyOf(target.array(), out.position());
    }

    /** Where the document starting at {@code from} ends: at the next {@code ---} line after its first line. */
    private static int nextDocument(byte[] text, int from) {
        int p = from;
        boolean first = true;
        while (p < text.length) {
            if (!first && startsWith(text, p, "---") && (p + 3 == text.length || text[p + 3] == ' ' || text[p + 3] == '\n' || text[p + 3] == '\r')) {
                return p;
            }
            first = false;
            while (p < text.length && text[p] != '\n') {
                p++;
            }
            p++;
        }
        return text.length;
    }

    private static boolean blank(byte[] text, int from, int to) {
        String s = new String(text, from, to - from, StandardCharsets.UTF_8);
        for (String line : s.split("\n")) {
            String t = line.strip();
            if (!t.isEmpty() && !t.startsWith("#") && !t.startsWith("---") && !t.equals("...")) {
                return false;
            }
        }
        return true;
    }

    private static boolean startsWith(byte[] text, int at, String prefix) {
        if (at + prefix.length() > text.length) {
            return false;
        }
        for (int i = 0; i < prefix.length(); i++) {
            if (text[at + i] != prefix.charAt(i)) {
                return false;
            }
        }
        return true;
    }
}
