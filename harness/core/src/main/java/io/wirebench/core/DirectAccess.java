package io.wirebench.core;

import java.io.IOException;

/**
 * Optional capability of a {@link Codec}: computes a data set's "use" value (see
 * {@link io.wirebench.core.model.Dataset#use()}) by reading the fields it needs straight from the
 * encoded bytes, without building the model object. This is the {@code access} operation of the
 * read-and-use test; the same value computed after a full {@code decode} is its baseline.
 *
 * <p>A codec implements this only where its format really allows random or in-place reads
 * (fixed offsets, flyweights, skippable self-describing fields); decoding into a hidden object
 * and summing that is not access.
 */
public interface DirectAccess {

    /**
     * @return the same value as {@code dataset.use().applyAsLong(decode(null))} for the message
     *         the buffer holds now
     * @throws UnsupportedOperationException if this codec's model has no use this codec can compute in place
     */
    long access() throws IOException;
}
