package io.wirebench.adapters.chronicle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.wirebench.core.Codec;
import io.wirebench.core.model.Datasets;
import io.wirebench.core.model.Models;
import io.wirebench.core.model.order.Order;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import net.openhft.chronicle.bytes.Bytes;
import net.openhft.chronicle.wire.Wire;
import net.openhft.chronicle.wire.WireType;
import org.junit.jupiter.api.Test;

/**
 * Facts about Chronicle Wire this adapter depends on. If one of them stops holding after an upgrade,
 * the test fails and the adapter's choices (here and in the README) need another look.
 */
class ChronicleQuirksTest {

    @Test
    void binaryWireSwapsEmptyListsAndEmptyMapsSoTreesAreNotOffered() {
        Map<String, Object> document = new LinkedHashMap<>();
        document.put("empty list", new ArrayList<>());
        document.put("empty map", new LinkedHashMap<>());
        Wire wire = WireType.BINARY.apply(Bytes.allocateElasticOnHeap(64));
        wire.getValueOut().object(document);
        Map<?, ?> read = (Map<?, ?>) wire.getValueIn().object();
        assertInstanceOf(Map.class, read.get("empty list"), "an empty list came back as a list: re-enable trees on chronicle-binary");
        assertInstanceOf(List.class, read.get("empty map"));
    }

    /** Cut one byte short, in half, to the header, into the header, or empty: the header promises more than there is. */
    @Test
    void aDocumentCutShortIsNotPresent() throws IOException {
        for (WireVariant variant : WireVariant.values()) {
            Codec<Order> codec = new ChronicleContender(variant).newCodec(Models.ORDER);
            codec.encode(Datasets.order());
            byte[] bytes = codec.encoded();
            for (int cut : new int[] {bytes.length - 1, bytes.length / 2, 4, 2, 0}) {
                codec.load(java.util.Arrays.copyOf(bytes, cut));
                assertThrows(IOException.class, () -> codec.decode(null), variant.id + " cut at " + cut + " of " + bytes.length);
            }
        }
    }

    @Test
    void rawListCountLargerThanTheMessageIsRefused() throws IOException {
        Codec<io.wirebench.core.model.Batch<io.wirebench.core.model.rion.Pojo1Long>> codec =
                new ChronicleContender(WireVariant.RAW).newCodec(io.wirebench.core.model.Model.batchOf(Models.RION_LONG1));
        codec.encode(Datasets.readAndUse());
        byte[] bytes = codec.encoded();
        // After the 4-byte document header comes the element count (int32): claim two billion elements.
        bytes[4] = (byte) 0x00;
        bytes[5] = (byte) 0x00;
        bytes[6] = (byte) 0x00;
        bytes[7] = (byte) 0x7F;
        codec.load(bytes);
        assertThrows(IOException.class, () -> codec.decode(null));
    }
}
