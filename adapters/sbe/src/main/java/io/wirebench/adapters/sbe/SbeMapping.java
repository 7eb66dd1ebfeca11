package io.wirebench.adapters.sbe;

import java.io.IOException;
import org.agrona.sbe.MessageDecoderFlyweight;
import org.agrona.sbe.MessageEncoderFlyweight;

/**
 * A hand-written mapping between one model type and one generated SBE message. The codec owns and wraps the
 * flyweights (made where the codec is made: {@code SbeContender}, or {@link SbeFields} for the RION models); the
 * mapping drives them in SBE's order (fixed fields, groups, variable data).
 *
 * @param <T> the model type
 * @param <E> the generated encoder
 * @param <D> the generated decoder
 */
interface SbeMapping<T, E extends MessageEncoderFlyweight, D extends MessageDecoderFlyweight> {

    /** Writes {@code value} through an encoder already wrapped at the message's offset. */
    void encode(T value, E encoder) throws IOException;

    /**
     * Reads a message through a wrapped decoder, to its last byte.
     *
     * @param reuse an instance to fill (every field is set), or {@code null}
     */
    T decode(D decoder, T reuse) throws IOException;
}
