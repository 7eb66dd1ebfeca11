package io.wirebench.adapters.wire;

import io.wirebench.core.Codec;
import io.wirebench.core.Contender;
import io.wirebench.core.Descriptor;
import io.wirebench.core.LibraryVersion;
import io.wirebench.core.Support;
import io.wirebench.core.model.Model;
import io.wirebench.core.model.Models;
import io.wirebench.wire.WireOut;

/**
 * The delta wire ({@code io.wirebench.wire.delta}) as a contender: a stream of keyed updates,
 * each sending only what changed since the last message for its key. It needs messages with a
 * key and a stream to send them in, so it carries the update stream of {@link Models#UPDATES}
 * and nothing else.
 */
final class DeltaContender implements Contender {
    /** Keys held by each end; the stream has one. */
    static final int CAPACITY = 1_024;

    private final Descriptor descriptor = Descriptor.builder("wire-delta")
            .displayName("wire delta (binary YAML, changed fields only)")
            .family("wire")
            .library("io.wirebench:wirebench-wire", LibraryVersion.of(WireOut.class, "io.wirebench", "wirebench-wire"))
            .format(Descriptor.Format.BINARY)
            .schemaStyle(Descriptor.SchemaStyle.HAND_WRITTEN)
            .bufferStyle(Descriptor.BufferStyle.HEAP)
            .reusesBuffer(true)
            .zeroCopyAccess(false)
            .evolution(Descriptor.Evolution.NONE)
            .notes("Delta wire over the MyDataType description: the first message per key in full, then only changed fields, "
                    + "numbers as differences; per-key sequence numbers and a CRC-8 per message; up to " + CAPACITY
                    + " keys per end. A whole stream is one batch message (fresh state at each end); per update it is measured "
                    + "message by message (UpdateStreamBenchmark).")
            .build();

    @Override
    public Descriptor descriptor() {
        return descriptor;
    }

    @Override
    public Support supports(Model<?> model) {
        return model.equals(Models.UPDATES) ? Support.YES
                : Support.no("delta encoding sends what changed since the last message for the same key: it needs keyed "
                + "messages in a stream, which only the update stream (MyDataType) has");
    }

    @Override
    @SuppressWarnings("unchecked")
    public <T> Codec<T> newCodec(Model<T> model) {
        if (!supports(model).supported()) {
            throw refuse(model);
        }
        return (Codec<T>) new DeltaStreamCodec(CAPACITY);
    }
}
