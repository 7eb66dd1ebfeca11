package io.wirebench.adapters.wire;

import io.wirebench.core.DirectUseMessages;
import io.wirebench.core.DirectUseRotation;
import io.wirebench.core.PlainOrder;
import io.wirebench.wire.bytes.BytesIn;
import io.wirebench.wire.bytes.BytesOut;
import io.wirebench.wire.bytes.HeapBuffer;
import java.util.Arrays;
import java.util.List;

/**
 * What every direct-use benchmark of this module holds alike: the reused expandable heap buffer with its
 * {@link BytesOut} and {@link BytesIn}, the data set's messages as {@link PlainOrder}s (the rotation's mask and
 * position are every direct-use benchmark's, {@link DirectUseRotation}), the one reused instance read into, and the
 * length of the last document. Each subclass keeps its own
 * writer, reader and {@code @Benchmark} method, so the measured method makes the same calls as before on fields it
 * reads directly; only the set-up and the test hook are written once here.
 */
public abstract class DirectRoundTripState extends DirectUseRotation {
    final HeapBuffer buffer = HeapBuffer.expandable(256);
    final BytesOut bytesOut = new BytesOut(buffer);
    final BytesIn bytesIn = new BytesIn(buffer);
    PlainOrder reuse;
    PlainOrder[] messages;
    int length;

    /** Takes the data set's messages (refusing a data set not in {@code declared}) and the reused instance. */
    final void load(String benchmark, List<String> declared, String dataset) {
        messages = rotation(DirectUseMessages.copies(benchmark, declared, dataset, PlainOrder.class));
        reuse = copyOfLast(messages);
    }

    /** The document the last call wrote, header included; for the test that compares it with the adapter's. */
    final byte[] lastDocument() {
        return Arrays.copyOf(buffer.array(), length);
    }
}
