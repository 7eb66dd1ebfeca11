package io.wirebench.adapters.chronicle;

import io.wirebench.core.Codec;
import java.io.IOException;
import net.openhft.chronicle.bytes.Bytes;
import net.openhft.chronicle.wire.DocumentContext;
import net.openhft.chronicle.wire.Wire;

/**
 * One message is one Chronicle document (4-byte length-and-flags header, then the body) in a reused
 * elastic on-heap {@link Bytes}, as in the seeds' latency test. The header makes a cut message
 * detectable: a document whose header promises more bytes than there are is not present.
 */
final class WireCodec<T> implements Codec<T> {
    private final Bytes<?> bytes;
    private final Wire wire;
    private final WireMarshaller<T> marshaller;
    private final String what;

    WireCodec(Bytes<?> bytes, Wire wire, WireMarshaller<T> marshaller, String what) {
        this.bytes = bytes;
        this.wire = wire;
        this.marshaller = marshaller;
        this.what = what;
    }

    @Override
    public int encode(T message) {
        wire.clear();
        try (DocumentContext dc = wire.writingDocument(false)) {
            marshaller.write(dc.wire(), message);
        }
        return (int) bytes.writePosition();
    }

    @Override
    public T decode(T reuse) throws IOException {
        bytes.readPosition(0);
        try (DocumentContext dc = wire.readingDocument()) {
            if (!dc.isPresent() || !dc.isData()) {
                throw new IOException("no complete " + what + " document in " + bytes.readRemaining() + " bytes");
            }
            return marshaller.read(dc.wire(), reuse);
        } catch (RuntimeException e) {
            throw new IOException("Chronicle Wire cannot read a " + what + ": " + e, e);
        }
    }

    @Override
    public byte[] encoded() {
        byte[] copy = new byte[(int) bytes.writePosition()];
        bytes.readPosition(0);
        bytes.copyTo(copy);
        return copy;
    }

    @Override
    public void load(byte[] content) {
        wire.clear();
        bytes.write(content);
    }
}
