package io.wirebench.adapters.avro;

import io.wirebench.core.Codec;
import io.wirebench.core.Descriptor;
import io.wirebench.core.GeneratedCode;
import io.wirebench.core.MappedContenderBase;
import io.wirebench.core.Mappings;
import io.wirebench.core.model.Model;
import io.wirebench.core.model.Models;
import org.apache.avro.Schema;
import org.apache.avro.specific.SpecificData;

/**
 * Avro with specific records generated at build time from the module's {@code .avsc} schemas, and
 * the generated classes' custom coders switched on: Avro's Java guide introduces them as the faster
 * code path (encoding >30 %, decoding >10 % faster than the generic field loop). Generic records
 * would add a boxed {@code put}/{@code get} per field on top of the same mapping to the model.
 */
final class AvroContender extends MappedContenderBase {
    private static final Descriptor DESCRIPTOR = Descriptor.builder("avro")
            .displayName("Avro (specific records)")
            .family("avro")
            .detectsTruncation(true) // every cut the conformance check tries throws
            .library(Schema.class, "org.apache.avro:avro")
            .kind(Descriptor.Format.BINARY, Descriptor.SchemaStyle.SCHEMA_CODEGEN, Descriptor.BufferStyle.STREAM, Descriptor.Evolution.TOLERANT)
            .generatedCode(GeneratedCode.Kind.SCHEMA_COMPILER,
                    "Avro's schema compiler (avro-maven-plugin, goal schema, at the library's version) "
                    + "from src/main/avro/*.avsc")
            .reusesBuffer(true)
            .notes("Specific records generated from .avsc at build time, custom coders on (SpecificData.setCustomCoders), "
                    + "reused DatumWriter/DatumReader, BinaryEncoder/BinaryDecoder and records. Bare datum per message: "
                    + "no schema or fingerprint in the bytes (evolution needs the writer's schema at the reader). "
                    + "Mapping to and from the shared model is hand-written and measured.")
            .build();

    private static final Mappings MAPPINGS = Mappings.builder("no Avro schema for this model")
            .refuse(Models.TREE, "Avro reads and writes data against a schema; a schema-less tree would need a "
                    + "self-referencing union wrapper, which is not how Avro carries data")
            .addAll(Models.all(), AvroContender::codec)
            .build();

    AvroContender() {
        super(DESCRIPTOR);
        table(MAPPINGS);
    }

    private static <T> Codec<T> codec(Model<T> model) {
        SpecificData data = new SpecificData(AvroContender.class.getClassLoader());
        data.setCustomCoders(true);
        RecordMapper<T, Object> mapper = AvroMappers.forModel(model);
        TrustedSchemaClasses.trust(mapper.schema());
        return new AvroCodec<>(mapper, data);
    }
}
