package io.wirebench.adapters.capnproto;

import io.wirebench.core.Contender;
import io.wirebench.core.ContenderProvider;
import io.wirebench.core.Descriptor;
import io.wirebench.core.GeneratedCode;
import io.wirebench.core.MappedContender;
import io.wirebench.core.Mappings;
import io.wirebench.core.model.Model;
import io.wirebench.core.model.Models;
import java.util.List;
import org.capnproto.MessageBuilder;

/**
 * Cap'n Proto with capnproto-java's runtime ({@code org.capnproto:runtime}): messages built in place in
 * their wire layout and read in place, through struct classes in the shape capnpc-java generates for
 * {@code src/main/capnp/wirebench.capnp}, rendered at build time from the table in
 * {@code src/main/rion/.../Structs.java.tmpl} (the capnp compiler is not on Maven Central).
 */
public final class CapnpContenders implements ContenderProvider {
    @Override
    public List<Contender> contenders() {
        return List.of(contender());
    }

    static MappedContender contender() {
        Descriptor descriptor = Descriptor.builder("capnproto")
                .displayName("Cap'n Proto")
                .family("capnproto")
                .library(MessageBuilder.class, "org.capnproto:runtime")
                .kind(Descriptor.Format.BINARY, Descriptor.SchemaStyle.SCHEMA_CODEGEN, Descriptor.BufferStyle.HEAP, Descriptor.Evolution.APPEND_ONLY)
                .generatedCode(GeneratedCode.Kind.HAND_WRITTEN_STAND_IN,
                        "structs in the shape capnpc-java generates from src/main/capnp/wirebench.capnp, rendered at build time from "
                        + "a table of the structs (harness/riongen, src/main/rion): "
                        + "the capnp compiler (C++) and capnproto-java's plugin are not on Maven Central")
                .reusesBuffer(true)
                // The stream framing of Cap'n Proto's serialization: segment count and the one segment's size in
                // words (8 bytes for a one-segment message); a reader of a stream knows the length from it.
                .frameBytes(8)
                // Serialize.read checks the segment table against the bytes present: every cut throws.
                .detectsTruncation(true)
                .notes("Unpacked stream serialization (Serialize.write/read). Struct classes rendered from a table with "
                        + "capnp's layout (no compiler on Maven Central); one first-segment buffer reused across "
                        + "messages (clearFirstSegment), one output buffer, read in place from segment slices.")
                .build();
        return MappedContender.of(descriptor, Mappings.builder("no Cap'n Proto struct is written for this model: the "
                        + "adapter covers the headline models (order, mediacontent), db100 and the read-and-use batch of one-long objects")
                .refuse(Models.TREE, "Cap'n Proto structs follow a schema; a schema-less tree has none")
                .add(Models.ORDER, () -> new CapnpCodec<>(new CapnpModels.OrderCapnp()))
                .add(Models.MEDIA_CONTENT, () -> new CapnpCodec<>(new CapnpModels.MediaCapnp()))
                .add(Models.DB_TABLE, () -> new CapnpCodec<>(new CapnpModels.DbCapnp()))
                // The read-and-use test (readuse) and the RION arrays of one long: summed in place.
                .addAccess(Model.batchOf(Models.RION_LONG1), () -> new CapnpAccessCodec(new Long1BatchCapnp()))
                .build());
    }
}
