package io.wirebench.adapters.baseline;

import io.wirebench.core.Codec;

/** What every floor codec shares: the buffer, and copying bytes out and in (outside the measured path). */
abstract class FloorCodec<T> implements Codec<T> {
    final FloorBytes bytes = new FloorBytes();

    @Override
    public final byte[] encoded() {
        return bytes.copy();
    }

    @Override
    public final void load(byte[] message) {
        bytes.load(message);
    }
}
