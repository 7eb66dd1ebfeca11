package io.wirebench.adapters.capnproto;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebench.conformance.RowChecks;
import io.wirebench.core.Codec;
import io.wirebench.core.model.Datasets;
import io.wirebench.core.model.Models;
import io.wirebench.core.model.db.DbTable;
import io.wirebench.core.model.media.MediaContent;
import io.wirebench.core.model.order.Order;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

class CapnpCodecTest {

    @Test
    void theSeedOrderIsOneSegmentOfSevenWords() throws IOException {
        Codec<Order> codec = CapnpContenders.contender().newCodec(Models.ORDER);
        // segment table 8, then the root pointer (1 word), Order's 3 data words and 1 pointer, and the
        // text "Hello World!" with its NUL (13 bytes, 2 words): 8 + 7 * 8
        assertEquals(64, codec.encode(Datasets.order()));
        ByteBuffer bytes = ByteBuffer.wrap(codec.encoded()).order(ByteOrder.LITTLE_ENDIAN);
        assertEquals(0, bytes.getInt(0)); // segment count - 1
        assertEquals(7, bytes.getInt(4)); // words in the segment
    }

    @Test
    void theFirstSegmentIsClearedForTheNextMessage() throws IOException {
        Codec<MediaContent> codec = CapnpContenders.contender().newCodec(Models.MEDIA_CONTENT);
        MediaContent first = Datasets.mediaContent();
        codec.encode(first);
        // A message with no media after one with it: a first segment not zeroed would leave the old
        // media's words behind, and the bytes (or the decoded message) would differ from a fresh codec's.
        MediaContent second = new MediaContent(null, first.getImages());
        codec.encode(second);
        byte[] reused = codec.encoded();
        Codec<MediaContent> fresh = CapnpContenders.contender().newCodec(Models.MEDIA_CONTENT);
        fresh.encode(second);
        assertEquals(Arrays.toString(fresh.encoded()), Arrays.toString(reused));
        assertEquals(second, codec.decode(null));
    }

    @Test
    void aWriteThatFailsHalfWayDoesNotSpoilTheNextMessage() throws IOException {
        Codec<MediaContent> codec = CapnpContenders.contender().newCodec(Models.MEDIA_CONTENT);
        MediaContent bad = Datasets.mediaContent();
        bad.getMedia().setFormat(null); // refused once the media struct and its first fields are in the first segment
        assertThrows(IllegalArgumentException.class, () -> codec.encode(bad));
        MediaContent good = new MediaContent(null, Datasets.mediaContent().getImages());
        codec.encode(good);
        assertEquals(good, codec.decode(null));
    }

    @Test
    void sumsTheReadAndUseBatchInPlace() throws IOException {
        RowChecks.assertSumsTheReadAndUseBatchInPlace(CapnpContenders.contender());
    }

    /** The codec sizes a message only when it does not fit the kept buffer: the larger buffer then serves every message. */
    @Test
    void aMessageLargerThanTheBufferGrowsItAndSmallerOnesStillFitAfter() throws IOException {
        Codec<DbTable> codec = CapnpContenders.contender().newCodec(Models.DB_TABLE);
        DbTable small = Datasets.dbTable(1);
        int smallLength = codec.encode(small);
        assertTrue(smallLength < 1024, "one row fits the first 1 KB buffer: " + smallLength + " bytes");
        assertEquals(small, codec.decode(null));

        DbTable large = Datasets.dbTable(100);
        int largeLength = codec.encode(large);
        assertTrue(largeLength > 1024, "a hundred rows do not: " + largeLength + " bytes");
        byte[] bytes = codec.encoded();
        assertEquals(largeLength, bytes.length, "the length reported is the length written");
        ByteBuffer table = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
        assertEquals(largeLength, 8 + 8 * table.getInt(4), "the segment table and the one segment's words, nothing more");
        assertEquals(large, codec.decode(null));

        assertEquals(smallLength, codec.encode(small), "the next message starts the buffer again");
        assertEquals(small, codec.decode(null));
    }

    @Test
    void theLargestSupportedMessageStillFitsOneSegment() throws IOException {
        Codec<DbTable> codec = CapnpContenders.contender().newCodec(Models.DB_TABLE);
        codec.encode(Datasets.dbTable(100));
        // One segment: the 8-byte segment table the descriptor counts as the frame.
        assertEquals(0, ByteBuffer.wrap(codec.encoded()).order(ByteOrder.LITTLE_ENDIAN).getInt(0));
    }

    @Test
    void aSegmentTableClaimingMoreThanThereIsIsAnError() throws IOException {
        Codec<Order> codec = CapnpContenders.contender().newCodec(Models.ORDER);
        codec.encode(Datasets.order());
        byte[] bytes = codec.encoded();
        ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN).putInt(4, 1 << 20); // the segment's size in words
        codec.load(bytes);
        assertThrows(IOException.class, () -> codec.decode(null));
    }
}
