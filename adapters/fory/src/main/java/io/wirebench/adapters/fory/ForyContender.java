package io.wirebench.adapters.fory;

import io.wirebench.core.Codec;
import io.wirebench.core.Contender;
import io.wirebench.core.Descriptor;
import io.wirebench.core.LibraryVersion;
import io.wirebench.core.Support;
import io.wirebench.core.model.Model;
import org.apache.fory.Fory;

/**
 * Apache Fory: serializers generated at run time for the model classes themselves (no conversion),
 * every class registered. Every model is expressible; {@code TreeDocument}'s maps and lists go
 * through Fory's built-in collection serializers.
 */
final class ForyContender implements Contender {
    private final ForyVariant variant;
    private final Descriptor descriptor;

    ForyContender(ForyVariant variant) {
        this.variant = variant;
        this.descriptor = Descriptor.builder(variant.id)
                .displayName(variant.displayName)
                .family("fory")
                .library("org.apache.fory:fory-core", LibraryVersion.of(Fory.class, "org.apache.fory", "fory-core"))
                .format(Descriptor.Format.BINARY)
                .schemaStyle(Descriptor.SchemaStyle.REFLECTION)
                .bufferStyle(Descriptor.BufferStyle.HEAP)
                .reusesBuffer(true)
                .evolution(variant.evolution)
                .detectsTruncation(true) // every cut the conformance check tries throws
                .notes((variant.compatible
                        ? "CompatibleMode.COMPATIBLE: field metadata travels with each message, fields may be added or removed. "
                        : "CompatibleMode.SCHEMA_CONSISTENT (Fory's default): no field metadata, identical classes on both sides. ")
                        + "Java mode, JIT-generated serializers (synchronous compilation), registered classes, reference tracking off, "
                        + "reused MemoryBuffer; one Fory per codec. serialize(buffer, obj) + deserialize(buffer, Class): writes a header "
                        + "byte, a null flag and the class id (Kryo's writeObject rows write none; Fory 1.x has no call without them).")
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
        return new ForyCodec<>(ForyFactory.newFory(variant), model.type());
    }
}
