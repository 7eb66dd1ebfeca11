package io.wirebench.adapters.jdk;

import io.wirebench.core.Codec;
import io.wirebench.core.Contender;
import io.wirebench.core.ContenderProvider;
import io.wirebench.core.Descriptor;
import io.wirebench.core.LibraryVersion;
import io.wirebench.core.MappedContender;
import io.wirebench.core.Mappings;
import io.wirebench.core.model.Model;
import io.wirebench.core.model.Models;
import java.util.List;

/** Java's built-in serialization, in its two shapes. */
public final class JdkContenders implements ContenderProvider {
    /** {@code java.io.Serializable}: the JDK walks the model's fields by reflection. */
    private static final Descriptor SERIALIZABLE = descriptor("jdk-serializable", Descriptor.SchemaStyle.REFLECTION, Descriptor.Evolution.TOLERANT)
            .displayName("Java Serializable")
            .notes("Every model class implements Serializable with a fixed serialVersionUID; "
                    + "reading is restricted by an ObjectInputFilter to the benchmark's classes.")
            .build();

    @Override
    public List<Contender> contenders() {
        return List.of(
                MappedContender.of(SERIALIZABLE, Mappings.everyModelOf(Models.allWithUpdates(), JdkContenders::serializable)),
                ExternalizableContender.contender());
    }

    /** What both rows are: Java serialization, one object per message through a stream into a reused byte array. */
    static Descriptor.Builder descriptor(String id, Descriptor.SchemaStyle style, Descriptor.Evolution evolution) {
        return Descriptor.builder(id)
                .family("jdk")
                .library("jdk", LibraryVersion.ofJdk())
                .kind(Descriptor.Format.BINARY, style, Descriptor.BufferStyle.STREAM, evolution)
                .reusesBuffer(true)
                .detectsTruncation(true); // every cut the conformance check tries throws
    }

    /** The model object itself is what is serialized. */
    private static <T> Codec<T> serializable(Model<T> model) {
        Class<T> type = model.type();
        return new JavaSerializationCodec<>(type, message -> message, type::cast);
    }
}
