package io.wirebench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebench.core.model.Dataset;
import io.wirebench.core.model.tree.TreeDocument;
import java.io.IOException;
import java.math.BigInteger;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** DATA= files a careless user or an attacker might give: each is refused naming the file and why, or measured as what it is. */
class HostileUserDataTest {
    @TempDir
    Path dir;

    private Dataset<TreeDocument> load(String name, String content) throws IOException {
        return UserDataTest.load(dir, name, content);
    }

    @Test
    void aRecursiveAliasIsRefusedNamingTheFileNotAStackOverflow() {
        // 14 bytes; used to end in a StackOverflowError whose 1,024-line trace never named the file
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> load("loop.yaml", "a: &x [1, *x]\n"));
        assertTrue(e.getMessage().contains("loop.yaml") && e.getMessage().contains("$.a[1]") && e.getMessage().contains("contains itself"),
                e.getMessage());
    }

    @Test
    void anEmptyFileIsRefusedNotMeasuredAsANullMessage() {
        for (String name : new String[] {"empty.yaml", "empty.json", "blank.yml"}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> load(name, name.startsWith("blank") ? "\n  \n" : ""));
            assertTrue(e.getMessage().contains(name) && e.getMessage().contains("is empty"), e.getMessage());
        }
    }

    @Test
    void aJsonIntegerAboveLongIsANumberNotInvalidJson() throws IOException {
        TreeDocument t = load("big.json", "{\"n\": 18446744073709551616, \"m\": 7}").newSample();
        Map<?, ?> root = (Map<?, ?>) t.getRoot();
        assertEquals(new BigInteger("18446744073709551616"), root.get("n"));
        assertEquals(7L, root.get("m"));
    }

    @Test
    void aDeepValidDocumentLoadsInBothSyntaxes() throws IOException {
        int depth = 300;
        TreeDocument json = load("deep.json", "[".repeat(depth) + "]".repeat(depth)).newSample();
        assertEquals(depth, depthOf(json.getRoot()));
        // SnakeYAML's default nesting limit is 50: a 300-deep flow sequence was "not valid YAML"
        TreeDocument yaml = load("deep.yaml", "[".repeat(depth) + "]".repeat(depth) + "\n").newSample();
        assertEquals(depth, depthOf(yaml.getRoot()));
    }

    @Test
    void aDocumentDeeperThanTheParsersAcceptIsRefusedWithTheLimit() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> load("deeper.json", "[".repeat(2000) + "]".repeat(2000)));
        assertTrue(e.getMessage().contains("deeper.json") && e.getMessage().contains("1000"), e.getMessage());
    }

    private static int depthOf(Object node) {
        int d = 0;
        while (node instanceof java.util.List<?> l) {
            d++;
            node = l.isEmpty() ? null : l.get(0);
        }
        return d;
    }
}
