package io.wirebench.adapters.jackson;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import io.wirebench.core.Fields;
import java.io.IOException;

/** A hand-written mapping between one model type and JSON tokens, for the streaming contender. */
interface JsonMapping<T> {

    /** Writes {@code value} as one JSON value. */
    void write(JsonGenerator out, T value) throws IOException;

    /**
     * Reads one value whose first token is the parser's current token, into a new instance: filling
     * a reused one would need every absent field reset, which JSON's optional fields make easy to
     * get wrong, and one small allocation is not what a JSON round trip costs.
     */
    T read(JsonParser in) throws IOException;

    /** A mapping from a model's {@link Fields}: its writer writes the whole object, its reader fills a new instance. */
    static <T> JsonMapping<T> of(Fields<T, JsonGenerator, JsonParser> fields) {
        return new JsonMapping<>() {
            @Override
            public void write(JsonGenerator out, T value) throws IOException {
                fields.write(value, out);
            }

            @Override
            public T read(JsonParser in) throws IOException {
                return fields.read(in, null);
            }
        };
    }
}
