package io.wirebench.wire.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.wirebench.wire.Malformed;
import io.wirebench.wire.MalformedWireException;
import io.wirebench.wire.RandomInputs;
import io.wirebench.wire.SampleOrder;
import io.wirebench.wire.WireTree;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.snakeyaml.engine.v2.api.Dump;
import org.snakeyaml.engine.v2.api.DumpSettings;
import org.snakeyaml.engine.v2.common.ScalarStyle;
import org.snakeyaml.engine.v2.schema.CoreSchema;

/**
 * YAML that other emitters write and our reader now reads (issue 22): plain scalars over several
 * lines, literal and folded block scalars with every chomping and indentation indicator, a scalar
 * on the line below its key, explicit keys; each read as SnakeYAML Engine (YAML 1.2) reads it. What
 * the reader does not support is refused with the construct and the offset named.
 */
class MultiLineYamlTest {
    private static Object ours(String text) {
        return TextRenderings.YAML.readText(text, null, (x, in) -> WireTree.readRoot(in));
    }

    private static void readsAsSnakeYamlEngine(String text) {
        Object expected = Trees.normal(OtherParsers.yaml12(text), false);
        Object actual;
        try {
            actual = Trees.normal(ours(text), false);
        } catch (RuntimeException e) {
            throw new AssertionError("our reader refused what SnakeYAML Engine reads as " + expected + ":\n" + text, e);
        }
        assertEquals(expected, actual, () -> "read differently from SnakeYAML Engine:\n" + text);
    }

    @Test
    void plainScalarsOverSeveralLines() {
        readsAsSnakeYamlEngine("text: a\n  b\n\n  c\nnext: 1\n");
        readsAsSnakeYamlEngine("text: first   \n    second  \n   third\nnext: 1\n");
        readsAsSnakeYamlEngine("a\nb\n");
        readsAsSnakeYamlEngine("- one\n  two\n- three\n");
        readsAsSnakeYamlEngine("outer:\n  inner: one\n    two\n  other: 3\n");
        readsAsSnakeYamlEngine("n: 12\n  34\n"); // text, though its first line is a number
        readsAsSnakeYamlEngine("t: true\n  story\n");
        readsAsSnakeYamlEngine("k: one\n  - two\n");
        readsAsSnakeYamlEngine("k: one\n  two # a comment ends it\nnext: x\n");
        readsAsSnakeYamlEngine("k: one\r\n  two\r\nnext: x\r\n");
        readsAsSnakeYamlEngine("flow: [a\n  b, c\n  d]\n");
        readsAsSnakeYamlEngine("key:\n  on the line\n  below\nk2: x\n");
        readsAsSnakeYamlEngine("key: # a comment, then the value\n  below\n");
        readsAsSnakeYamlEngine("key:\n  [1, 2]\n");
    }

    @Test
    void literalBlockScalars() {
        readsAsSnakeYamlEngine("lit: |\n  line one\n   indented\n\n  last\n\nnext: 1\n");
        readsAsSnakeYamlEngine("lit: |-\n  a\n  b\n\n");
        readsAsSnakeYamlEngine("lit: |+\n  a\n\n\nk: 1\n");
        readsAsSnakeYamlEngine("lit: |+\n  a\n\n");
        readsAsSnakeYamlEngine("lit: |2-\n    two more\n  base\n");
        readsAsSnakeYamlEngine("lit: |-2\n    two more\n  base\n");
        readsAsSnakeYamlEngine("lit: | # a comment\n  # not a comment\n  text\n");
        readsAsSnakeYamlEngine("lit: |\n\n  \n  after empty lines\n");
        readsAsSnakeYamlEngine("lit: |\nnext: empty literal\n");
        readsAsSnakeYamlEngine("lit: |+\n\nnext: kept line feed\n");
        readsAsSnakeYamlEngine("--- |\n  a root literal\n");
        readsAsSnakeYamlEngine("|\n at column one\n"); // SnakeYAML wants a root block scalar indented, though YAML 1.2 allows column 0
        readsAsSnakeYamlEngine("- |\n  a\n- |-\n  b\n- last\n");
        readsAsSnakeYamlEngine("m:\n  - k: |\n      deep\n    j: 1\n");
        readsAsSnakeYamlEngine("bin: !!binary |\n  SGVsbG8g\n  V29ybGQ=\n");
    }

    @Test
    void foldedBlockScalars() {
        readsAsSnakeYamlEngine("fold: >\n  one\n  two\n\n  three\n    more\n  four\n");
        readsAsSnakeYamlEngine("fold: >-\n\n  leading\n  text\n");
        readsAsSnakeYamlEngine("fold: >+\n  a\n  b\n\n\n");
        readsAsSnakeYamlEngine("fold: >\n  a\n\n\n  b\n");
        readsAsSnakeYamlEngine("fold: >\n  a\n   spaced\n   more spaced\n\n  b\n  c\n");
        readsAsSnakeYamlEngine("fold: >2\n   one\n  two\n");
        readsAsSnakeYamlEngine("fold: >\n  # not a comment\n  text\nnext: 1\n");
        readsAsSnakeYamlEngine("- >\n  b\n  c\n- d\n");
    }

