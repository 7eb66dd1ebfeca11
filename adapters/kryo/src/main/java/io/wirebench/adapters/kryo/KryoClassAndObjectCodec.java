package io.wirebench.adapters.kryo;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.KryoException;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import java.io.IOException;

/**
 * Kryo's {@code writeClassAndObject}/{@code readClassAndObject}: the registered class id goes before
 * the object, and the reader learns the type from the bytes rather than from the caller. This is the
 * Kryo call Fory's own JMH suite sets beside {@code fory.serialize}, which also writes a class id, so
 * this row is the like-for-like of the {@code fory} rows; {@link KryoCodec} (no class id) is Kryo's
 * cheaper call when both ends know the type. Same reused {@link Output}/{@link Input} as there; Kryo
 * builds a new object on every read, so {@code reuse} is ignored.
 */
final class KryoClassAndObjectCodec<T> extends KryoBufferCodec<T> {
    KryoClassAndObjectCodec(Kryo kryo, Class<T> type, Output output, Input input) {
        super(kryo, type, output, input);
    }

    @Override
    public T decode(T reuse) throws IOException {
        rewind();
        Object read;
        try {
            read = kryo.readClassAndObject(input);
        } catch (KryoException e) {
            throw unreadable("a class and object", e);
        }
        // The class comes from the bytes: another registered class (or null) is an error, not a cast failure later.
        if (!type.isInstance(read)) {
            throw new IOException("expected a " + type.getSimpleName() + " but the bytes hold "
                    + (read == null ? "null" : "a " + read.getClass().getSimpleName()));
        }
        return type.cast(read);
    }

    @Override
    public int encode(T message) {
        output.reset();
        kryo.writeClassAndObject(output, message);
        return output.position();
    }
}
