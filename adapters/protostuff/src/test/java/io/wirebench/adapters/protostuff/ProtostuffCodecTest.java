package io.wirebench.adapters.protostuff;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.wirebench.conformance.RowChecks;
import io.wirebench.core.Codec;
import io.wirebench.core.model.Datasets;
import io.wirebench.core.model.Models;
import io.wirebench.core.model.media.MediaContent;
import io.wirebench.core.model.order.Order;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

class ProtostuffCodecTest {

    @Test
    void theSeedOrderIsItsThirtyFiveBytesAfterTheFourByteFrame() throws IOException {
        Codec<Order> codec = new ProtostuffContender().newCodec(Models.ORDER);
        // tag + 8 (price), tag + 1 (flag), tag + 1 + 12 (text), tag + 1 (side), tag + 1 (smallInt 123),
        // tag + 5 (longInt 1234567890 as a varint): 35, as protobuf's; then the adapter's 4-byte length
        assertEquals(39, codec.encode(Datasets.order()));
        assertEquals(35, ByteBuffer.wrap(codec.encoded()).getInt());
    }

    @Test
    void aCutMessageIsRefusedByItsFrame() throws IOException {
        Codec<MediaContent> codec = new ProtostuffContender().newCodec(Models.MEDIA_CONTENT);
        codec.encode(Datasets.mediaContent());
        byte[] whole = codec.encoded();
        RowChecks.assertDecodeRefused(codec, Arrays.copyOf(whole, whole.length - 1), "frame");
    }

    /** Why the frame is there: the last byte closes a nested message, and protostuff takes end of input for it. */
    @Test
    void withoutTheFrameTheSameCutWouldReadBackWhole() throws IOException {
        Codec<MediaContent> codec = new ProtostuffContender().newCodec(Models.MEDIA_CONTENT);
        codec.encode(Datasets.mediaContent());
        byte[] whole = codec.encoded();
        byte[] cut = Arrays.copyOf(whole, whole.length - 1);
        ByteBuffer.wrap(cut).putInt(0, cut.length - 4); // a frame that agrees with the cut
        codec.load(cut);
        assertEquals(Datasets.mediaContent(), codec.decode(null));
    }
}
