package io.wirebench.adapters.bson;

import java.io.IOException;
import org.bson.BsonReader;
import org.bson.BsonWriter;

/** Writes one model type as a BSON document and reads it back. */
interface BsonMapping<T> {

    /** Writes {@code value} as a top-level document. */
    void write(BsonWriter out, T value) throws IOException;

    /** Reads a top-level document into a new instance. */
    T read(BsonReader in) throws IOException;
}
