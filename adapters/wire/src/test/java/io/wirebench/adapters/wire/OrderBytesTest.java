package io.wirebench.adapters.wire;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebench.core.Codec;
import io.wirebench.core.Contenders;
import io.wirebench.core.DirectAccess;
import io.wirebench.core.model.Batch;
import io.wirebench.core.model.Datasets;
import io.wirebench.core.model.Model;
import io.wirebench.core.model.Models;
import io.wirebench.core.model.order.Order;
import io.wirebench.core.model.rion.Pojo1Long;
import io.wirebench.wire.binary.BinaryYamlDump;
import io.wirebench.wire.bytes.HexDump;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The published Order (docs/SOURCES.md) through every wire contender: exact sizes (4-byte header included) and the dumps. */
class OrderBytesTest {
    private static final Contenders CONTENDERS = Contenders.discover();

    private static Codec<Order> codec(String id) {
        return CONTENDERS.byId(id).newCodec(Models.ORDER);
    }

    private static byte[] encoded(String id) throws Exception {
        Codec<Order> c = codec(id);
        c.encode(Datasets.order());
        return c.encoded();
    }

    @ParameterizedTest(name = "{0}: {1} bytes")
    @CsvSource({
            "wire-binary-named, 70",
            "wire-binary-numbered, 38",
            "wire-binary-fixed-named, 84",
            "wire-binary-fixed-numbered, 52",
            "wire-binary-fieldless, 32",
            "wire-raw, 43",
            "wire-bytes-fixed, 39",
            "wire-bytes-stopbit, 28",
            "wire-yaml, 91",
            "wire-yaml-8bit, 91",
            "wire-json, 102",
    })
    void orderTakesTheseBytes(String id, int expected) throws Exception {
        assertEquals(expected, codec(id).encode(Datasets.order()));
    }

    @Test
    void theKeyedFormsDumpAsPublished() throws Exception {
        assertEquals("""
                --- #binary
                price: 1234
                flag: true
                text: Hello World!
                side: Sell
                smallInt: 123
                longInt: 1234567890
                """, BinaryYamlDump.dump(encoded("wire-binary-named")));
        assertEquals("""
                --- #binary
                3: 1234
                4: true
                5: Hello World!
                6: Sell
                1: 123
                2: 1234567890
                """, BinaryYamlDump.dump(encoded("wire-binary-fixed-numbered")));
        assertEquals("""
                --- #binary
                - 1234
                - true
                - Hello World!
                - Sell
                - 123
                - 1234567890
                """, BinaryYamlDump.dump(encoded("wire-binary-fieldless")));
    }

    @Test
    void theHandWrittenFormsLayTheFieldsOutAsThePublishedBytesMarshallable() throws Exception {
        assertEquals("""
                00000000 23 00 00 00 00 00 00 00 00 48 93 40 D2 02 96 49 #······· ·H·@···I
                00000010 00 00 00 00 7B 00 00 00 01 01 0C 48 65 6C 6C 6F ····{··· ···Hello
                00000020 20 57 6F 72 6C 64 21                             World!
                """, HexDump.of(encoded("wire-bytes-fixed")));
        assertEquals("""
                00000000 18 00 00 00 82 92 4B D2 85 D8 CC 04 7B 01 01 0C ······K· ····{···
                00000010 48 65 6C 6C 6F 20 57 6F 72 6C 64 21             Hello Wo rld!
                """, HexDump.of(encoded("wire-bytes-stopbit")));
    }

    @Test
    void readAndUseSumsTheLongsWithoutDecoding() throws Exception {
        Model<Batch<Pojo1Long>> model = Model.batchOf(Models.RION_LONG1);
        for (String id : new String[] {"wire-binary-named", "wire-binary-numbered", "wire-binary-fieldless", "wire-raw",
                "wire-bytes-fixed", "wire-bytes-stopbit"}) {
            Codec<Batch<Pojo1Long>> c = CONTENDERS.byId(id).newCodec(model);
            assertTrue(c instanceof DirectAccess, id);
            c.encode(Datasets.readAndUse());
            assertEquals(Datasets.READ_AND_USE_SUM, ((DirectAccess) c).access(), id);
        }
    }
}
