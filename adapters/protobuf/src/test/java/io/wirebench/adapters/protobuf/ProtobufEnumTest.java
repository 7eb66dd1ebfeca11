package io.wirebench.adapters.protobuf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.wirebench.adapters.protobuf.generated.OrderProtos;
import io.wirebench.core.Codec;
import io.wirebench.core.model.Datasets;
import io.wirebench.core.model.Models;
import io.wirebench.core.model.media.MediaContent;
import io.wirebench.core.model.order.Order;
import java.io.IOException;
import org.junit.jupiter.api.Test;

class ProtobufEnumTest {

    @Test
    void refusesAnEnumNumberTheSchemaDoesNotKnow() {
        Codec<Order> codec = ProtobufContender.contender().newCodec(Models.ORDER);
        codec.load(OrderProtos.Order.newBuilder().setText("x").setSideValue(7).build().toByteArray());

        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> codec.decode(null));
        assertEquals("unknown Side number in the message", e.getMessage());
    }

    @Test
    void readsAnUnsetSideAsNull() throws IOException {
        Codec<Order> codec = ProtobufContender.contender().newCodec(Models.ORDER);
        codec.load(OrderProtos.Order.newBuilder().setText("x").build().toByteArray());

        assertNull(codec.decode(null).getSide());
    }

    @Test
    void keepsNullAndEmptyOptionalStringsApart() throws IOException {
        MediaContent sample = Datasets.mediaContent();
        sample.getMedia().setTitle("");
        sample.getImages().get(1).setTitle(null);
        Codec<MediaContent> codec = ProtobufContender.contender().newCodec(Models.MEDIA_CONTENT);
        codec.encode(sample);

        MediaContent back = codec.decode(null);
        assertEquals("", back.getMedia().getTitle());
        assertNull(back.getMedia().getCopyright());
        assertNull(back.getImages().get(1).getTitle());
    }
}
