package io.wirebench.adapters.jackson;

import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import io.wirebench.core.codecs.WholeArrayCodec;
import java.io.IOException;

/**
 * Encodes to a new {@code byte[]} per message ({@code writeValueAsBytes}, the common way) and reads
 * it back with a reused reader. Databind cannot fill an existing instance without making a new
 * reader per call (and would append to a reused batch's list), so {@code reuse} is ignored.
 */
final class DatabindCodec<T> extends WholeArrayCodec<T> {
    private final ObjectWriter writer;
    private final ObjectReader reader;

    DatabindCodec(ObjectMapper mapper, JavaType type) {
        this.writer = mapper.writerFor(type);
        this.reader = mapper.readerFor(type);
    }

    @Override
    public int encode(T message) throws IOException {
        bytes = writer.writeValueAsBytes(message);
        return bytes.length;
    }

    @Override
    public T decode(T reuse) throws IOException {
        return reader.readValue(bytes);
    }
}
