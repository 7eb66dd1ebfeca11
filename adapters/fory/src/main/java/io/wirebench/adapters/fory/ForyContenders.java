package io.wirebench.adapters.fory;

import io.wirebench.core.Codec;
import io.wirebench.core.Contender;
import io.wirebench.core.ContenderProvider;
import io.wirebench.core.Descriptor;
import io.wirebench.core.MappedContender;
import io.wirebench.core.Mappings;
import io.wirebench.core.model.Model;
import io.wirebench.core.model.Models;
import java.util.List;
import org.apache.fory.Fory;

/**
 * Apache Fory (formerly Fury), a JIT-compiling binary object serializer, in its two schema modes:
 * serializers generated at run time for the model classes themselves (no conversion), every class
 * registered. Every model is expressible; {@code TreeDocument}'s maps and lists go through Fory's
 * built-in collection serializers.
 */
public final class ForyContenders implements ContenderProvider {
    @Override
    public List<Contender> contenders() {
        return List.of(contender(ForyVariant.SCHEMA_CONSISTENT), contender(ForyVariant.COMPATIBLE));
    }

    static MappedContender contender(ForyVariant variant) {
        Descriptor descriptor = Descriptor.builder(variant.id)
                .displayName(variant.displayName)
                .family("fory")
                .library(Fory.class, "org.apache.fory:fory-core")
                .kind(Descriptor.Format.BINARY, Descriptor.SchemaStyle.REFLECTION, Descriptor.BufferStyle.HEAP, variant.evolution)
                .reusesBuffer(true)
                .detectsTruncation(true) // every cut the conformance check tries throws
                .notes((variant.compatible
                        ? "CompatibleMode.COMPATIBLE: field metadata travels with each message, fields may be added or removed. "
                        : "CompatibleMode.SCHEMA_CONSISTENT (Fory's default): no field metadata, identical classes on both sides. ")
                        + "Java mode, JIT-generated serializers (synchronous compilation), registered classes, reference tracking off, "
                        + "reused MemoryBuffer; one Fory per codec. serialize(buffer, obj) + deserialize(buffer, Class): writes a header "
                        + "byte, a null flag and the class id (Kryo's writeObject rows write none; Fory 1.x has no call without them).")
                .build();
        return MappedContender.of(descriptor, Mappings.everyModelOf(Models.allWithUpdates(), variant::codec));
    }
}
