package io.wirebench.adapters.chronicle;

import java.util.function.BiConsumer;
import java.util.function.Supplier;
import net.openhft.chronicle.wire.WireIn;
import net.openhft.chronicle.wire.WireOut;

/** A {@link WireMarshaller} for a model with scalar fields only; reading fills the reused instance. */
final class FlatMarshaller<T> implements WireMarshaller<T> {
    private final Supplier<T> newModel;
    private final BiConsumer<WireOut, T> write;
    private final BiConsumer<WireIn, T> read;

    private FlatMarshaller(Supplier<T> newModel, BiConsumer<WireOut, T> write, BiConsumer<WireIn, T> read) {
        this.newModel = newModel;
        this.write = write;
        this.read = read;
    }

    static <T> FlatMarshaller<T> of(Supplier<T> newModel, BiConsumer<WireOut, T> write, BiConsumer<WireIn, T> read) {
        return new FlatMarshaller<>(newModel, write, read);
    }

    @Override
    public void write(WireOut wire, T value) {
        write.accept(wire, value);
    }

    @Override
    public T read(WireIn wire, T reuse) {
        T model = reuse != null ? reuse : newModel.get();
        read.accept(wire, model);
        return model;
    }
}
