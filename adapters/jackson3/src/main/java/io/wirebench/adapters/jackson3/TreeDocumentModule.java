package io.wirebench.adapters.jackson3;

import io.wirebench.core.model.tree.TreeDocument;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.JsonParser;
import tools.jackson.databind.DeserializationContext;
import tools.jackson.databind.SerializationContext;
import tools.jackson.databind.deser.std.StdDeserializer;
import tools.jackson.databind.module.SimpleModule;
import tools.jackson.databind.ser.std.StdSerializer;

/**
 * Writes a {@link TreeDocument} as its root value (a JSON object, array or scalar) rather than as a bean
 * with one {@code "root"} property, as the 2.x rows do; reading goes through databind's untyped
 * deserializer (maps, lists, strings, booleans, {@code Integer}/{@code Long}/{@code BigInteger},
 * {@code Double}, nulls).
 */
final class TreeDocumentModule extends SimpleModule {
    private static final long serialVersionUID = 1L;

    TreeDocumentModule() {
        super("wirebench-tree-document");
        addSerializer(TreeDocument.class, new RootSerializer());
        addDeserializer(TreeDocument.class, new RootDeserializer());
    }

    private static final class RootSerializer extends StdSerializer<TreeDocument> {
        RootSerializer() {
            super(TreeDocument.class);
        }

        @Override
        public void serialize(TreeDocument value, JsonGenerator gen, SerializationContext ctxt) {
            ctxt.writeValue(gen, value.getRoot());
        }
    }

    private static final class RootDeserializer extends StdDeserializer<TreeDocument> {
        RootDeserializer() {
            super(TreeDocument.class);
        }

        @Override
        public TreeDocument deserialize(JsonParser p, DeserializationContext ctxt) {
            return new TreeDocument(ctxt.readValue(p, Object.class));
        }

        @Override
        public TreeDocument getNullValue(DeserializationContext ctxt) {
            return new TreeDocument(null);
        }
    }
}
