package io.wirebench.adapters.snakeyaml;

import io.wirebench.core.ReusableByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;

/**
 * The codec's reused buffer: a UTF-8 writer over one growable byte array, kept between messages.
 * SnakeYAML emits characters; the writer's encoder turns them into bytes without an intermediate
 * {@code String} per document.
 */
final class YamlBuffer {
    private final ReusableByteArrayOutputStream bytes = new ReusableByteArrayOutputStream(512);
    private final Writer writer = new OutputStreamWriter(bytes, StandardCharsets.UTF_8);

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

    InputStream read() {
        return bytes.newInputStream();
    }

    int length() {
        return bytes.length();
    }

    byte[] copy() {
        return bytes.toByteArray();
    }

    void load(byte[] content) {
        bytes.load(content);
    }
}
