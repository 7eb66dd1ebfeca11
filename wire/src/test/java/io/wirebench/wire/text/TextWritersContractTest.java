package io.wirebench.wire.text;

import io.wirebench.wire.MalformedWireException;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebench.wire.TextEncoding;
import io.wirebench.wire.WireIn;
import io.wirebench.wire.WireKey;
import io.wirebench.wire.WireOut;
import io.wirebench.wire.WireTree;
import io.wirebench.wire.WireWriter;
import io.wirebench.wire.binary.BinaryWireOut;
import io.wirebench.wire.binary.KeyStyle;
import io.wirebench.wire.binary.NumberStyle;
import io.wirebench.wire.bytes.BytesIn;
import io.wirebench.wire.bytes.BytesOut;
import io.wirebench.wire.bytes.HeapBuffer;
import io.wirebench.wire.json.JsonWireOut;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * What the YAML and JSON writers promise for whole documents (issue 22): keys too long for an
 * implicit YAML key, an empty document, values without keys, and a refused write that leaves a
 * reused output as it was. Every text is also read by the parsers this project did not write.
 */
class TextWritersContractTest {
    /** YAML's limit for an implicit key, spelled out rather than the writer's constant, which the test checks. */
    private static final int LIMIT = 1024;
    private static final String LONG = "k".repeat(LIMIT + 1);

    private static String yaml(Object tree) {
        return TextRenderings.YAML.text(tree, (t, out) -> WireTree.writeRoot(t, out));
    }

    private static String json(Object tree) {
        return TextRenderings.JSON.text(tree, (t, out) -> WireTree.writeRoot(t, out));
    }

    /** Our reader, SnakeYAML Engine (1.2) and SnakeYAML (1.1) all read {@code text} as {@code expected}. */
    private static void yamlReadsAs(Object expected, String text) {
        Object want = Trees.normal(expected, false);
        assertEquals(want, Trees.normal(OtherParsers.yaml12(text), false), () -> "SnakeYAML Engine:\n" + text);
        assertEquals(want, Trees.normal(OtherParsers.yaml11(text), false), () -> "SnakeYAML:\n" + text);
        assertEquals(want, Trees.normal(TextRenderings.YAML.readText(text, null, (x, in) -> WireTree.readRoot(in)), false),
                () -> "our reader:\n" + text);
    }

    private static void jsonReadsAs(Object expected, String text) {
        Object want = Trees.normal(expected, true);
        assertEquals(want, Trees.normal(OtherParsers.json(text), true), () -> "Jackson:\n" + text);
        assertEquals(want, Trees.normal(TextRenderings.JSON.readText(text, null, (x, in) -> WireTree.readRoot(in)), true),
                () -> "our reader:\n" + text);
    }

    private static Map<String, Object> map(Object... keysAndValues) {
        Map<String, Object> m = new LinkedHashMap<>();
        for (int i = 0; i < keysAndValues.length; i += 2) {
            m.put((String) keysAndValues[i], keysAndValues[i + 1]);
        }
        return m;
    }

    // ---- 1. keys longer than an implicit key may be

    @Test
    void aKeyOver1024CharactersTakesTheExplicitFormThatEveryParserReads() {
        Map<String, Object> tree = map(LONG, "v");
        String text = yaml(tree);
        assertEquals("? " + LONG + "\n: v\n", text);
        yamlReadsAs(tree, text);
        // 1,024 characters is still an implicit key.
        String limit = "k".repeat(LIMIT);
        assertEquals(limit + ": v\n", yaml(map(limit, "v")));
        yamlReadsAs(map(limit, "v"), yaml(map(limit, "v")));
    }

