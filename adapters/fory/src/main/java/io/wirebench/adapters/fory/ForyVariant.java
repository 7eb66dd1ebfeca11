package io.wirebench.adapters.fory;

import io.wirebench.core.Codec;
import io.wirebench.core.Descriptor;
import io.wirebench.core.model.Model;

/**
 * Fory's two ways of agreeing on a class between writer and reader. Schema-consistent (Fory's
 * default) writes no field metadata and needs identical classes on both sides; compatible mode
 * writes a class's field metadata once per message so that fields may be added and removed, at a
 * cost in bytes and time. Both are rows: which to pick is the trade-off a reader wants to see.
 */
enum ForyVariant {
    SCHEMA_CONSISTENT("fory", "Apache Fory", false, Descriptor.Evolution.NONE),
    COMPATIBLE("fory-compatible", "Apache Fory (compatible mode)", true, Descriptor.Evolution.TOLERANT);

    final String id;
    final String displayName;
    final boolean compatible;
    final Descriptor.Evolution evolution;

    ForyVariant(String id, String displayName, boolean compatible, Descriptor.Evolution evolution) {
        this.id = id;
        this.displayName = displayName;
        this.compatible = compatible;
        this.evolution = evolution;
    }

    /** A codec of {@code model} with its own Fory (one per codec: a Fory is not thread-safe). */
    <T> Codec<T> codec(Model<T> model) {
        return new ForyCodec<>(ForyFactory.newFory(this), model.type());
    }
}
