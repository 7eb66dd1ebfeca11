package io.wirebench.adapters.fastjson2;

import io.wirebench.core.model.Batch;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.Arrays;
import java.util.Objects;

/**
 * {@code Batch<E>} as a {@link ParameterizedType}, so fastjson2 builds the reader of a batch whose items are
 * {@code E} (from the raw {@code Batch} it would read each item as an untyped map). Equal to any
 * {@code ParameterizedType} of the same raw type and argument, as {@code ParameterizedType} asks, so
 * fastjson2's caches of readers by type find it.
 */
final class BatchType implements ParameterizedType {
    private final Type element;

    BatchType(Type element) {
        this.element = Objects.requireNonNull(element, "element");
    }

    @Override
    public Type[] getActualTypeArguments() {
        return new Type[] {element};
    }

    @Override
    public Type getRawType() {
        return Batch.class;
    }

    @Override
    public Type getOwnerType() {
        return null;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ParameterizedType p && p.getRawType() == Batch.class && p.getOwnerType() == null
                && p.getActualTypeArguments().length == 1 && element.equals(p.getActualTypeArguments()[0]);
    }

    @Override
    public int hashCode() {
        // As the JDK's own ParameterizedType computes it: the arguments' array hash, XOR the owner's (none: 0), XOR the raw type's.
        return Arrays.hashCode(getActualTypeArguments()) ^ Batch.class.hashCode();
    }

    @Override
    public String toString() {
        return Batch.class.getName() + "<" + element.getTypeName() + ">";
    }
}
