package io.wirebench.adapters.thrift;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.wirebench.core.Codec;
import io.wirebench.core.model.Datasets;
import io.wirebench.core.model.Models;
import io.wirebench.core.model.order.Order;
import java.io.IOException;
import org.junit.jupiter.api.Test;

/** The bytes each protocol gives the seed Order, worked out by hand from the protocol specifications. */
class ThriftEncodingTest {

    @Test
    void binaryProtocolWritesTypeByteTwoByteIdAndFixedWidthValues() throws IOException {
        Codec<Order> codec = ThriftContenders.contender(ThriftProtocol.BINARY).newCodec(Models.ORDER);
        // price 3+8, flag 3+1, text 3+4+12, side 3+4, smallInt 3+4, longInt 3+8, STOP 1
        assertEquals(60, codec.encode(Datasets.order()));
        byte[] bytes = codec.encoded();
        assertEquals(4, bytes[0]); // T_DOUBLE
        assertEquals(0, bytes[1]);
        assertEquals(1, bytes[2]); // field id 1, big-endian
        assertEquals(0, bytes[59]); // T_STOP
    }

    @Test
    void compactProtocolPacksIdDeltaAndTypeIntoOneByte() throws IOException {
        Codec<Order> codec = ThriftContenders.contender(ThriftProtocol.COMPACT).newCodec(Models.ORDER);
        // price 1+8, flag 1 (value in the header), text 1+1+12, side 1+1, smallInt 123 -> zig-zag 246: 1+2,
        // longInt 1234567890 -> zig-zag 2469135780: 1+5, STOP 1
        assertEquals(36, codec.encode(Datasets.order()));
        byte[] bytes = codec.encoded();
        assertEquals(0x17, bytes[0]); // delta 1, type DOUBLE (7)
        assertEquals(0x11, bytes[9]); // delta 1, BOOLEAN_TRUE (1): the flag
        assertEquals(0, bytes[35]);
    }
}
