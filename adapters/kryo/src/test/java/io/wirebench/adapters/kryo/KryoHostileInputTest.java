package io.wirebench.adapters.kryo;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebench.core.Codec;
import io.wirebench.core.model.Datasets;
import io.wirebench.core.model.Models;
import io.wirebench.core.model.tree.TreeDocument;
import java.io.IOException;
import org.junit.jupiter.api.Test;

class KryoHostileInputTest {

    @Test
    void refusesAClassIdThatWasNeverRegistered() throws IOException {
        for (KryoVariant variant : KryoVariant.values()) {
            Codec<TreeDocument> codec = KryoContenders.contender(variant).newCodec(Models.TREE);
            codec.encode(Datasets.tree());
            byte[] bytes = codec.encoded();
            // The document's root is written as (class id + 2, value); 0x7F names class id 125, never registered.
            bytes[0] = 0x7F;
            codec.load(bytes);
            IOException e = assertThrows(IOException.class, () -> codec.decode(null), variant.id);
            assertTrue(e.getMessage().contains("unregistered class ID"), e.getMessage());
        }
    }
}
