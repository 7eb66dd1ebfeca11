package io.wirebench.adapters.wire;

import io.wirebench.wire.Marshaller;
import io.wirebench.wire.WireIn;
import io.wirebench.wire.WireOut;
import io.wirebench.wire.bytes.BytesIn;
import io.wirebench.wire.bytes.BytesOut;
import java.util.function.Function;

/**
 * A model's description in one wire rendering: each message is one data document (4-byte header
 * included) at the start of a reused, growable heap buffer, decoded into the reused instance.
 */
class WireCodec<T> extends HeapBufferCodec<T> {
    final WireOut out;
    final WireIn in;
    private final Marshaller<T> marshaller;

    WireCodec(Function<BytesOut, WireOut> writer, Function<BytesIn, WireIn> reader, Marshaller<T> marshaller) {
        super(INITIAL_CAPACITY);
        this.out = writer.apply(bytesOut);
        this.in = reader.apply(bytesIn);
        this.marshaller = marshaller;
    }

    @Override
    public int encode(T message) {
        bytesOut.reset();
        out.writeDocument(false, message, marshaller);
        return length = bytesOut.position();
    }

    @Override
    public T decode(T reuse) {
        bytesIn.reset(0, length);
        return in.readDocument(reuse, marshaller);
    }
}
