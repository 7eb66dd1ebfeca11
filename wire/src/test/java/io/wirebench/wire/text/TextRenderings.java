package io.wirebench.wire.text;

import io.wirebench.wire.TextEncoding;
import io.wirebench.wire.WireIn;
import io.wirebench.wire.WireOut;
import io.wirebench.wire.WireReader;
import io.wirebench.wire.WireWriter;
import io.wirebench.wire.bytes.BytesIn;
import io.wirebench.wire.bytes.BytesOut;
import io.wirebench.wire.bytes.HeapBuffer;
import io.wirebench.wire.json.JsonWireIn;
import io.wirebench.wire.json.JsonWireOut;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.function.Function;

/** Test helper: the text renderings, one framed document written and read, and the text without its frame. */
public enum TextRenderings {
    YAML(o -> new YamlWireOut(o, TextEncoding.UTF_8), i -> new YamlWireIn(i, TextEncoding.UTF_8)),
    YAML_8BIT(o -> new YamlWireOut(o, TextEncoding.LATIN_1), i -> new YamlWireIn(i, TextEncoding.LATIN_1)),
    JSON(o -> new JsonWireOut(o, TextEncoding.UTF_8), i -> new JsonWireIn(i, TextEncoding.UTF_8)),
    JSON_8BIT(o -> new JsonWireOut(o, TextEncoding.LATIN_1), i -> new JsonWireIn(i, TextEncoding.LATIN_1));

    private final Function<BytesOut, WireOut> writer;
    private final Function<BytesIn, WireIn> reader;

    TextRenderings(Function<BytesOut, WireOut> writer, Function<BytesIn, WireIn> reader) {
        this.writer = writer;
        this.reader = reader;
    }

    public boolean latin1() {
        return name().endsWith("8BIT");
    }

    public boolean json() {
        return name().startsWith("JSON");
    }

    /** This rendering's writer over {@code out}. */
    public WireOut writer(BytesOut out) {
        return writer.apply(out);
    }

    /** This rendering's reader over {@code in}. */
    public WireIn reader(BytesIn in) {
        return reader.apply(in);
    }

    /** One framed data document. */
    public <T> byte[] write(T value, WireWriter<? super T> description) {
        HeapBuffer buffer = HeapBuffer.expandable(16);
        BytesOut out = new BytesOut(buffer);
        writer.apply(out).writeDocument(false, value, description);
        return Arrays.copyOf(buffer.array(), out.position());
    }

    /** The document's text, without its 4-byte frame. */
    public <T> String text(T value, WireWriter<? super T> description) {
        byte[] doc = write(value, description);
        return new String(doc, 4, doc.length - 4, latin1() ? StandardCharsets.ISO_8859_1 : StandardCharsets.UTF_8);
    }

    public <T> T read(byte[] document, T reuse, WireReader<T> description) {
        return reader.apply(new BytesIn(HeapBuffer.wrap(document))).readDocument(reuse, description);
    }

    /** Reads text a person wrote: framed as a document first. */
    public <T> T readText(String text, T reuse, WireReader<T> description) {
        byte[] body = text.getBytes(latin1() ? StandardCharsets.ISO_8859_1 : StandardCharsets.UTF_8);
        byte[] doc = new byte[body.length + 4];
        doc[0] = (byte) body.length;
        doc[1] = (byte) (body.length >>> 8);
        doc[2] = (byte) (body.length >>> 16);
        System.arraycopy(body, 0, doc, 4, body.length);
        return read(doc, reuse, description);
    }
}
