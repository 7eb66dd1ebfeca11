package io.wirebench.adapters.avro;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.wirebench.adapters.avro.schema.AvroMediaContent;
import io.wirebench.adapters.avro.schema.AvroOrder;
import io.wirebench.core.Codec;
import io.wirebench.core.model.Datasets;
import io.wirebench.core.model.Model;
import io.wirebench.core.model.Models;
import io.wirebench.core.model.order.Order;
import java.io.IOException;
import org.apache.avro.Schema;
import org.apache.avro.generic.GenericDatumReader;
import org.apache.avro.generic.GenericRecord;
import org.apache.avro.io.DecoderFactory;
import org.junit.jupiter.api.Test;

class AvroWireFormatTest {

    /** {@code message} as the adapter encodes it, read back by Avro's generic reader with {@code schema} alone. */
    private static <T> GenericRecord generic(Model<T> model, T message, Schema schema) throws IOException {
        Codec<T> codec = new AvroContender().newCodec(model);
        codec.encode(message);
        return new GenericDatumReader<GenericRecord>(schema).read(null, DecoderFactory.get().binaryDecoder(codec.encoded(), null));
    }

    @Test
    void writesPlainAvroBinaryThatAGenericReaderReads() throws IOException {
        GenericRecord record = generic(Models.ORDER, Datasets.order(), AvroOrder.getClassSchema());
        assertEquals(1234.0, record.get("price"));
        assertEquals("Hello World!", record.get("text").toString());
        assertEquals("Sell", record.get("side").toString());
        assertEquals(1234567890L, record.get("longInt"));
    }

    @Test
    void carriesANullCopyrightAsTheNullBranchOfItsUnion() throws IOException {
        GenericRecord record = generic(Models.MEDIA_CONTENT, Datasets.mediaContent(), AvroMediaContent.getClassSchema());
        GenericRecord media = (GenericRecord) record.get("media");
        assertNull(media.get("copyright"));
        assertEquals("Javaone Keynote", media.get("title").toString());
    }

    @Test
    void refusesAStringLengthLongerThanTheMessage() {
        Codec<Order> codec = new AvroContender().newCodec(Models.ORDER);
        // price (8 bytes), flag (1 byte), then a text length of 2^30 (zig-zag varint) and nothing after it
        byte[] hostile = {0, 0, 0, 0, 0, 0, 0, 0, 1, (byte) 0x80, (byte) 0x80, (byte) 0x80, (byte) 0x80, 0x08};
        codec.load(hostile);
        assertThrows(IOException.class, () -> codec.decode(null));
    }
}
