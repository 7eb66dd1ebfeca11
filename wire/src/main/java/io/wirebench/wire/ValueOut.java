package io.wirebench.wire;

/**
 * The value of a field or element. Each method writes one value and returns the {@link WireOut}
 * to write the next field with.
 *
 * <p>Integers are written by declared width ({@code int8} ... {@code int64}): a fixed-width
 * rendering keeps that width, a compact one uses the smallest that holds the value. Null is
 * allowed wherever the type is a reference; renderings that cannot carry a null say so.
 */
public interface ValueOut {
    WireOut bool(boolean value);

    WireOut int8(byte value);

    WireOut int16(short value);

    WireOut int32(int value);

    WireOut int64(long value);

    WireOut float32(float value);

    WireOut float64(double value);

    WireOut text(CharSequence value);

    /** The constant's name, as text; readers map it back with {@link EnumValues}. */
    WireOut asEnum(Enum<?> value);

    /**
     * The same as {@link #asEnum(Enum)}, with the name taken pre-encoded from {@code values}: the
     * form for hot paths, symmetric with {@link ValueIn#asEnum(EnumValues)}.
     */
    <E extends Enum<E>> WireOut asEnum(EnumValues<E> values, E value);

    WireOut bytes(byte[] value);

    WireOut nul();

    /** A nested object whose fields {@code writer} writes; null writes a null. */
    <T> WireOut object(T value, WireWriter<? super T> writer);

    /** A sequence whose elements {@code writer} writes, each with {@link WireOut#writeValue()}. */
    <T> WireOut sequence(T value, WireWriter<? super T> writer);

    /** A nested object that describes itself. */
    default WireOut marshallable(Marshallable value) {
        return object(value, Marshallables.WRITER);
    }

    /**
     * A nested object with its type tag ({@code !Alias} in YAML) from {@code aliases}, so that a
     * reader can tell which registered type it is. Renderings without type tags refuse it.
     */
    default WireOut typed(Object value, TypeAliases aliases) {
        throw new UnsupportedOperationException(getClass().getSimpleName() + " carries no type tags");
    }
}
