package io.wirebench.wire.text;

import static io.wirebench.wire.TestBytes.bytes;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.wirebench.wire.AllTypes;
import io.wirebench.wire.Malformed;
import io.wirebench.wire.MalformedWireException;
import io.wirebench.wire.Renderings;
import io.wirebench.wire.SampleOrder;
import io.wirebench.wire.WireLimitException;
import java.io.ByteArrayOutputStream;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.snakeyaml.engine.v2.api.Load;
import org.snakeyaml.engine.v2.api.LoadSettings;
import org.snakeyaml.engine.v2.schema.CoreSchema;

/**
 * The conversions' answers to the fuzzer's findings (issue 22): the documented exception for
 * every refusal, values without keys mapped or refused by rule, and an output budget for the
 * whole call.
 */
class ConversionsHostileTest {
    @Test
    void textWithALoneSurrogateIsMalformedNotAnIllegalArgument() {
        for (String yaml : new String[] {"a: \"\\uD800\"\n", "\"\\uDC00x\": 1\n", "- \"ok \\uD800\"\n"}) {
            Malformed.assertMalformed(() -> Conversions.yamlToBinary(yaml), yaml, "lone surrogate");
        }
        // a pair is one code point, which UTF-8 carries
        byte[] pair = Conversions.yamlToBinary("a: \"\\uD83D\\uDE00\"\n");
        assertArrayEquals(pair, Conversions.yamlToBinary(Conversions.binaryToYaml(pair)));
    }

    @Test
    void fieldNumbersOutsideIntAreMalformed() {
        for (String hex : new String[] {"07000000 af 80 80 80 80 08 01", "03000000 af b1 00"}) {
            byte[] binary = bytes(hex.replace("07000000", "07 00 00 00").replace("03000000", "03 00 00 00"));
            MalformedWireException yaml = assertThrows(MalformedWireException.class, () -> Conversions.binaryToYaml(binary), hex);
            assertTrue(yaml.getMessage().contains("outside 0..2147483647"), yaml.getMessage());
            assertThrows(MalformedWireException.class, () -> Conversions.binaryToJson(binary), hex);
        }
    }

    @Test
    void severalValuesWithoutKeysConvertToASequence() throws Exception {
        byte[] twoValues = bytes("02 00 00 00 a9 00"); // false, then 0, no keys
        assertEquals("---\n- false\n- 0\n", Conversions.binaryToYaml(twoValues));
        assertEquals("[false,0]\n", Conversions.binaryToJson(twoValues));
        // Field-less binary YAML, as the wire-binary-fieldless contender writes it: what outside parsers read as a list.
        byte[] order = Renderings.BINARY_FIELDLESS.write(SampleOrder.reference(), SampleOrder.MARSHALLER);
        List<Object> expected = List.of(1234, true, "Hello World!", "Sell", 123, 1234567890);
        Load load = new Load(LoadSettings.builder().setSchema(new CoreSchema()).build());
        assertEquals(expected, load.loadFromString(Conversions.binaryToYaml(order)));
        assertEquals(expected, new ObjectMapper().readValue(Conversions.binaryToJson(order), List.class));
        // nested field-less objects too
        byte[] all = Renderings.BINARY_FIELDLESS.write(AllTypes.sample(), AllTypes.MARSHALLER);
        assertTrue(Conversions.binaryToYaml(all).startsWith("---\n- "), "a sequence at the root");
        assertTrue(new ObjectMapper().readTree(Conversions.binaryToJson(all)).isArray());
    }

    @Test
    void anObjectMixingKeysAndValuesWithoutKeysIsRefused() {
        byte[] mixed = bytes("05 00 00 00 c1 61 01 02 ab"); // a: 1, then 2 and null without keys
        assertThrows(MalformedWireException.class, () -> Conversions.binaryToYaml(mixed));
        assertThrows(MalformedWireException.class, () -> Conversions.binaryToJson(mixed));
        byte[] inSequence = bytes("06 00 00 00 c1 61 b2 02 c1 62"); // a: [ b: ] a key inside a sequence
        assertThrows(MalformedWireException.class, () -> Conversions.binaryToJson(inSequence));
    }

