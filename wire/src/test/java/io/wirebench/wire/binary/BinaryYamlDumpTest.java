package io.wirebench.wire.binary;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebench.wire.AllTypes;
import io.wirebench.wire.Malformed;
import io.wirebench.wire.MalformedWireException;
import io.wirebench.wire.Renderings;
import io.wirebench.wire.SampleOrder;
import io.wirebench.wire.WireKey;
import io.wirebench.wire.WireTree;
import io.wirebench.wire.bytes.BytesOut;
import io.wirebench.wire.bytes.HeapBuffer;
import io.wirebench.wire.bytes.HexDump;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Binary YAML rendered as YAML text without its schema, and any bytes as hex. */
class BinaryYamlDumpTest {

    private static String dumpOrder(Renderings rendering) {
        return BinaryYamlDump.dump(rendering.write(SampleOrder.reference(), SampleOrder.MARSHALLER));
    }

    @Test
    void namedFieldsDumpAsKeyValueLines() {
        String expected = """
                --- #binary
                price: 1234
                flag: true
                text: Hello World!
                side: Sell
                smallInt: 123
                longInt: 1234567890
                """;
        assertEquals(expected, dumpOrder(Renderings.BINARY_NAMED));
        assertEquals(expected, dumpOrder(Renderings.BINARY_FIXED_NAMED), "a fixed-width double of 1234.0 shows the same");
    }

    @Test
    void numberedFieldsDumpWithTheirNumbers() {
        String expected = """
                --- #binary
                3: 1234
                4: true
                5: Hello World!
                6: Sell
                1: 123
                2: 1234567890
                """;
        assertEquals(expected, dumpOrder(Renderings.BINARY_NUMBERED));
        assertEquals(expected, dumpOrder(Renderings.BINARY_FIXED_NUMBERED));
    }

    @Test
    void fieldlessDumpsAsASequenceOfValues() {
        String dump = dumpOrder(Renderings.BINARY_FIELDLESS);
        assertEquals("""
                --- #binary
                - 1234
                - true
                - Hello World!
                - Sell
                - 123
                - 1234567890
                """, dump);
        // a YAML parser reads the six values, not one multi-line string
        Object read = new org.snakeyaml.engine.v2.api.Load(org.snakeyaml.engine.v2.api.LoadSettings.builder().build()).loadFromString(dump);
        assertEquals(List.of(1234, true, "Hello World!", "Sell", 123, 1234567890), read);
    }

    @Test
    void nestedObjectsAreIndentedAndSequencesAreItems() {
        AllTypes a = AllTypes.leaf(1, "top");
        a.child = AllTypes.leaf(2, "inner");
        a.longs = new java.util.ArrayList<>(List.of(5L, -6L));
        a.children = new java.util.ArrayList<>(List.of(AllTypes.leaf(3, "in a list")));
        String dump = BinaryYamlDump.dump(Renderings.BINARY_NAMED.write(a, AllTypes.MARSHALLER));
        assertEquals("""
                --- #binary
                i8: 1
                i16: 1000
                i32: 100000
                i64: 10000000000
                f32: 0.25
                f64: 1.1
                bool: false
                text: top
                nullText: null
                colour: GREEN
                bytes: !!binary AQD/
                child:
                  i8: 2
                  i16: 2000
                  i32: 200000
                  i64: 20000000000
                  f32: 0.5
                  f64: 2.2
                  bool: true
                  text: inner
                  nullText: null
                  colour: BLUE
                  bytes: !!binary AgD/
                  child: null
                  longs: [ ]
                  children: [ ]
                longs:
                  - 5
                  - -6
                children:
                  - i8: 3
                    i16: 3000
                    i32: 300000
                    i64: 30000000000
                    f32: 0.75
                    f64: 3.3000000000000003
                    bool: false
                    text: in a list
                    nullText: null
                    colour: RED
                    bytes: !!binary AwD/
                    child: null
                    longs: [ ]
                    children: [ ]
                """, dump);
    }

