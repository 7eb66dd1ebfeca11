package io.wirebench.core;

/**
 * A codec that encodes into one {@link ReusableByteArrayOutputStream} kept for its life and decodes from
 * that array's valid range. The half of the {@link Codec} contract that is the same for every such codec,
 * handing out and taking in the bytes, is written here once; {@code encode} and {@code decode}, the
 * measured half, stay the adapter's own and use {@link #out} as they used their own field before.
 *
 * @param <T> the model type
 */
public abstract class ReusableBufferCodec<T> implements Codec<T> {
    /** The bytes of the last {@code encode}, or of the last {@link #load}. */
    protected final ReusableByteArrayOutputStream out;

    protected ReusableBufferCodec(int initialCapacity) {
        out = new ReusableByteArrayOutputStream(initialCapacity);
    }

    @Override
    public final byte[] encoded() {
        return out.toByteArray();
    }

    @Override
    public final void load(byte[] bytes) {
        out.load(bytes);
    }
}
