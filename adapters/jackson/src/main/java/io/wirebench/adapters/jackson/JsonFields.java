package io.wirebench.adapters.jackson;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import io.wirebench.core.Fields;
import java.io.IOException;
import java.util.function.Supplier;

/**
 * A RION model's streaming mapping in the {@link Fields} form: the model's anonymous subclass writes
 * the whole object and fills a new instance, and is itself the {@link JsonMapping} the codec calls.
 *
 * @param <T> the model type
 */
abstract class JsonFields<T> extends Fields<T, JsonGenerator, JsonParser> implements JsonMapping<T> {

    JsonFields(Supplier<T> create) {
        super(create);
    }

    @Override
    public final void write(JsonGenerator out, T value) throws IOException {
        write(value, out);
    }

    @Override
    public final T read(JsonParser in) throws IOException {
        return read(in, null);
    }
}
