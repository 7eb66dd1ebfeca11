package io.wirebench.adapters.moshi;

import com.squareup.moshi.JsonAdapter;
import com.squareup.moshi.JsonDataException;
import com.squareup.moshi.JsonReader;
import com.squareup.moshi.JsonWriter;
import io.wirebench.core.ReusableBufferCodec;
import java.io.IOException;
import okio.Buffer;

/**
 * A model's {@link JsonAdapter}, looked up once, writing through Moshi's UTF-8 {@link JsonWriter} into
 * one okio {@link Buffer} and reading through its UTF-8 {@link JsonReader} from a second one, both kept
 * for the codec's life: their segments come from okio's segment pool and go back to it as the buffers
 * are emptied, so no buffer is allocated per message. The encoded bytes are moved out of the writing
 * buffer into one reused array (what {@code encoded()} and the sizes see), and copied into the reading
 * buffer per decode: okio's segment-sharing copy ({@code copyTo(Buffer)}) would mark the writing segment
 * shared, and a shared segment never returns to the pool. Moshi has no way to reset a writer or reader,
 * so one of each is made per message.
 */
final class MoshiCodec<T> extends ReusableBufferCodec<T> {
    private final JsonAdapter<T> adapter;
    private final Buffer sink = new Buffer();
    private final Buffer source = new Buffer();

    MoshiCodec(JsonAdapter<T> adapter) {
        super(1024);
        this.adapter = adapter;
    }

    @Override
    public int encode(T message) throws IOException {
        sink.clear();
        out.reset();
        JsonWriter writer = JsonWriter.of(sink);
        // Nulls are written, as the other JSON rows write them (and a tree's null values must survive).
        writer.setSerializeNulls(true);
        adapter.toJson(writer, message);
        writer.flush();
        sink.writeTo(out);
        return out.length();
    }

    @Override
    public T decode(T reuse) throws IOException {
        source.clear();
        source.write(out.array(), 0, out.length());
        JsonReader reader = JsonReader.of(source);
        try {
            T value = adapter.fromJson(reader);
            if (reader.peek() != JsonReader.Token.END_DOCUMENT) {
                throw new IOException("JSON after the message, at " + reader.getPath());
            }
            return value;
        } catch (JsonDataException | IllegalArgumentException e) {
            // Moshi reports a value of the wrong kind unchecked (JsonDataException); an unknown enum name too.
            throw new IOException("Moshi cannot read the message from " + out.length() + " bytes: " + e.getMessage(), e);
        }
    }
}
