package io.wirebench.adapters.wire;

import io.wirebench.core.Descriptor;
import io.wirebench.core.LibraryVersion;
import io.wirebench.core.MappedContender;
import io.wirebench.core.Mappings;
import io.wirebench.core.model.Model;
import io.wirebench.core.model.Models;
import io.wirebench.wire.bytes.BytesOut;

/** The hand-written codecs ({@link ModelBytes}) with one {@link Packing} of numbers, as a contender. */
final class BytesContender implements MappedContender {
    private final Descriptor descriptor;
    private final Mappings mappings;

    BytesContender(Descriptor.Builder descriptor, Packing packing) {
        this.descriptor = descriptor
                .family("wire")
                .library("io.wirebench:wirebench-wire", LibraryVersion.of(BytesOut.class, "io.wirebench", "wirebench-wire"))
                .format(Descriptor.Format.BINARY)
                .schemaStyle(Descriptor.SchemaStyle.HAND_WRITTEN)
                .bufferStyle(Descriptor.BufferStyle.HEAP)
                .reusesBuffer(true)
                .evolution(Descriptor.Evolution.NONE)
                .detectsTruncation(true)
                .build();
        this.mappings = table(packing);
    }

    @Override
    public Descriptor descriptor() {
        return descriptor;
    }

    @Override
    public Mappings mappings() {
        return mappings;
    }

    /** Every model with a schema, written by hand; the read-and-use batch with a codec that sums it in place. */
    private static Mappings table(Packing packing) {
        Mappings.Builder b = Mappings.builder("no hand-written codec of this model yet")
                .refuse(Models.TREE, "a hand-written codec follows a schema, and a schema-less tree has none")
                .addAccess(WireContender.READ_AND_USE, () -> new SummingBytesCodec(packing));
        for (Model<?> model : Models.all()) {
            if (!model.equals(Models.TREE) && !model.equals(WireContender.READ_AND_USE)) {
                add(b, model, packing);
            }
        }
        return b.build();
    }

    private static <T> void add(Mappings.Builder b, Model<T> model, Packing packing) {
        b.add(model, () -> new BytesCodec<>(ModelBytes.of(model, packing)));
    }
}
