package io.wirebench.adapters.dsljson;

import com.dslplatform.json.DslJson;
import com.dslplatform.json.JsonReader;
import com.dslplatform.json.JsonWriter;
import io.wirebench.core.Codec;
import java.io.IOException;

/**
 * A bean or batch through DSL-JSON's converters for its type, looked up once, over the reused writer
 * and reader of {@link JsonBytes}. Where DSL-JSON has a binder for the type (a bean), decoding fills
 * the reused instance; otherwise it builds a new one.
 */
final class DslJsonCodec<T> extends JsonBytes implements Codec<T> {
    private final JsonWriter.WriteObject<T> encoder;
    private final JsonReader.ReadObject<T> decoder;
    private final JsonReader.BindObject<T> binder;

    DslJsonCodec(DslJson<Object> dsl, JsonWriter.WriteObject<T> encoder, JsonReader.ReadObject<T> decoder,
                 JsonReader.BindObject<T> binder) {
        super(dsl);
        this.encoder = encoder;
        this.decoder = decoder;
        this.binder = binder;
    }

    @Override
    public int encode(T message) {
        writer.reset();
        encoder.write(writer, message);
        return written();
    }

    @Override
    public T decode(T reuse) throws IOException {
        startReading();
        T value = reuse != null && binder != null ? binder.bind(reader, reuse) : decoder.read(reader);
        if (value == null) {
            throw new IOException("the " + length() + " bytes hold a JSON null, not a message");
        }
        return value;
    }
}
