package io.wirebench.adapters.gson;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebench.core.Codec;
import io.wirebench.core.Contender;
import io.wirebench.core.model.Datasets;
import io.wirebench.core.model.Models;
import io.wirebench.core.model.media.MediaContent;
import io.wirebench.core.model.order.Order;
import io.wirebench.core.model.order.Side;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class GsonInputTest {
    private static final List<Contender> ROWS = List.of(GsonContenders.reflective(), GsonContenders.typeAdapters());

    @Test
    void theHandWrittenAdaptersWriteWhatTheReflectiveOnesWrite() throws IOException {
        Codec<Order> reflective = GsonContenders.reflective().newCodec(Models.ORDER);
        Codec<Order> handWritten = GsonContenders.typeAdapters().newCodec(Models.ORDER);
        assertEquals(100, reflective.encode(Datasets.order()));
        handWritten.encode(Datasets.order());
        assertArrayEquals(reflective.encoded(), handWritten.encoded());
        assertEquals("{\"price\":1234.0,\"flag\":true,\"text\":\"Hello World!\",\"side\":\"Sell\",\"smallInt\":123,\"longInt\":1234567890}",
                new String(handWritten.encoded(), StandardCharsets.UTF_8));

        Codec<MediaContent> reflectiveMedia = GsonContenders.reflective().newCodec(Models.MEDIA_CONTENT);
        Codec<MediaContent> handWrittenMedia = GsonContenders.typeAdapters().newCodec(Models.MEDIA_CONTENT);
        reflectiveMedia.encode(Datasets.mediaContent());
        handWrittenMedia.encode(Datasets.mediaContent());
        assertArrayEquals(reflectiveMedia.encoded(), handWrittenMedia.encoded());
    }

    /** Both rows claim tolerant evolution: a field a newer writer added is skipped, an absent one keeps its default. */
    @Test
    void skipsUnknownFieldsAndToleratesAbsentOnes() throws IOException {
        String json = "{\"added\":{\"by\":[1,\"x\"]},\"text\":\"t\",\"side\":\"Buy\",\"price\":2.5,\"longInt\":-1}";
        for (Contender c : ROWS) {
            Codec<Order> codec = c.newCodec(Models.ORDER);
            codec.load(json.getBytes(StandardCharsets.UTF_8));
            assertEquals(new Order(2.5, false, "t", Side.Buy, 0, -1L), codec.decode(null), c.descriptor().id());
        }
    }

    @Test
    void refusesMalformedUtf8AndJsonAfterTheMessage() throws IOException {
        for (Contender c : ROWS) {
            Codec<Order> codec = c.newCodec(Models.ORDER);
            codec.encode(Datasets.order());
            byte[] bytes = codec.encoded();
            bytes[bytes.length - 5] = (byte) 0xC3; // a lead byte followed by an ASCII digit: not UTF-8
            codec.load(bytes);
            IOException e = assertThrows(IOException.class, () -> codec.decode(null), c.descriptor().id());
            assertTrue(e.getMessage().contains("not UTF-8"), e.getMessage());

            codec.load("{\"price\":1.0} {\"price\":2.0}".getBytes(StandardCharsets.UTF_8));
            // Gson's reader itself refuses a second top-level value unless lenient; the codec checks for one too.
            assertThrows(IOException.class, () -> codec.decode(null), c.descriptor().id());
        }
    }

    @Test
    void aFailedEncodeLeavesNothingBehindForTheNext() throws IOException {
        for (Contender c : ROWS) {
            Codec<Order> codec = c.newCodec(Models.ORDER);
            Order nan = Datasets.order();
            nan.setPrice(Double.NaN);
            assertThrows(IllegalArgumentException.class, () -> codec.encode(nan), c.descriptor().id());
            codec.encode(Datasets.order());
            assertEquals(Datasets.order(), codec.decode(null), c.descriptor().id());
        }
    }
}