    @Test
    void explicitKeys() {
        readsAsSnakeYamlEngine("? a\n: b\n? \"c d\"\n: e\nplain: f\n");
        readsAsSnakeYamlEngine("? a\n:\n  nested: 1\n? b\n:\n  - 1\n");
        readsAsSnakeYamlEngine("- ? a\n  : b\n- c\n");
        readsAsSnakeYamlEngine("outer:\n  ? inner\n  : 1\n");
        readsAsSnakeYamlEngine("? |-\n  a key with\n  a line break\n: v\nnext: w\n"); // what SnakeYAML writes for such a key
    }

    @Test
    void aDescriptionReadsMultiLineText() {
        SampleOrder o = TextRenderings.YAML.readText("price: 1\ntext: >-\n  Hello\n  World!\nside: Sell\n", null, SampleOrder.MARSHALLER);
        assertEquals("Hello World!", o.text);
        assertEquals(SampleOrder.Side.Sell, o.side);
        o = TextRenderings.YAML.readText("text: Hello\n  World!\nside: Buy\n", null, SampleOrder.MARSHALLER);
        assertEquals("Hello World!", o.text);
        assertEquals(SampleOrder.Side.Buy, o.side);
    }

    /** Words and spaces, lines joined by one to three line breaks, so that the emitter can write the text plain or as a block. */
    private static String anyText(RandomInputs in, boolean lines) {
        StringBuilder sb = new StringBuilder();
        int count = in.intBetween(1, 4);
        for (int l = 0; l < count; l++) {
            if (l > 0) {
                sb.append("\n".repeat(lines ? in.intBetween(1, 3) : 0)).append(lines ? "" : " ");
            }
            int words = in.intBetween(1, 12);
            for (int w = 0; w < words; w++) {
                sb.append(w > 0 ? " " : "").append("word".substring(0, in.intBetween(1, 4))).append(in.intBetween(0, 99));
            }
        }
        if (lines && in.bool()) {
            sb.append("\n".repeat(in.intBetween(1, 2)));
        }
        if (lines && in.bool()) {
            sb.insert(0, "\n");
        }
        return sb.toString();
    }

    private static Object anyDocument(RandomInputs in, boolean lines) {
        Map<String, Object> map = new LinkedHashMap<>();
        int n = in.intBetween(1, 4);
        for (int i = 0; i < n; i++) {
            if (in.intBetween(0, 3) == 0) {
                List<Object> list = new ArrayList<>();
                int m = in.intBetween(1, 3);
                for (int j = 0; j < m; j++) {
                    list.add(anyText(in, lines));
                }
                map.put("key" + i, list);
            } else {
                map.put("key" + i, anyText(in, lines));
            }
        }
        return map;
    }

    @Test
    void whatSnakeYamlEngineWritesInEveryScalarStyleReadsTheSame() {
        Dump plain = new Dump(DumpSettings.builder().setSchema(new CoreSchema()).setWidth(20).build());
        Dump literal = new Dump(DumpSettings.builder().setSchema(new CoreSchema()).setDefaultScalarStyle(ScalarStyle.LITERAL).build());
        Dump folded = new Dump(DumpSettings.builder().setSchema(new CoreSchema()).setDefaultScalarStyle(ScalarStyle.FOLDED).setWidth(20).build());
        RandomInputs.forAll(600, in -> {
            Object words = anyDocument(in, false);
            String text = plain.dumpToString(words);
            readsAsSnakeYamlEngine(text);
            assertEquals(Trees.normal(words, false), Trees.normal(ours(text), false), text);
            Object lines = anyDocument(in, true);
            for (Dump dump : new Dump[] {literal, folded}) {
                String block = dump.dumpToString(lines);
                readsAsSnakeYamlEngine(block);
                assertEquals(Trees.normal(lines, false), Trees.normal(ours(block), false), block);
            }
        });
    }

    // ---- refused by name

    private static void refused(String text, String construct, int at) {
        MalformedWireException e = Malformed.assertMalformed(() -> ours(text), text, construct);
        assertEquals(4 + at, e.offset(), e.getMessage()); // 4: the document's frame in front of the text
        assertFalse(e.getMessage().contains("after the root value"), e.getMessage());
        assertFalse(e.getMessage().contains("written without keys"), e.getMessage());
    }

    @Test
    void whatIsNotSupportedIsRefusedByNameAndOffset() {
        refused("? [a, b]\n: c\n", "complex key", 2);
        refused("? a: b\n: c\n", "complex key", 2);
        refused("? - a\n: c\n", "complex key", 2);
        refused("k: {? a : b}\n", "explicit key", 4);
        refused("a: &anchor 1\n", "anchors and aliases", 3);
        refused("a: *alias\n", "anchors and aliases", 3);
        refused("a: \"one\n  two\"\n", "multi-line quoted", 3);
        refused("a\n: b\n", "key over more than one line", 2);
        refused("k: [|\n  x]\n", "block scalar", 4);
        refused("k: |x\n  text\n", "block scalar's header", 4);
        refused("k: |\n\n      \n  text\n", "leading empty line", 6);
    }
}
