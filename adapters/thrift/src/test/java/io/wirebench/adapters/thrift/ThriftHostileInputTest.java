package io.wirebench.adapters.thrift;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebench.conformance.RowChecks;
import io.wirebench.core.Codec;
import io.wirebench.core.model.Datasets;
import io.wirebench.core.model.Models;
import io.wirebench.core.model.order.Order;
import java.io.IOException;
import java.nio.ByteBuffer;
import org.junit.jupiter.api.Test;

class ThriftHostileInputTest {

    /** TBinaryProtocol: field header (type STRING = 11, id 3), then a 4-byte length far beyond the message. */
    private static byte[] textClaiming(int length) {
        return ByteBuffer.allocate(7).put((byte) 11).putShort((short) 3).putInt(length).array();
    }

    @Test
    void aStringLengthBeyondTheMessageIsRefusedBeforeItIsAllocated() {
        Codec<Order> codec = ThriftContenders.contender(ThriftProtocol.BINARY).newCodec(Models.ORDER);
        // 50 MB: under TConfiguration's 100 MB default, so only the codec's own limit (the message's
        // length) refuses it; without it libthrift would allocate the 50 MB and then run out of bytes.
        RowChecks.assertDecodeRefused(codec, textClaiming(50_000_000), "Message size exceeds limit");
    }

    @Test
    void aMissingRequiredFieldIsAnErrorNotADefault() throws IOException {
        Codec<Order> codec = ThriftContenders.contender(ThriftProtocol.COMPACT).newCodec(Models.ORDER);
        codec.load(new byte[] {0}); // TCompactProtocol: an empty struct, STOP at once
        IOException e = assertThrows(IOException.class, () -> codec.decode(new Order()));
        assertTrue(e.getMessage().contains("Required field 'price'"), e.getMessage());
    }

    @Test
    void aFieldOfAnUnknownIdIsSkipped() throws IOException {
        Codec<Order> codec = ThriftContenders.contender(ThriftProtocol.BINARY).newCodec(Models.ORDER);
        Order order = Datasets.order();
        codec.encode(order);
        byte[] known = codec.encoded();
        // A new i32 field (type 8, id 99) before the known ones, as a newer writer might send.
        byte[] newer = ByteBuffer.allocate(known.length + 7).put((byte) 8).putShort((short) 99).putInt(7).put(known).array();
        codec.load(newer);
        assertEquals(order, codec.decode(null));
    }
}
