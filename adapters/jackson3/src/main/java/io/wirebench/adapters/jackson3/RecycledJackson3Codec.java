package io.wirebench.adapters.jackson3;

import io.wirebench.core.Codec;
import io.wirebench.core.ReusableByteArrayOutputStream;
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
final class RecycledJackson3Codec<T> implements Codec<T> {
    private final ObjectWriter writer;
    private final ObjectReader reader;
    private final ReusableByteArrayOutputStream buffer = new ReusableByteArrayOutputStream(1024);

    RecycledJackson3Codec(ObjectMapper mapper, JavaType type) {
        this.writer = mapper.writerFor(type);
        this.reader = mapper.readerFor(type);
    }

    @Override
    public int encode(T message) {
        buffer.reset();
        writer.writeValue(buffer, message);
        return buffer.length();
    }

    @Override
    public T decode(T reuse) throws IOException {
        try {
            return reader.readValue(buffer.array(), 0, buffer.length());
        } catch (JacksonException e) {
            throw new IOException("Jackson 3 cannot read the message from " + buffer.length() + " bytes: " + e.getOriginalMessage(), e);
        }
    }

    @Override
    public byte[] encoded() {
        return buffer.toByteArray();
    }

    @Override
    public void load(byte[] bytes) {
        buffer.load(bytes);
    }
}
