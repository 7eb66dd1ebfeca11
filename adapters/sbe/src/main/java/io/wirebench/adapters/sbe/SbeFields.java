package io.wirebench.adapters.sbe;

import io.wirebench.core.Fields;
import java.io.IOException;
import java.util.function.Supplier;
import org.agrona.sbe.MessageDecoderFlyweight;
import org.agrona.sbe.MessageEncoderFlyweight;

/**
 * A RION model's SBE mapping in the {@link Fields} form: the generated flyweights' constructors here,
 * the fields one a line in the model's anonymous subclass. The codec calls the subclass directly.
 *
 * @param <T> the model type
 * @param <E> the generated encoder
 * @param <D> the generated decoder
 */
abstract class SbeFields<T, E extends MessageEncoderFlyweight, D extends MessageDecoderFlyweight> extends Fields<T, E, D>
        implements SbeMapping<T, E, D> {
    private final Supplier<E> newEncoder;
    private final Supplier<D> newDecoder;

    SbeFields(Supplier<E> newEncoder, Supplier<D> newDecoder, Supplier<T> create) {
        super(create);
        this.newEncoder = newEncoder;
        this.newDecoder = newDecoder;
    }

    final E newEncoder() {
        return newEncoder.get();
    }

    final D newDecoder() {
        return newDecoder.get();
    }

    @Override
    public final void encode(T value, E encoder) throws IOException {
        write(value, encoder);
    }

    @Override
    public final T decode(D decoder, T reuse) throws IOException {
        return read(decoder, reuse);
    }
}
