package io.wirebench.core.codecs;

import io.wirebench.core.Codec;

/**
 * A codec over a library whose encoding call returns a new {@code byte[]} per message (databind's
 * {@code writeValueAsBytes}, Boon's, and the like) and whose decoding call reads a whole array. The
 * half of the {@link Codec} contract that is the same for every such codec, handing out and taking in
 * the bytes, is written here once; {@code encode} and {@code decode}, the measured half, stay the
 * adapter's own and keep the array each encode returns in {@link #bytes}.
 *
 * @param <T> the model type
 */
public abstract class WholeArrayCodec<T> implements Codec<T> {
    /** The bytes of the last {@code encode}, or a copy of those of the last {@link #load}. */
    protected byte[] bytes = new byte[0];

    @Override
    public final byte[] encoded() {
        return bytes.clone();
    }

    @Override
    public final void load(byte[] content) {
        bytes = content.clone();
    }
}
