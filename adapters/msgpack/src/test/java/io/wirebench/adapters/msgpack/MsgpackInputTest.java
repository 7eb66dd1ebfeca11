package io.wirebench.adapters.msgpack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.wirebench.conformance.RowChecks;
import io.wirebench.core.Codec;
import io.wirebench.core.model.Datasets;
import io.wirebench.core.model.Model;
import io.wirebench.core.model.Models;
import io.wirebench.core.model.media.MediaContent;
import io.wirebench.core.model.order.Order;
import io.wirebench.core.model.order.Side;
import io.wirebench.core.model.tree.TreeDocument;
import java.io.IOException;
import org.junit.jupiter.api.Test;
import org.msgpack.core.MessageBufferPacker;
import org.msgpack.core.MessagePack;

/** What the hand-written mapping does with input it did not write: other key orders, unknown keys, hostile headers. */
class MsgpackInputTest {

    /** A packer that has begun a map of {@code entries} keys: each message here is one map, as the row writes them. */
    private static MessageBufferPacker map(int entries) throws IOException {
        MessageBufferPacker p = MessagePack.newDefaultBufferPacker();
        p.packMapHeader(entries);
        return p;
    }

    private static <T> Codec<T> codec(Model<T> model) {
        return MsgpackContenders.contender().newCodec(model);
    }

    @Test
    void readsKeysInAnyOrderAndSkipsUnknownOnes() throws IOException {
        MessageBufferPacker p = map(7);
        p.packString("longInt").packLong(-5L);
        p.packString("added by a newer writer").packArrayHeader(2).packInt(1).packString("x");
        p.packString("side").packString("Buy");
        p.packString("text").packString("\u00fcber");
        p.packString("smallInt").packInt(-7);
        p.packString("flag").packBoolean(true);
        p.packString("price").packDouble(-0.5);
        Codec<Order> codec = codec(Models.ORDER);
        codec.load(p.toByteArray());
        assertEquals(new Order(-0.5, true, "\u00fcber", Side.Buy, -7, -5L), codec.decode(null));
    }

    @Test
    void refusesAnEnumNameThatIsNoConstant() throws IOException {
        MessageBufferPacker p = map(1);
        p.packString("side").packString("Hold");
        Codec<Order> codec = codec(Models.ORDER);
        RowChecks.assertDecodeRefused(codec, p.toByteArray(), "no constant of Side");
    }

    @Test
    void aListHeaderClaimingTwoBillionElementsFailsAtTheEndOfTheBytesWithoutReservingThem() throws IOException {
        MessageBufferPacker p = map(1);
        p.packString("media").packMapHeader(1);
        p.packString("persons").packArrayHeader(Integer.MAX_VALUE);
        p.packString("only one");
        Codec<MediaContent> codec = codec(Models.MEDIA_CONTENT);
        RowChecks.assertDecodeRefused(codec, p.toByteArray(), "MessageInsufficientBufferException");
    }

    @Test
    void aKeyHeaderClaimingTwoGigabytesFailsAtTheEndOfTheBytes() throws IOException {
        MessageBufferPacker p = map(1);
        p.packRawStringHeader(Integer.MAX_VALUE);
        p.writePayload(new byte[] {'a', 'b'});
        Codec<Order> codec = codec(Models.ORDER);
        codec.load(p.toByteArray());
        assertThrows(IOException.class, () -> codec.decode(null));
    }

    @Test
    void refusesBytesAfterTheMessage() throws IOException {
        Codec<Order> codec = codec(Models.ORDER);
        codec.encode(Datasets.order());
        byte[] whole = codec.encoded();
        byte[] longer = java.util.Arrays.copyOf(whole, whole.length + 1);
        longer[whole.length] = (byte) 0xc0; // a nil after the map
        RowChecks.assertDecodeRefused(codec, longer, "bytes left after the message");
    }

    @Test
    void refusesATreeNestedBeyondTheBound() throws IOException {
        MessageBufferPacker p = MessagePack.newDefaultBufferPacker();
        for (int i = 0; i <= TreeMsgpack.MAX_DEPTH + 1; i++) {
            p.packArrayHeader(1);
        }
        p.packNil();
        Codec<TreeDocument> codec = codec(Models.TREE);
        RowChecks.assertDecodeRefused(codec, p.toByteArray(), "nested deeper than");
    }

    @Test
    void writesTheSeedOrderInTheSizeOfJacksonsMsgpackMaps() throws IOException {
        // map header 1, six keys with their fixstr headers 38, float64 9, true 1, "Hello World!" 13, "Sell" 5,
        // fixint 123 1, uint32 1234567890 5: the 73 bytes the fairness table gives jackson-msgpack.
        Codec<Order> codec = codec(Models.ORDER);
        assertEquals(73, codec.encode(Datasets.order()));
    }
}
