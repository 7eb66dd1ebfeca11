package io.wirebench.adapters.chronicle;

import net.openhft.chronicle.wire.WireIn;
import net.openhft.chronicle.wire.WireOut;

/**
 * The general {@link Document}: lets any {@link WireMarshaller} be written or read as a document or as a
 * nested marshallable ({@code ValueOut.marshallable}/{@code ValueIn.marshallable}) without allocating a
 * lambda per element. Single-threaded, like the codec that owns it.
 */
final class Nested<T> implements Document<T> {
    private final WireMarshaller<T> marshaller;
    private T value;
    /** How many elements the last sequence read through this gave (WireLists' refill of a reused list). */
    int count;

    Nested(WireMarshaller<T> marshaller) {
        this.marshaller = marshaller;
    }

    @Override
    public Nested<T> of(T value) {
        this.value = value;
        return this;
    }

    @Override
    public T value() {
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
