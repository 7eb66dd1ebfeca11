package io.wirebench.adapters.bson;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebench.core.Codec;
import io.wirebench.core.model.Datasets;
import io.wirebench.core.model.Models;
import io.wirebench.core.model.tree.TreeDocument;
import java.io.IOException;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.bson.BsonBinaryWriter;
import org.bson.BsonSerializationException;
import org.bson.io.BasicOutputBuffer;
import org.junit.jupiter.api.Test;

class BsonTreeTest {

    @Test
    void writesTheRootMapAsTheDocumentItselfWithoutAWrapper() throws IOException {
        Codec<TreeDocument> codec = BsonContender.handWritten().newCodec(Models.TREE);
        codec.encode(Datasets.tree());
        byte[] bytes = codec.encoded();
        // The first element of the document is the root map's first key, "id", an int64 (type 0x12).
        assertEquals(0x12, bytes[4]);
        assertEquals("id", new String(Arrays.copyOfRange(bytes, 5, 7), java.nio.charset.StandardCharsets.UTF_8));
    }

    @Test
    void refusesATreeWhoseRootIsNotAMap() {
        Codec<TreeDocument> codec = BsonContender.handWritten().newCodec(Models.TREE);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> codec.encode(new TreeDocument(List.of(1L, 2L))));
        assertTrue(e.getMessage().contains("top level must be a map"), e.getMessage());
    }

    @Test
    void stopsReadingATreeNestedDeeperThanTheLimit() {
        BasicOutputBuffer out = new BasicOutputBuffer();
        try (BsonBinaryWriter w = new BsonBinaryWriter(out)) {
            w.writeStartDocument();
            for (int i = 0; i < TreeBson.MAX_DEPTH + 5; i++) {
                w.writeStartDocument("d");
            }
            for (int i = 0; i < TreeBson.MAX_DEPTH + 5; i++) {
                w.writeEndDocument();
            }
            w.writeEndDocument();
        }
        Codec<TreeDocument> codec = BsonContender.handWritten().newCodec(Models.TREE);
        codec.load(out.toByteArray());

        BsonSerializationException e = assertThrows(BsonSerializationException.class, () -> codec.decode(null));
        assertEquals("tree nested deeper than 1000 levels", e.getMessage());
    }

    @Test
    void pojoCodecReadsTheTreeBackAsMapsAndLists() throws IOException {
        Codec<TreeDocument> codec = BsonContender.pojoCodec().newCodec(Models.TREE);
        codec.encode(Datasets.tree());
        Object root = codec.decode(null).getRoot();
        assertTrue(root instanceof Map<?, ?> m && m.get("tags") instanceof List<?>, String.valueOf(root));
    }
}
