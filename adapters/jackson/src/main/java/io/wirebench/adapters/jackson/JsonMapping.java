package io.wirebench.adapters.jackson;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
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
}
