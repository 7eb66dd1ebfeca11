package io.wirebench.adapters.chronicle;

import net.openhft.chronicle.wire.WireIn;
import net.openhft.chronicle.wire.WireOut;

/**
 * Hand-written marshalling of one model type through Chronicle's {@link WireOut}/{@link WireIn}, the
 * {@code writeMarshallable}/{@code readMarshallable} style of the wire-format latency benchmark, kept outside the model
 * classes (which are not Chronicle's to change). The same code renders as YAML text, binary YAML or
 * raw bytes: the wire decides.
 */
interface WireMarshaller<T> {

    /** Writes the fields of {@code value} into the current document or nested marshallable. */
    void write(WireOut wire, T value);

    /** Reads the fields back, into {@code reuse} where it is not null and the model allows it. */
    T read(WireIn wire, T reuse);

    /**
     * The marshallable a codec passes to {@code writeDocument}/{@code readDocument} for this model; made
     * once per codec. By default a {@link Nested} around this marshaller; a marshaller that is itself a
     * {@link Document} returns itself, so Chronicle calls its field code directly, as it calls the
     * benchmark's {@code Data}.
     */
    default Document<T> document() {
        return new Nested<>(this);
    }
}
