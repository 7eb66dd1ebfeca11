package io.wirebench.adapters.jackson;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.wirebench.core.Codec;
import io.wirebench.core.Contender;
import io.wirebench.core.Descriptor;
import io.wirebench.core.LibraryVersion;
import io.wirebench.core.Support;
import io.wirebench.core.model.Model;

/**
 * Jackson databind as its documentation recommends for speed: one {@link ObjectMapper} for the
 * life of the process, and an {@code ObjectWriter}/{@code ObjectReader} made once per type.
 * Each message is a fresh {@code byte[]} from {@code writeValueAsBytes}, the common way to use it.
 */
final class DatabindContender implements Contender {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private static final Descriptor DESCRIPTOR = Descriptor.builder("jackson-databind")
            .displayName("Jackson databind (JSON)")
            .family("jackson")
            .library("com.fasterxml.jackson.core:jackson-databind",
                    LibraryVersion.of(ObjectMapper.class, "com.fasterxml.jackson.core", "jackson-databind"))
            .format(Descriptor.Format.TEXT)
            .schemaStyle(Descriptor.SchemaStyle.REFLECTION)
            .bufferStyle(Descriptor.BufferStyle.HEAP)
            .reusesBuffer(false)
            .evolution(Descriptor.Evolution.TOLERANT)
            .notes("Reused ObjectMapper, ObjectWriter and ObjectReader; a new byte[] per message.")
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
        return new DatabindCodec<>(MAPPER, JacksonTypes.of(MAPPER.getTypeFactory(), model));
    }
}
