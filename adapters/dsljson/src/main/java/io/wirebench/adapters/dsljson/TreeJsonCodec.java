package io.wirebench.adapters.dsljson;

import com.dslplatform.json.DslJson;
import com.dslplatform.json.ObjectConverter;
import io.wirebench.core.Codec;
import io.wirebench.core.model.tree.TreeDocument;
import java.io.IOException;

/**
 * A schema-less document as JSON's own values: the root map is written as a JSON object through
 * DSL-JSON's converters for maps, lists and scalars, and read back with its {@link ObjectConverter}
 * (JSON objects as {@code LinkedHashMap}, arrays as {@code ArrayList}, numbers as Long/Double or
 * BigDecimal), over the reused writer and reader of {@link JsonBytes}.
 */
final class TreeJsonCodec extends JsonBytes implements Codec<TreeDocument> {
    private final DslJson<Object> dsl;

    TreeJsonCodec(DslJson<Object> dsl) {
        super(dsl);
        this.dsl = dsl;
    }

    @Override
    public int encode(TreeDocument message) throws IOException {
        writer.reset();
        dsl.serialize(writer, message.getRoot());
        return written();
    }

    @Override
    public TreeDocument decode(TreeDocument reuse) throws IOException {
        startReading();
        try {
            return new TreeDocument(ObjectConverter.deserializeObject(reader));
        } catch (StackOverflowError e) {
            // DSL-JSON reads nested values recursively and has no depth limit of its own: a hostile
            // "[[[[..." ends here, and becomes the same kind of error as any other bad input. Checking
            // depth beforehand would add a scan DSL-JSON itself does not do to every measured decode.
            throw new IOException("the document nests too deeply for DSL-JSON's recursive reader (" + length() + " bytes)");
        }
    }
}
