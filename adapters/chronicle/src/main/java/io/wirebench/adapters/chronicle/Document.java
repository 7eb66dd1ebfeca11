package io.wirebench.adapters.chronicle;

import net.openhft.chronicle.wire.ReadMarshallable;
import net.openhft.chronicle.wire.WriteMarshallable;

/**
 * What a codec hands to Chronicle's {@code writeDocument(false, marshallable)} and
 * {@code readDocument(null, marshallable)}: a reusable marshallable pointed at the message to write or
 * the instance to fill. Chronicle's own microbenchmark passes its {@code Data} (a {@code Marshallable})
 * straight to those calls; the shared model classes cannot implement Chronicle's interfaces, so a
 * document object stands in for them, one per codec, allocated once. Single-threaded, like the codec.
 */
interface Document<T> extends WriteMarshallable, ReadMarshallable {

    /** Points the document at {@code value}: the next write writes it, the next read fills it (null: a new instance). */
    Document<T> of(T value);

    /** The value the last read produced. */
    T value();
}
