package io.wirebench.wire.text;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import io.wirebench.wire.RandomInputs;
import io.wirebench.wire.SampleOrder;
import io.wirebench.wire.WireTree;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.snakeyaml.engine.v2.api.Dump;
import org.snakeyaml.engine.v2.api.DumpSettings;
import org.snakeyaml.engine.v2.api.Load;
import org.snakeyaml.engine.v2.api.LoadSettings;
import org.snakeyaml.engine.v2.common.FlowStyle;
import org.snakeyaml.engine.v2.schema.CoreSchema;
import org.yaml.snakeyaml.Yaml;

/**
 * Real parsers read what we write as the values written: SnakeYAML Engine (YAML 1.2), SnakeYAML
 * (YAML 1.1) and Jackson (JSON), over random trees full of YAML trouble (strings YAML 1.1 reads as
 * booleans, numbers, dates or nulls, indicators, spaces at the ends, control and non-ASCII
 * characters, line separators, a BOM), extreme and special numbers, and nesting. And our readers
 * read back what we wrote, and what those libraries write for the same trees (another emitter's
 * idea of the same YAML and JSON: flow style, other quoting, whitespace).
 */
class TextInteropTest {
    private static final int TRIES = 400;
    private static final ObjectMapper JACKSON = new ObjectMapper().enable(JsonParser.Feature.ALLOW_NON_NUMERIC_NUMBERS)
            .enable(DeserializationFeature.USE_BIG_INTEGER_FOR_INTS);

    private static Object yaml12(String text) {
        return new Load(LoadSettings.builder().setSchema(new CoreSchema()).setCodePointLimit(Integer.MAX_VALUE).build()).loadFromString(text);
    }

    private static Object yaml11(String text) {
        return new Yaml().load(text);
    }

    private static Object readTree(TextRenderings r, byte[] doc) {
        return r.read(doc, null, (reuse, in) -> WireTree.readRoot(in));
    }

    @Test
    void snakeYamlEngineAndSnakeYamlReadOurYamlAsTheValuesWritten() {
        for (TextRenderings r : new TextRenderings[] {TextRenderings.YAML, TextRenderings.YAML_8BIT}) {
            RandomInputs.forAll(TRIES, in -> {
                Map<String, Object> tree = Trees.anyTree(in, r.latin1(), true, 0);
                String text = r.text(tree, (t, out) -> WireTree.writeRoot(t, out));
                Object expected = Trees.normal(tree, false);
                Object viaEngine = yaml12(text);
                assertEquals(expected, Trees.normal(viaEngine, false), () -> r + " via SnakeYAML Engine:\n" + text);
                Object via11 = yaml11(text);
                assertEquals(expected, Trees.normal(via11, false), () -> r + " via SnakeYAML:\n" + text);
                assertEquals(expected, Trees.normal(readTree(r, r.write(tree, (t, out) -> WireTree.writeRoot(t, out))), false),
                        () -> r + " via our reader:\n" + text);
            });
        }
    }

    @Test
    void jacksonReadsOurJsonAsTheValuesWritten() throws Exception {
        for (TextRenderings r : new TextRenderings[] {TextRenderings.JSON, TextRenderings.JSON_8BIT}) {
            RandomInputs.forAll(TRIES, in -> {
                Map<String, Object> tree = Trees.anyTree(in, r.latin1(), true, 0);
                String text = r.text(tree, (t, out) -> WireTree.writeRoot(t, out));
                try {
                    Object viaJackson = JACKSON.readValue(text, Object.class);
                    assertEquals(Trees.normal(tree, true), Trees.normal(viaJackson, true), () -> r + " via Jackson:\n" + text);
                } catch (java.io.IOException e) {
                    throw new AssertionError(r + ": Jackson refused\n" + text, e);
                }
                Object ours = readTree(r, r.write(tree, (t, out) -> WireTree.writeRoot(t, out)));
                // Ours reads NaN and the infinities back as strings too in a tree: a tree has no schema to say "number".
                assertEquals(Trees.normal(tree, true), Trees.normal(ours, true), () -> r + " via our reader:\n" + text);
            });
        }
    }

