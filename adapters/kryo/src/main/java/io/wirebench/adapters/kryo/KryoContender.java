package io.wirebench.adapters.kryo;

import com.esotericsoftware.kryo.Kryo;
import io.wirebench.core.Codec;
import io.wirebench.core.Contender;
import io.wirebench.core.Descriptor;
import io.wirebench.core.LibraryVersion;
import io.wirebench.core.Support;
import io.wirebench.core.model.Model;

/**
 * Kryo with its default {@code FieldSerializer}: the mapping is found by reflection over the model's
 * fields, every class is registered (no class names on the wire), references are off (Kryo 5's
 * default; the models are trees), and one Output/Input pair is reused per codec. Every model is
 * expressible: {@link io.wirebench.core.model.tree.TreeDocument} goes through Kryo's own map and
 * list serializers, with a class id before each value.
 */
final class KryoContender implements Contender {
    private final KryoVariant variant;
    private final Descriptor descriptor;

    KryoContender(KryoVariant variant) {
        this.variant = variant;
        // Kryo.class is only loaded here, not initialised: the library starts in newCodec.
        this.descriptor = Descriptor.builder(variant.id)
                .displayName(variant.displayName)
                .family("kryo")
                .detectsTruncation(true) // every cut the conformance check tries throws
                .library("com.esotericsoftware:kryo", LibraryVersion.of(Kryo.class, "com.esotericsoftware", "kryo"))
                .format(Descriptor.Format.BINARY)
                .schemaStyle(Descriptor.SchemaStyle.REFLECTION)
                .bufferStyle(Descriptor.BufferStyle.HEAP)
                .reusesBuffer(true)
                .evolution(Descriptor.Evolution.NONE)
                .notes(variant.fixedWidth
                        ? "UnsafeOutput/UnsafeInput (sun.misc.Unsafe, native byte order: not portable across "
                          + "architectures) and fixed-width int/long fields, the options Kryo's README names for speed; "
                          + "registered classes, FieldSerializer, references off, reused buffers."
                        : "Kryo's defaults: Output/Input over a reused heap array, variable-length int/long fields, "
                          + "registered classes, FieldSerializer, references off.")
                .build();
    }

    @Override
    public Descriptor descriptor() {
        return descriptor;
    }

    @Override
    public Support supports(Model<?> model) {
        return Support.YES;
    }

    @Override
    public <T> Codec<T> newCodec(Model<T> model) {
        return new KryoCodec<>(KryoRegistry.newKryo(variant.fixedWidth), model.type(), variant.newOutput(), variant.newInput());
    }
}
