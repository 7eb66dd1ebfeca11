package io.wirebench.wire.bytes;

/**
 * A hand-written codec straight onto the bytes ("BytesMarshallable"): fixed-width or stop-bit
 * values in an order the writer and reader agree on, no keys, no types. The fastest and smallest
 * form, but the bytes mean nothing without this code: no dump beyond hex, no schema changes.
 */
public interface BytesMarshaller<T> {
    void write(T value, BytesOut out);

    /** Reads into {@code reuse}, or a new instance when it is null; returns the instance read. */
    T read(T reuse, BytesIn in);
}
