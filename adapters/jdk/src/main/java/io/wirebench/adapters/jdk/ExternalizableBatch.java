package io.wirebench.adapters.jdk;

import io.wirebench.core.Fields;
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
 * public subclass, which hands this class the element's {@link Fields}.
 */
public abstract class ExternalizableBatch<E> implements Externalizable {
    private static final long serialVersionUID = 1L;

    private Batch<E> batch;

    protected ExternalizableBatch() {
        this.batch = new Batch<>();
    }

    /** The element's fields: a constant of the subclass (not a field here, which would grow every wrapper). */
    abstract Fields<E, ObjectOutput, ObjectInput> element();

    final ExternalizableBatch<E> with(Batch<E> batch) {
        this.batch = batch;
        return this;
    }

    final Batch<E> batch() {
        return batch;
    }

    @Override
    public final void writeExternal(ObjectOutput out) throws IOException {
        List<E> items = batch.getItems();
        out.writeInt(items.size());
        for (int i = 0, n = items.size(); i < n; i++) {
            element().write(items.get(i), out);
        }
    }

    @Override
    public final void readExternal(ObjectInput in) throws IOException {
        int n = ExternalStrings.readCount(in, "element");
        // Not pre-sized from the stream's count: a hostile count must not allocate before the bytes are there.
        List<E> items = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            items.add(element().read(in, null));
        }
        batch.setItems(items);
    }
}
