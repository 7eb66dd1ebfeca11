package io.wirebench.adapters.chronicle;

import net.openhft.chronicle.wire.WireIn;

/** A {@link WireMarshaller} for a model with scalar fields only: reading fills the reused instance. */
abstract class FlatMarshaller<T> implements WireMarshaller<T> {

    /** A new, empty model instance, for decoding without one to reuse. */
    abstract T create();

    /** Reads every field into {@code model}, overwriting whatever it held. */
    abstract void fill(WireIn wire, T model);

    @Override
    public final T read(WireIn wire, T reuse) {
        T model = reuse != null ? reuse : create();
        fill(wire, model);
        return model;
    }
}
