package io.wirebench.adapters.bson;

import io.wirebench.core.Fields;
import java.io.IOException;
import java.util.function.Supplier;
import org.bson.BsonReader;
import org.bson.BsonWriter;

/**
 * A RION model's BSON mapping in the {@link Fields} form: the model's anonymous subclass writes
 * the whole document and fills a new instance, and is itself the {@link BsonMapping} the codec calls.
 *
 * @param <T> the model type
 */
abstract class BsonFields<T> extends Fields<T, BsonWriter, BsonReader> implements BsonMapping<T> {

    BsonFields(Supplier<T> create) {
        super(create);
    }

    @Override
    public final void write(BsonWriter out, T value) throws IOException {
        write(value, out);
    }

    @Override
    public final T read(BsonReader in) throws IOException {
        return read(in, null);
    }
}
