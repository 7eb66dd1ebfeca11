package io.wirebench.adapters.dsljson;

import com.dslplatform.json.DslJson;
import com.dslplatform.json.JsonReader;
import com.dslplatform.json.JsonWriter;
import io.wirebench.core.Codec;
import java.io.IOException;
import java.util.Arrays;

/**
 * One reused {@link JsonWriter} and one reused {@link JsonReader}, with the converters for the model
 * type looked up once: the byte-array API DSL-JSON's documentation points to for speed. The bytes stay
 * in the writer's own array; decoding reads them there. Where DSL-JSON has a binder for the type (a
 * bean), decoding fills the reused instance; otherwise it builds a new one.
 */
final class DslJsonCodec<T> implements Codec<T> {
    private final JsonWriter writer;
    private final JsonReader<Object> reader;
    private final JsonWriter.WriteObject<T> encoder;
    private final JsonReader.ReadObject<T> decoder;
    private final JsonReader.BindObject<T> binder;
    private byte[] bytes = new byte[0];
    private int length;

    DslJsonCodec(DslJson<Object> dsl, JsonWriter.WriteObject<T> encoder, JsonReader.ReadObject<T> decoder,
                 JsonReader.BindObject<T> binder) {
        this.writer = dsl.newWriter(512);
        this.reader = dsl.newReader();
        this.encoder = encoder;
        this.decoder = decoder;
        this.binder = binder;
    }

    @Override
    public int encode(T message) {
        writer.reset();
        encoder.write(writer, message);
        bytes = writer.getByteBuffer();
        length = writer.size();
        return length;
    }

    @Override
    public T decode(T reuse) throws IOException {
        reader.process(bytes, length);
        reader.getNextToken();
        T value = reuse != null && binder != null ? binder.bind(reader, reuse) : decoder.read(reader);
        if (value == null) {
            throw new IOException("the " + length + " bytes hold a JSON null, not a message");
        }
        return value;
    }

    @Override
    public byte[] encoded() {
        return Arrays.copyOf(bytes, length);
    }

    @Override
    public void load(byte[] content) {
        bytes = content.clone();
        length = content.length;
    }
}
