package io.wirebench.adapters.kryo;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.KryoException;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import java.io.IOException;

/**
 * Writes with {@code kryo.writeObject} into one reused {@link Output} (its byte array grows once and
 * is kept), reads with {@code kryo.readObject} through one reused {@link Input} pointed at that same
 * array: the round trip of Kryo's own README, without a copy. Kryo builds a new object on every read;
 * it cannot fill an existing one, so {@code reuse} is ignored.
 */
final class KryoCodec<T> extends KryoBufferCodec<T> {
    KryoCodec(Kryo kryo, Class<T> type, Output output, Input input) {
        super(kryo, type, output, input);
    }

    @Override
    public int encode(T message) {
        output.reset();
        kryo.writeObject(output, message);
        return output.position();
    }

    @Override
    public T decode(T reuse) throws IOException {
        rewind();
        try {
            return kryo.readObject(input, type);
        } catch (KryoException e) {
            throw unreadable("a " + type.getSimpleName(), e);
        }
    }
}
