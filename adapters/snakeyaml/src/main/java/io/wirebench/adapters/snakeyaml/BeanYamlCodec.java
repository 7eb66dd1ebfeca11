package io.wirebench.adapters.snakeyaml;

import java.io.IOException;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.error.YAMLException;

/** A model class written and read as a YAML mapping by SnakeYAML's JavaBean representer and constructor. */
final class BeanYamlCodec<T> extends YamlCodec<T> {
    private final Class<T> type;

    BeanYamlCodec(Yaml yaml, Class<T> type) {
        super(yaml);
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
            throw unreadable("a " + type.getSimpleName(), e);
        }
        if (value == null) {
            throw new IOException("the " + buffer.length() + " bytes hold no YAML document");
        }
        return value;
    }
}
