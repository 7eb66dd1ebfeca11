package io.wirebench.adapters.jdk;

import io.wirebench.core.Codec;
import io.wirebench.core.Contender;
import io.wirebench.core.Descriptor;
import io.wirebench.core.LibraryVersion;
import io.wirebench.core.Support;
import io.wirebench.core.model.Model;

/** {@code java.io.Serializable}: the JDK walks the model's fields by reflection. */
final class SerializableContender implements Contender {
    private static final Descriptor DESCRIPTOR = Descriptor.builder("jdk-serializable")
            .displayName("Java Serializable")
            .family("jdk")
            .detectsTruncation(true) // every cut the conformance check tries throws
            .library("jdk", LibraryVersion.ofJdk())
            .format(Descriptor.Format.BINARY)
            .schemaStyle(Descriptor.SchemaStyle.REFLECTION)
            .bufferStyle(Descriptor.BufferStyle.STREAM)
            .reusesBuffer(true)
            .evolution(Descriptor.Evolution.TOLERANT)
            .notes("Every model class implements Serializable with a fixed serialVersionUID; "
                    + "reading is restricted by an ObjectInputFilter to the benchmark's classes.")
            .build();

    @Override
    public Descriptor descriptor() {
        return DESCRIPTOR;
    }

    @Override
    public Support supports(Model<?> model) {
        return Support.YES;
    }

    @Override
    public <T> Codec<T> newCodec(Model<T> model) {
        Class<T> type = model.type();
        return new JavaSerializationCodec<>(type, message -> message, type::cast);
    }
}
