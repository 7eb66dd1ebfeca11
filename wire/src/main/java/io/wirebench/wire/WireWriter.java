package io.wirebench.wire;

/**
 * Writes a value's fields or elements: the "writeMarshallable" half of a message description.
 * Keep implementations stateless (a constant, a non-capturing lambda) so writing allocates nothing.
 */
@FunctionalInterface
public interface WireWriter<T> {
    void write(T value, WireOut out);
}
