package io.wirebench.adapters.wire;

import io.wirebench.core.Codec;
import io.wirebench.wire.MalformedWireException;
import io.wirebench.wire.bytes.BytesIn;
import io.wirebench.wire.bytes.BytesMarshaller;
import io.wirebench.wire.bytes.BytesOut;
import io.wirebench.wire.bytes.HeapBuffer;
import java.util.Arrays;

/**
 * A hand-written codec: one data document (4-byte header included) at the start of a reused,
 * growable heap buffer. Having no metadata, it insists on reading exactly the document's bytes:
 * any left over means the bytes were not written by this code.
 */
class BytesCodec<T> implements Codec<T> {
    private static final int INITIAL_CAPACITY = 256;

    final HeapBuffer buffer = HeapBuffer.expandable(INITIAL_CAPACITY);
    final BytesOut bytesOut = new BytesOut(buffer);
    final BytesIn bytesIn = new BytesIn(buffer);
    private final BytesMarshaller<T> marshaller;
    int length;

    BytesCodec(BytesMarshaller<T> marshaller) {
        this.marshaller = marshaller;
    }

    @Override
    public int encode(T message) {
        bytesOut.reset();
        int header = bytesOut.beginDocument(false);
        marshaller.write(message, bytesOut);
        bytesOut.endDocument(header);
        return length = bytesOut.position();
    }

    @Override
    public T decode(T reuse) {
        bytesIn.reset(0, length);
        bytesIn.enterDocument();
        T result = marshaller.read(reuse, bytesIn);
        checkAllRead();
        bytesIn.exitDocument();
        return result;
    }

    void checkAllRead() {
        if (bytesIn.remaining() != 0) {
            throw new MalformedWireException(bytesIn.position(), bytesIn.remaining() + " bytes of the document are left unread");
        }
    }

    @Override
    public byte[] encoded() {
        return Arrays.copyOf(buffer.array(), length);
    }

    @Override
    public void load(byte[] bytes) {
        buffer.ensureCapacity(bytes.length);
        System.arraycopy(bytes, 0, buffer.array(), 0, bytes.length);
        length = bytes.length;
    }
}
