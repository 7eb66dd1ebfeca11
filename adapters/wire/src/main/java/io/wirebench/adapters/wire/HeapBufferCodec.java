package io.wirebench.adapters.wire;

import io.wirebench.core.Codec;
import io.wirebench.wire.bytes.HeapBuffer;
import java.util.Arrays;

/**
 * A codec that writes each message at the start of one reused, growable heap buffer and reads it from
 * there. Handing out and taking in those bytes is the same for every such codec and is written here
 * once; {@code encode} and {@code decode} stay each codec's own and keep {@link #length} up to date.
 *
 * @param <T> the model type
 */
abstract class HeapBufferCodec<T> implements Codec<T> {
    final HeapBuffer buffer;
    /** How many bytes at the start of the buffer the last message holds. */
    int length;

    HeapBufferCodec(int initialCapacity) {
        buffer = HeapBuffer.expandable(initialCapacity);
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
