package io.wirebench.adapters.kryo;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.KryoException;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import io.wirebench.core.Codec;
import java.io.IOException;
import java.util.Arrays;

/**
 * What both Kryo rows keep and do alike: one Kryo (not thread-safe, so one per codec), one reused
 * {@link Output} whose byte array grows once and is kept, and one reused {@link Input} pointed at that
 * same array for the read, without a copy. The rows differ only by the Kryo calls of their
 * {@code encode} and {@code decode}, which stay in each row's class.
 */
abstract class KryoBufferCodec<T> implements Codec<T> {
    final Kryo kryo;
    final Class<T> type;
    final Output output;
    final Input input;

    KryoBufferCodec(Kryo kryo, Class<T> type, Output output, Input input) {
        this.kryo = kryo;
        this.type = type;
        this.output = output;
        this.input = input;
    }

    /** Points the reused input at the bytes the last {@code encode} or {@link #load} left in the output. */
    final void rewind() {
        input.setBuffer(output.getBuffer(), 0, output.position());
    }

    /** Kryo's failure on the bytes in the output, as the harness's checked exception with the length read. */
    final IOException unreadable(String what, KryoException e) {
        return new IOException("Kryo cannot read " + what + " from " + output.position() + " bytes: " + e.getMessage(), e);
    }

    @Override
    public final byte[] encoded() {
        return Arrays.copyOf(output.getBuffer(), output.position());
    }

    @Override
    public final void load(byte[] bytes) {
        output.reset();
        output.writeBytes(bytes);
    }
}
