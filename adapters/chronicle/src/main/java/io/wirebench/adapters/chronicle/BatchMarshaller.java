package io.wirebench.adapters.chronicle;

import io.wirebench.adapters.chronicle.Keys.ContainerKey;
import io.wirebench.core.model.Batch;
import net.openhft.chronicle.wire.WireIn;
import net.openhft.chronicle.wire.WireOut;

/** A {@link Batch}: one field, {@code items}, a list of nested element marshallables. */
final class BatchMarshaller<E> implements WireMarshaller<Batch<E>> {
    private final WireLists lists;
    private final Nested<E> element;

    BatchMarshaller(WireLists lists, WireMarshaller<E> elementMarshaller) {
        this.lists = lists;
        this.element = new Nested<>(elementMarshaller);
    }

    @Override
    public void write(WireOut wire, Batch<E> batch) {
        lists.writeMarshallables(wire, ContainerKey.items, batch.getItems(), element);
    }

    @Override
    public Batch<E> read(WireIn wire, Batch<E> reuse) {
        Batch<E> batch = reuse != null ? reuse : new Batch<>();
        batch.setItems(lists.readMarshallables(wire, ContainerKey.items, element, batch.getItems()));
        return batch;
    }
}