    @Test
    void longKeysNestedInSequencesQuotedAndOnContainersReadBack() {
        String quoted = "- " + "\u00e9".repeat(600); // quoted, and over 1,024 bytes of UTF-8 but not of characters
        Map<String, Object> tree = map("list", List.of(map(LONG, 1L, "b", map(LONG + "x", List.of(1L, 2L)))), quoted, map(), "#" + LONG, List.of());
        String text = yaml(tree);
        assertTrue(text.contains("- ? " + LONG + "\n    : 1\n"), text);
        yamlReadsAs(tree, text);
        jsonReadsAs(tree, json(tree));
    }

    @Test
    void aLongWireKeyOfADescriptionTakesTheExplicitFormToo() {
        WireKey key = WireKey.of("n".repeat(2000), 7);
        WireWriter<Long> description = (v, out) -> out.write(key).int64(v).write(WireKey.of("after", 8)).int64(1);
        String text = TextRenderings.YAML.text(42L, description);
        assertEquals("? " + key.name() + "\n: 42\nafter: 1\n", text);
        yamlReadsAs(map(key.name(), 42L, "after", 1L), text);
        assertEquals(42L, (long) TextRenderings.YAML.readText(text, null, (x, in) -> in.read(key).int64()));
    }

    // ---- 2. an empty map at the root

    @Test
    void anEmptyRootMapIsWrittenAsAnEmptyFlowMappingNotAnEmptyDocument() {
        assertEquals("{}\n", yaml(map()));
        assertEquals("{}", json(map()));
        yamlReadsAs(map(), yaml(map()));
        jsonReadsAs(map(), json(map()));
        // A description that writes nothing is an empty mapping as well, in a framed document and in a conversion.
        assertEquals("{}\n", TextRenderings.YAML_8BIT.text("x", (v, out) -> { }));
        byte[] empty = binary((v, out) -> { });
        assertEquals("---\n{}\n", Conversions.binaryToYaml(empty));
        assertEquals("{}\n", Conversions.binaryToJson(empty));
    }

    // ---- 7. values without keys

    private static byte[] binary(WireWriter<Object> description) {
        HeapBuffer buffer = HeapBuffer.expandable(64);
        BytesOut out = new BytesOut(buffer);
        new BinaryWireOut(out, KeyStyle.NAMED, NumberStyle.COMPACT).writeDocument(false, "x", description);
        return Arrays.copyOf(buffer.array(), out.position());
    }

    /** One description written by both text writers, with the texts expected and the tree every parser must read from them. */
    private static void keyless(WireWriter<Object> description, String expectedYaml, String expectedJson, Object tree) {
        String yaml = TextRenderings.YAML.text("x", description);
        assertEquals(expectedYaml, yaml);
        yamlReadsAs(tree, yaml);
        String json = TextRenderings.JSON.text("x", description);
        assertEquals(expectedJson, json);
        jsonReadsAs(tree, json);
    }

    @Test
    void severalValuesWithoutKeysAtTheRootMakeASequence() {
        keyless((v, out) -> {
            out.writeValue().text("a");
            out.writeValue().text("b");
        }, "- a\n- b\n", "[\"a\",\"b\"]", List.of("a", "b"));
        // The issue's minimal binary: two keyless values, false and 0.
        byte[] fieldless = {2, 0, 0, 0, (byte) 0xA9, 0x00};
        assertEquals("---\n- false\n- 0\n", Conversions.binaryToYaml(fieldless));
        assertEquals("[false,0]\n", Conversions.binaryToJson(fieldless));
    }

    @Test
    void aRootValueThenAKeyMakesASequenceWithAMappingElement() {
        // What yamlToBinary("a\n:") once wrote: "a" without a key, then an empty key with null.
        WireWriter<Object> mixed = (v, out) -> {
            out.writeValue().text("a");
            out.write("").nul();
        };
        keyless(mixed, "- a\n- \"\": null\n", "[\"a\",{\"\":null}]", List.of("a", map("", null)));
        // the writers can render the mix; the conversions refuse a container that mixes keys and keyless values (wire/README.md)
        assertThrows(MalformedWireException.class, () -> Conversions.binaryToJson(binary(mixed)));
    }

