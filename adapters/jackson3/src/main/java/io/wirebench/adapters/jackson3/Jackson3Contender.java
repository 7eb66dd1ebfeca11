package io.wirebench.adapters.jackson3;

import io.wirebench.core.Codec;
import io.wirebench.core.Descriptor;
import io.wirebench.core.MappedContenderBase;
import io.wirebench.core.OnFirstUse;
import io.wirebench.core.ReflectiveBindings;
import io.wirebench.core.model.Edge;
import io.wirebench.core.model.Model;
import io.wirebench.core.model.Models;
import java.util.function.Supplier;
import tools.jackson.databind.JavaType;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.json.JsonMapper;

/**
 * Jackson 3 databind as its documentation recommends for speed: one immutable mapper, built once with
 * {@code JsonMapper.builder()}, and an {@code ObjectWriter}/{@code ObjectReader} made once per type.
 * Jackson 3's own defaults are kept (unknown properties are skipped by default since 3.0, properties
 * are written in alphabetical order); the only addition is the module that writes a
 * {@code TreeDocument} as its root value.
 *
 * <p>The mapper is built when the first codec is, not when the contender is constructed.
 */
final class Jackson3Contender extends MappedContenderBase {
    /** Not proved: the conformance kit's data sets do not include the update stream. */
    private static final String UPDATES_NOT_PROVED = "the update stream is not proved on this row: it is not among the conformance "
            + "kit's data sets, and databind 3 reads a ZonedDateTime back in the context time zone by default "
            + "(DateTimeFeature.ADJUST_DATES_TO_CONTEXT_TIME_ZONE), which need not be the zone written";
    private final OnFirstUse<ObjectMapper> mapper;
    private final boolean recycled;

    private Jackson3Contender(Descriptor descriptor, Supplier<ObjectMapper> newMapper, boolean recycled) {
        super(descriptor);
        this.mapper = OnFirstUse.of(newMapper);
        this.recycled = recycled;
        table(ReflectiveBindings.refusingUpdates(UPDATES_NOT_PROVED)
                .addAll(Models.allWithUpdates(), this::codec)
                .build());
    }

    static Jackson3Contender databind() {
        return row("jackson3-databind", "Jackson 3 databind (JSON)", false,
                "Jackson 3.x: reused JsonMapper, ObjectWriter and ObjectReader; a new byte[] per message "
                        + "(writeValueAsBytes). The 3.x counterpart of jackson-databind.");
    }

    static Jackson3Contender recycled() {
        return row("jackson3-databind-recycled", "Jackson 3 databind (JSON), recycled buffer", true,
                "As jackson3-databind, but writes into one reused byte array (an OutputStream kept by the codec) "
                        + "and parses from that array's range without copying. The 3.x counterpart of jackson-databind-recycled.");
    }

    /** A row of databind 3 over JSON; one flag for the buffer, so the descriptor says it is reused exactly when the codec recycles it. */
    private static Jackson3Contender row(String id, String displayName, boolean recycled, String notes) {
        return new Jackson3Contender(base(id, displayName)
                .library(ObjectMapper.class, "tools.jackson.core:jackson-databind")
                .reusesBuffer(recycled)
                .notes(notes)
                .build(), Jackson3Contender::plainMapper, recycled);
    }

    private static ObjectMapper plainMapper() {
        return JsonMapper.builder().addModule(new TreeDocumentModule()).build();
    }

    private static Descriptor.Builder base(String id, String displayName) {
        return Descriptor.builder(id)
                .displayName(displayName)
                .family("jackson3")
                .kind(Descriptor.Format.TEXT, Descriptor.SchemaStyle.REFLECTION, Descriptor.BufferStyle.HEAP, Descriptor.Evolution.TOLERANT)
                .reusesBuffer(false)
                .detectsTruncation(true) // every cut the conformance check tries throws
                .cannotCarry(Edge.NAN, "JSON (RFC 8259) has no NaN: Jackson writes the string \"NaN\", which typed fields "
                        + "read back as NaN but a schema-less tree reads back as a string")
                .cannotCarry(Edge.INFINITY, "JSON (RFC 8259) has no infinity: Jackson writes the strings \"Infinity\"/\"-Infinity\", "
                        + "which typed fields read back as numbers but a schema-less tree reads back as strings");
    }

    private <T> Codec<T> codec(Model<T> model) {
        ObjectMapper m = mapper.get();
        JavaType type = m.getTypeFactory().constructType(ReflectiveBindings.genericType(model));
        return recycled ? new RecycledJackson3Codec<>(m, type) : new Jackson3Codec<>(m, type);
    }
}
