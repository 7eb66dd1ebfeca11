package io.wirebench.adapters.flatbuffers;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.wirebench.conformance.RowChecks;
import io.wirebench.core.Codec;
import io.wirebench.core.model.Datasets;
import io.wirebench.core.model.Models;
import io.wirebench.core.model.order.Order;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

class FlatBuffersCodecTest {

    @Test
    void theSeedOrderIsEightyBytesWithItsSizePrefix() throws IOException {
        Codec<Order> codec = FlatBuffersContenders.contender().newCodec(Models.ORDER);
        // Worked out from FlatBufferBuilder's alignment rules: the text (4 + 12 + NUL + 3 padding), the
        // table (price struct 8-aligned, long, int, text offset, side, flag, 2 padding, vtable offset),
        // its vtable (6 slots + 2 shorts), the root offset and the size prefix.
        assertEquals(80, codec.encode(Datasets.order()));
        assertEquals(76, ByteBuffer.wrap(codec.encoded()).order(ByteOrder.LITTLE_ENDIAN).getInt(0));
    }

    @Test
    void aBufferOneByteShortIsRefusedByItsSizePrefix() throws IOException {
        Codec<Order> codec = FlatBuffersContenders.contender().newCodec(Models.ORDER);
        codec.encode(Datasets.order());
        byte[] whole = codec.encoded();
        RowChecks.assertDecodeRefused(codec, Arrays.copyOf(whole, whole.length - 1), "size prefix");
    }

    /** Why the check is there: the last byte is the text's NUL terminator, which no accessor reads. */
    @Test
    void withoutThePrefixCheckTheSameCutWouldReadBackWhole() throws IOException {
        Codec<Order> codec = FlatBuffersContenders.contender().newCodec(Models.ORDER);
        codec.encode(Datasets.order());
        byte[] whole = codec.encoded();
        byte[] cut = Arrays.copyOf(whole, whole.length - 1);
        ByteBuffer.wrap(cut).order(ByteOrder.LITTLE_ENDIAN).putInt(0, cut.length - 4); // a prefix that agrees
        codec.load(cut);
        assertEquals(Datasets.order(), codec.decode(null));
    }

    @Test
    void sumsTheReadAndUseBatchInPlace() throws IOException {
        RowChecks.assertSumsTheReadAndUseBatchInPlace(FlatBuffersContenders.contender());
    }

    @Test
    void aRootOffsetOutsideTheBufferIsAnErrorNotARead() throws IOException {
        Codec<Order> codec = FlatBuffersContenders.contender().newCodec(Models.ORDER);
        codec.encode(Datasets.order());
        byte[] bytes = codec.encoded();
        ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN).putInt(4, 1 << 20); // the root offset, after the prefix
        RowChecks.assertDecodeRefused(codec, bytes, "root offset");
    }
}
