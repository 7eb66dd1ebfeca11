package io.wirebench.adapters.kryo;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.KryoException;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import io.wirebench.core.Codec;
import java.io.IOException;
import java.util.Arrays;

/**
 * Writes with {@code kryo.writeObject} into one reused {@link Output} (its byte array grows once and
 * is kept), reads with {@code kryo.readObject} through one reused {@link Input} pointed at that same
 * array: the round trip of Kryo's own README, without a copy. Kryo builds a new object on every read;
 * it cannot fill an existing one, so {@code reuse} is ignored.
 */
final class KryoCodec<T> implements Codec<T> {
    private final Kryo kryo;
    private final Class<T> type;
    private final Output output;
    private final Input input;

    KryoCodec(Kryo kryo, Class<T> type, Output output, Input input) {
        this.kryo = kryo;
        this.type = type;
        this.output = output;
        this.input = input;
    }

    @Override
    public int encode(T message) {
        output.reset();
        kryo.writeObject(output, message);
        return output.position();
    }

    @Override
    public T decode(T reuse) throws IOException {
        input.setBuffer(output.getBuffer(), 0, output.position());
        try {
            return kryo.readObject(input, type);
        } catch (KryoException e) {
            throw new IOException("Kryo cannot read a " + type.getSimpleName() + " from " + output.position()
                    + " bytes: " + e.getMessage(), e);
        }
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
