package io.wirebench.adapters.jackson3;

import io.wirebench.core.ReusableBufferCodec;
import java.io.IOException;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JavaType;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.ObjectReader;
import tools.jackson.databind.ObjectWriter;

/**
 * Databind writing into one {@link ReusableByteArrayOutputStream} kept for the codec's life and reading
 * straight from that array's valid range: no {@code byte[]} per message and no copy on read, as the
 * 2.x {@code jackson-databind-recycled} row does. Jackson recycles its own generator/parser buffers.
 */
final class RecycledJackson3Codec<T> extends ReusableBufferCodec<T> {
    private final ObjectWriter writer;
    private final ObjectReader reader;

    RecycledJackson3Codec(ObjectMapper mapper, JavaType type) {
        super(1024);
        this.writer = mapper.writerFor(type);
        this.reader = mapper.readerFor(type);
    }

    @Override
    public int encode(T message) {
        out.reset();
        writer.writeValue(out, message);
        return out.length();
    }

    @Override
    public T decode(T reuse) throws IOException {
        try {
            return reader.readValue(out.array(), 0, out.length());
        } catch (JacksonException e) {
            throw Jackson3Codec.unreadable(out.length(), e);
        }
    }
}
