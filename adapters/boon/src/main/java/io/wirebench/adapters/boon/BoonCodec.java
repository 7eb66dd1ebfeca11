package io.wirebench.adapters.boon;

import io.wirebench.core.codecs.WholeArrayCodec;
import java.io.IOException;
import java.util.function.Function;

/**
 * Boon's documented object-mapper calls, {@code writeValueAsBytes} and {@code readValue}, on one
 * reused {@code ObjectMapper}. Boon's API takes and returns whole arrays (no offset/length, no
 * caller-owned buffer), so each message is a new {@code byte[]}, as with jackson-databind's
 * {@code writeValueAsBytes}. Boon builds a new object on every read: {@code reuse} is ignored.
 */
final class BoonCodec<T> extends WholeArrayCodec<T> {
    private final Function<T, byte[]> writer;
    private final ReadFunction<T> reader;
    private final String what;

    /** Reads a message from a whole array. */
    @FunctionalInterface
    interface ReadFunction<T> {
        T read(byte[] bytes);
    }

    BoonCodec(String what, Function<T, byte[]> writer, ReadFunction<T> reader) {
        this.what = what;
        this.writer = writer;
        this.reader = reader;
    }

    @Override
    public int encode(T message) {
        bytes = writer.apply(message);
        return bytes.length;
    }

    @Override
    public T decode(T reuse) throws IOException {
        requireClosedRoot();
        T value;
        try {
            value = reader.read(bytes);
        } catch (RuntimeException e) {
            throw new IOException("Boon cannot read a " + what + " from " + bytes.length + " bytes: " + e.getMessage(), e);
        } catch (StackOverflowError e) {
            // Boon parses nesting recursively with no depth limit: a hostile "[[[[..." ends here.
            throw new IOException("the document nests too deeply for Boon's recursive parser (" + bytes.length + " bytes)");
        }
        if (value == null) {
            throw new IOException("the " + bytes.length + " bytes hold no " + what);
        }
        return value;
    }

    /**
     * Boon's parser reads a root object that is never closed as if it were complete: a lone opening
     * brace, or an object whose last member is an object, without its final brace, parses without an
     * error, so a message cut short can decode to the whole of it. One pass over the bytes, counting brackets
     * outside strings, turns those cuts into an error. (Boon rejects an unclosed array or string itself.)
     */
    private void requireClosedRoot() throws IOException {
        int depth = 0;
        boolean inString = false;
        int closedAt = -1;
        for (int i = 0; i < bytes.length; i++) {
            byte b = bytes[i];
            if (inString) {
                if (b == '\\') {
                    i++;
                } else if (b == '"') {
                    inString = false;
                }
            } else if (b == '"') {
                inString = true;
            } else if (b == '{' || b == '[') {
                depth++;
            } else if ((b == '}' || b == ']') && --depth == 0) {
                closedAt = i;
            }
        }
        if (depth != 0 || inString || closedAt < 0) {
            throw new IOException("the " + bytes.length + " bytes do not close the JSON object or array they open: not a whole "
                    + what + " (cut short?)");
        }
    }
}
