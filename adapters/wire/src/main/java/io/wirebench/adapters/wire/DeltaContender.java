package io.wirebench.adapters.wire;

import io.wirebench.core.Descriptor;
import io.wirebench.core.Mappings;
import io.wirebench.core.model.Models;

/**
 * The delta wire ({@code io.wirebench.wire.delta}) as a contender: a stream of keyed updates,
 * each sending only what changed since the last message for its key. It needs messages with a
 * key and a stream to send them in, so it carries the update stream of {@link Models#UPDATES}
 * and nothing else.
 */
final class DeltaContender extends OwnWireContender {
    /** Keys held by each end; the stream has one. */
    static final int CAPACITY = 1_024;

    DeltaContender() {
        super(Descriptor.builder("wire-delta")
                .displayName("wire delta (binary YAML, changed fields only)")
                .evolution(Descriptor.Evolution.NONE)
                .notes("Delta wire over the MyDataType description: the first message per key in full, then only changed fields, "
                        + "numbers as differences; per-key sequence numbers and a CRC-8 per message; up to " + CAPACITY
                        + " keys per end. A whole stream is one batch message (fresh state at each end); per update it is measured "
                        + "message by message (UpdateStreamBenchmark)."),
                Descriptor.Format.BINARY);
    }

    @Override
    protected Mappings lateTable() {
        return Mappings.builder("delta encoding sends what changed since the last message for the same key: "
                        + "it needs keyed messages in a stream, which only the update stream (MyDataType) has")
                .add(Models.UPDATES, () -> new DeltaStreamCodec(CAPACITY))
                .build();
    }
}
