package io.wirebench.core.model;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * An array of model objects sent as one message ("10 objects with 10 fields" in the RION matrix,
 * the nested array of the read-and-use test).
 */
public final class Batch<E> implements Serializable {
    private static final long serialVersionUID = 1L;

    private List<E> items = new ArrayList<>();

    public Batch() {
    }

    public Batch(List<E> items) {
        this.items = new ArrayList<>(items);
    }

    public List<E> getItems() {
        return items;
    }

    public void setItems(List<E> items) {
        this.items = items;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Batch<?> b && Objects.equals(items, b.items);
    }

    @Override
    public int hashCode() {
        return Objects.hashCode(items);
    }

    @Override
    public String toString() {
        return "Batch" + items;
    }
}
