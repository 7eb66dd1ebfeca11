package io.wirebench.adapters.flatbuffers;

import com.google.flatbuffers.FlatBufferBuilder;
import io.wirebench.core.Codec;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/**
 * One {@link FlatBufferBuilder} per codec, {@code clear()}ed and reused for every message (the
 * FlatBuffers Java documentation's advice for building many buffers), finished size-prefixed; the
 * message is read in place from the builder's own buffer, with no copy (FlatBuffers' zero-copy read),
 * after the size prefix is checked against the bytes there are.
 */
class FlatBuffersCodec<T> implements Codec<T> {
    /** Bytes of the size prefix {@code finishSizePrefixed} writes before the buffer. */
    static final int PREFIX = 4;

    private final FbMapping<T> mapping;
    private final FlatBufferBuilder builder = new FlatBufferBuilder(1024);
    /** The message to read: the builder's buffer after an encode, or a loaded copy; from {@code start} to its limit. */
    private ByteBuffer data;
    private int start;

    FlatBuffersCodec(FbMapping<T> mapping) {
        this.mapping = mapping;
    }

    @Override
    public int encode(T message) {
        builder.clear();
        builder.finishSizePrefixed(mapping.build(builder, message));
        data = builder.dataBuffer();
        start = data.position();
        return data.limit() - start;
    }

    @Override
    public T decode(T reuse) throws IOException {
        int root = root();
        try {
            return mapping.read(data, root, reuse);
        } catch (IndexOutOfBoundsException e) {
            throw new IOException("an offset in the FlatBuffer points outside its " + (data.limit() - start) + " bytes: "
                    + e.getMessage(), e);
        }
    }

    /** The buffer holding the message now, from {@link #root()}'s point of view. */
    final ByteBuffer buffer() {
        return data;
    }

    /**
     * The absolute position of the root table, once the size prefix is checked against the bytes present:
     * the prefix is what lets a reader of a stream find the end, and here it also tells a cut buffer from a
     * whole one, which nothing else in a FlatBuffer does (its last bytes may be padding or a string's NUL).
     */
    final int root() throws IOException {
        ByteBuffer bb = data;
        if (bb == null) {
            throw new IOException("nothing was encoded or loaded");
        }
        int length = bb.limit() - start;
        if (length < 2 * PREFIX) {
            throw new IOException(length + " bytes cannot hold a size-prefixed FlatBuffer");
        }
        int size = bb.getInt(start);
        if (size != length - PREFIX) {
            throw new IOException("size prefix says " + size + " bytes, " + (length - PREFIX) + " are there");
        }
        int rootOffset = start + PREFIX;
        int root = rootOffset + bb.getInt(rootOffset);
        if (root < rootOffset || root >= bb.limit()) {
            throw new IOException("the root offset points outside the " + length + " bytes");
        }
        return root;
    }

    @Override
    public byte[] encoded() {
        byte[] copy = new byte[data.limit() - start];
        data.duplicate().position(start).get(copy);
        return copy;
    }

    @Override
    public void load(byte[] bytes) {
        data = ByteBuffer.wrap(bytes.clone()).order(ByteOrder.LITTLE_ENDIAN);
        start = 0;
    }
}
