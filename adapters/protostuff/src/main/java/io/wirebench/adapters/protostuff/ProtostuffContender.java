package io.wirebench.adapters.protostuff;

import io.protostuff.ProtostuffIOUtil;
import io.protostuff.runtime.RuntimeSchema;
import io.wirebench.core.Codec;
import io.wirebench.core.Descriptor;
import io.wirebench.core.MappedContenderBase;
import io.wirebench.core.Mappings;
import io.wirebench.core.model.Model;
import io.wirebench.core.model.Models;

/**
 * Protostuff with schemas made at run time from the model classes ({@code RuntimeSchema}, which
 * caches one per class), writing protostuff's own format (protobuf's wire types, with nested messages
 * delimited by group tags instead of lengths, so a message is written in one pass). A class of this
 * module, not {@code MappedContender.of}: the JVM flag of the module's pom is found through the
 * contender's own class.
 */
final class ProtostuffContender extends MappedContenderBase {
    // ProtostuffIOUtil is only loaded here, not initialised: the runtime starts when a codec is made.
    private static final Descriptor DESCRIPTOR = Descriptor.builder("protostuff")
            .displayName("Protostuff (runtime schema)")
            .family("protostuff")
            .library(ProtostuffIOUtil.class, "io.protostuff:protostuff-core")
            .kind(Descriptor.Format.BINARY, Descriptor.SchemaStyle.REFLECTION, Descriptor.BufferStyle.HEAP, Descriptor.Evolution.APPEND_ONLY)
            .reusesBuffer(false)
            // The adapter's 4-byte length: protostuff's reader takes the end of its input as the end of an open
            // nested message, so without a frame a cut message can read back whole (see ProtostuffCodec).
            .frameBytes(ProtostuffCodec.FRAME)
            .notes("RuntimeSchema per model class (cached by protostuff), ProtostuffIOUtil.toByteArray with one reused "
                    + "LinkedBuffer, framed by the adapter with a 4-byte length (checked before reading), mergeFrom into a "
                    + "new message. Lists are written "
                    + "as messages of their own (collection_schema_on_repeated_fields) so empty lists survive; fields of "
                    + "type Object (batch items, tree values) carry their class name.")
            .build();
    private static final Mappings MAPPINGS = Mappings.everyModelOf(Models.all(), ProtostuffContender::codec);

    ProtostuffContender() {
        super(DESCRIPTOR);
        table(MAPPINGS);
    }

    private static <T> Codec<T> codec(Model<T> model) {
        return new ProtostuffCodec<>(RuntimeSchema.getSchema(model.type()));
    }
}
