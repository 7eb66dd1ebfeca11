package io.wirebench.adapters.chronicle;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.wirebench.core.model.Datasets;
import io.wirebench.core.model.EdgeSamples;
import io.wirebench.core.model.EdgeSamples.EdgeSample;
import io.wirebench.core.model.Models;
import io.wirebench.core.model.order.Order;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Supplier;
import net.openhft.chronicle.bytes.Bytes;
import net.openhft.chronicle.wire.RawWire;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The bytes forms' hand-made framing ({@link BytesCodec}) against the document calls it replaced ({@link WireCodec}
 * over a {@code RawWire}, {@code writeDocument(false, ...)}): the same bytes for every message of the data sets with
 * variable-length content, their edge messages included, and a header that is not exactly the length of what follows
 * refused.
 */
class BytesCodecTest {

    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void writesTheBytesWriteDocumentWrote(boolean stopBit) throws IOException {
        sameAsWriteDocument(Datasets.ORDERS.samples(), EdgeSamples.of(Models.ORDER), () -> new OrderBytes(BytesFields.of(stopBit)), "order");
        sameAsWriteDocument(Datasets.MEDIA_CONTENTS.samples(), EdgeSamples.of(Models.MEDIA_CONTENT),
                () -> new MediaContentBytes(BytesFields.of(stopBit)), "mediacontent");
        sameAsWriteDocument(Datasets.DB100.samples(), EdgeSamples.of(Models.DB_TABLE), () -> new DbTableBytes(BytesFields.of(stopBit)), "db100");
    }

    @Test
    void refusesAHeaderThatIsNotTheLengthOfWhatFollows() throws IOException {
        Bytes<?> bytes = Bytes.allocateElasticDirect(64);
        try (BytesCodec<Order> codec = new BytesCodec<>(bytes, new RawWire(bytes, false), new OrderBytes(BytesFields.of(false)), "order")) {
            codec.encode(Datasets.order());
            byte[] whole = codec.encoded();
            int header = (whole[0] & 0xFF) | (whole[1] & 0xFF) << 8 | (whole[2] & 0xFF) << 16 | (whole[3] & 0xFF) << 24;
            assertEquals(whole.length - 4, header, "the header is the body's length, little-endian, no flag bits");

            codec.load(Arrays.copyOf(whole, whole.length + 1));
            assertThrows(IOException.class, () -> codec.decode(null), "a byte after the document");
            byte[] metadata = whole.clone();
            metadata[3] |= 0x40; // Chronicle's metadata flag, one of the header's two high bits
            codec.load(metadata);
            assertThrows(IOException.class, () -> codec.decode(null), "a metadata document");
            codec.load(Arrays.copyOf(whole, 3));
            assertThrows(IOException.class, () -> codec.decode(null), "less than a header");

            codec.load(whole);
            assertEquals(Datasets.order(), codec.decode(null), "the whole document still reads back");
            assertEquals(Datasets.order(), codec.decode(new Order()), "and again, into an instance to reuse");
        }
    }

    private static <T> void sameAsWriteDocument(List<T> samples, List<EdgeSample<T>> edges, Supplier<WireMarshaller<T>> marshaller,
                                                String what) throws IOException {
        List<T> messages = new ArrayList<>(samples);
        for (EdgeSample<T> edge : edges) {
            messages.add(edge.newInstance());
        }
        Bytes<?> documentBytes = Bytes.allocateElasticDirect(512);
        Bytes<?> handBytes = Bytes.allocateElasticDirect(512);
        try (WireCodec<T> document = new WireCodec<>(documentBytes, new RawWire(documentBytes, false), marshaller.get(), what);
             BytesCodec<T> byHand = new BytesCodec<>(handBytes, new RawWire(handBytes, false), marshaller.get(), what)) {
            for (int i = 0; i < messages.size(); i++) {
                T message = messages.get(i);
                assertEquals(document.encode(message), byHand.encode(message), what + " message " + i + ": the length");
                assertArrayEquals(document.encoded(), byHand.encoded(), what + " message " + i + ": the bytes");
                assertEquals(message, byHand.decode(null), what + " message " + i + ": read back");
            }
        }
    }
}
