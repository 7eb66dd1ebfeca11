package io.wirebench.adapters.wire;

import io.wirebench.core.Codec;
import io.wirebench.wire.bytes.BytesIn;
import io.wirebench.wire.bytes.BytesOut;
import io.wirebench.wire.bytes.HeapBuffer;
import java.util.Arrays;

/**
 * A codec that writes each message at the start of one reused, growable heap buffer and reads it from
 * there, through the one {@link BytesOut} and {@link BytesIn} over that buffer. The buffer with its
 * writer and reader, and handing out and taking in those bytes, are the same for every such codec and
 * are written here once; {@code encode} and {@code decode} stay each codec's own and keep
 * {@link #length} up to date.
 *
 * @param <T> the model type
 */
abstract class HeapBufferCodec<T> implements Codec<T> {
    /** What a codec starts with when it has no reason to start larger: room for a typical message. */
    static final int INITIAL_CAPACITY = 256;

    final HeapBuffer buffer;
    final BytesOut bytesOut;
    final BytesIn bytesIn;
    /** How many bytes at the start of the buffer the last message holds. */
    int length;

    HeapBufferCodec(int initialCapacity) {
        buffer = HeapBuffer.expandable(initialCapacity);
        bytesOut = new BytesOut(buffer);
        bytesIn = new BytesIn(buffer);
    }

    @Override
    public final byte[] encoded() {
        return Arrays.copyOf(buffer.array(), length);
    }

    @Override
    public final void load(byte[] bytes) {
        buffer.ensureCapacity(bytes.length);
        System.arraycopy(bytes, 0, buffer.array(), 0, bytes.length);
        length = bytes.length;
    }
}
