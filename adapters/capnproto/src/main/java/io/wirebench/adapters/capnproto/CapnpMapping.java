package io.wirebench.adapters.capnproto;

import java.io.IOException;
import java.util.List;
import org.capnproto.MessageBuilder;
import org.capnproto.MessageReader;

/**
 * One model to and from its Cap'n Proto struct: {@code write} fills the root of a message being
 * built, {@code read} copies the fields out of a message read in place.
 *
 * @param <T> the model type
 */
interface CapnpMapping<T> {

    void write(MessageBuilder message, T value);

    /** @param reuse an instance to fill, or {@code null} */
    T read(MessageReader message, T reuse) throws IOException;

    /** A schema enum's number to the model's constant: a number the schema does not know is an error. */
    static <E> E constant(E[] values, short number, String name) throws IOException {
        if (number < 0 || number >= values.length) {
            throw new IOException("unknown " + name + " number " + number);
        }
        return values[number];
    }

    /**
     * A model list the schema makes a list: null cannot be written. It returns the list rather than its size so that
     * {@code size()} stays at each caller's own call site, with its own type profile.
     */
    static <E> List<E> list(List<E> list, String field) {
        if (list == null) {
            throw new IllegalArgumentException(field + " is null; this Cap'n Proto mapping writes a list");
        }
        return list;
    }

    /** A text field the schema does not make optional, read back: a null pointer is an error in the bytes. */
    static String present(String value, String field) throws IOException {
        if (value == null) {
            throw new IOException(field + " is a null pointer");
        }
        return value;
    }

    /** A model string the schema does not make optional: null cannot be written. */
    static String required(String value, String field) {
        if (value == null) {
            throw new IllegalArgumentException(field + " is null; this Cap'n Proto mapping writes it as Text");
        }
        return value;
    }
}
