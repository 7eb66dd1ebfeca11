package io.wirebench.adapters.kryo;

import com.esotericsoftware.kryo.Kryo;
import io.wirebench.core.Contender;
import io.wirebench.core.ContenderProvider;
import io.wirebench.core.Descriptor;
import io.wirebench.core.MappedContender;
import io.wirebench.core.Mappings;
import io.wirebench.core.model.Models;
import java.util.List;

/**
 * Kryo, the JVM's long-standing fast binary object serializer, with its safe and its unsafe buffers.
 * Each contender uses Kryo's default {@code FieldSerializer}: the mapping is found by reflection over
 * the model's fields, every class is registered (no class names on the wire), references are off
 * (Kryo 5's default; the models are trees), and one Output/Input pair is reused per codec. Every
 * model is expressible: {@link io.wirebench.core.model.tree.TreeDocument} goes through Kryo's own map
 * and list serializers, with a class id before each value.
 */
public final class KryoContenders implements ContenderProvider {
    @Override
    public List<Contender> contenders() {
        return List.of(contender(KryoVariant.SAFE), contender(KryoVariant.UNSAFE_FIXED), KryoClassAndObject.contender());
    }

    static MappedContender contender(KryoVariant variant) {
        return everyModel(descriptor(variant.id, variant.displayName)
                .notes(variant.fixedWidth
                        ? "UnsafeOutput/UnsafeInput (sun.misc.Unsafe, native byte order: not portable across "
                          + "architectures) and fixed-width int/long fields, the options Kryo's README names for speed; "
                          + "registered classes, FieldSerializer, references off, reused buffers."
                        : "Kryo's defaults: Output/Input over a reused heap array, variable-length int/long fields, "
                          + "registered classes, FieldSerializer, references off.")
                .build(), variant::codec);
    }

    /**
     * What every Kryo row is: Kryo's FieldSerializer over registered classes (reflection), a reused heap
     * buffer, no evolution; each cut the conformance check tries throws.
     */
    static Descriptor.Builder descriptor(String id, String displayName) {
        // Kryo.class is only loaded here, not initialised: the library starts when a codec is made.
        return Descriptor.builder(id)
                .displayName(displayName)
                .family("kryo")
                .detectsTruncation(true)
                .library(Kryo.class, "com.esotericsoftware:kryo")
                .kind(Descriptor.Format.BINARY, Descriptor.SchemaStyle.REFLECTION, Descriptor.BufferStyle.HEAP, Descriptor.Evolution.NONE)
                .reusesBuffer(true);
    }

    /** A row that maps every model, the update stream included: Kryo's FieldSerializer expresses them all. */
    static MappedContender everyModel(Descriptor descriptor, Mappings.CodecFactory codecs) {
        return MappedContender.of(descriptor, Mappings.everyModelOf(Models.allWithUpdates(), codecs));
    }
}
