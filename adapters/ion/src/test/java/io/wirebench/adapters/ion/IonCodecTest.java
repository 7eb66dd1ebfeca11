package io.wirebench.adapters.ion;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.amazon.ion.IonType;
import com.amazon.ion.IonWriter;
import com.amazon.ion.system.IonBinaryWriterBuilder;
import io.wirebench.conformance.RowChecks;
import io.wirebench.core.Codec;
import io.wirebench.core.model.Datasets;
import io.wirebench.core.model.Models;
import io.wirebench.core.model.media.MediaContent;
import io.wirebench.core.model.order.Order;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import org.junit.jupiter.api.Test;

class IonCodecTest {

    /** An Order struct written with ion-java directly: every field but {@code skip}, plus {@code extra} when given. */
    private static byte[] order(String skip, String extra) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (IonWriter w = IonBinaryWriterBuilder.standard().build(bytes)) {
            w.stepIn(IonType.STRUCT);
            if (extra != null) {
                w.setFieldName(extra);
                w.writeInt(5);
            }
            Order o = Datasets.order();
            field(w, skip, "longInt");
            w.writeInt(o.getLongInt());
            field(w, skip, "text");
            w.writeString(o.getText());
            field(w, skip, "price");
            w.writeFloat(o.getPrice());
            field(w, skip, "flag");
            w.writeBool(o.isFlag());
            field(w, skip, "side");
            w.writeSymbol(o.getSide().name());
            field(w, skip, "smallInt");
            w.writeInt(o.getSmallInt());
            w.stepOut();
        }
        return bytes.toByteArray();
    }

    /** Names the next value's field, or a field no mapping knows when it is the one to leave out. */
    private static void field(IonWriter w, String skip, String name) {
        w.setFieldName(name.equals(skip) ? "not" + name : name);
    }

    @Test
    void readsFieldsInAnyOrderAndSkipsUnknownOnes() throws IOException {
        Codec<Order> codec = IonContenders.contender().newCodec(Models.ORDER);
        codec.load(order(null, "addedLater"));
        assertEquals(Datasets.order(), codec.decode(new Order()));
    }

    @Test
    void aMissingFieldIsAnErrorNotADefault() throws IOException {
        Codec<Order> codec = IonContenders.contender().newCodec(Models.ORDER);
        RowChecks.assertDecodeRefused(codec, order("text", null), "'text'");
    }

    @Test
    void aWriteThatFailsHalfWayDoesNotSpoilTheNextMessage() throws IOException {
        Codec<MediaContent> codec = IonContenders.contender().newCodec(Models.MEDIA_CONTENT);
        MediaContent bad = Datasets.mediaContent();
        bad.getMedia().setPlayer(null); // fails inside the media struct, after several fields
        assertThrows(RuntimeException.class, () -> codec.encode(bad));
        MediaContent good = Datasets.mediaContent();
        codec.encode(good);
        assertEquals(good, codec.decode(null));
    }
}
