package io.wirebench.adapters.gson;

import com.google.gson.Gson;
import com.google.gson.TypeAdapter;
import com.google.gson.TypeAdapterFactory;
import com.google.gson.reflect.TypeToken;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonWriter;
import io.wirebench.core.model.tree.TreeDocument;
import java.io.IOException;

/**
 * Writes a {@link TreeDocument} as its root value, not as an object with a {@code "root"} field, and
 * reads it back with Gson's own adapter for {@code Object} (maps, lists, strings, booleans, numbers
 * as the Gson instance's {@code ToNumberPolicy} says, nulls). A factory, because that adapter comes
 * from the Gson instance being built.
 */
final class TreeAdapter extends TypeAdapter<TreeDocument> {
    static final TypeAdapterFactory FACTORY = new TypeAdapterFactory() {
        @Override
        @SuppressWarnings("unchecked") // only answers for TreeDocument, with a TypeAdapter<TreeDocument>
        public <T> TypeAdapter<T> create(Gson gson, TypeToken<T> type) {
            return type.getRawType() == TreeDocument.class ? (TypeAdapter<T>) new TreeAdapter(gson.getAdapter(Object.class)) : null;
        }
    };

    private final TypeAdapter<Object> values;

    private TreeAdapter(TypeAdapter<Object> values) {
        this.values = values;
    }

    @Override
    public void write(JsonWriter out, TreeDocument tree) throws IOException {
        values.write(out, tree.getRoot());
    }

    @Override
    public TreeDocument read(JsonReader in) throws IOException {
        return new TreeDocument(values.read(in));
    }
}
