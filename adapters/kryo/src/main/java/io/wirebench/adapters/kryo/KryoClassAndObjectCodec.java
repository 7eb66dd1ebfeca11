package io.wirebench.adapters.kryo;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.KryoException;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import io.wirebench.core.Codec;
import java.io.IOException;
import java.util.Arrays;

/**
 * Kryo's {@code writeClassAndObject}/{@code readClassAndObject}: the registered class id goes before
 * the object, and the reader learns the type from the bytes rather than from the caller. This is the
 * Kryo call Fory's own JMH suite sets beside {@code fory.serialize}, which also writes a class id, so
 * this row is the like-for-like of the {@code fory} rows; {@link KryoCodec} (no class id) is Kryo's
 * cheaper call when both ends know the type. Same reused {@link Output}/{@link Input} as there; Kryo
 * builds a new object on every read, so {@code reuse} is ignored.
 */
final class KryoClassAndObjectCodec<T> implements Codec<T> {
    private final Kryo kryo;
    private final Class<T> type;
    private final Output output;
    private final Input input;

    KryoClassAndObjectCodec(Kryo kryo, Class<T> type, Output output, Input input) {
        this.kryo = kryo;
        this.type = type;
        this.output = output;
        this.input = input;
    }

    @Override
    public int encode(T message) {
        output.reset();
        kryo.writeClassAndObject(output, message);
        return output.position();
    }

    @Override
    public T decode(T reuse) throws IOException {
        input.setBuffer(output.getBuffer(), 0, output.position());
        Object read;
        try {
            read = kryo.readClassAndObject(input);
        } catch (KryoException e) {
            throw new IOException("Kryo cannot read a class and object from " + output.position() + " bytes: " + e.getMessage(), e);
        }
        // The class comes from the bytes: another registered class (or null) is an error, not a cast failure later.
        if (!type.isInstance(read)) {
            throw new IOException("expected a " + type.getSimpleName() + " but the bytes hold "
                    + (read == null ? "null" : "a " + read.getClass().getSimpleName()));
        }
        return type.cast(read);
    }

    @Override
    public byte[] encoded() {
        return Arrays.copyOf(output.getBuffer(), output.position());
    }

    @Override
    public void load(byte[] bytes) {
        output.reset();
        output.writeBytes(bytes);
    }
}
