package io.wirebench.adapters.wire;

import io.wirebench.core.Descriptor;
import io.wirebench.core.MappedContenderBase;
import io.wirebench.wire.WireOut;

/**
 * What every contender of our own wire library has alike: the facts its descriptor states for all of
 * them (the library and the version of its jar, descriptions written by hand, a reused heap buffer). Each
 * builds its table on first use ({@link #lateTable}), not in its constructor: the RION entries of a table
 * initialise the models' {@code Fields} (a class per lambda), which a JVM that only discovers a contender
 * need not pay for.
 */
abstract class OwnWireContender extends MappedContenderBase {
    /** {@code descriptor} with its id, name and what differs between the rows; the rest is set here. */
    OwnWireContender(Descriptor.Builder descriptor, Descriptor.Format format) {
        super(descriptor
                .family("wire")
                .library(WireOut.class, "io.wirebench:wirebench-wire")
                .format(format)
                .schemaStyle(Descriptor.SchemaStyle.HAND_WRITTEN)
                .bufferStyle(Descriptor.BufferStyle.HEAP)
                .reusesBuffer(true)
                .build());
    }
}
