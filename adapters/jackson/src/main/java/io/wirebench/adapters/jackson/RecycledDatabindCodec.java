package io.wirebench.adapters.jackson;

import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import io.wirebench.core.ReusableBufferCodec;
import java.io.IOException;

/**
 * Databind writing into one {@link ReusableByteArrayOutputStream} kept for the codec's life, and
 * reading straight from that array's valid range: no {@code byte[]} per message and no copy on
 * read. What is left to allocate per message is Jackson's generator/parser (whose internal
 * buffers Jackson itself recycles) and the decoded object. This is the wire-format latency article's (docs/SOURCES.md) "Jackson + recycled
 * buffer" row.
 */
final class RecycledDatabindCodec<T> extends ReusableBufferCodec<T> {
    private final ObjectWriter writer;
    private final ObjectReader reader;

    RecycledDatabindCodec(ObjectMapper mapper, JavaType type) {
        super(1024);
        this.writer = mapper.writerFor(type);
        this.reader = mapper.readerFor(type);
    }

    @Override
    public int encode(T message) throws IOException {
        out.reset();
        writer.writeValue(out, message);
        return out.length();
    }

    @Override
    public T decode(T reuse) throws IOException {
        return reader.readValue(out.array(), 0, out.length());
    }
}