    @Test
    void fieldsThenAValueWithoutKeyBecomeTheFirstElement() {
        keyless((v, out) -> {
            out.write("k").int64(1);
            out.write("m").object("o", (o, w) -> w.write("p").int64(2));
            out.writeValue().text("x");
            out.write("j").bool(true);
        }, "- k: 1\n  m:\n    p: 2\n- x\n- j: true\n", "[{\"k\":1,\"m\":{\"p\":2}},\"x\",{\"j\":true}]",
                List.of(map("k", 1L, "m", map("p", 2L)), "x", map("j", true)));
    }

    @Test
    void anObjectGivenValuesWithoutKeysIsASequence() {
        keyless((v, out) -> out.write("o").object("o", (o, w) -> {
            w.writeValue().int64(1);
            w.writeValue().object("p", (p, x) -> x.writeValue().text("deep"));
        }), "o:\n  - 1\n  - - deep\n", "{\"o\":[1,[\"deep\"]]}", map("o", List.of(1L, List.of("deep"))));
        keyless((v, out) -> out.write("o").object("o", (o, w) -> {
            w.write("a").int64(1);
            w.writeValue().text("x");
        }), "o:\n  - a: 1\n  - x\n", "{\"o\":[{\"a\":1},\"x\"]}", map("o", List.of(map("a", 1L), "x")));
    }

    @Test
    void keysInASequenceAreMappingElementsOneForEachRunOfKeys() {
        keyless((v, out) -> out.write("s").sequence("s", (s, w) -> {
            w.writeValue().int64(1);
            w.write("k").int64(2);
            w.write("j").sequence("t", (t, x) -> x.writeValue().int64(3));
            w.writeValue().int64(4);
            w.write("last").nul();
        }), "s:\n  - 1\n  - k: 2\n    j:\n      - 3\n  - 4\n  - last: null\n", "{\"s\":[1,{\"k\":2,\"j\":[3]},4,{\"last\":null}]}",
                map("s", List.of(1L, map("k", 2L, "j", List.of(3L)), 4L, map("last", null))));
    }

    @Test
    void aRootContainerWithoutKeyThenMoreItemsIsReindentedAsTheFirstElement() {
        keyless((v, out) -> {
            out.writeValue().object("o", (o, w) -> w.write("a").int64(1).write("b").sequence("l", (l, x) -> x.writeValue().int64(2)));
            out.writeValue().text("z");
        }, "- a: 1\n  b:\n    - 2\n- z\n", "[{\"a\":1,\"b\":[2]},\"z\"]", List.of(map("a", 1L, "b", List.of(2L)), "z"));
        keyless((v, out) -> {
            out.writeValue().sequence("l", (l, w) -> w.writeValue().int64(1).writeValue().int64(2));
            out.write("k").text("v");
        }, "- - 1\n  - 2\n- k: v\n", "[[1,2],{\"k\":\"v\"}]", List.of(List.of(1L, 2L), map("k", "v")));
        // One value without a key and nothing else is still the document's root, as before.
        keyless((v, out) -> out.writeValue().text("alone"), "alone\n", "\"alone\"", "alone");
    }

    @Test
    void fieldLessBinaryConvertsToTextThatParsersRead() {
        WireWriter<Object> order = (v, out) -> out.write(WireKey.of("price", 3)).float64(1234.5)
                .write(WireKey.of("child", 4)).object("c", (c, w) -> w.write(WireKey.of("i8", 1)).int8((byte) 7).write(WireKey.of("t", 2)).text("one"))
                .write(WireKey.of("side", 6)).text("Sell");
        HeapBuffer buffer = HeapBuffer.expandable(64);
        BytesOut out = new BytesOut(buffer);
        new BinaryWireOut(out, KeyStyle.NONE, NumberStyle.COMPACT).writeDocument(false, "x", order);
        byte[] fieldless = Arrays.copyOf(buffer.array(), out.position());
        Object tree = List.of(1234.5, List.of(7L, "one"), "Sell");
        String yaml = Conversions.binaryToYaml(fieldless);
        assertEquals("---\n- 1234.5\n- - 7\n  - one\n- Sell\n", yaml);
        yamlReadsAs(tree, yaml.substring(4));
        jsonReadsAs(tree, Conversions.binaryToJson(fieldless).trim());
    }

