package io.wirebench.core.batch;

import io.wirebench.core.ModelMapping;
import io.wirebench.core.model.Batch;
import java.io.IOException;
import java.util.List;

/**
 * A {@link Batch}'s mapping over its element's mapping, on a library's streaming writer and reader. What
 * every such mapping holds and does alike is here: the element's mapping, and writing the items through
 * it one by one, in order. How the batch and its array are framed (a JSON object, a BSON document, a
 * msgpack map with its count) and how they are read back stay the library's own.
 *
 * <p>The item loop indexes the list rather than iterating it, so a message's write makes no iterator.
 *
 * @param <E> the element type
 * @param <O> what the library writes to
 * @param <I> what the library reads from
 */
public abstract class BatchMapping<E, O, I> implements ModelMapping<Batch<E>, O, I> {
    /** The mapping of one item, called once per item. */
    protected final ModelMapping<E, O, I> element;

    protected BatchMapping(ModelMapping<E, O, I> element) {
        this.element = element;
    }

    /** Writes every item of {@code items} through the element mapping, in order; what frames them is the caller's. */
    protected final void writeItems(List<E> items, O out) throws IOException {
        for (int i = 0, n = items.size(); i < n; i++) {
            element.write(items.get(i), out);
        }
    }

    /** A batch holding {@code items} itself, not a copy: they were just read into a list of the mapping's own. */
    protected static <E> Batch<E> batchOf(List<E> items) {
        Batch<E> batch = new Batch<>();
        batch.setItems(items);
        return batch;
    }
}
