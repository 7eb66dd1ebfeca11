package io.wirebench.adapters.snakeyaml;

import io.wirebench.core.Codec;
import java.io.IOException;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.error.YAMLException;

/**
 * What the bean and tree codecs share: one {@link Yaml} for the life of the codec (a {@code Yaml} is not
 * thread-safe; a codec is single-threaded) over one reused {@link YamlBuffer}, and how a SnakeYAML error is
 * reported. SnakeYAML builds a new object on every load: {@code reuse} is ignored by both.
 */
abstract class YamlCodec<T> implements Codec<T> {
    final Yaml yaml;
    final YamlBuffer buffer = new YamlBuffer();

    YamlCodec(Yaml yaml) {
        this.yaml = yaml;
    }

    /** SnakeYAML's unchecked error as the {@code IOException} a codec throws, saying what could not be read. */
    final IOException unreadable(String what, YAMLException e) {
        return new IOException("SnakeYAML cannot read " + what + " from " + buffer.length() + " bytes: " + e.getMessage(), e);
    }

    @Override
    public final byte[] encoded() {
        return buffer.copy();
    }

    @Override
    public final void load(byte[] bytes) {
        buffer.load(bytes);
    }
}
