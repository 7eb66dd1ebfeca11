package io.wirebench.adapters.jdk;

import io.wirebench.core.ReusableBufferCodec;
import java.io.IOException;
import java.io.InvalidClassException;
import java.io.ObjectInputFilter;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.util.function.Function;

/**
 * Writes one object per message with a fresh {@link ObjectOutputStream} (a stream's back-references
 * would otherwise make each message depend on the ones before), into a recycled byte array.
 * Reading goes through an {@link ObjectInputFilter} that admits only the benchmark's own classes,
 * as the JDK's serialization guidance asks of any code reading bytes it did not write itself.
 * (Array classes are matched by element type: {@code Object} and {@code Map.Entry} are there for the
 * arrays inside {@code ArrayList} and {@code HashMap}.)
 *
 * @param <T> the model type
 */
final class JavaSerializationCodec<T> extends ReusableBufferCodec<T> {
    static final ObjectInputFilter ONLY_MODEL_CLASSES = ObjectInputFilter.Config.createFilter(
            "maxdepth=64;maxarray=10000000;io.wirebench.**;java.lang.Enum;java.util.ArrayList;java.util.LinkedHashMap;java.util.HashMap;java.util.Map$Entry;"
            + "java.lang.Object;java.lang.Number;java.lang.Long;java.lang.Integer;java.lang.Double;java.lang.Boolean;"
            // java.time writes its values through a serial proxy (java.time.Ser) that resolves to the value class (the update stream's ZonedDateTime)
            + "java.time.Ser;java.time.ZonedDateTime;!*");

    private final Class<?> wireType;
    private final Function<T, Object> toWire;
    private final Function<Object, T> fromWire;

    /**
     * @param wireType the class of the object actually serialized
     * @param toWire   maps the model to that object (identity for {@code Serializable} models)
     * @param fromWire maps it back
     */
    JavaSerializationCodec(Class<?> wireType, Function<T, Object> toWire, Function<Object, T> fromWire) {
        super(512);
        this.wireType = wireType;
        this.toWire = toWire;
        this.fromWire = fromWire;
    }

    @Override
    public int encode(T message) throws IOException {
        out.reset();
        try (ObjectOutputStream objects = new ObjectOutputStream(out)) {
            objects.writeObject(toWire.apply(message));
        }
        return out.length();
    }

    @Override
    public T decode(T reuse) throws IOException {
        try (ObjectInputStream in = new ObjectInputStream(out.newInputStream())) {
            in.setObjectInputFilter(ONLY_MODEL_CLASSES);
            Object read = in.readObject();
            if (!wireType.isInstance(read)) {
                throw new InvalidClassException("expected a " + wireType.getName() + " but read a "
                        + (read == null ? "null" : read.getClass().getName()));
            }
            return fromWire.apply(read);
        } catch (ClassNotFoundException e) {
            throw new InvalidClassException("unknown class in the stream: " + e.getMessage());
        }
    }
}
