package io.wirebench.adapters.flatbuffers;

import com.google.flatbuffers.FlatBufferBuilder;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.List;

/**
 * One model to and from its FlatBuffers table. Building goes children first (strings, vectors, inner
 * tables), then the table, as FlatBufferBuilder requires; reading copies the fields out of the buffer
 * through reused table accessors. Instances hold accessors and scratch arrays: one per codec.
 *
 * @param <T> the model type
 */
interface FbMapping<T> {

    /** Builds the message's root table in {@code b} and returns its offset. */
    int build(FlatBufferBuilder b, T value);

    /**
     * Reads the root table at absolute position {@code table} of {@code buffer}.
     *
     * @param reuse an instance to fill, or {@code null}
     */
    T read(ByteBuffer buffer, int table, T reuse) throws IOException;

    /** A schema enum's byte to the model's constant: a value the schema does not know is an error. */
    static <E> E constant(E[] values, byte value, String name) throws IOException {
        if (value < 0 || value >= values.length) {
            throw new IOException("unknown " + name + " value " + value);
        }
        return values[value];
    }

    /**
     * A list the schema makes a vector, refusing null with the field's name. It returns the list rather than its size so
     * that {@code size()} stays at each caller's own call site, with its own type profile.
     */
    static <E> List<E> vector(List<E> list, String field) {
        if (list == null) {
            throw new IllegalArgumentException(field + " is null; this FlatBuffers mapping writes a vector");
        }
        return list;
    }

    /** createString of a field the schema makes a string, refusing null with the field's name. */
    static int string(FlatBufferBuilder b, String value, String field) {
        if (value == null) {
            throw new IllegalArgumentException(field + " is null; this FlatBuffers mapping writes it as a string");
        }
        return b.createString(value);
    }
}
