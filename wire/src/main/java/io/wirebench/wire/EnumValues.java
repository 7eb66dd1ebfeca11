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
    private final boolean ascii;

    private EnumValues(Class<E> type) {
        this.type = Objects.requireNonNull(type, "type");
        this.constants = type.getEnumConstants();
        if (constants == null) {
            throw new IllegalArgumentException(type + " is not an enum");
        }
        this.names = new WireKey[constants.length];
        boolean allAscii = true;
        for (int i = 0; i < constants.length; i++) {
            names[i] = WireKey.named(constants[i].name());
            allAscii &= names[i].utf8Length() == constants[i].name().length();
        }
        this.ascii = allAscii;
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

    /** Whether every constant's name is ASCII, so that its UTF-8 and 8-bit forms are the same bytes. */
    public boolean asciiNames() {
        return ascii;
    }
}
