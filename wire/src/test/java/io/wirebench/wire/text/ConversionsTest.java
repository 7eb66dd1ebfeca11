package io.wirebench.wire.text;

import static io.wirebench.wire.TestBytes.concat;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.wirebench.wire.AllTypes;
import io.wirebench.wire.RandomInputs;
import io.wirebench.wire.Renderings;
import io.wirebench.wire.SampleOrder;
import io.wirebench.wire.WireTree;
import io.wirebench.wire.binary.BinaryYamlDump;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.snakeyaml.engine.v2.api.Load;
import org.snakeyaml.engine.v2.api.LoadSettings;
import org.snakeyaml.engine.v2.schema.CoreSchema;

class ConversionsTest {
    private static final Renderings[] KEYED_COMPACT = {Renderings.BINARY_NAMED, Renderings.BINARY_NUMBERED};

    @Test
    void binaryToYamlToBinaryIsByteIdenticalForKeyedCompactBinary() {
        for (Renderings r : KEYED_COMPACT) {
            byte[] binary = concat(r.write(SampleOrder.reference(), SampleOrder.MARSHALLER), r.write(AllTypes.sample(), AllTypes.MARSHALLER),
                    new byte[4]);
            String yaml = Conversions.binaryToYaml(binary);
            assertArrayEquals(binary, Conversions.yamlToBinary(yaml), () -> r + ":\n" + yaml);
        }
        RandomInputs.forAll(300, in -> {
            Map<String, Object> tree = Trees.anyTree(in, false, true, 0);
            byte[] binary = Renderings.BINARY_NAMED.write(tree, (t, out) -> WireTree.writeRoot(t, out));
            String yaml = Conversions.binaryToYaml(binary);
            assertArrayEquals(binary, Conversions.yamlToBinary(yaml), () -> yaml);
        });
    }

    @Test
    void theOrderAsYamlAsPublished() {
        byte[] binary = Renderings.BINARY_NUMBERED.write(SampleOrder.reference(), SampleOrder.MARSHALLER);
        assertEquals("---\n3: 1234\n4: true\n5: Hello World!\n6: Sell\n1: 123\n2: 1234567890\n", Conversions.binaryToYaml(binary));
        assertEquals("{\"price\":1234,\"flag\":true,\"text\":\"Hello World!\",\"side\":\"Sell\",\"smallInt\":123,\"longInt\":1234567890}\n",
                Conversions.binaryToJson(Renderings.BINARY_NAMED.write(SampleOrder.reference(), SampleOrder.MARSHALLER)));
    }

    @Test
    void aTestWrittenInYamlReplaysAsBinary() {
        String yaml = """
                # an order, as a person writes it
                --- # meta-data
                route: orders
                ---
                longInt: 1234567890   # fields in any order
                side:   Sell
                price: 1234
                text: 'Hello World!'
                flag: yes
                smallInt: 123
                """;
        byte[] binary = Conversions.yamlToBinary(yaml);
        String dump = BinaryYamlDump.dump(binary);
        assertEquals("--- # meta-data #binary\nroute: orders\n--- #binary\nlongInt: 1234567890\nside: Sell\nprice: 1234\n"
                + "text: Hello World!\nflag: \"yes\"\nsmallInt: 123\n", dump);
    }

    @Test
    void binaryToJsonIsWhatJacksonReadsAsTheTree() throws Exception {
        ObjectMapper jackson = new ObjectMapper();
        RandomInputs.forAll(200, in -> {
            Map<String, Object> tree = Trees.anyTree(in, false, true, 0);
            byte[] binary = Renderings.BINARY_NUMBERED.write(tree, (t, out) -> WireTree.writeRoot(t, out));
            String json = Conversions.binaryToJson(binary);
            try {
                assertEquals(Trees.normal(tree, true), Trees.normal(jackson.readValue(json, Object.class), true), json);
            } catch (java.io.IOException e) {
                throw new AssertionError(json, e);
            }
        });
    }

    @Test
    void theDumpIsYamlAParserReadsAsTheValues() {
        Load load = new Load(LoadSettings.builder().setSchema(new CoreSchema()).build());
        for (Renderings r : KEYED_COMPACT) {
            String dump = BinaryYamlDump.dump(r.write(SampleOrder.reference(), SampleOrder.MARSHALLER));
            Map<?, ?> map = (Map<?, ?>) load.loadFromString(dump);
            assertEquals(List.of(1234, true, "Hello World!", "Sell", 123, 1234567890),
                    List.copyOf(map.values()), dump);
        }
    }
}
