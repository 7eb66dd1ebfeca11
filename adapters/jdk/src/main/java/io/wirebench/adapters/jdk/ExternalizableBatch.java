package io.wirebench.adapters.jdk;

import io.wirebench.core.model.Batch;
import java.io.Externalizable;
import java.io.IOException;
import java.io.ObjectInput;
import java.io.ObjectOutput;
import java.util.ArrayList;
import java.util.List;

/**
 * A {@link Batch} written as a count and its elements. Java serialization builds the wrapper with its
 * no-argument constructor, so it cannot be told the element type: each element type has its own
 * public subclass that knows how to write and read one element.
 */
public abstract class ExternalizableBatch<E> implements Externalizable {
    private static final long serialVersionUID = 1L;

    private Batch<E> batch;

    protected ExternalizableBatch() {
        this.batch = new Batch<>();
    }

    final ExternalizableBatch<E> with(Batch<E> batch) {
        this.batch = batch;
        return this;
    }

    final Batch<E> batch() {
        return batch;
    }

    protected abstract void writeElement(ObjectOutput out, E element) throws IOException;

    protected abstract E readElement(ObjectInput in) throws IOException;

    @Override
    public final void writeExternal(ObjectOutput out) throws IOException {
        List<E> items = batch.getItems();
        out.writeInt(items.size());
        for (int i = 0, n = items.size(); i < n; i++) {
            writeElement(out, items.get(i));
        }
    }

    @Override
    public final void readExternal(ObjectInput in) throws IOException {
        int n = ExternalStrings.readCount(in, "element");
        // Not pre-sized from the stream's count: a hostile count must not allocate before the bytes are there.
        List<E> items = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            items.add(readElement(in));
        }
        batch.setItems(items);
    }
}
