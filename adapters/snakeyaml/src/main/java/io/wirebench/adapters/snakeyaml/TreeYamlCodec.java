package io.wirebench.adapters.snakeyaml;

import io.wirebench.core.model.tree.TreeDocument;
import java.io.IOException;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.error.YAMLException;

/**
 * A schema-less document as YAML's own node kinds: the root map (or list) is dumped as a YAML
 * mapping (or sequence), and loaded back by SnakeYAML's safe constructor as {@code LinkedHashMap},
 * {@code ArrayList} and scalars, exactly what SnakeYAML gives any caller of {@code load}.
 */
final class TreeYamlCodec extends YamlCodec<TreeDocument> {
    TreeYamlCodec(Yaml yaml) {
        super(yaml);
    }

    @Override
    public int encode(TreeDocument message) {
        yaml.dump(message.getRoot(), buffer.startDocument());
        return buffer.endDocument();
    }

    @Override
    public TreeDocument decode(TreeDocument reuse) throws IOException {
        try {
            return new TreeDocument(yaml.load(buffer.read()));
        } catch (YAMLException e) {
            throw unreadable("a document", e);
        }
    }
}
