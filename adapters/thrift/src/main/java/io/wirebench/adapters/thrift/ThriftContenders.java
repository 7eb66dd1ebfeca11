package io.wirebench.adapters.thrift;

import io.wirebench.core.Contender;
import io.wirebench.core.ContenderProvider;
import io.wirebench.core.Descriptor;
import io.wirebench.core.GeneratedCode;
import io.wirebench.core.MappedContender;
import io.wirebench.core.Mappings;
import io.wirebench.core.model.Models;
import java.util.List;
import org.apache.thrift.TBase;

/**
 * Apache Thrift's struct serialization, over its binary and its compact protocol. The structs of
 * {@code src/main/thrift/wirebench.thrift} are written by hand against {@code TProtocol} as the Thrift
 * compiler's Java output would be (the compiler is a native executable Maven Central does not carry).
 */
public final class ThriftContenders implements ContenderProvider {
    @Override
    public List<Contender> contenders() {
        return List.of(contender(ThriftProtocol.BINARY), contender(ThriftProtocol.COMPACT));
    }

    static MappedContender contender(ThriftProtocol protocol) {
        Descriptor descriptor = Descriptor.builder(protocol.id)
                .displayName(protocol.displayName)
                .family("thrift")
                // Every struct ends with a STOP byte and every list carries its count, so each cut the
                // conformance check makes runs out of bytes or misses a required field.
                .detectsTruncation(true)
                .library(TBase.class, "org.apache.thrift:libthrift")
                .kind(Descriptor.Format.BINARY, Descriptor.SchemaStyle.SCHEMA_CODEGEN, Descriptor.BufferStyle.HEAP, Descriptor.Evolution.TOLERANT)
                .generatedCode(GeneratedCode.Kind.HAND_WRITTEN_STAND_IN,
                        "structs in the shape of the Thrift compiler's Java output (standard scheme) for src/main/thrift/wirebench.thrift, "
                        + "written by hand: the compiler (native) is not on Maven Central")
                .reusesBuffer(true)
                .notes(protocol.form + ". Structs of wirebench.thrift written by hand as the Thrift compiler's Java code "
                        + "would be (no compiler on Maven Central); TIOStreamTransport into a reused array, a reused "
                        + "TMemoryInputTransport reset per message, as TSerializer/TDeserializer do.")
                .build();
        return MappedContender.of(descriptor, Mappings.builder("no Thrift struct is written for this model: the adapter "
                        + "covers the headline models (order, mediacontent) and db100")
                .refuse(Models.TREE, "Thrift reads and writes structs of an IDL; a schema-less tree has no IDL")
                .add(Models.ORDER, () -> new ThriftCodec<>(new OrderStruct(), protocol))
                .add(Models.MEDIA_CONTENT, () -> new ThriftCodec<>(new MediaStruct(), protocol))
                .add(Models.DB_TABLE, () -> new ThriftCodec<>(new DbStruct(), protocol))
                .build());
    }
}
