package io.wirebench.adapters.wire;

import io.wirebench.core.Descriptor;
import io.wirebench.core.LibraryVersion;
import io.wirebench.core.MappedContender;
import io.wirebench.core.Mappings;
import io.wirebench.core.model.Models;
import io.wirebench.wire.WireOut;

/**
 * The delta wire ({@code io.wirebench.wire.delta}) as a contender: a stream of keyed updates,
 * each sending only what changed since the last message for its key. It needs messages with a
 * key and a stream to send them in, so it carries the update stream of {@link Models#UPDATES}
 * and nothing else.
 */
final class DeltaContender implements MappedContender {
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

    private final Mappings mappings = Mappings.builder("delta encoding sends what changed since the last message for the same key: "
                    + "it needs keyed messages in a stream, which only the update stream (MyDataType) has")
            .add(Models.UPDATES, () -> new DeltaStreamCodec(CAPACITY))
            .build();

    @Override
    public Mappings mappings() {
        return mappings;
    }
}