    @Test
    void yamlThatIsNotOneRootNodeIsRefused() {
        // two plain lines are one multi-line scalar in YAML, folded to "a b" as every YAML reader does: one value, not two
        assertTrue(Conversions.binaryToJson(Conversions.yamlToBinary("a\nb\n")).contains("\"a b\""));
        // a value without a key, then a key: no YAML mapping means that
        assertThrows(MalformedWireException.class, () -> Conversions.yamlToBinary("a\n:"));
        assertThrows(MalformedWireException.class, () -> Conversions.yamlToBinary("x: {{}}\n"));
    }

    @Test
    void aTagWithoutANodeIsANullThatConvertsBack() {
        // found by fuzzing: the key was written and its value never, since the reader reads such a node as null
        for (String yaml : new String[] {"a: !\nb: 1\n", "items:\n  - f: 1\n  - f: !\n  - f: 1\n"}) {
            byte[] binary = Conversions.yamlToBinary(yaml);
            assertArrayEquals(binary, Conversions.yamlToBinary(Conversions.binaryToYaml(binary)), yaml);
        }
    }

    @Test
    void aRootMappingWrittenWithoutAKeyRoundTrips() {
        byte[] binary = Conversions.yamlToBinary("{{}");
        assertArrayEquals(binary, Conversions.yamlToBinary(Conversions.binaryToYaml(binary)), HexFormat.of().formatHex(binary));
        byte[] withFields = Conversions.yamlToBinary("{{a: 1}");
        assertArrayEquals(Conversions.yamlToBinary("a: 1\n"), withFields, "a root mapping's fields are the document's");
    }

    @Test
    void theOutputBudgetHoldsForTheWholeCall() {
        // 250 nested keyed objects around 10,000 numbered fields: every field a line of 500 spaces' indent, about 250
        // characters of YAML per input byte when unbounded.
        byte[] deep = nested(250, 10_000);
        int budget = Conversions.outputBudget(deep.length);
        WireLimitException e = assertThrows(WireLimitException.class, () -> Conversions.binaryToYaml(deep));
        assertTrue(e.getMessage().contains("budget of " + budget + " bytes"), e.getMessage());
        assertThrows(WireLimitException.class, () -> Conversions.binaryToJson(deep, 1_000));
        String json = Conversions.binaryToJson(deep); // JSON has no indentation: well within the default
        assertTrue(json.length() <= budget, json.length() + " characters");
        // the budget is for the whole call, not per document
        ByteArrayOutputStream many = new ByteArrayOutputStream();
        byte[] order = Renderings.BINARY_NUMBERED.write(SampleOrder.reference(), SampleOrder.MARSHALLER);
        for (int i = 0; i < 100; i++) {
            many.writeBytes(order);
        }
        assertThrows(WireLimitException.class, () -> Conversions.binaryToYaml(many.toByteArray(), 2_000));
        assertEquals(100 * Conversions.binaryToYaml(order).length(), Conversions.binaryToYaml(many.toByteArray(), 10_000).length());
        assertThrows(WireLimitException.class, () -> Conversions.yamlToBinary("a: 1\nb: 2\nc: 3\n", 4));
    }

    /** A document of {@code levels} objects each under the key "a", around {@code fields} fields "0: 0". */
    static byte[] nested(int levels, int fields) {
        byte[] inner = new byte[2 * fields];
        for (int i = 0; i < fields; i++) {
            inner[2 * i] = (byte) 0x80;
        }
        for (int level = 0; level < levels; level++) {
            byte[] outer = new byte[inner.length + 7];
            outer[0] = (byte) 0xC1;
            outer[1] = 'a';
            outer[2] = (byte) 0xB1;
            putInt(outer, 3, inner.length);
            System.arraycopy(inner, 0, outer, 7, inner.length);
            inner = outer;
        }
        byte[] document = new byte[inner.length + 4];
        putInt(document, 0, inner.length);
        System.arraycopy(inner, 0, document, 4, inner.length);
        return document;
    }

    private static void putInt(byte[] b, int at, int v) {
        b[at] = (byte) v;
        b[at + 1] = (byte) (v >>> 8);
        b[at + 2] = (byte) (v >>> 16);
        b[at + 3] = (byte) (v >>> 24);
    }
}
