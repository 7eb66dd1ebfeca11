package io.wirebench.adapters.jackson;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import io.wirebench.core.model.tree.TreeDocument;
import java.io.IOException;

/**
 * Writes a {@link TreeDocument} as its root value (a JSON object, array or scalar) rather than as a
 * bean with one {@code "root"} property: a schema-less document should look the same in the format
 * as in the file it came from. Reading goes through databind's untyped deserializer, which gives
 * maps, lists, strings, booleans, numbers and nulls.
 */
final class TreeDocumentModule extends SimpleModule {
    private static final long serialVersionUID = 1L;

    TreeDocumentModule() {
        super("wirebench-tree-document");
        addSerializer(TreeDocument.class, new RootSerializer());
        addDeserializer(TreeDocument.class, new RootDeserializer());
    }

    private static final class RootSerializer extends StdSerializer<TreeDocument> {
        private static final long serialVersionUID = 1L;

        RootSerializer() {
            super(TreeDocument.class);
        }

        @Override
        public void serialize(TreeDocument value, JsonGenerator gen, SerializerProvider provider) throws IOException {
            provider.defaultSerializeValue(value.getRoot(), gen);
        }
    }

    private static final class RootDeserializer extends StdDeserializer<TreeDocument> {
        private static final long serialVersionUID = 1L;

        RootDeserializer() {
            super(TreeDocument.class);
        }

        @Override
        public TreeDocument deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
            return new TreeDocument(ctxt.readValue(p, Object.class));
        }

        @Override
        public TreeDocument getNullValue(DeserializationContext ctxt) {
            return new TreeDocument(null);
        }
    }
}
