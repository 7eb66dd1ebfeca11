package io.wirebench.adapters.jackson;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.module.blackbird.BlackbirdModule;
import com.fasterxml.jackson.dataformat.cbor.CBORFactory;
import com.fasterxml.jackson.dataformat.cbor.databind.CBORMapper;
import com.fasterxml.jackson.dataformat.smile.SmileFactory;
import com.fasterxml.jackson.dataformat.smile.databind.SmileMapper;
import io.wirebench.core.Codec;
import io.wirebench.core.Descriptor;
import io.wirebench.core.MappedContenderBase;
import io.wirebench.core.OnFirstUse;
import io.wirebench.core.ReflectiveBindings;
import io.wirebench.core.model.Model;
import io.wirebench.core.model.Models;
import java.util.function.Supplier;
import org.msgpack.jackson.dataformat.MessagePackFactory;
import org.msgpack.jackson.dataformat.MessagePackMapper;

/**
 * Jackson databind as its documentation recommends for speed: one {@link ObjectMapper} for the
 * life of the process, and an {@code ObjectWriter}/{@code ObjectReader} made once per type. The
 * same binding runs over JSON and over Jackson's binary data formats (Smile, CBOR, and MessagePack
 * through the msgpack project's own Jackson backend), so their rows differ only in the format.
 *
 * <p>The mapper is made when the first codec is, not when the contender is constructed.
 */
final class DatabindContender extends MappedContenderBase {
    /** Databind 2.x refuses java.time types unless the jsr310 module is registered, and these rows register none. */
    private static final String NO_JAVA_TIME = "the update's ZonedDateTime needs Jackson's java.time module (jackson-datatype-jsr310), "
            + "which these rows do not register: without it databind refuses java.time types";
    private final OnFirstUse<ObjectMapper> mapper;
    private final boolean recycled;

    private DatabindContender(Descriptor descriptor, Supplier<ObjectMapper> newMapper, boolean recycled) {
        super(descriptor);
        // Unknown properties are skipped, so that the TOLERANT evolution claim holds.
        this.mapper = OnFirstUse.of(() -> newMapper.get()
                .registerModule(new TreeDocumentModule())
                .configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false));
        this.recycled = recycled;
        table(ReflectiveBindings.refusingUpdates(NO_JAVA_TIME)
                .addAll(Models.allWithUpdates(), this::codec)
                .build());
    }

    static DatabindContender json() {
        return row(JsonLimits.declare(base("jackson-databind", "Jackson databind (JSON)", Descriptor.Format.TEXT)),
                ObjectMapper.class, "com.fasterxml.jackson.core:jackson-databind",
                "Reused ObjectMapper, ObjectWriter and ObjectReader; a new byte[] per message.", ObjectMapper::new, false);
    }

    static DatabindContender jsonRecycled() {
        return row(JsonLimits.declare(base("jackson-databind-recycled", "Jackson databind (JSON), recycled buffer", Descriptor.Format.TEXT)),
                ObjectMapper.class, "com.fasterxml.jackson.core:jackson-databind",
                "As jackson-databind, but writes into one reused byte array (an OutputStream kept by the codec) "
                        + "and parses from that array's range without copying.", ObjectMapper::new, true);
    }

    /**
     * Databind with Blackbird, the module Jackson's documentation recommends for speed on Java 11 and
     * later (the successor of Afterburner): it replaces reflection on getters, setters and constructors
     * with {@code LambdaMetafactory}-generated accessors. Registered on the mapper as Blackbird's README
     * shows; otherwise exactly {@code jackson-databind-recycled}, so the two rows differ by the module only.
     */
    static DatabindContender blackbird() {
        return row(JsonLimits.declare(base("jackson-blackbird", "Jackson databind + Blackbird (JSON), recycled buffer", Descriptor.Format.TEXT)),
                BlackbirdModule.class, "com.fasterxml.jackson.module:jackson-module-blackbird",
                "As jackson-databind-recycled (reused ObjectMapper/ObjectWriter/ObjectReader, one reused byte array), "
                        + "with jackson-module-blackbird registered: generated accessors instead of reflection.",
                () -> JsonMapper.builder().addModule(new BlackbirdModule()).build(), true);
    }

    static DatabindContender smile() {
        return binary("jackson-smile", "Smile", SmileFactory.class, "com.fasterxml.jackson.dataformat:jackson-dataformat-smile",
                "Databind over SmileMapper with its default features (shared property names on, "
                        + "shared string values off); a new byte[] per message.", SmileMapper::new);
    }

    static DatabindContender cbor() {
        return binary("jackson-cbor", "CBOR", CBORFactory.class, "com.fasterxml.jackson.dataformat:jackson-dataformat-cbor",
                "Databind over CBORMapper with its default features; a new byte[] per message.", CBORMapper::new);
    }

    static DatabindContender msgpack() {
        return binary("jackson-msgpack", "MessagePack", MessagePackFactory.class, "org.msgpack:jackson-dataformat-msgpack",
                "Databind over the msgpack project's MessagePackMapper (not a FasterXML module), "
                        + "objects as maps with field names; a new byte[] per message.", MessagePackMapper::new);
    }

    /**
     * A row of databind over one of the binary formats: the format's own artifact (its version read from the jar of
     * {@code factory}) and mapper, a new byte[] per message.
     */
    private static DatabindContender binary(String id, String formatName, Class<?> factory, String coordinates,
            String notes, Supplier<ObjectMapper> newMapper) {
        return row(base(id, "Jackson databind (" + formatName + ")", Descriptor.Format.BINARY), factory, coordinates, notes,
                newMapper, false);
    }

    /**
     * A databind row on {@code base}: its library (the version read from the jar of {@code libraryClass}), its notes,
     * and one flag for the buffer, so that the descriptor says a buffer is reused exactly when the codec recycles one.
     */
    private static DatabindContender row(Descriptor.Builder base, Class<?> libraryClass, String coordinates, String notes,
            Supplier<ObjectMapper> newMapper, boolean recycled) {
        return new DatabindContender(base.library(libraryClass, coordinates).reusesBuffer(recycled).notes(notes).build(),
                newMapper, recycled);
    }

    /** What every Jackson row declares alike, the streaming row's included; each row then sets its own library and notes. */
    static Descriptor.Builder base(String id, String displayName, Descriptor.Format format) {
        return Descriptor.builder(id)
                .displayName(displayName)
                .family("jackson")
                .kind(format, Descriptor.SchemaStyle.REFLECTION, Descriptor.BufferStyle.HEAP, Descriptor.Evolution.TOLERANT)
                .reusesBuffer(false)
                .detectsTruncation(true); // every cut the conformance check tries throws
    }

    private <T> Codec<T> codec(Model<T> model) {
        ObjectMapper m = mapper.get();
        JavaType type = m.getTypeFactory().constructType(ReflectiveBindings.genericType(model));
        return recycled ? new RecycledDatabindCodec<>(m, type) : new DatabindCodec<>(m, type);
    }
}
