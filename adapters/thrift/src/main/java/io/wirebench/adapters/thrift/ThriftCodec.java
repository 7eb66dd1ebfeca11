package io.wirebench.adapters.thrift;

import io.wirebench.core.ReusableBufferCodec;
import java.io.IOException;
import org.apache.thrift.TConfiguration;
import org.apache.thrift.TException;
import org.apache.thrift.protocol.TProtocol;
import org.apache.thrift.transport.TIOStreamTransport;
import org.apache.thrift.transport.TMemoryInputTransport;

/**
 * Writes a struct through one protocol over a {@link TIOStreamTransport} into one reused array (what
 * libthrift's {@code TSerializer} does, without its final copy into a new array), and reads it with
 * a second protocol over one reused {@link TMemoryInputTransport} pointed at that array (what
 * {@code TDeserializer.deserialize(base, bytes, offset, length)} does, reset and clear included).
 */
final class ThriftCodec<T> extends ReusableBufferCodec<T> {
    private final ThriftStruct<T> struct;
    private final TProtocol writer;
    private final TMemoryInputTransport input;
    private final TProtocol reader;

    ThriftCodec(ThriftStruct<T> struct, ThriftProtocol protocol) {
        super(256);
        this.struct = struct;
        try {
            this.writer = protocol.over(new TIOStreamTransport(new TConfiguration(), out));
            this.input = new TMemoryInputTransport(new TConfiguration());
        } catch (TException e) {
            throw new IllegalStateException("libthrift refused to open an in-memory transport", e);
        }
        this.reader = protocol.over(input);
    }

    @Override
    public int encode(T message) throws IOException {
        out.reset();
        // TCompactProtocol keeps a stack of field ids per open struct: a write that failed half-way
        // must not leave its state to the next message (TBinaryProtocol's reset does nothing).
        writer.reset();
        try {
            struct.write(message, writer);
        } catch (TException e) {
            throw new IOException("Thrift cannot write " + message + ": " + e.getMessage(), e);
        }
        return out.length();
    }

    @Override
    public T decode(T reuse) throws IOException {
        int length = out.length();
        try {
            input.reset(out.array(), 0, length);
            // The message is exactly these bytes: a string or list length claiming more is refused before
            // anything is allocated for it (reset alone would allow TConfiguration's 100 MB maximum).
            input.updateKnownMessageSize(length);
            return struct.read(reader, reuse);
        } catch (TException e) {
            throw new IOException("Thrift cannot read the " + length + " bytes: " + e.getMessage(), e);
        } finally {
            input.clear();
            reader.reset();
        }
    }
}
