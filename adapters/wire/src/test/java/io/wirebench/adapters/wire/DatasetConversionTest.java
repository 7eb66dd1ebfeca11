package io.wirebench.adapters.wire;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebench.core.Codec;
import io.wirebench.core.Contender;
import io.wirebench.core.Contenders;
import io.wirebench.core.model.Dataset;
import io.wirebench.core.model.Datasets;
import io.wirebench.wire.text.Conversions;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Binary YAML to YAML text and back, without the schema, gives the same bytes for the message of
 * every data set the keyed compact binary contenders carry; and the YAML contender reads the text
 * the conversion makes as the same message.
 */
class DatasetConversionTest {
    private static final Contenders CONTENDERS = Contenders.discover();

    @ParameterizedTest
    @ValueSource(strings = {"wire-binary-named", "wire-binary-numbered"})
    void binaryToYamlToBinaryIsByteIdenticalForEveryDataset(String id) throws Exception {
        Contender contender = CONTENDERS.byId(id);
        for (Dataset<?> dataset : carried(contender)) {
            check(contender, dataset);
        }
    }

    /** The data sets {@code contender} carries: ten at least, so that a contender that lost its models cannot pass on none. */
    private static List<Dataset<?>> carried(Contender contender) {
        List<Dataset<?>> carried = new ArrayList<>();
        for (Dataset<?> dataset : Datasets.all()) {
            if (contender.supports(dataset.model()).supported()) {
                carried.add(dataset);
            }
        }
        assertTrue(carried.size() >= 10, "only " + carried.size() + " data sets checked");
        return carried;
    }

    /**
     * Field-less binary YAML (several values without keys in a document, objects without keys)
     * converts to YAML sequences and JSON arrays, for every data set: the library's own output is
     * always convertible (issue 22: it threw), and the text it gives is a fixed point of text to
     * binary to text.
     */
    @Test
    void fieldlessBinaryOfEveryDatasetConvertsAndItsTextRoundTrips() throws Exception {
        Contender contender = CONTENDERS.byId("wire-binary-fieldless");
        for (Dataset<?> dataset : carried(contender)) {
            checkFieldless(contender, dataset);
        }
    }

    private static <T> void checkFieldless(Contender contender, Dataset<T> dataset) throws Exception {
        Codec<T> codec = contender.newCodec(dataset.model());
        codec.encode(dataset.newSample());
        byte[] binary = codec.encoded();
        String yaml = Conversions.binaryToYaml(binary);
        String json = Conversions.binaryToJson(binary);
        byte[] fromText = Conversions.yamlToBinary(yaml);
        assertEquals(yaml, Conversions.binaryToYaml(fromText), () -> dataset.id() + ":\n" + yaml);
        assertEquals(json, Conversions.binaryToJson(fromText), () -> dataset.id() + ":\n" + json);
    }

    private static <T> void check(Contender contender, Dataset<T> dataset) throws Exception {
        Codec<T> codec = contender.newCodec(dataset.model());
        T message = dataset.newSample();
        codec.encode(message);
        byte[] binary = codec.encoded();
        String yaml = Conversions.binaryToYaml(binary);
        assertArrayEquals(binary, Conversions.yamlToBinary(yaml), () -> dataset.id() + ":\n" + yaml);

        // The converted text, framed, is a document the YAML contender reads as the message.
        Codec<T> text = CONTENDERS.byId("wire-yaml").newCodec(dataset.model());
        byte[] body = yaml.substring(yaml.indexOf('\n') + 1).getBytes(StandardCharsets.UTF_8);
        byte[] framed = new byte[body.length + 4];
        framed[0] = (byte) body.length;
        framed[1] = (byte) (body.length >>> 8);
        framed[2] = (byte) (body.length >>> 16);
        System.arraycopy(body, 0, framed, 4, body.length);
        text.load(framed);
        T decoded = text.decode(null);
        codec.encode(decoded);
        assertArrayEquals(binary, codec.encoded(), () -> dataset.id() + ": the YAML contender read the converted text differently");
    }
}
