package io.wirebench.core.model;

import io.wirebench.core.model.rion.Pojo1Long;
import java.util.ArrayList;
import java.util.List;

/**
 * A list of model objects that a decoder refills in place from the previous message's (a reused batch's
 * items, a reused media's images): item {@code i} reused or added, then the items past the new message's
 * count dropped, so a shorter message leaves none of the longer one behind. Several adapters refill this
 * way; the steps live here once. Each method is small and static, so a decoder calling it compiles to the
 * same list operations as the loop written out where it is used.
 */
public final class Refill {
    private Refill() {
    }

    /**
     * The list to read into: {@code reuse} when it is one a decoder made (an {@code ArrayList}), else a new one, as a
     * caller's list of another kind may be immutable.
     */
    public static <E> List<E> listFor(List<E> reuse) {
        return reuse instanceof ArrayList<E> mine ? mine : new ArrayList<>();
    }

    /** As {@link #listFor(List)}, a new list made for {@code capacity} items (a count read before them). */
    public static <E> List<E> listFor(List<E> reuse, int capacity) {
        return reuse instanceof ArrayList<E> mine ? mine : new ArrayList<>(capacity);
    }

    /** Item {@code i} of the list, to be filled again, or null past its end (the decoder then makes one). */
    public static <E> E at(List<E> items, int i) {
        return i < items.size() ? items.get(i) : null;
    }

    /** Puts {@code item} at {@code i}: replaces the item there, or appends it when {@code i} is the list's size. */
    public static <E> void put(List<E> items, int i, E item) {
        if (i < items.size()) {
            items.set(i, item);
        } else {
            items.add(item);
        }
    }

    /**
     * Sets {@code field0} of item {@code i} of a batch of one-long objects: the item there is changed in place,
     * one past the end is added. The readers that take each value straight from their buffer refill this way.
     */
    public static void long1(List<Pojo1Long> items, int i, long field0) {
        if (i < items.size()) {
            items.get(i).setField0(field0);
        } else {
            items.add(new Pojo1Long(field0));
        }
    }

    /** Drops the items past the first {@code count}, last first (an {@code ArrayList} then moves nothing). */
    public static void keepFirst(List<?> items, int count) {
        for (int last = items.size() - 1; last >= count; last--) {
            items.remove(last);
        }
    }
}
