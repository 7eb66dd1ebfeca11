package io.wirebench.adapters.wire;

import io.wirebench.core.Fields;
import io.wirebench.wire.Marshaller;
import io.wirebench.wire.WireIn;
import io.wirebench.wire.WireOut;
import java.util.function.Supplier;

/**
 * A RION model's description in the {@link Fields} form, and at once the wire library's
 * {@link Marshaller} of it: the model's anonymous subclass writes and fills its fields, one a line,
 * and the codec calls it directly.
 *
 * @param <T> the model type
 */
abstract class WireFields<T> extends Fields.Plain<T, WireOut, WireIn> implements Marshaller<T> {

    WireFields(Supplier<T> create) {
        super(create);
    }

    @Override
    public final T read(T reuse, WireIn in) {
        return read(in, reuse);
    }
}
