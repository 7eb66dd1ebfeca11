package io.wirebench.adapters.ion;

import com.amazon.ion.system.IonBinaryWriterBuilder;
import com.amazon.ion.system.IonReaderBuilder;
import com.amazon.ion.util.JarInfo;
import io.wirebench.core.Contender;
import io.wirebench.core.ContenderProvider;
import io.wirebench.core.Descriptor;
import io.wirebench.core.MappedContender;
import io.wirebench.core.Mappings;
import io.wirebench.core.model.Models;
import java.util.List;
import java.util.function.Supplier;

/**
 * Amazon Ion's binary encoding through ion-java's streaming writer and reader, each model mapped by
 * hand (the way ion-java's documentation writes and reads structs field by field).
 */
public final class IonContenders implements ContenderProvider {
    @Override
    public List<Contender> contenders() {
        return List.of(contender());
    }

    static MappedContender contender() {
        Descriptor descriptor = Descriptor.builder("ion-binary")
                .displayName("Amazon Ion (binary)")
                .family("ion")
                .library("com.amazon.ion:ion-java", version())
                // Binary Ion values carry their length: every cut ends inside a value (the reader throws) or before
                // the first one (the codec requires exactly one value); the conformance kit holds it to this.
                .detectsTruncation(true)
                .kind(Descriptor.Format.BINARY, Descriptor.SchemaStyle.HAND_WRITTEN, Descriptor.BufferStyle.STREAM, Descriptor.Evolution.TOLERANT)
                .reusesBuffer(true)
                .notes("Binary Ion, self-describing: each message is a stream of its own (version marker, local symbol "
                        + "table with the field names, the struct). One IonWriter per codec, finish() after each message, "
                        + "into a reused array; one reused IonReaderBuilder, a reader per message; structs mapped by hand.")
                .build();
        return MappedContender.of(descriptor, Mappings.builder("no Ion mapping is written for this model: the adapter "
                        + "covers the headline models (order, mediacontent), db100 and the schema-less tree")
                .add(Models.ORDER, codecs(OrderIon::new))
                .add(Models.MEDIA_CONTENT, codecs(MediaIon::new))
                .add(Models.DB_TABLE, codecs(DbIon::new))
                .add(Models.TREE, codecs(TreeIon::new))
                .build());
    }

    private static <T> Supplier<IonCodec<T>> codecs(Supplier<IonMapping<T>> mapping) {
        // The builders are immutable and cheap; each codec keeps its own, made when the codec is.
        return () -> new IonCodec<>(mapping.get(), IonBinaryWriterBuilder.standard(), IonReaderBuilder.standard());
    }

    /** ion-java states its version in its own build properties (JarInfo); the jar has no Maven pom.properties. */
    private static String version() {
        String v = new JarInfo().getProjectVersion();
        if (v == null) {
            throw new IllegalStateException("ion-java's JarInfo names no version (no ion-java.properties in its jar)");
        }
        return v;
    }
}
