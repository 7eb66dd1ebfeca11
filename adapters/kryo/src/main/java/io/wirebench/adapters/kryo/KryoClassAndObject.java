package io.wirebench.adapters.kryo;

import com.esotericsoftware.kryo.Kryo;
import io.wirebench.core.Codec;
import io.wirebench.core.Descriptor;
import io.wirebench.core.LibraryVersion;
import io.wirebench.core.MappedContender;
import io.wirebench.core.Mappings;
import io.wirebench.core.model.Model;
import io.wirebench.core.model.Models;

/**
 * The {@code kryo-classandobject} row: Kryo's defaults exactly as the {@code kryo} row uses them
 * (registered classes, references off, varint fields, reused heap Output/Input), with the call that
 * writes the class id before the object. The two Kryo rows differ by that call only.
 */
final class KryoClassAndObject {
    static final String ID = "kryo-classandobject";

    private KryoClassAndObject() {
    }

    static MappedContender contender() {
        // Kryo.class is only loaded here, not initialised: the library starts when a codec is made.
        Descriptor descriptor = Descriptor.builder(ID)
                .displayName("Kryo (writeClassAndObject)")
                .family("kryo")
                .detectsTruncation(true) // every cut the conformance check tries throws
                .library("com.esotericsoftware:kryo", LibraryVersion.of(Kryo.class, "com.esotericsoftware", "kryo"))
                .format(Descriptor.Format.BINARY)
                .schemaStyle(Descriptor.SchemaStyle.REFLECTION)
                .bufferStyle(Descriptor.BufferStyle.HEAP)
                .reusesBuffer(true)
                .evolution(Descriptor.Evolution.NONE)
                .notes("As kryo (registered classes, FieldSerializer, references off, reused heap Output/Input), but "
                        + "writeClassAndObject/readClassAndObject: the registered class id is written before the object and the "
                        + "reader takes the type from the bytes. The Kryo call Fory's JMH suite compares with fory.serialize.")
                .build();
        return MappedContender.of(descriptor, Mappings.builder("not a model of this benchmark")
                .addAll(Models.allWithUpdates(), KryoClassAndObject::codec)
                .build());
    }

    /** A codec of {@code model} with its own Kryo (Kryo is not thread-safe) and buffers. */
    static <T> Codec<T> codec(Model<T> model) {
        return new KryoClassAndObjectCodec<>(KryoRegistry.newKryo(false), model.type(),
                KryoVariant.SAFE.newOutput(), KryoVariant.SAFE.newInput());
    }
}
