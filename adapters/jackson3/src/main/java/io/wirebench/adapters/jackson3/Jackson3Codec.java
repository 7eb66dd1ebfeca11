package io.wirebench.adapters.jackson3;

import io.wirebench.core.codecs.WholeArrayCodec;
import java.io.IOException;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JavaType;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.ObjectReader;
import tools.jackson.databind.ObjectWriter;

/**
 * Encodes to a new {@code byte[]} per message ({@code writeValueAsBytes}, the common way) and reads it
 * back with a reused reader. Jackson 3's exceptions are unchecked; a read error becomes the
 * {@code IOException} the codec contract names. Databind builds new objects, so {@code reuse} is ignored.
 */
final class Jackson3Codec<T> extends WholeArrayCodec<T> {
    private final ObjectWriter writer;
    private final ObjectReader reader;

    Jackson3Codec(ObjectMapper mapper, JavaType type) {
        this.writer = mapper.writerFor(type);
        this.reader = mapper.readerFor(type);
    }

    @Override
    public int encode(T message) {
        bytes = writer.writeValueAsBytes(message);
        return bytes.length;
    }

    @Override
    public T decode(T reuse) throws IOException {
        try {
            return reader.readValue(bytes);
        } catch (JacksonException e) {
            throw unreadable(bytes.length, e);
        }
    }

    /**
     * Jackson 3's unchecked read error as the {@code IOException} the codec contract names, with the length read:
     * what both Jackson 3 rows throw.
     */
    static IOException unreadable(int length, JacksonException e) {
        return new IOException("Jackson 3 cannot read the message from " + length + " bytes: " + e.getOriginalMessage(), e);
    }
}
