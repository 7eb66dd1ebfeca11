package io.wirebench.adapters.jackson;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import io.wirebench.core.Codec;
import io.wirebench.core.ModelMapping;
import io.wirebench.core.ReusableByteArrayOutputStream;
import java.io.IOException;

/**
 * Jackson's streaming API with a hand-written mapping: a generator writes straight into the codec's
 * reused byte array, a parser reads straight from it. One {@link JsonFactory} serves every message,
 * as Jackson recommends; generators and parsers are cheap per message and recycle their internal
 * buffers through the factory. The mapping reads one value whose first token is the parser's current
 * token; the codec checks that nothing follows it.
 */
final class StreamingCodec<T> implements Codec<T> {
    private final JsonFactory factory;
    private final ModelMapping<T, JsonGenerator, JsonParser> mapping;
    private final ReusableByteArrayOutputStream buffer = new ReusableByteArrayOutputStream(1024);

    StreamingCodec(JsonFactory factory, ModelMapping<T, JsonGenerator, JsonParser> mapping) {
        this.factory = factory;
        this.mapping = mapping;
    }

    @Override
    public int encode(T message) throws IOException {
        buffer.reset();
        try (JsonGenerator out = factory.createGenerator(buffer)) {
            mapping.write(message, out);
        }
        return buffer.length();
    }

    @Override
    public T decode(T reuse) throws IOException {
        try (JsonParser in = factory.createParser(buffer.array(), 0, buffer.length())) {
            if (in.nextToken() == null) {
                throw new JsonParseException(in, "empty input: no JSON value");
            }
            T value = mapping.read(in);
            if (in.nextToken() != null) {
                throw new JsonParseException(in, "trailing content after the JSON value: " + in.currentToken());
            }
            return value;
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
