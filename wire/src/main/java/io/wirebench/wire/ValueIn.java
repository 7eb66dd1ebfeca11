package io.wirebench.wire;

/**
 * The value of a field or element, read as the type the reader expects. A number written in one
 * width reads in any width that holds it; a value that does not fit, or is of another type, is a
 * {@link MalformedWireException} naming the offset and both types.
 *
 * <p>For an absent field ({@link #isPresent()} false) every method returns the type's default
 * and consumes nothing: 0, false, null.
 */
public interface ValueIn {

    /** False when the field looked for is not in the input. */
    boolean isPresent();

    /** The type of the next value, without reading it ({@link ValueType#NONE} if absent or at the end). */
    ValueType type();

    boolean bool();

    byte int8();

    short int16();

    int int32();

    long int64();

    float float32();

    double float64();

    String text();

    /** The constant whose name is the next value; no allocation. */
    <E extends Enum<E>> E asEnum(EnumValues<E> values);

    byte[] bytes();

    /** A nested object read by {@code reader} into {@code reuse} (or a new instance); null for a null. */
    <T> T object(T reuse, WireReader<T> reader);

    /** A sequence whose elements {@code reader} reads with {@link WireIn#hasMore()} and {@link WireIn#readValue()}. */
    <T> T sequence(T reuse, WireReader<T> reader);

    /** Passes over the value, whatever it is. */
    void skip();

    /** A nested object read into {@code target}, which describes itself. */
    default <T extends Marshallable> T marshallable(T target) {
        object(target, Marshallables.READER);
        return target;
    }

    /**
     * A nested object written by {@link ValueOut#typed}: its tag is resolved in {@code aliases}
     * only, and read with the registered description; null for a null.
     *
     * @throws MalformedWireException if the tag names no registered alias
     */
    default Object typed(TypeAliases aliases) {
        throw new UnsupportedOperationException(getClass().getSimpleName() + " carries no type tags");
    }
}
