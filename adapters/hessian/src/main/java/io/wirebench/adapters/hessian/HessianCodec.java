package io.wirebench.adapters.hessian;

import com.caucho.hessian.io.Hessian2Input;
import com.caucho.hessian.io.Hessian2Output;
import com.caucho.hessian.io.SerializerFactory;
import io.wirebench.core.ReusableBufferCodec;
import java.io.IOException;

/**
 * Hessian 2 through one {@link Hessian2Output} and one {@link Hessian2Input}, both kept for the
 * codec's life and re-initialised per message ({@code init}, which also forgets the class definitions
 * and references of the last message, so every message stands alone), sharing one
 * {@link SerializerFactory} (it caches a serializer per class). The output writes into one reused
 * array; the input reads it back through a re-pointable stream.
 */
final class HessianCodec<T> extends ReusableBufferCodec<T> {
    private final Class<T> type;
    private final SerializerFactory factory;
    private final Hessian2Output output = new Hessian2Output();
    private final ArrayInput in = new ArrayInput();
    private Hessian2Input input;

    HessianCodec(Class<T> type, SerializerFactory factory) {
        super(512);
        this.type = type;
        this.factory = factory;
        output.setSerializerFactory(factory);
        input = newInput();
    }

    private Hessian2Input newInput() {
        Hessian2Input fresh = new Hessian2Input();
        fresh.setSerializerFactory(factory);
        return fresh;
    }

    @Override
    public int encode(T message) throws IOException {
        out.reset();
        output.init(out);
        output.writeObject(message);
        output.flushBuffer();
        return out.length();
    }

    @Override
    public T decode(T reuse) throws IOException {
        in.reset(out.array(), out.length());
        Object value;
        try {
            input.init(in);
            value = input.readObject(type);
        } catch (IOException | RuntimeException e) {
            // The input may hold unread bytes of the bad message in its own buffer: start the next one clean.
            input = newInput();
            throw new IOException("Hessian cannot read a " + type.getSimpleName() + " from " + out.length() + " bytes: " + e, e);
        }
        try {
            // Hessian2Input.init does not empty its read buffer; resetBuffer refuses when bytes are left in it.
            input.resetBuffer();
        } catch (IllegalStateException left) {
            input = newInput();
            throw new IOException("bytes left over after a whole " + type.getSimpleName() + " (" + left.getMessage() + ")");
        }
        if (in.overrun()) {
            throw new IOException("the " + out.length() + " bytes end inside a " + type.getSimpleName() + ": the message is cut short");
        }
        if (in.available() > 0) {
            throw new IOException(in.available() + " bytes left over after a whole " + type.getSimpleName());
        }
        if (!type.isInstance(value)) {
            // A class outside the allow list is read as a HashMap (ClassFactory), so it lands here.
            throw new IOException("Hessian read a " + (value == null ? "null" : value.getClass().getName()) + ", not a " + type.getName());
        }
        return type.cast(value);
    }
}
