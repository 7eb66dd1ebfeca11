package io.wirebench.adapters.bson;

import io.wirebench.core.Codec;
import io.wirebench.core.ModelMapping;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.Arrays;
import org.bson.BsonBinaryReader;
import org.bson.BsonBinaryWriter;
import org.bson.BsonReader;
import org.bson.BsonWriter;
import org.bson.io.BasicOutputBuffer;

/**
 * Writes a document with a {@link BsonBinaryWriter} into a {@link BasicOutputBuffer} and reads it
 * with a {@link BsonBinaryReader} straight from that buffer's array (no copy). The buffer is either
 * new per message, the usual way, or recycled: truncated to position 0 and written over.
 */
final class BsonCodec<T> implements Codec<T> {
    private final ModelMapping<T, BsonWriter, BsonReader> mapping;
    private final boolean recycle;
    private BasicOutputBuffer out = new BasicOutputBuffer();
    private int length;

    BsonCodec(ModelMapping<T, BsonWriter, BsonReader> mapping, boolean recycle) {
        this.mapping = mapping;
        this.recycle = recycle;
    }

    @Override
    public int encode(T message) throws IOException {
        freshBuffer();
        try (BsonBinaryWriter writer = new BsonBinaryWriter(out)) {
            mapping.write(message, writer);
        }
        length = out.getPosition();
        return length;
    }

    @Override
    public T decode(T reuse) throws IOException {
        try (BsonBinaryReader reader = new BsonBinaryReader(ByteBuffer.wrap(out.getInternalBuffer(), 0, length))) {
            T value = mapping.read(reader);
            int end = reader.getBsonInput().getPosition();
            if (end != length) {
                throw new IOException("the BSON document ends at byte " + end + " but " + length + " bytes were given");
            }
            return value;
        }
    }

    @Override
    public byte[] encoded() {
        return Arrays.copyOf(out.getInternalBuffer(), length);
    }

    @Override
    public void load(byte[] bytes) {
        freshBuffer();
        out.writeBytes(bytes);
        length = bytes.length;
    }

    private void freshBuffer() {
        if (recycle) {
            out.truncateToPosition(0);
        } else {
            // The library's default size (1 KiB), as a caller that makes one per message would.
            out = new BasicOutputBuffer();
        }
    }
}
