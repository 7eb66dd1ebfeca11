package io.wirebench.adapters.wire;

import io.wirebench.wire.MalformedWireException;
import io.wirebench.wire.bytes.BytesMarshaller;

/**
 * A hand-written codec: one data document (4-byte header included) at the start of a reused,
 * growable heap buffer. Having no metadata, it insists on reading exactly the document's bytes:
 * any left over means the bytes were not written by this code.
 */
class BytesCodec<T> extends HeapBufferCodec<T> {
    private final BytesMarshaller<T> marshaller;

    BytesCodec(BytesMarshaller<T> marshaller) {
        super(INITIAL_CAPACITY);
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
}
