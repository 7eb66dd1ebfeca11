package io.wirebench.adapters.dsljson;

import com.dslplatform.json.DslJson;
import com.dslplatform.json.JsonReader;
import com.dslplatform.json.JsonWriter;
import java.io.IOException;
import java.util.Arrays;

/**
 * What every DSL-JSON codec here holds: one reused {@link JsonWriter} and one reused
 * {@link JsonReader}, the byte-array API DSL-JSON's documentation points to for speed. The bytes
 * stay in the writer's own array; decoding reads them there.
 */
abstract class JsonBytes {
    final JsonWriter writer;
    final JsonReader<Object> reader;
    private byte[] bytes = new byte[0];
    private int length;

    JsonBytes(DslJson<Object> dsl) {
        this.writer = dsl.newWriter(512);
        this.reader = dsl.newReader();
    }

    /** Keeps what was just written into {@link #writer} as the message; returns its length. */
    final int written() {
        bytes = writer.getByteBuffer();
        length = writer.size();
        return length;
    }

    /** Points {@link #reader} at the message, on its first token. */
    final void startReading() throws IOException {
        reader.process(bytes, length);
        reader.getNextToken();
    }

    /** The message's length in bytes. */
    final int length() {
        return length;
    }

    public final byte[] encoded() {
        return Arrays.copyOf(bytes, length);
    }

    public final void load(byte[] content) {
        bytes = content.clone();
        length = content.length;
    }
}
