package io.wirebench.adapters.bson;

import io.wirebench.core.Fields;
import java.io.IOException;
import org.bson.BsonReader;
import org.bson.BsonWriter;

/** Writes one model type as a BSON document and reads it back. */
interface BsonMapping<T> {

    /** Writes {@code value} as a top-level document. */
    void write(BsonWriter out, T value) throws IOException;

    /** Reads a top-level document into a new instance. */
    T read(BsonReader in) throws IOException;

    /** A mapping from a model's {@link Fields}: its writer writes the whole document, its reader fills a new instance. */
    static <T> BsonMapping<T> of(Fields<T, BsonWriter, BsonReader> fields) {
        return new BsonMapping<>() {
            @Override
            public void write(BsonWriter out, T value) throws IOException {
                fields.write(value, out);
            }

            @Override
            public T read(BsonReader in) throws IOException {
                return fields.read(in, null);
            }
        };
    }
}
