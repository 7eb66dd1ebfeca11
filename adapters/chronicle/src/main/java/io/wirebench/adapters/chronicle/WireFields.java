package io.wirebench.adapters.chronicle;

import io.wirebench.core.Fields;
import java.util.function.Supplier;
import net.openhft.chronicle.wire.WireIn;
import net.openhft.chronicle.wire.WireOut;

/**
 * A RION model's marshalling through {@code WireOut}/{@code WireIn} in the {@link Fields} form, and at
 * once its {@link WireMarshaller}: the model's anonymous subclass writes and fills its fields, one a
 * line, with the codec's {@link Values} where a wire needs care (text into a reused builder, -0.0 on
 * compact binary; the subclass, made per codec, captures them); the codec calls it directly.
 *
 * @param <T> the model type
 */
abstract class WireFields<T> extends Fields.Plain<T, WireOut, WireIn> implements WireMarshaller<T> {
    WireFields(Supplier<T> create) {
        super(create);
    }

    @Override
    public final void write(WireOut wire, T value) {
        write(value, wire);
    }
}
