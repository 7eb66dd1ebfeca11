package io.wirebench.adapters.dsljson;

import com.dslplatform.json.DslJson;
import com.dslplatform.json.JsonReader;
import com.dslplatform.json.JsonWriter;
import com.dslplatform.json.ObjectConverter;
import io.wirebench.core.Codec;
import io.wirebench.core.model.tree.TreeDocument;
import java.io.IOException;
import java.util.Arrays;

/**
 * A schema-less document as JSON's own values: the root map is written as a JSON object through
 * DSL-JSON's converters for maps, lists and scalars, and read back with its {@link ObjectConverter}
 * (JSON objects as {@code LinkedHashMap}, arrays as {@code ArrayList}, numbers as Long/Double or
 * BigDecimal), the same reused writer and reader as the typed codec.
 */
final class TreeJsonCodec implements Codec<TreeDocument> {
    private final DslJson<Object> dsl;
    private final JsonWriter writer;
    private final JsonReader<Object> reader;
    private byte[] bytes = new byte[0];
    private int length;

    TreeJsonCodec(DslJson<Object> dsl) {
        this.dsl = dsl;
        this.writer = dsl.newWriter(512);
        this.reader = dsl.newReader();
    }

    @Override
    public int encode(TreeDocument message) throws IOException {
        writer.reset();
        dsl.serialize(writer, message.getRoot());
        bytes = writer.getByteBuffer();
        length = writer.size();
        return length;
    }

    @Override
    public TreeDocument decode(TreeDocument reuse) throws IOException {
        reader.process(bytes, length);
        reader.getNextToken();
        try {
            return new TreeDocument(ObjectConverter.deserializeObject(reader));
        } catch (StackOverflowError e) {
            // DSL-JSON reads nested values recursively and has no depth limit of its own: a hostile
            // "[[[[..." ends here, and becomes the same kind of error as any other bad input. Checking
            // depth beforehand would add a scan DSL-JSON itself does not do to every measured decode.
            throw new IOException("the document nests too deeply for DSL-JSON's recursive reader (" + length + " bytes)");
        }
    }

    @Override
    public byte[] encoded() {
        return Arrays.copyOf(bytes, length);
    }

    @Override
    public void load(byte[] content) {
        bytes = content.clone();
        length = content.length;
    }
}
