package io.wirebench.adapters.bson;

import io.wirebench.core.ModelMapping;
import io.wirebench.core.batch.BatchMapping;
import io.wirebench.core.model.Batch;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.bson.BsonReader;
import org.bson.BsonType;
import org.bson.BsonWriter;

/**
 * A {@link Batch} as {@code {items: [ {...}, ... ]}} (BSON's top level must be a document), over an
 * element mapping whose documents are written inside the array.
 */
final class BatchBson<E> extends BatchMapping<E, BsonWriter, BsonReader> {
    BatchBson(ModelMapping<E, BsonWriter, BsonReader> element) {
        super(element);
    }

    @Override
    public void write(Batch<E> v, BsonWriter out) throws IOException {
        out.writeStartDocument();
        out.writeStartArray("items");
        writeItems(v.getItems(), out);
        out.writeEndArray();
        out.writeEndDocument();
    }

    @Override
    public Batch<E> read(BsonReader in) throws IOException {
        List<E> items = new ArrayList<>();
        in.readStartDocument();
        while (in.readBsonType() != BsonType.END_OF_DOCUMENT) {
            if (in.readName().equals("items")) {
                in.readStartArray();
                while (in.readBsonType() != BsonType.END_OF_DOCUMENT) {
                    items.add(element.read(in));
                }
                in.readEndArray();
            } else {
                in.skipValue();
            }
        }
        in.readEndDocument();
        return batchOf(items);
    }
}
