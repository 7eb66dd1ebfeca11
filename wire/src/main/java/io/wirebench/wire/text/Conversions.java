package io.wirebench.wire.text;

import io.wirebench.wire.Documents;
import io.wirebench.wire.MalformedWireException;
import io.wirebench.wire.TextEncoding;
import io.wirebench.wire.ValueIn;
import io.wirebench.wire.ValueOut;
import io.wirebench.wire.WireIn;
import io.wirebench.wire.WireKey;
import io.wirebench.wire.WireLimits;
import io.wirebench.wire.WireOut;
import io.wirebench.wire.WireReader;
import io.wirebench.wire.WireWriter;
import io.wirebench.wire.binary.BinaryWireIn;
import io.wirebench.wire.binary.BinaryWireOut;
import io.wirebench.wire.binary.KeyStyle;
import io.wirebench.wire.binary.NumberStyle;
import io.wirebench.wire.bytes.BytesIn;
import io.wirebench.wire.bytes.BytesOut;
import io.wirebench.wire.bytes.HeapBuffer;
import io.wirebench.wire.json.JsonWireOut;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Conversions without the schema, from any self-describing rendering to any other: binary YAML to
 * YAML text and back, binary YAML to JSON. A test written in YAML replays as binary; binary
 * traffic logs as YAML.
 *
 * <p>Every value is copied by its type ({@link ValueIn#type()}). Binary YAML to YAML text and back
 * gives the same bytes for keyed binary YAML with compact numbers ({@link KeyStyle#NAMED} or
 * {@link KeyStyle#NUMBERED}, {@link NumberStyle#COMPACT}): field numbers show as plain integer
 * keys ({@code 3: 1234}) and come back as numbers, names come back as names, a compact writer
 * picks the same width for the same value, and a float32 shows the exact double it holds so
 * that it comes back as a float32. Fixed-width numbers come back compact (YAML has no widths),
 * and field-less binary YAML has no keys to make a mapping of.
 *
 * <p>A YAML stream holds documents separated by {@code ---} lines; a meta-data document's line is
 * {@code --- # meta-data}.
 */
public final class Conversions {
    private static final String META_DATA_MARKER = "--- # meta-data";

    private Conversions() {
    }

    // ---- the copy

    /** The fields (or elements) from the reader's cursor to the end of its object, written to {@code out}. */
    public static void copyFields(WireIn in, WireOut out) {
        while (in.hasMore()) {
            String name = in.readFieldName();
            ValueOut value;
            if (name == null) {
                value = out.writeValue();
            } else if (in.fieldNameIsNumber()) {
                value = out.write(WireKey.of(name, Integer.parseInt(name)));
            } else {
                value = out.write((CharSequence) name);
            }
            copyValue(in.readValue(), value);
        }
    }

    /** One value of any type. */
    public static void copyValue(ValueIn in, ValueOut out) {
        switch (in.type()) {
            case NULL -> {
                in.skip();
                out.nul();
            }
            case BOOLEAN -> out.bool(in.bool());
            case INTEGER -> out.int64(in.int64());
            case FLOAT -> out.float64(in.float64());
            case TEXT -> out.text(in.text());
            case BYTES -> out.bytes(in.bytes());
            case OBJECT -> in.object(out, OBJECT_COPY);
            case SEQUENCE -> in.sequence(out, SEQUENCE_COPY);
            case NONE -> throw new MalformedWireException("expected a value but the object or sequence ends");
        }
    }

    private static final WireWriter<WireIn> FIELDS = (source, target) -> copyFields(source, target);

    private static final WireReader<ValueOut> OBJECT_COPY = (out, in) -> {
        out.object(in, FIELDS);
        return out;
    };

    private static final WireReader<ValueOut> SEQUENCE_COPY = (out, in) -> {
        out.sequence(in, FIELDS);
        return out;
    };

    // ---- binary YAML -> text

    /** Every document in {@code binary} (framed binary YAML) as a YAML stream. */
    public static String binaryToYaml(byte[] binary) {
        StringBuilder sb = new StringBuilder();
        forEachDocument(binary, (metaData, in) -> {
            sb.append(metaData ? META_DATA_MARKER : "---").append('\n');
            HeapBuffer text = HeapBuffer.expandable(256);
            BytesOut out = new BytesOut(text);
            new YamlWireOut(out, TextEncoding.UTF_8).writeBody(in, FIELDS);
            sb.append(new String(text.array(), 0, out.position(), StandardCharsets.UTF_8));
        });
        return sb.toString();
    }

    /** Every document in {@code binary} as one line of JSON each (JSON Lines); meta-data documents too. */
    public static String binaryToJson(byte[] binary) {
        StringBuilder sb = new StringBuilder();
        forEachDocument(binary, (metaData, in) -> {
            HeapBuffer text = HeapBuffer.expandable(256);
            BytesOut out = new BytesOut(text);
            new JsonWireOut(out, TextEncoding.UTF_8).writeBody(in, FIELDS);
            sb.append(new String(text.array(), 0, out.position(), StandardCharsets.UTF_8)).append('\n');
        });
        return sb.toString();
    }

    private interface DocumentVisitor {
        void visit(boolean metaData, WireIn in);
    }

    private static void forEachDocument(byte[] binary, DocumentVisitor visitor) {
        BytesIn bytes = new BytesIn(HeapBuffer.wrap(binary), WireLimits.DEFAULT);
        BinaryWireIn in = new BinaryWireIn(bytes);
        while (bytes.remaining() > 0) {
            int header = bytes.enterDocument();
            in.reset();
            visitor.visit(Documents.isMetaData(header), in);
            bytes.exitDocument();
        }
    }

    // ---- text -> binary YAML

    /**
     * Every document of a YAML stream as framed binary YAML: names as names, plain integer keys as
     * field numbers, compact numbers.
     */
    public static byte[] yamlToBinary(String yaml) {
        byte[] text = yaml.getBytes(StandardCharsets.UTF_8);
        HeapBuffer source = HeapBuffer.wrap(text);
        YamlWireIn in = new YamlWireIn(new BytesIn(source), TextEncoding.UTF_8);
        HeapBuffer target = HeapBuffer.expandable(256);
        BytesOut out = new BytesOut(target);
        BinaryWireOut binary = new BinaryWireOut(out, KeyStyle.NUMBERED, NumberStyle.COMPACT);
        int start = 0;
        while (start < text.length) {
            int end = nextDocument(text, start);
            boolean metaData = startsWith(text, start, META_DATA_MARKER);
            if (startsWith(text, start, "---") || !blank(text, start, end)) {
                in.reset(start, end);
                binary.writeDocument(metaData, in, FIELDS);
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
