package io.wirebench.adapters.chronicle;

import io.wirebench.core.model.Batch;
import java.util.ArrayList;
import java.util.List;
import net.openhft.chronicle.wire.WireIn;
import net.openhft.chronicle.wire.WireOut;

/** A {@link Batch} in the {@code BytesMarshallable} style: the element count, then the elements. */
final class BatchBytes<E> implements WireMarshaller<Batch<E>> {
    private final BytesFields fields;
    private final WireMarshaller<E> element;

    BatchBytes(BytesFields fields, WireMarshaller<E> element) {
        this.fields = fields;
        this.element = element;
    }

    @Override
    public void write(WireOut wire, Batch<E> batch) {
        List<E> items = batch.getItems();
        fields.putCount(wire.bytes(), items.size());
        for (int i = 0; i < items.size(); i++) {
            element.write(wire, items.get(i));
        }
    }

    @Override
    public Batch<E> read(WireIn wire, Batch<E> reuse) {
        int count = fields.getCount(wire.bytes());
        List<E> items = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            items.add(element.read(wire, null));
        }
        Batch<E> batch = reuse != null ? reuse : new Batch<>();
        batch.setItems(items);
        return batch;
    }
}
