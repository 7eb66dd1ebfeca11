package io.wirebench.core;

import java.util.Objects;
import java.util.function.Supplier;

/**
 * A library object a contender's codecs share (a mapper, a factory, a registry), made when the first codec asks for
 * it rather than when the contender is constructed: a JVM that only lists contenders, which may lack a library's JVM
 * flags, never makes it. Asked for only while a codec is made, never per message.
 *
 * @param <T> what is made
 */
public final class OnFirstUse<T> implements Supplier<T> {
    private final Supplier<? extends T> make;
    private T made;

    private OnFirstUse(Supplier<? extends T> make) {
        this.make = Objects.requireNonNull(make, "make");
    }

    /** {@code make} is called once, by the first {@link #get}; every later one returns what it made. */
    public static <T> OnFirstUse<T> of(Supplier<? extends T> make) {
        return new OnFirstUse<>(make);
    }

    @Override
    public synchronized T get() {
        if (made == null) {
            made = Objects.requireNonNull(make.get(), "made");
        }
        return made;
    }
}
