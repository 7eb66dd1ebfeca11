package io.wirebench.adapters.jackson;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import io.wirebench.core.ModelMapping;
import io.wirebench.core.ReusableBufferCodec;
import java.io.IOException;

/**
 * Jackson's streaming API with a hand-written mapping: a generator writes straight into the codec's
 * reused byte array, a parser reads straight from it. One {@link JsonFactory} serves every message,
 * as Jackson recommends; generators and parsers are cheap per message and recycle their internal
 * buffers through the factory. The mapping reads one value whose first token is the parser's current
 * token, into the caller's instance to reuse where the mapping can fill one ({@link Refill}: {@code Order}); the
 * codec checks that nothing follows it.
 */
final class StreamingCodec<T> extends ReusableBufferCodec<T> {
    /**
     * A mapping that can also fill an instance it is given, as hand-written streaming code can: the codec then
     * decodes into the caller's instance to reuse instead of building a new one per message.
     */
    interface Refill<V> {
        /** Fills {@code reuse} from the value the parser's current token starts, every field set; returns it. */
        V read(JsonParser in, V reuse) throws IOException;
    }

    private final JsonFactory factory;
    private final ModelMapping<T, JsonGenerator, JsonParser> mapping;
    /** The same mapping where it can fill an instance; null where it builds a new value per read. */
    private final Refill<T> refill;

    @SuppressWarnings("unchecked") // a mapping of T that refills refills a T
    StreamingCodec(JsonFactory factory, ModelMapping<T, JsonGenerator, JsonParser> mapping) {
        super(1024);
        this.factory = factory;
        this.mapping = mapping;
        this.refill = mapping instanceof Refill<?> r ? (Refill<T>) r : null;
    }

    @Override
    public int encode(T message) throws IOException {
        out.reset();
        try (JsonGenerator generator = factory.createGenerator(out)) {
            mapping.write(message, generator);
        }
        return out.length();
    }

    @Override
    public T decode(T reuse) throws IOException {
        try (JsonParser in = factory.createParser(out.array(), 0, out.length())) {
            if (in.nextToken() == null) {
                throw new JsonParseException(in, "empty input: no JSON value");
            }
            T value = refill != null && reuse != null ? refill.read(in, reuse) : mapping.read(in);
            if (in.nextToken() != null) {
                throw new JsonParseException(in, "trailing content after the JSON value: " + in.currentToken());
            }
            return value;
        }
    }
}
