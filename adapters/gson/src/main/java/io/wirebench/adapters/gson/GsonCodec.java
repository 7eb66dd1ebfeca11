package io.wirebench.adapters.gson;

import com.google.gson.Gson;
import com.google.gson.JsonParseException;
import com.google.gson.TypeAdapter;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;
import com.google.gson.stream.JsonWriter;
import io.wirebench.core.ReusableBufferCodec;
import java.io.CharArrayReader;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.StandardCharsets;

/**
 * A model's {@link TypeAdapter}, looked up once ({@code gson.getAdapter}), driven through Gson's streaming
 * {@link JsonWriter}/{@link JsonReader} made with the Gson instance's settings ({@code newJsonWriter},
 * {@code newJsonReader}), which is what {@code gson.toJson}/{@code fromJson} do per call after the
 * lookup. Gson works on characters: encoding goes through one {@link OutputStreamWriter} kept for the
 * codec's life into one reused byte array; decoding turns the bytes into characters with one reused
 * UTF-8 decoder into one reused char buffer (malformed UTF-8 is an error, not a replacement
 * character). Gson has no way to reset a JsonWriter or JsonReader, so one of each is made per message.
 */
final class GsonCodec<T> extends ReusableBufferCodec<T> {
    private final Gson gson;
    private final TypeAdapter<T> adapter;
    private final Writer chars = new OutputStreamWriter(out, StandardCharsets.UTF_8);
    private final CharsetDecoder utf8 = StandardCharsets.UTF_8.newDecoder();
    private CharBuffer decoded = CharBuffer.allocate(1024);

    GsonCodec(Gson gson, TypeAdapter<T> adapter) {
        super(1024);
        this.gson = gson;
        this.adapter = adapter;
    }

    @Override
    public int encode(T message) throws IOException {
        out.reset();
        JsonWriter writer = gson.newJsonWriter(chars);
        try {
            adapter.write(writer, message);
            writer.flush();
        } catch (IOException | RuntimeException e) {
            // Push what the writer holds of the failed message out, and drop it, so the next message starts clean.
            chars.flush();
            out.reset();
            throw e;
        }
        return out.length();
    }

    @Override
    public T decode(T reuse) throws IOException {
        int length = decode(); // first: it may replace the char buffer by a larger one
        JsonReader in = gson.newJsonReader(new CharArrayReader(decoded.array(), 0, length));
        try {
            T value = adapter.read(in);
            if (in.peek() != JsonToken.END_DOCUMENT) {
                throw new IOException("JSON after the message, at " + in.getPath());
            }
            return value;
        } catch (JsonParseException | IllegalStateException | IllegalArgumentException e) {
            // Gson reports a value of the wrong kind unchecked (JsonSyntaxException, IllegalStateException).
            throw new IOException("Gson cannot read the message from " + out.length() + " bytes: " + e.getMessage(), e);
        }
    }

    /** The bytes as characters in {@link #decoded}; returns how many. UTF-8 never gives more chars than bytes. */
    private int decode() throws IOException {
        int n = out.length();
        if (decoded.capacity() < n) {
            decoded = CharBuffer.allocate(Math.max(n, decoded.capacity() * 2));
        }
        decoded.clear();
        utf8.reset();
        CoderResult result = utf8.decode(ByteBuffer.wrap(out.array(), 0, n), decoded, true);
        if (!result.isUnderflow()) {
            throwError(result);
        }
        result = utf8.flush(decoded);
        if (!result.isUnderflow()) {
            throwError(result);
        }
        return decoded.position();
    }

    private static void throwError(CoderResult result) throws IOException {
        try {
            result.throwException();
        } catch (CharacterCodingException e) {
            throw new IOException("not UTF-8: " + e, e);
        }
    }
}
