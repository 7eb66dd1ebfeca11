package io.wirebench.adapters.chronicle;

import net.openhft.chronicle.wire.ReadMarshallable;
import net.openhft.chronicle.wire.WireIn;
import net.openhft.chronicle.wire.WireOut;
import net.openhft.chronicle.wire.WriteMarshallable;

/**
 * One reusable adapter that lets a {@link WireMarshaller} be written or read as a nested marshallable
 * ({@code ValueOut.marshallable}/{@code ValueIn.marshallable}) without allocating a lambda per element.
 * Single-threaded, like the codec that owns it.
 */
final class Nested<T> implements WriteMarshallable, ReadMarshallable {
    private final WireMarshaller<T> marshaller;
    private T value;

    Nested(WireMarshaller<T> marshaller) {
        this.marshaller = marshaller;
    }

    /** Sets the value the next {@code writeMarshallable} writes, or the next {@code readMarshallable} fills. */
    Nested<T> of(T value) {
        this.value = value;
        return this;
    }

    /** The value the last {@code readMarshallable} produced. */
    T value() {
        return value;
    }

    @Override
    public void writeMarshallable(WireOut wire) {
        marshaller.write(wire, value);
    }

    @Override
    public void readMarshallable(WireIn wire) {
        value = marshaller.read(wire, value);
    }
}
