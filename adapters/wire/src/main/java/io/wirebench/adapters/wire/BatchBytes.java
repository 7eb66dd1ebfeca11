package io.wirebench.adapters.wire;

import io.wirebench.core.model.Batch;
import io.wirebench.core.model.Refill;
import io.wirebench.wire.bytes.BytesIn;
import io.wirebench.wire.bytes.BytesMarshaller;
import io.wirebench.wire.bytes.BytesOut;
import java.util.List;

/** A {@link Batch} by hand: the element count in stop-bit form, then the elements; elements are reused on decode. */
final class BatchBytes<E> implements BytesMarshaller<Batch<E>> {
    private final BytesMarshaller<E> element;

    BatchBytes(BytesMarshaller<E> element) {
        this.element = element;
    }

    @Override
    public void write(Batch<E> batch, BytesOut out) {
        writeList(out, batch.getItems(), element);
    }

    @Override
    public Batch<E> read(Batch<E> reuse, BytesIn in) {
        Batch<E> batch = reuse != null ? reuse : new Batch<>();
        batch.setItems(readList(in, batch.getItems(), element));
        return batch;
    }

    /** The count in stop-bit form, then each element: what {@link #readList} reads. */
    static <E> void writeList(BytesOut out, List<E> list, BytesMarshaller<E> element) {
        int n = list.size();
        out.writeStopBit(n);
        for (int i = 0; i < n; i++) {
            element.write(list.get(i), out);
        }
    }

    /** A count, then that many elements, into {@code reuse} if this code made it, reusing its elements. */
    static <E> List<E> readList(BytesIn in, List<E> reuse, BytesMarshaller<E> element) {
        int n = Packing.getCount(in);
        List<E> list = Refill.listFor(reuse, n);
        for (int i = 0; i < n; i++) {
            Refill.put(list, i, element.read(Refill.at(list, i), in));
        }
        Refill.keepFirst(list, n);
        return list;
    }
}
