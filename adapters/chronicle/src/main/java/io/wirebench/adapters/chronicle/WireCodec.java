package io.wirebench.adapters.chronicle;

import java.io.IOException;
import net.openhft.chronicle.bytes.Bytes;
import net.openhft.chronicle.wire.Wire;

/**
 * One message is one Chronicle document (4-byte length-and-flags header, then the body) in a reused
 * elastic direct {@link Bytes}, written and read the way Chronicle's microbenchmark and README use a wire:
 * {@code wire.writeDocument(false, marshallable)} and {@code wire.readDocument(null, marshallable)}, the
 * marshallable being the model's {@link Document} (made once per codec). {@code readDocument} reads the
 * header, then the body within the header's length, and refuses a body longer than the bytes there are;
 * no document at all (fewer than 4 bytes) is its {@code false}. Either way a cut message throws here.
 * The direct-use benchmark beside this class ({@link ChronicleDirectUse}) makes the same calls without
 * the harness, and {@code ChronicleDirectUseTest} checks that both write the same bytes.
 *
 * <p>Direct memory, released as {@link DirectBytesCodec} says.
 */
final class WireCodec<T> extends DirectBytesCodec<T> {
    private final Document<T> document;

    WireCodec(Bytes<?> bytes, Wire wire, WireMarshaller<T> marshaller, String what) {
        super(bytes, wire, what);
        this.document = marshaller.document();
    }

    @Override
    public int encode(T message) {
        wire.clear();
        wire.writeDocument(false, document.of(message));
        return (int) bytes.writePosition();
    }

    @Override
    public T decode(T reuse) throws IOException {
        // a codec may decode its buffer more than once (the decode benchmark does): start at its first byte
        bytes.readPosition(0);
        boolean read;
        try {
            read = wire.readDocument(null, document.of(reuse));
        } catch (RuntimeException e) {
            throw new IOException("Chronicle Wire cannot read the " + what + " document in " + bytes.readLimit() + " bytes: " + e, e);
        }
        if (!read) {
            throw new IOException("no complete " + what + " data document in " + bytes.readLimit()
                    + " bytes (a document is a 4-byte header, then as many bytes as it says)");
        }
        return document.value();
    }
}
