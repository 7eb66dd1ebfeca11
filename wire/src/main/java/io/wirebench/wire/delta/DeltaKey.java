package io.wirebench.wire.delta;

import java.util.Objects;
import java.util.function.Function;

/**
 * How a {@link DeltaWireOut} finds the state of an object's key: a hash of the object's
 * identifying fields, and a comparison of those fields with a key kept from an earlier message.
 * A key is made only when a key is new to the writer, so a lookup reads the fields where they
 * stand and makes nothing per message.
 *
 * @param <T> the objects written
 */
public interface DeltaKey<T> {

    /** A hash of {@code value}'s identifying fields: values with the same key give the same hash. */
    int hash(T value);

    /**
     * The key of {@code value}, to keep while the writer holds it: called only for a key the writer
     * does not hold. It must not change afterwards (so not {@code value} itself, which the
     * application may reuse for the next update).
     */
    Object keep(T value);

    /** Whether {@code value}'s identifying fields are those of {@code kept}, a key {@link #keep} returned. */
    boolean matches(T value, Object kept);

    /**
     * A key from a function that returns a value with {@code equals} and {@code hashCode} (a record
     * of the identifying fields): simple to write, but it makes that value for every message.
     */
    static <T> DeltaKey<T> of(Function<? super T, ?> keyOf) {
        Objects.requireNonNull(keyOf, "keyOf");
        return new DeltaKey<>() {
            @Override
            public int hash(T value) {
                return Objects.hashCode(keyOf.apply(value));
            }

            @Override
            public Object keep(T value) {
                return keyOf.apply(value);
            }

            @Override
            public boolean matches(T value, Object kept) {
                return Objects.equals(keyOf.apply(value), kept);
            }
        };
    }
}
