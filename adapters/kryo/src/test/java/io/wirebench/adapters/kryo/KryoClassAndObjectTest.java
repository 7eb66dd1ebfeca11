package io.wirebench.adapters.kryo;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.wirebench.conformance.RowChecks;
import io.wirebench.core.Codec;
import io.wirebench.core.model.Datasets;
import io.wirebench.core.model.Models;
import io.wirebench.core.model.media.MediaContent;
import io.wirebench.core.model.order.Order;
import java.io.IOException;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

class KryoClassAndObjectTest {

    @Test
    void writesTheClassIdBeforeExactlyWhatWriteObjectWrites() throws IOException {
        Codec<Order> plain = KryoContenders.contender(KryoVariant.SAFE).newCodec(Models.ORDER);
        Codec<Order> withClass = KryoClassAndObject.contender().newCodec(Models.ORDER);
        plain.encode(Datasets.order());
        withClass.encode(Datasets.order());
        byte[] object = plain.encoded();
        byte[] classAndObject = withClass.encoded();
        // Order is registered with a one-byte varint id, so the two encodings differ by that one byte, in front.
        assertEquals(object.length + 1, classAndObject.length);
        assertArrayEquals(object, Arrays.copyOfRange(classAndObject, 1, classAndObject.length));
    }

    @Test
    void refusesBytesThatHoldAnotherRegisteredClass() throws IOException {
        Codec<MediaContent> media = KryoClassAndObject.contender().newCodec(Models.MEDIA_CONTENT);
        media.encode(Datasets.mediaContent());
        Codec<Order> order = KryoClassAndObject.contender().newCodec(Models.ORDER);
        RowChecks.assertDecodeRefused(order, media.encoded(), "expected a Order but the bytes hold a MediaContent");
    }

    @Test
    void refusesAClassIdThatWasNeverRegistered() {
        Codec<Order> codec = KryoClassAndObject.contender().newCodec(Models.ORDER);
        // Class ids are written as varint id + 2; 0x7F names class id 125, never registered.
        RowChecks.assertDecodeRefused(codec, new byte[] {0x7F, 0, 0, 0}, "unregistered class ID");
    }
}
