package io.wirebench.wire;

/**
 * Reads a value's fields or elements: the "readMarshallable" half of a message description.
 *
 * <p>{@code reuse} is an instance to fill, or {@code null} when there is none to fill and the
 * reader must make one; either way it returns the instance it filled.
 */
@FunctionalInterface
public interface WireReader<T> {
    T read(T reuse, WireIn in);
}
