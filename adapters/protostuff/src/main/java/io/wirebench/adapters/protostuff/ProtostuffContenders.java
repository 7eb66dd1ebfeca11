package io.wirebench.adapters.protostuff;

import io.protostuff.ProtostuffIOUtil;
import io.protostuff.runtime.RuntimeSchema;
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

/**
 * Protostuff with schemas made at run time from the model classes ({@code RuntimeSchema}, which
 * caches one per class), writing protostuff's own format (protobuf's wire types, with nested messages
 * delimited by group tags instead of lengths, so a message is written in one pass).
 */
public final class ProtostuffContenders implements ContenderProvider {
    @Override
    public List<Contender> contenders() {
        return List.of(contender());
    }

    static MappedContender contender() {
        // ProtostuffIOUtil is only loaded here, not initialised: the runtime starts when a codec is made.
        Descriptor descriptor = Descriptor.builder("protostuff")
                .displayName("Protostuff (runtime schema)")
                .family("protostuff")
                .library("io.protostuff:protostuff-core",
                        LibraryVersion.of(ProtostuffIOUtil.class, "io.protostuff", "protostuff-core"))
                .format(Descriptor.Format.BINARY)
                .schemaStyle(Descriptor.SchemaStyle.REFLECTION)
                .bufferStyle(Descriptor.BufferStyle.HEAP)
                .reusesBuffer(true)
                .evolution(Descriptor.Evolution.APPEND_ONLY)
                .notes("RuntimeSchema per model class (cached by protostuff), ProtostuffIOUtil.writeTo with one reused "
                        + "LinkedBuffer into a reused array, mergeFrom into a new message. Lists are written as messages "
                        + "of their own (collection_schema_on_repeated_fields) so empty lists survive; fields of type "
                        + "Object (batch items, tree values) carry their class name.")
                .build();
        return MappedContender.of(descriptor, Mappings.builder("not a model of this benchmark")
                .addAll(Models.all(), ProtostuffContenders::codec)
                .build());
    }

    private static <T> Codec<T> codec(Model<T> model) {
        return new ProtostuffCodec<>(RuntimeSchema.getSchema(model.type()));
    }
}
