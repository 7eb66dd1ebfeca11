package io.wirebench.adapters.fory;

import io.wirebench.core.Codec;
import java.io.IOException;
import java.util.Arrays;
import org.apache.fory.Fory;
import org.apache.fory.memory.MemoryBuffer;

/**
 * Serializes into one reused heap {@link MemoryBuffer} (reset to index 0 per message, grown once) and
 * deserializes through a second, reused {@code MemoryBuffer} pointed at exactly the bytes written, so
 * that a reader can never see bytes past the message. Fory builds a new object on every read:
 * {@code reuse} is ignored.
 */
final class ForyCodec<T> implements Codec<T> {
    private final Fory fory;
    private final Class<T> type;
    private final MemoryBuffer out = MemoryBuffer.newHeapBuffer(512);
    private final MemoryBuffer in = MemoryBuffer.newHeapBuffer(0);

    ForyCodec(Fory fory, Class<T> type) {
        this.fory = fory;
        this.type = type;
    }

    @Override
    public int encode(T message) {
        out.writerIndex(0);
        fory.serialize(out, message);
        return out.writerIndex();
    }

    @Override
    public T decode(T reuse) throws IOException {
        in.pointTo(out.getHeapMemory(), 0, out.writerIndex());
        in.readerIndex(0);
        Object value;
        try {
            value = fory.deserialize(in, type);
        } catch (RuntimeException e) {
            throw new IOException("Fory cannot read a " + type.getSimpleName() + " from " + out.writerIndex() + " bytes: " + rootCause(e), e);
        }
        // The typed call does not check the type it read: corrupt bytes can name another registered
        // class (an ArrayDeque came back for an Order), which would fail later, at the caller's cast.
        if (value != null && !type.isInstance(value)) {
            ClassCastException wrongType = new ClassCastException(value.getClass().getName() + " is not a " + type.getName());
            throw new IOException("Fory cannot read a " + type.getSimpleName() + " from " + out.writerIndex() + " bytes: " + wrongType.getMessage(),
                    wrongType);
        }
        return type.cast(value);
    }

    /** Fory wraps the reason (an unregistered class, a buffer underflow) in a generic exception. */
    private static Throwable rootCause(Throwable e) {
        Throwable cause = e;
        while (cause.getCause() != null && cause.getCause() != cause) {
            cause = cause.getCause();
        }
        return cause;
    }

    @Override
    public byte[] encoded() {
        return Arrays.copyOf(out.getHeapMemory(), out.writerIndex());
    }

    @Override
    public void load(byte[] bytes) {
        out.writerIndex(0);
        out.writeBytes(bytes);
    }
}
