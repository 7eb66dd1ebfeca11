package io.wirebench.adapters.baseline;

import io.wirebench.core.Descriptor;
import io.wirebench.core.LibraryVersion;
import io.wirebench.core.MappedContenderBase;
import io.wirebench.core.Mappings;
import io.wirebench.core.model.Models;

/**
 * The floor: each headline model written and read by hand as fixed little-endian fields in one
 * reused {@code byte[]} and text as the JDK stores it (Latin-1 or UTF-16), decoded into the reused
 * object. Any codec that does more (keys, types, evolution, compact numbers) is measured as a
 * ratio to this. The id keeps its first name, {@code baseline-bytebuffer}, so that runs before
 * and after the rewrite line up.
 */
final class FloorContender extends MappedContenderBase {
    private static final Descriptor DESCRIPTOR = Descriptor.builder("baseline-bytebuffer")
            .displayName("baseline: hand-written byte[] (floor)")
            .family("baseline")
            .library("jdk", LibraryVersion.ofJdk())
            .kind(Descriptor.Format.BINARY, Descriptor.SchemaStyle.HAND_WRITTEN, Descriptor.BufferStyle.HEAP, Descriptor.Evolution.NONE)
            .reusesBuffer(true)
            .frameBytes(4)
            .notes("The reference floor, not a library: fixed little-endian fields through byte-array VarHandles on a reused byte[], "
                    + "a 4-byte length header, enums as ordinal bytes, text as an int header and its chars as the JDK stores them "
                    + "(a byte each when all are below U+0100, else UTF-16LE), so Latin-1 text is one check and one array copy each way.")
            .detectsTruncation(true)
            .build();

    private static final Mappings MAPPINGS = Mappings.builder("the floor is written by hand for the headline models only: it is a reference point, not a contender")
            .add(Models.ORDER, FloorOrderCodec::new)
            .add(Models.MEDIA_CONTENT, FloorMediaContentCodec::new)
            .build();

    FloorContender() {
        super(DESCRIPTOR);
        table(MAPPINGS);
    }
}
