package io.wirebench.adapters.snakeyaml;

import io.wirebench.core.ReusableBufferCodec;
import java.io.IOException;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.error.YAMLException;

/**
 * What the bean and tree codecs share: one {@link Yaml} for the life of the codec (a {@code Yaml} is not
 * thread-safe; a codec is single-threaded) over one reused {@link YamlBuffer}, and how a SnakeYAML error is
 * reported. SnakeYAML builds a new object on every load: {@code reuse} is ignored by both. The buffer's bytes
 * are the codec's reused array ({@link ReusableBufferCodec}), which also hands them out and takes them in.
 */
abstract class YamlCodec<T> extends ReusableBufferCodec<T> {
    final Yaml yaml;
    final YamlBuffer buffer = new YamlBuffer(out);

    YamlCodec(Yaml yaml) {
        super(512);
        this.yaml = yaml;
    }

    /** SnakeYAML's unchecked error as the {@code IOException} a codec throws, saying what could not be read. */
    final IOException unreadable(String what, YAMLException e) {
        return new IOException("SnakeYAML cannot read " + what + " from " + buffer.length() + " bytes: " + e.getMessage(), e);
    }
}
