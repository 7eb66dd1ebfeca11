package io.wirebench.adapters.snakeyaml;

import io.wirebench.core.Codec;
import java.io.IOException;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.error.YAMLException;

/**
 * A model class written and read as a YAML mapping by SnakeYAML's JavaBean representer and
 * constructor, with one {@link Yaml} instance for the life of the codec (Yaml is not thread-safe;
 * a codec is single-threaded). SnakeYAML builds a new object on every load: {@code reuse} is ignored.
 */
final class BeanYamlCodec<T> implements Codec<T> {
    private final Yaml yaml;
    private final Class<T> type;
    private final YamlBuffer buffer = new YamlBuffer();

    BeanYamlCodec(Yaml yaml, Class<T> type) {
        this.yaml = yaml;
        this.type = type;
    }

    @Override
    public int encode(T message) {
        yaml.dump(message, buffer.startDocument());
        return buffer.endDocument();
    }

    @Override
    public T decode(T reuse) throws IOException {
        T value;
        try {
            value = yaml.loadAs(buffer.read(), type);
        } catch (YAMLException e) {
            throw new IOException("SnakeYAML cannot read a " + type.getSimpleName() + " from " + buffer.length()
                    + " bytes: " + e.getMessage(), e);
        }
        if (value == null) {
            throw new IOException("the " + buffer.length() + " bytes hold no YAML document");
        }
        return value;
    }

    @Override
    public byte[] encoded() {
        return buffer.copy();
    }

    @Override
    public void load(byte[] bytes) {
        buffer.load(bytes);
    }
}
