package io.wirebench.adapters.chronicle;

import java.io.IOException;
import net.openhft.chronicle.bytes.Bytes;
import net.openhft.chronicle.wire.Wire;

/**
 * The codec of the two {@code BytesMarshallable} forms: one message is one Chronicle document in a reused elastic
 * direct {@link Bytes}, framed by hand the way Chronicle-Wire's microbenchmark frames its {@code BytesMarshallable}
 * messages ({@code Main.bytesMarshallable}, {@code bytesMarshallableStopBit}): skip the 4-byte header, write the fields
 * straight onto the {@code Bytes}, write the body's length into the header; on reading, read the header, check it
 * against the bytes that follow, read the fields. {@link ChronicleBytesDirectUse} does exactly this.
 *
 * <p>The header is the one {@code writeDocument(false, ...)} writes for a complete data document (the body's length,
 * no flag bits), so the bytes are those the wire forms' {@link WireCodec} wrote for these forms over a
 * {@code RawWire}; what framing by hand saves is the document calls' own work per message (their header bookkeeping on
 * writing; the header's flags read, the read limit set around the body and restored on reading) and the adapter frame
 * ({@link Nested}) they were called through. A header that is not exactly the length of the bytes after it (a cut
 * message, bytes added, a flag bit set) is refused before any field is read.
 *
 * <p>Direct memory, released as {@link DirectBytesCodec} says.
 */
final class BytesCodec<T> extends DirectBytesCodec<T> {
    /** Bytes of a Chronicle document header. */
    private static final int HEADER = 4;
    /** The longest body a header can state: its low 30 bits (the two high bits are Chronicle's flags). */
    private static final long MAX_BODY = (1L << 30) - 1;

    private final WireMarshaller<T> marshaller;

    /**
     * @param bytes      the codec's buffer, released by {@link #close()}
     * @param wire       a {@code RawWire} over {@code bytes}: the marshallers take their {@code Bytes} from it
     * @param marshaller the model's {@code BytesMarshallable}-style marshaller
     * @param what       the model's id, for messages
     */
    BytesCodec(Bytes<?> bytes, Wire wire, WireMarshaller<T> marshaller, String what) {
        super(bytes, wire, what);
        this.marshaller = marshaller;
    }

    @Override
    public int encode(T message) throws IOException {
        Bytes<?> b = bytes;
        wire.clear();
        b.writeSkip(HEADER);
        marshaller.write(wire, message);
        long body = b.writePosition() - HEADER;
        if (body > MAX_BODY) {
            throw new IOException("a " + what + " of " + body + " bytes does not fit a Chronicle document (" + MAX_BODY + " bytes at most)");
        }
        b.writeInt(0, (int) body);
        return (int) b.writePosition();
    }

    @Override
    public T decode(T reuse) throws IOException {
        Bytes<?> b = bytes;
        // a codec may decode its buffer more than once (the decode benchmark does): start at its first byte
        b.readPosition(0);
        long available = b.readRemaining();
        if (available < HEADER) {
            throw new IOException("no complete " + what + " document in " + available
                    + " bytes (a document is a 4-byte header, then as many bytes as it says)");
        }
        int header = b.readInt();
        if (header != available - HEADER) {
            throw new IOException("the " + what + " document's header says " + Integer.toUnsignedString(header) + " (flags and length), but "
                    + (available - HEADER) + " bytes follow it");
        }
        try {
            return marshaller.read(wire, reuse);
        } catch (RuntimeException e) {
            throw new IOException("Chronicle Bytes cannot read the " + what + " document in " + available + " bytes: " + e, e);
        }
    }
}
