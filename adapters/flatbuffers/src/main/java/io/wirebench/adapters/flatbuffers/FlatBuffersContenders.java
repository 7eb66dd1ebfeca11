package io.wirebench.adapters.flatbuffers;

import com.google.flatbuffers.FlatBufferBuilder;
import io.wirebench.core.Contender;
import io.wirebench.core.ContenderProvider;
import io.wirebench.core.Descriptor;
import io.wirebench.core.GeneratedCode;
import io.wirebench.core.MappedContender;
import io.wirebench.core.Mappings;
import io.wirebench.core.model.Model;
import io.wirebench.core.model.Models;
import java.util.List;

/**
 * Google's FlatBuffers: tables built back to front in a reused {@link FlatBufferBuilder} and read in
 * place, through accessors and builders to the letter of what flatc generates for
 * {@code src/main/fbs/wirebench.fbs}, rendered at build time from the table in
 * {@code src/main/rion/.../Tables.java.tmpl} (flatc is a native executable Maven Central does not carry).
 */
public final class FlatBuffersContenders implements ContenderProvider {
    @Override
    public List<Contender> contenders() {
        return List.of(contender());
    }

    static MappedContender contender() {
        Descriptor descriptor = Descriptor.builder("flatbuffers")
                .displayName("FlatBuffers")
                .family("flatbuffers")
                .library(FlatBufferBuilder.class, "com.google.flatbuffers:flatbuffers-java")
                .kind(Descriptor.Format.BINARY, Descriptor.SchemaStyle.SCHEMA_CODEGEN, Descriptor.BufferStyle.HEAP, Descriptor.Evolution.APPEND_ONLY)
                .generatedCode(GeneratedCode.Kind.HAND_WRITTEN_STAND_IN,
                        "accessors and builders in the shape flatc generates from src/main/fbs/wirebench.fbs, rendered at build time "
                        + "from a table of the tables and fields (harness/riongen, src/main/rion): "
                        + "flatc (native) is not on Maven Central")
                .reusesBuffer(true)
                // finishSizePrefixed: a 4-byte little-endian length before the buffer, FlatBuffers' own way to
                // delimit buffers in a stream.
                .frameBytes(FlatBuffersCodec.PREFIX)
                .notes("Accessors and builders rendered from a table as flatc generates them (flatc is not on Maven Central); "
                        + "one FlatBufferBuilder cleared and reused per codec, heap ByteBuffer, size-prefixed; decode "
                        + "reads the fields in place through reused table objects. Order.price is a struct { double } so "
                        + "-0.0 is kept (a bare double equal to the default 0.0 is left out). The adapter checks the size prefix "
                        + "against the bytes present: FlatBuffers' Java runtime has no verifier.")
                .build();
        return MappedContender.of(descriptor, Mappings.builder("no FlatBuffers table is written for this model: the "
                        + "adapter covers the headline models (order, mediacontent), db100 and the read-and-use batch of one-long objects")
                .refuse(Models.TREE, "FlatBuffers tables follow a schema; a schema-less tree would need FlexBuffers, "
                        + "a different format")
                .add(Models.ORDER, () -> new FlatBuffersCodec<>(new FbModels.OrderFlat()))
                .add(Models.MEDIA_CONTENT, () -> new FlatBuffersCodec<>(new FbModels.MediaFlat()))
                .add(Models.DB_TABLE, () -> new FlatBuffersCodec<>(new FbModels.DbFlat()))
                // The read-and-use test (readuse) and the RION arrays of one long: summed in place.
                .addAccess(Model.batchOf(Models.RION_LONG1), () -> new FlatBuffersAccessCodec(new Long1BatchFlat()))
                .build());
    }
}
