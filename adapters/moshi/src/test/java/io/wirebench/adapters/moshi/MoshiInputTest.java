package io.wirebench.adapters.moshi;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebench.core.Codec;
import io.wirebench.core.Contender;
import io.wirebench.core.model.Datasets;
import io.wirebench.core.model.Models;
import io.wirebench.core.model.media.MediaContent;
import io.wirebench.core.model.order.Order;
import io.wirebench.core.model.order.Side;
import io.wirebench.core.model.tree.TreeDocument;
import java.io.IOException;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class MoshiInputTest {
    private static final List<Contender> ROWS = List.of(MoshiContenders.reflective(), MoshiContenders.handWritten());

    @Test
    void theVersionIsReadFromTheJarName() {
        assertTrue(MoshiVersion.read().matches("\\d+\\.\\d+\\.\\d+.*"), MoshiVersion.read());
    }

    @Test
    void theHandWrittenAdaptersWriteWhatTheReflectiveOnesWrite() throws IOException {
        Codec<Order> reflective = MoshiContenders.reflective().newCodec(Models.ORDER);
        Codec<Order> handWritten = MoshiContenders.handWritten().newCodec(Models.ORDER);
        assertEquals(100, reflective.encode(Datasets.order()));
        handWritten.encode(Datasets.order());
        assertArrayEquals(reflective.encoded(), handWritten.encoded());
        assertEquals("{\"flag\":true,\"longInt\":1234567890,\"price\":1234.0,\"side\":\"Sell\",\"smallInt\":123,\"text\":\"Hello World!\"}",
                new String(handWritten.encoded(), StandardCharsets.UTF_8));

        Codec<MediaContent> reflectiveMedia = MoshiContenders.reflective().newCodec(Models.MEDIA_CONTENT);
        Codec<MediaContent> handWrittenMedia = MoshiContenders.handWritten().newCodec(Models.MEDIA_CONTENT);
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
    void refusesAnUnknownEnumNameAndJsonAfterTheMessage() {
        for (Contender c : ROWS) {
            Codec<Order> codec = c.newCodec(Models.ORDER);
            codec.load("{\"side\":\"Hold\"}".getBytes(StandardCharsets.UTF_8));
            assertThrows(IOException.class, () -> codec.decode(null), c.descriptor().id());
            codec.load("{\"price\":1.0} {\"price\":2.0}".getBytes(StandardCharsets.UTF_8));
            assertThrows(IOException.class, () -> codec.decode(null), c.descriptor().id());
        }
    }

    /** Moshi's own Object adapter would give a Double for every number; the tree adapter keeps integers exact. */
    @Test
    void aTreeKeepsIntegersBeyondTwoToTheFiftyThirdExact() throws IOException {
        Codec<TreeDocument> codec = MoshiContenders.reflective().newCodec(Models.TREE);
        codec.load("{\"a\":9007199254740993,\"b\":18446744073709551616,\"c\":0.5}".getBytes(StandardCharsets.UTF_8));
        Map<?, ?> root = (Map<?, ?>) codec.decode(null).getRoot();
        assertEquals(9007199254740993L, root.get("a"));
        assertEquals(new BigInteger("18446744073709551616"), root.get("b"));
        assertInstanceOf(Double.class, root.get("c"));
    }
}
