package io.wirebench.adapters.sbe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebench.core.Codec;
import io.wirebench.core.model.Datasets;
import io.wirebench.core.model.Models;
import io.wirebench.core.model.media.MediaContent;
import io.wirebench.core.model.order.Order;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import org.junit.jupiter.api.Test;

class SbeHostileInputTest {

    /** Order's block: price 8, flag 1, side 1, smallInt 4, longInt 8; the text's length prefix follows. */
    private static final int ORDER_TEXT_LENGTH_OFFSET = 22;

    @Test
    void refusesVarDataLongerThanTheMessageBeforeAllocatingIt() throws IOException {
        Codec<Order> codec = SbeContender.withoutHeader().newCodec(Models.ORDER);
        codec.encode(Datasets.order());
        byte[] bytes = codec.encoded();
        ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN).putInt(ORDER_TEXT_LENGTH_OFFSET, 0x7fff_fff0);
        codec.load(bytes);

        IndexOutOfBoundsException e = assertThrows(IndexOutOfBoundsException.class, () -> codec.decode(null));
        assertTrue(e.getMessage().contains("2147483632 bytes"), e.getMessage());
    }

    @Test
    void refusesAMessageWhoseHeaderNamesAnotherTemplate() throws IOException {
        Codec<Order> orders = SbeContender.withHeader().newCodec(Models.ORDER);
        orders.encode(Datasets.order());
        Codec<MediaContent> media = SbeContender.withHeader().newCodec(Models.MEDIA_CONTENT);
        media.load(orders.encoded());

        IOException e = assertThrows(IOException.class, () -> media.decode(null));
        assertTrue(e.getMessage().startsWith("expected template 2 of schema 77 but the header says template 1"), e.getMessage());
    }

    @Test
    void refusesTrailingBytesAfterTheMessage() throws IOException {
        Codec<Order> codec = SbeContender.withoutHeader().newCodec(Models.ORDER);
        int length = codec.encode(Datasets.order());
        byte[] longer = java.util.Arrays.copyOf(codec.encoded(), length + 3);
        codec.load(longer);

        IOException e = assertThrows(IOException.class, () -> codec.decode(null));
        assertEquals("the Order message ends at byte " + length + " but " + (length + 3) + " bytes were given", e.getMessage());
    }

    @Test
    void keepsNullTitlesAndCopyrightApartFromEmptyOnes() throws IOException {
        MediaContent sample = Datasets.mediaContent();
        sample.getMedia().setTitle(null);
        sample.getMedia().setCopyright("");
        sample.getImages().get(0).setTitle(null);
        Codec<MediaContent> codec = SbeContender.withHeader().newCodec(Models.MEDIA_CONTENT);
        codec.encode(sample);

        assertEquals(sample, codec.decode(null));
    }
}