    @Test
    void containersWithoutKeysDumpInFlowStyle() {
        AllTypes a = AllTypes.leaf(1, "t");
        a.child = AllTypes.leaf(2, "c");
        a.longs = new java.util.ArrayList<>(List.of(5L, 6L));
        String dump = BinaryYamlDump.dump(Renderings.BINARY_FIELDLESS.write(a, AllTypes.MARSHALLER));
        assertTrue(dump.contains("\n- [ 2, 2000, 200000, 20000000000, 0.5, 2.2, true, c, null, BLUE, !!binary AgD/, null, [ ], [ ] ]\n"), dump);
        assertTrue(dump.endsWith("\n- [ 5, 6 ]\n- [ ]\n"), dump);
    }

    @Test
    void textIsQuotedWhenYamlWouldReadItAsSomethingElse() {
        Map<String, Object> tree = new LinkedHashMap<>();
        tree.put("empty", "");
        tree.put("number", "1234");
        tree.put("yes", "yes");
        tree.put("colon", "a: b");
        tree.put("hash", "a #b");
        tree.put("dash", "- item");
        tree.put("break", "line\nbreak");
        tree.put("plain", "http://example.com/a:b");
        tree.put("nan", Double.NaN);
        tree.put("inf", Double.NEGATIVE_INFINITY);
        tree.put("negzero", -0.0);
        tree.put("big", 1e300);
        byte[] bytes = Renderings.BINARY_NAMED.write(tree, (t, out) -> WireTree.writeRoot(t, out));
        assertEquals("""
                --- #binary
                empty: ""
                number: "1234"
                "yes": "yes"
                colon: "a: b"
                hash: "a #b"
                dash: "- item"
                break: "line\\nbreak"
                plain: http://example.com/a:b
                nan: .nan
                inf: -.inf
                negzero: -0.0
                big: 1.0E+300
                """, BinaryYamlDump.dump(bytes));
    }

    /** The form YAML 1.1 gives for a float (yaml.org/type/float.html): a point, and an exponent only with its sign. */
    private static final java.util.regex.Pattern YAML11_FLOAT = java.util.regex.Pattern.compile("[-+]?([0-9][0-9_]*)?\\.[0-9.]*([eE][-+][0-9]+)?");

    @Test
    void exponentsHaveTheSignAndPointThatYaml11ReadsAsAFloat() {
        Map<String, Object> tree = new LinkedHashMap<>();
        tree.put("big", 1e20);
        tree.put("huge", -1.5e300);
        tree.put("small", 1e-20);
        tree.put("float", 3.0e38f);
        byte[] bytes = Renderings.BINARY_NAMED.write(tree, (t, out) -> WireTree.writeRoot(t, out));
        String dump = BinaryYamlDump.dump(bytes);
        assertEquals("--- #binary\nbig: 1.0E+20\nhuge: -1.5E+300\nsmall: 1.0E-20\nfloat: 3.0E+38\n", dump);
        for (String line : dump.split("\n")) {
            if (line.contains(": ")) {
                String number = line.substring(line.indexOf(": ") + 2);
                assertTrue(YAML11_FLOAT.matcher(number).matches(), number + " is not a YAML 1.1 float");
            }
        }
        Map<?, ?> read = new org.yaml.snakeyaml.Yaml().load(dump);
        assertEquals(1e20, read.get("big"));
        assertEquals(-1.5e300, read.get("huge"));
        assertEquals(3.0e38, read.get("float")); // the float's shortest digits, read as a double
    }

    @Test
    void aKeyOver1024CharactersDumpsInTheExplicitForm() {
        String key = "k".repeat(1025);
        Map<String, Object> tree = new LinkedHashMap<>();
        tree.put(key, 1L);
        Map<String, Object> nested = new LinkedHashMap<>();
        nested.put(key + "x", List.of(1L, 2L));
        tree.put("nested", nested);
        byte[] bytes = Renderings.BINARY_NAMED.write(tree, (t, out) -> WireTree.writeRoot(t, out));
        String dump = BinaryYamlDump.dump(bytes);
        assertEquals("--- #binary\n? " + key + "\n: 1\nnested:\n  ? " + key + "x\n  :\n    - 1\n    - 2\n", dump);
        Object viaEngine = new org.snakeyaml.engine.v2.api.Load(org.snakeyaml.engine.v2.api.LoadSettings.builder().build()).loadFromString(dump);
        Object via11 = new org.yaml.snakeyaml.Yaml().load(dump);
        Map<String, Object> expected = new LinkedHashMap<>();
        expected.put(key, 1);
        Map<String, Object> nestedInts = new LinkedHashMap<>();
        nestedInts.put(key + "x", List.of(1, 2));
        expected.put("nested", nestedInts);
        assertEquals(expected, viaEngine);
        assertEquals(expected, via11);
    }

