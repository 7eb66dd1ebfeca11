package io.wirebench.adapters.baseline;

import io.wirebench.core.Descriptor;
import io.wirebench.core.MappedContender;
import io.wirebench.core.Mappings;
import io.wirebench.core.LibraryVersion;
import io.wirebench.core.model.Models;
import io.wirebench.core.model.order.Order;

/**
 * The floor: {@link Order}'s six fields written and read by hand with absolute puts and gets on
 * one reused heap {@code java.nio.ByteBuffer}, decoded into the reused object. Any codec that
 * does more (keys, types, framing, evolution) is measured as a ratio to this.
 */
final class ByteBufferContender implements MappedContender {
    private static final Descriptor DESCRIPTOR = Descriptor.builder("baseline-bytebuffer")
            .displayName("baseline: hand-written ByteBuffer (floor)")
            .family("baseline")
            .library("jdk", LibraryVersion.ofJdk())
            .format(Descriptor.Format.BINARY)
            .schemaStyle(Descriptor.SchemaStyle.HAND_WRITTEN)
            .bufferStyle(Descriptor.BufferStyle.HEAP)
            .reusesBuffer(true)
            .evolution(Descriptor.Evolution.NONE)
            .frameBytes(4)
            .notes("The reference floor, not a library: absolute little-endian puts/gets on a reused heap ByteBuffer, "
                    + "a 4-byte length header, text as an int length and UTF-8 bytes, the side as an ordinal byte.")
            .detectsTruncation(true)
            .build();

    @Override
    public Descriptor descriptor() {
        return DESCRIPTOR;
    }

    private static final Mappings MAPPINGS = Mappings.builder("the floor is written for Order only: it is a reference point, not a contender")
            .add(Models.ORDER, ByteBufferOrderCodec::new)
            .build();

    @Override
    public Mappings mappings() {
        return MAPPINGS;
    }
}
