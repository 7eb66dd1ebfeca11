package io.wirebench.adapters.snakeyaml;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebench.conformance.RowChecks;
import io.wirebench.core.Codec;
import io.wirebench.core.model.Dataset;
import io.wirebench.core.model.Datasets;
import io.wirebench.core.model.Models;
import io.wirebench.core.model.order.Order;
import io.wirebench.core.model.tree.TreeDocument;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class SnakeYamlHostileInputTest {
    private static final String CLASS_TAG = "!!java.net.URLClassLoader [[!!java.net.URL [\"http://localhost/\"]]]\n";

    /** The document, ended as the codec requires (YAML's document end marker), so that what is tested is the parsing. */
    private static byte[] utf8(String s) {
        return (s + "...\n").getBytes(StandardCharsets.UTF_8);
    }

    @Test
    void refusesAGlobalTagInATypedDocument() {
        Codec<Order> codec = SnakeYamlContenders.snakeYaml().newCodec(Models.ORDER);
        RowChecks.assertDecodeRefused(codec, utf8(CLASS_TAG), "Global tag is not allowed");
    }

    @Test
    void refusesAGlobalTagInASchemalessDocument() {
        Codec<TreeDocument> codec = SnakeYamlContenders.snakeYaml().newCodec(Models.TREE);
        RowChecks.assertDecodeRefused(codec, utf8("root: " + CLASS_TAG), "Global tag is not allowed");
    }

    @Test
    void refusesAnAliasBomb() {
        StringBuilder yaml = new StringBuilder("a: &a [x, x, x, x, x, x, x, x, x, x]\n");
        for (char level = 'b'; level <= 'j'; level++) {
            char previous = (char) (level - 1);
            yaml.append(level).append(": &").append(level).append(" [");
            for (int i = 0; i < 10; i++) {
                yaml.append(i == 0 ? "" : ", ").append('*').append(previous);
            }
            yaml.append("]\n");
        }
        Codec<TreeDocument> codec = SnakeYamlContenders.snakeYaml().newCodec(Models.TREE);
        RowChecks.assertDecodeRefused(codec, utf8(yaml.toString()), "aliases");
    }

    @Test
    void refusesADocumentWithoutItsEndMarker() throws IOException {
        Codec<Order> codec = SnakeYamlContenders.snakeYaml().newCodec(Models.ORDER);
        codec.encode(Datasets.order());
        byte[] whole = codec.encoded();
        String text = new String(whole, StandardCharsets.UTF_8);
        assertTrue(text.endsWith("\n...\n"), text);
        RowChecks.assertDecodeRefused(codec, java.util.Arrays.copyOf(whole, whole.length - 4), "document end marker");
    }

    @Test
    void refusesAnEmptyDocumentForATypedModel() {
        Codec<Order> codec = SnakeYamlContenders.snakeYaml().newCodec(Models.ORDER);
        codec.load(new byte[0]);
        assertThrows(IOException.class, () -> codec.decode(null));
    }

    @Test
    void writesNoClassTagsForAnyDataset() throws IOException {
        for (Dataset<?> dataset : Datasets.all()) {
            String yaml = new String(encode(dataset), StandardCharsets.UTF_8);
            assertFalse(yaml.contains("!!"), dataset.id() + " was written with a tag:\n" + yaml);
        }
    }

    private static <T> byte[] encode(Dataset<T> dataset) throws IOException {
        Codec<T> codec = SnakeYamlContenders.snakeYaml().newCodec(dataset.model());
        codec.encode(dataset.newSample());
        return codec.encoded();
    }
}
