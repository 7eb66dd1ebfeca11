package io.wirebench.core.model;

import java.util.Objects;
import java.util.Optional;

/**
 * A message type every contender starts from and ends at. Contenders declare which models they
 * can express; a codec is made per model. A batch model ({@link #batchOf}) is a {@link Batch} of
 * elements of another model, so one element mapping serves arrays of any length.
 *
 * @param <T> the Java class of the model
 */
public final class Model<T> {
    private final String id;
    private final Class<T> type;
    private final Model<?> element;

    private Model(String id, Class<T> type, Model<?> element) {
        this.id = Objects.requireNonNull(id, "id");
        this.type = Objects.requireNonNull(type, "type");
        this.element = element;
    }

    public static <T> Model<T> of(String id, Class<T> type) {
        return new Model<>(id, type, null);
    }

    /** The model of a {@link Batch} of {@code element}s; its id is the element's id followed by {@code []}. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    public static <E> Model<Batch<E>> batchOf(Model<E> element) {
        if (element.isBatch()) {
            throw new IllegalArgumentException("batches of batches are not a model: " + element.id);
        }
        return new Model<Batch<E>>(element.id + "[]", (Class) Batch.class, element);
    }

    public String id() {
        return id;
    }

    public Class<T> type() {
        return type;
    }

    public boolean isBatch() {
        return element != null;
    }

    /** For a batch model, the model of its elements. */
    public Optional<Model<?>> element() {
        return Optional.ofNullable(element);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Model<?> m && m.id.equals(id);
    }

    @Override
    public int hashCode() {
        return id.hashCode();
    }

    @Override
    public String toString() {
        return id;
    }
}
