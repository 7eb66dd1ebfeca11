package io.wirebench.adapters.capnproto;

import java.io.IOException;
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

    /** A model string the schema does not make optional: null cannot be written. */
    static String required(String value, String field) {
        if (value == null) {
            throw new IllegalArgumentException(field + " is null; this Cap'n Proto mapping writes it as Text");
        }
        return value;
    }
}
