package io.wirebench.wire;

import java.util.Objects;

/**
 * The constants of an enum with their names pre-encoded, so that a reader turns the name on the
 * wire into the constant by comparing bytes: no {@code String} is made, nothing is allocated.
 * Make one per enum type, as a constant, and pass it to {@link ValueIn#asEnum}.
 */
public final class EnumValues<E extends Enum<E>> {
    private final Class<E> type;
    private final E[] constants;
    private final WireKey[] names;

    private EnumValues(Class<E> type) {
        this.type = Objects.requireNonNull(type, "type");
        this.constants = type.getEnumConstants();
        if (constants == null) {
            throw new IllegalArgumentException(type + " is not an enum");
        }
        this.names = new WireKey[constants.length];
        for (int i = 0; i < constants.length; i++) {
            names[i] = WireKey.named(constants[i].name());
        }
    }

    public static <E extends Enum<E>> EnumValues<E> of(Class<E> type) {
        return new EnumValues<>(type);
    }

    public Class<E> type() {
        return type;
    }

    public int size() {
        return constants.length;
    }

    /** The constant with ordinal {@code i}. */
    public E constant(int i) {
        return constants[i];
    }

    /** The name of the constant with ordinal {@code i}, pre-encoded. */
    public WireKey name(int i) {
        return names[i];
    }
}