    @Test
    void ourReadersReadWhatOtherEmittersWriteForTheSameTree() throws Exception {
        Dump auto = new Dump(DumpSettings.builder().setSchema(new CoreSchema()).setWidth(Integer.MAX_VALUE).setSplitLines(false).build());
        Dump block = new Dump(DumpSettings.builder().setSchema(new CoreSchema()).setDefaultFlowStyle(FlowStyle.BLOCK).setWidth(Integer.MAX_VALUE)
                .setSplitLines(false).build());
        Dump flow = new Dump(DumpSettings.builder().setSchema(new CoreSchema()).setDefaultFlowStyle(FlowStyle.FLOW).setWidth(Integer.MAX_VALUE)
                .setSplitLines(false).build());
        ObjectMapper pretty = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
        RandomInputs.forAll(TRIES, in -> {
            Object raw = Trees.anyTree(in, false, false, 0);
            for (Dump dump : new Dump[] {auto, block, flow}) {
                // Block style writes the keys it cannot write plain as explicit keys ("? key"), which we read;
                // flow style (also the default for a map of scalars) writes them "{? key: value}", which we refuse by name.
                Object tree = dump == block ? raw : Trees.withoutEmptyKeys(raw);
                String text = dump.dumpToString(tree);
                Object ours;
                try {
                    ours = TextRenderings.YAML.readText(text, null, (x, w) -> WireTree.readRoot(w));
                } catch (RuntimeException e) {
                    throw new AssertionError("SnakeYAML Engine's YAML:\n" + text, e);
                }
                assertEquals(Trees.normal(tree, false), Trees.normal(ours, false), () -> "SnakeYAML Engine's YAML:\n" + text);
            }
            Object tree = raw;
            try {
                String json = pretty.writeValueAsString(tree);
                assertEquals(Trees.normal(tree, true), Trees.normal(TextRenderings.JSON.readText(json, null, (x, w) -> WireTree.readRoot(w)), true),
                        () -> "Jackson's indented JSON:\n" + json);
                // JSON is YAML 1.2: the YAML reader takes it too.
                assertEquals(Trees.normal(tree, true), Trees.normal(TextRenderings.YAML.readText(json, null, (x, w) -> WireTree.readRoot(w)), true),
                        () -> "Jackson's JSON read as YAML:\n" + json);
            } catch (java.io.IOException e) {
                throw new AssertionError(e);
            }
        });
    }

    @Test
    void ordersWithAwkwardTextRoundTripAndReadRightElsewhere() {
        for (TextRenderings r : TextRenderings.values()) {
            RandomInputs.forAll(TRIES, in -> {
                SampleOrder o = new SampleOrder(in.anyDouble(), in.bool(), in.orNull(0.1, () -> Trees.anyText(in, r.latin1())),
                        in.anyOf(SampleOrder.Side.class), in.anyInt(), in.anyLong());
                byte[] doc = r.write(o, SampleOrder.MARSHALLER);
                assertEquals(o, r.read(doc, null, SampleOrder.MARSHALLER), () -> r + ":\n" + r.text(o, SampleOrder.MARSHALLER));
                String text = r.text(o, SampleOrder.MARSHALLER);
                Object parsed;
                try {
                    parsed = r.json() ? JACKSON.readValue(text, Object.class) : yaml12(text);
                } catch (java.io.IOException e) {
                    throw new AssertionError(e);
                }
                Map<?, ?> map = (Map<?, ?>) parsed;
                assertEquals(o.text, map.get("text"), () -> r + ":\n" + text);
                assertEquals(Trees.normal(o.price, r.json()), Trees.normal(map.get("price"), r.json()), () -> r + ":\n" + text);
                assertEquals(o.longInt, ((Number) map.get("longInt")).longValue());
            });
        }
    }
}
