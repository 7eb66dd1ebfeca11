package io.wirebench.conformance;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebench.core.Codec;
import io.wirebench.core.Contender;
import io.wirebench.core.DirectAccess;
import io.wirebench.core.model.Batch;
import io.wirebench.core.model.Datasets;
import io.wirebench.core.model.Model;
import io.wirebench.core.model.Models;
import io.wirebench.core.model.media.MediaContent;
import io.wirebench.core.model.order.Order;
import io.wirebench.core.model.order.Side;
import io.wirebench.core.model.rion.Pojo1Long;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * Checks of a module's own contenders that several adapter modules' tests make the same way, written once. Unlike the
 * {@link ConformanceSuite}, which holds every contender to the same contract, each of these is a claim only some
 * modules make (two rows writing alike, tolerant JSON reading, reading a batch in place); a module calls the ones its
 * README claims. This class lives in the conformance kit's test-jar.
 */
public final class RowChecks {

    private RowChecks() {
    }

    /** Loads {@code bytes} and fails unless {@code decode} throws an {@code IOException} whose message holds {@code fragment}. */
    public static IOException assertDecodeRefused(Codec<?> codec, byte[] bytes, String fragment) {
        codec.load(bytes);
        IOException e = assertThrows(IOException.class, () -> codec.decode(null));
        assertTrue(String.valueOf(e.getMessage()).contains(fragment), "no '" + fragment + "' in: " + e.getMessage());
        return e;
    }

    /** {@code order}'s sample as {@code contender} encodes it, in a fresh codec. */
    public static byte[] encodedOrder(Contender contender) throws IOException {
        Codec<Order> codec = contender.newCodec(Models.ORDER);
        codec.encode(Datasets.order());
        return codec.encoded();
    }

    /**
     * {@code other} writes the bytes {@code reference} writes for the {@code order} and {@code mediacontent} samples:
     * two ways of driving one library (reflection and hand-written adapters, say) that must not differ on the wire.
     * Returns the order's bytes, for the module to compare with its library's documented form.
     */
    public static byte[] assertSameBytes(Contender reference, Contender other) throws IOException {
        byte[] order = encodedOrder(reference);
        assertArrayEquals(order, encodedOrder(other), other.descriptor().id() + " on order");
        Codec<MediaContent> referenceMedia = reference.newCodec(Models.MEDIA_CONTENT);
        Codec<MediaContent> otherMedia = other.newCodec(Models.MEDIA_CONTENT);
        referenceMedia.encode(Datasets.mediaContent());
        otherMedia.encode(Datasets.mediaContent());
        assertArrayEquals(referenceMedia.encoded(), otherMedia.encoded(), other.descriptor().id() + " on mediacontent");
        return order;
    }

    /**
     * Every row reads JSON from a newer writer: a field it added (an object holding a mixed and a numeric list) is
     * skipped, and the fields it left out keep their defaults. What a JSON row claiming tolerant evolution must do.
     */
    public static void assertJsonEvolvesTolerantly(List<Contender> rows) throws IOException {
        Order expected = new Order(2.5, false, "t", Side.Buy, 0, -1L);
        for (String added : List.of("[1,\"x\"]", "[1,2]")) {
            String json = "{\"added\":{\"by\":" + added + "},\"text\":\"t\",\"side\":\"Buy\",\"price\":2.5,\"longInt\":-1}";
            for (Contender c : rows) {
                Codec<Order> codec = c.newCodec(Models.ORDER);
                codec.load(json.getBytes(StandardCharsets.UTF_8));
                assertEquals(expected, codec.decode(null), c.descriptor().id() + " read " + json);
            }
        }
    }

    /** Every row refuses to read {@code text} (UTF-8) as an order, with an {@code IOException}. */
    public static void assertEveryRowRefuses(List<Contender> rows, String text) {
        for (Contender c : rows) {
            Codec<Order> codec = c.newCodec(Models.ORDER);
            codec.load(text.getBytes(StandardCharsets.UTF_8));
            assertThrows(IOException.class, () -> codec.decode(null), c.descriptor().id() + " read " + text);
        }
    }

    /** The contender's codec offers {@link DirectAccess} on the read-and-use batch, sums it in place, and still decodes it. */
    public static void assertSumsTheReadAndUseBatchInPlace(Contender contender) throws IOException {
        Codec<Batch<Pojo1Long>> codec = contender.newCodec(Model.batchOf(Models.RION_LONG1));
        Batch<Pojo1Long> batch = Datasets.readAndUse();
        codec.encode(batch);
        assertInstanceOf(DirectAccess.class, codec);
        assertEquals(Datasets.sumOfLongs(batch), ((DirectAccess) codec).access());
        assertEquals(batch, codec.decode(null));
    }
}