    @Test
    void anObjectMixingKeysAndValuesWithoutKeysDumpsAsTheTextWritersWriteIt() {
        HeapBuffer buffer = HeapBuffer.expandable(64);
        BytesOut out = new BytesOut(buffer);
        BinaryWireOut wire = new BinaryWireOut(out, KeyStyle.NAMED, NumberStyle.COMPACT);
        wire.writeDocument(false, "", (x, o) -> {
            o.writeValue().text("a");
            o.write("").nul(); // what yamlToBinary("a\n:") once wrote
        });
        wire.writeDocument(false, "", (x, o) -> {
            o.write("k").int64(1);
            o.write("m").object("", (y, w) -> w.write("p").int64(2));
            o.writeValue().text("x");
            o.write("j").bool(true);
            o.write("i").bool(false);
        });
        String dump = BinaryYamlDump.dump(buffer, 0, out.position());
        assertEquals("--- #binary\n- a\n- \"\": null\n--- #binary\n- k: 1\n  m:\n    p: 2\n- x\n- j: true\n  i: false\n", dump);
        List<Object> documents = new java.util.ArrayList<>();
        new org.yaml.snakeyaml.Yaml().loadAll(dump).forEach(documents::add);
        Map<String, Object> nul = new LinkedHashMap<>();
        nul.put("", null);
        Map<String, Object> km = new LinkedHashMap<>();
        km.put("k", 1);
        km.put("m", Map.of("p", 2));
        Map<String, Object> ji = new LinkedHashMap<>();
        ji.put("j", true);
        ji.put("i", false);
        assertEquals(List.of(List.of("a", nul), List.of(km, "x", ji)), documents);
    }

    @Test
    void metaDataEmptyAndUnfinishedDocumentsSayWhatTheyAre() {
        HeapBuffer buffer = HeapBuffer.expandable(64);
        BytesOut out = new BytesOut(buffer);
        BinaryWireOut wire = new BinaryWireOut(out, KeyStyle.NAMED, NumberStyle.COMPACT);
        wire.writeDocument(true, "", (x, o) -> o.write(WireKey.named("csp")).text("/service/a").write(WireKey.named("tid")).int64(7));
        wire.writeDocument(false, "", (x, o) -> { });
        wire.writeDocument(false, "", (x, o) -> o.write(WireKey.named("count")).int64(1));
        out.beginDocument(false);
        wire.write(WireKey.named("half")).text("way");
        assertEquals("""
                --- # meta-data #binary
                csp: /service/a
                tid: 7
                --- #binary
                {}
                --- #binary
                count: 1
                --- # not-complete #binary
                # its writer has not finished it; the bytes from here on:
                # 00000027 00 00 00 80 C4 68 61 6C 66 E3 77 61 79          ·····hal f·way
                """, BinaryYamlDump.dump(buffer, 0, out.position()));
    }

    @Test
    void hexDumpsLookLikeThePublishedOnes() {
        byte[] raw = Renderings.RAW.write(SampleOrder.reference(), SampleOrder.MARSHALLER);
        assertEquals("""
                00000000 27 00 00 00 00 00 00 00 00 48 93 40 01 0C 48 65 '······· ·H·@··He
                00000010 6C 6C 6F 20 57 6F 72 6C 64 21 04 53 65 6C 6C 7B llo Worl d!·Sell{
                00000020 00 00 00 D2 02 96 49 00 00 00 00                ······I· ···
                """, HexDump.of(raw));
    }

    @Test
    void corruptInputIsAnErrorNotAGuess() {
        byte[] bytes = Renderings.BINARY_NAMED.write(SampleOrder.reference(), SampleOrder.MARSHALLER);
        bytes[4 + 6] = (byte) 0xB5; // the value of price replaced by a reserved code
        MalformedWireException e = Malformed.assertMalformed(() -> BinaryYamlDump.dump(bytes), "0xB5 (a reserved code)");
        assertEquals(10, e.offset());
    }
}
