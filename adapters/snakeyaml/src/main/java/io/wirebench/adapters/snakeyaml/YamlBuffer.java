package io.wirebench.adapters.snakeyaml;

import io.wirebench.core.ReusableByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;

/**
 * The codec's reused buffer: a UTF-8 writer over the codec's growable byte array, kept between messages.
 * SnakeYAML emits characters; the writer's encoder turns them into bytes without an intermediate
 * {@code String} per document.
 */
final class YamlBuffer {
    private final ReusableByteArrayOutputStream bytes;
    private final Writer writer;

    YamlBuffer(ReusableByteArrayOutputStream bytes) {
        this.bytes = bytes;
        this.writer = new OutputStreamWriter(bytes, StandardCharsets.UTF_8);
    }

    /** Empties the buffer and returns the writer to emit the next document with. */
    Writer startDocument() {
        bytes.reset();
        return writer;
    }

    /** Pushes what the writer still holds into the buffer; returns the document's length in bytes. */
    int endDocument() {
        try {
            writer.flush();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot happen: the buffer is in memory", e);
        }
        return bytes.length();
    }

    /**
     * The document to load, once it is known to be whole: it must end with YAML's document end
     * marker, {@code ...} on a line of its own, which the dumper writes. SnakeYAML itself loads a
     * document without one, so a document cut at a line boundary would load as a shorter one.
     */
    InputStream read() throws IOException {
        byte[] held = bytes.array();
        int end = bytes.length();
        while (end > 0 && (held[end - 1] == '\n' || held[end - 1] == '\r' || held[end - 1] == ' ')) {
            end--;
        }
        boolean marked = end >= 3 && held[end - 1] == '.' && held[end - 2] == '.' && held[end - 3] == '.'
                && (end == 3 || held[end - 4] == '\n');
        if (!marked) {
            throw new IOException("the " + bytes.length() + " bytes do not end with the YAML document end marker '...': "
                    + "not a whole document (cut short?)");
        }
        return bytes.newInputStream();
    }

    int length() {
        return bytes.length();
    }
}
