package io.wirebench.adapters.chronicle;

import io.wirebench.core.Fields;
import java.util.function.Supplier;
import net.openhft.chronicle.wire.WireIn;
import net.openhft.chronicle.wire.WireOut;

/**
 * A RION model's marshalling through {@code WireOut}/{@code WireIn} in the {@link Fields} form, and at
 * once its {@link WireMarshaller}: the model's anonymous subclass writes and fills its fields, one a
 * line, with the codec's {@link #values} where a wire needs care; the codec calls it directly.
 *
 * @param <T> the model type
 */
abstract class WireFields<T> extends Fields.Plain<T, WireOut, WireIn> implements WireMarshaller<T> {
    /** The codec's value helpers (text into a reused builder, -0.0 on compact binary). */
    protected final Values values;

    WireFields(Values values, Supplier<T> create) {
        super(create);
        this.values = values;
    }

    @Override
    public final void write(WireOut wire, T value) {
        write(value, wire);
    }
}
