package io.wirebench.adapters.wire;

import io.wirebench.core.model.Refill;
import io.wirebench.wire.WireIn;
import io.wirebench.wire.WireReader;
import io.wirebench.wire.WireOut;
import io.wirebench.wire.WireWriter;
import java.util.List;

/**
 * A list of objects as a sequence, read back into the list it is given with its elements reused:
 * decoding the same batch again allocates only what the elements' text needs.
 */
final class ObjectList<E> implements WireWriter<List<E>>, WireReader<List<E>> {
    private final WireWriter<E> element;
    private final WireReader<E> elementReader;

    ObjectList(WireWriter<E> element, WireReader<E> elementReader) {
        this.element = element;
        this.elementReader = elementReader;
    }

    @Override
    public void write(List<E> list, WireOut out) {
        for (int i = 0, n = list.size(); i < n; i++) {
            out.writeValue().object(list.get(i), element);
        }
    }

    @Override
    public List<E> read(List<E> reuse, WireIn in) {
        // Only a list this code made is reused in place: a caller's list may be immutable.
        List<E> list = Refill.listFor(reuse);
        int i = 0;
        while (in.hasMore()) {
            Refill.put(list, i, in.readValue().object(Refill.at(list, i), elementReader));
            i++;
        }
        Refill.keepFirst(list, i);
        return list;
    }
}
