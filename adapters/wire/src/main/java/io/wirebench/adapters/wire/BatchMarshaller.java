package io.wirebench.adapters.wire;

import io.wirebench.core.model.Batch;
import io.wirebench.wire.Marshaller;
import io.wirebench.wire.WireIn;
import io.wirebench.wire.WireKey;
import io.wirebench.wire.WireOut;
import java.util.ArrayList;
import java.util.List;

/** A {@link Batch}: one field, {@code items}, a sequence of element objects. */
final class BatchMarshaller<E> implements Marshaller<Batch<E>> {
    static final WireKey ITEMS = WireKey.of("items", 1);

    private final ObjectList<E> items;

    BatchMarshaller(Marshaller<E> element) {
        this.items = new ObjectList<>(element, element);
    }

    @Override
    public void write(Batch<E> batch, WireOut out) {
        out.write(ITEMS).sequence(batch.getItems(), items);
    }

    @Override
    public Batch<E> read(Batch<E> reuse, WireIn in) {
        Batch<E> batch = reuse != null ? reuse : new Batch<>();
        List<E> list = batch.getItems() != null ? batch.getItems() : new ArrayList<>();
        List<E> read = in.read(ITEMS).sequence(list, items);
        if (read == null) {
            list.clear(); // absent or null: an empty batch
        }
        batch.setItems(list);
        return batch;
    }
}