    // ---- 4. a refused write leaves the output as it was

    private static final WireWriter<Object> GOOD = (v, out) -> out.write("a").int64(1).write("b").sequence("l", (l, w) -> w.writeValue().text("x"));

    /** Writes half a document, deep in containers and after a long key, then refuses. */
    private static final WireWriter<Object> REFUSED = (v, out) -> {
        out.write(LONG).int64(1).write("n").object("o", (o, w) -> {
            w.write("m").int64(2);
            w.writeValue().text("turns the object into a sequence");
            w.write("deeper").sequence("s", (s, x) -> {
                x.writeValue().text("y");
                throw new IllegalStateException("refused by the description");
            });
        });
    };

    @Test
    void aRefusedWriteLeavesTheOutputAsItWasAndTheNextDocumentReads() {
        for (TextRenderings r : TextRenderings.values()) {
            HeapBuffer buffer = HeapBuffer.expandable(16);
            BytesOut out = new BytesOut(buffer);
            WireOut writer = r.writer(out);
            writer.writeDocument(false, "x", GOOD);
            int before = out.position();
            assertThrows(IllegalStateException.class, () -> writer.writeDocument(false, "x", REFUSED), r::toString);
            assertEquals(before, out.position(), r::toString);
            // A value the rendering cannot carry: a lone surrogate (YAML), a char above U+00FF (8-bit).
            Object unwritable = map("ok", 1L, "bad", List.of("fine", r.latin1() ? "\u0100" : "\uD800"));
            if (!r.json() || r.latin1()) {
                assertThrows(IllegalArgumentException.class, () -> writer.writeDocument(false, unwritable, (t, w) -> WireTree.writeRoot(t, w)), r::toString);
                assertEquals(before, out.position(), r::toString);
            }
            writer.writeDocument(false, "x", GOOD);
            BytesIn in = new BytesIn(HeapBuffer.wrap(Arrays.copyOf(buffer.array(), out.position())));
            WireIn reader = r.reader(in);
            Object expected = Trees.normal(map("a", 1L, "b", List.of("x")), r.json());
            assertEquals(expected, Trees.normal(reader.readDocument(null, (x, w) -> WireTree.readRoot(w)), r.json()), r::toString);
            assertEquals(expected, Trees.normal(reader.readDocument(null, (x, w) -> WireTree.readRoot(w)), r.json()), r::toString);
            assertEquals(0, in.remaining(), r::toString);
        }
    }

    @Test
    void aRefusedBodyLeavesTheOutputAsItWasToo() {
        HeapBuffer buffer = HeapBuffer.expandable(16);
        BytesOut out = new BytesOut(buffer);
        YamlWireOut yaml = new YamlWireOut(out, TextEncoding.UTF_8);
        JsonWireOut json = new JsonWireOut(out, TextEncoding.UTF_8);
        yaml.writeBody("x", GOOD);
        int before = out.position();
        assertThrows(IllegalStateException.class, () -> yaml.writeBody("x", REFUSED));
        assertEquals(before, out.position());
        assertThrows(IllegalStateException.class, () -> json.writeBody("x", REFUSED));
        assertEquals(before, out.position());
        json.writeBody("x", GOOD);
        assertEquals("a: 1\nb:\n  - x\n{\"a\":1,\"b\":[\"x\"]}", new String(buffer.array(), 0, out.position(), StandardCharsets.UTF_8));
    }
}
