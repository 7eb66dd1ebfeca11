package io.wirebench.adapters.jackson;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.core.io.SerializedString;
import io.wirebench.core.ModelMapping;
import io.wirebench.core.batch.BatchMapping;
import io.wirebench.core.model.Batch;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/** A {@link Batch} as {@code {"items":[...]}}, the shape databind gives it, over any element mapping. */
final class BatchJson<E> extends BatchMapping<E, JsonGenerator, JsonParser> {
    private static final SerializableString ITEMS = new SerializedString("items");

    BatchJson(ModelMapping<E, JsonGenerator, JsonParser> element) {
        super(element);
    }

    @Override
    public void write(Batch<E> v, JsonGenerator out) throws IOException {
        out.writeStartObject();
        out.writeFieldName(ITEMS);
        out.writeStartArray();
        writeItems(v.getItems(), out);
        out.writeEndArray();
        out.writeEndObject();
    }

    @Override
    public Batch<E> read(JsonParser in) throws IOException {
        JsonTokens.expect(in, JsonToken.START_OBJECT, "Batch");
        List<E> items = new ArrayList<>();
        String name;
        while ((name = in.nextFieldName()) != null) {
            in.nextToken();
            if (name.equals("items")) {
                JsonTokens.expect(in, JsonToken.START_ARRAY, "items");
                while (in.nextToken() != JsonToken.END_ARRAY) {
                    items.add(element.read(in));
                }
            } else {
                in.skipChildren();
            }
        }
        JsonTokens.expect(in, JsonToken.END_OBJECT, "the end of Batch");
        return batchOf(items);
    }
}
