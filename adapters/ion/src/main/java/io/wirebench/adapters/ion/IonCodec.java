package io.wirebench.adapters.ion;

import com.amazon.ion.IonException;
import com.amazon.ion.IonReader;
import com.amazon.ion.IonWriter;
import com.amazon.ion.system.IonBinaryWriterBuilder;
import com.amazon.ion.system.IonReaderBuilder;
import io.wirebench.core.ReusableBufferCodec;
import java.io.IOException;

/**
 * Binary Ion through the streaming API. One {@link IonWriter} per codec writes every message into
 * one reused array and {@link IonWriter#finish() finish}es after each, which flushes it and starts the
 * next message as a new Ion stream (version marker and local symbol table of its own): every message
 * stands alone, as IonWriter's documentation describes for finish. Ion readers cannot be re-pointed,
 * so one {@link IonReaderBuilder}, kept for the codec's life, builds a reader over the array's range per
 * message.
 */
final class IonCodec<T> extends ReusableBufferCodec<T> {
    private final IonMapping<T> mapping;
    private final IonBinaryWriterBuilder writers;
    private final IonReaderBuilder readers;
    private IonWriter writer;

    IonCodec(IonMapping<T> mapping, IonBinaryWriterBuilder writers, IonReaderBuilder readers) {
        super(256);
        this.mapping = mapping;
        this.writers = writers;
        this.readers = readers;
        this.writer = writers.build(out);
    }

    @Override
    public int encode(T message) throws IOException {
        out.reset();
        try {
            mapping.write(message, writer);
            writer.finish();
        } catch (IOException | RuntimeException e) {
            // An IonWriter cannot be reset: one left inside a half-written struct would corrupt the next message.
            writer = writers.build(out);
            throw e;
        }
        return out.length();
    }

    @Override
    public T decode(T reuse) throws IOException {
        try (IonReader in = readers.build(out.array(), 0, out.length())) {
            if (in.next() == null) {
                throw new IOException("no Ion value in " + out.length() + " bytes");
            }
            T value = mapping.read(in, reuse);
            if (in.next() != null) {
                throw new IOException("more than one Ion value in " + out.length() + " bytes");
            }
            return value;
        } catch (IonException e) {
            throw new IOException("Ion cannot read the " + out.length() + " bytes: " + e.getMessage(), e);
        }
    }
}
