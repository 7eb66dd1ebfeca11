package io.wirebench.adapters.wire;

import io.wirebench.core.Descriptor;
import io.wirebench.core.LibraryVersion;
import io.wirebench.core.MappedContender;
import io.wirebench.core.Mappings;
import io.wirebench.wire.WireOut;

/**
 * What every contender of our own wire library has alike: the facts its descriptor states for all of
 * them (the library and the version of its jar, descriptions written by hand, a reused heap buffer), and
 * a mapping table built on first use, not by the constructor: the RION entries of a table initialise
 * the models' {@code Fields} (a class per lambda), which a JVM that only discovers a contender need not
 * pay for. A class of this module, so that the contender's JVM flags are looked up in this module's jar.
 */
abstract class OwnWireContender implements MappedContender {
    private final Descriptor descriptor;
    private Mappings mappings;

    /** {@code descriptor} with its id, name and what differs between the rows; the rest is set here. */
    OwnWireContender(Descriptor.Builder descriptor, Descriptor.Format format) {
        this.descriptor = descriptor
                .family("wire")
                .library("io.wirebench:wirebench-wire", LibraryVersion.of(WireOut.class, "io.wirebench", "wirebench-wire"))
                .format(format)
                .schemaStyle(Descriptor.SchemaStyle.HAND_WRITTEN)
                .bufferStyle(Descriptor.BufferStyle.HEAP)
                .reusesBuffer(true)
                .build();
    }

    /** The contender's models and their codecs; asked for once, on first use. */
    abstract Mappings table();

    @Override
    public final Descriptor descriptor() {
        return descriptor;
    }

    @Override
    public final Mappings mappings() {
        if (mappings == null) {
            mappings = table();
        }
        return mappings;
    }
}
