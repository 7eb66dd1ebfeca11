package io.wirebench.adapters.wire;

import io.wirebench.core.Codec;
import io.wirebench.core.Contender;
import io.wirebench.core.Descriptor;
import io.wirebench.core.LibraryVersion;
import io.wirebench.core.Support;
import io.wirebench.core.model.Model;
import io.wirebench.core.model.Models;
import io.wirebench.wire.bytes.BytesMarshaller;
import io.wirebench.wire.bytes.BytesOut;

/** The hand-written codecs ({@link ModelBytes}) with one {@link Packing} of numbers, as a contender. */
final class BytesContender implements Contender {
    private final Descriptor descriptor;
    private final Packing packing;

    BytesContender(Descriptor.Builder descriptor, Packing packing) {
        this.descriptor = descriptor
                .family("wire")
                .library("io.wirebench:wirebench-wire", LibraryVersion.of(BytesOut.class, "io.wirebench", "wirebench-wire"))
                .format(Descriptor.Format.BINARY)
                .schemaStyle(Descriptor.SchemaStyle.HAND_WRITTEN)
                .bufferStyle(Descriptor.BufferStyle.HEAP)
                .reusesBuffer(true)
                .zeroCopyAccess(true)
                .evolution(Descriptor.Evolution.NONE)
                .detectsTruncation(true)
                .build();
        this.packing = packing;
    }

    @Override
    public Descriptor descriptor() {
        return descriptor;
    }

    @Override
    public Support supports(Model<?> model) {
        if (model.equals(Models.TREE)) {
            return Support.no("a hand-written codec follows a schema, and a schema-less tree has none");
        }
        return ModelBytes.of(model, packing) != null ? Support.YES : Support.no("no hand-written codec of this model yet");
    }

    @Override
    @SuppressWarnings("unchecked")
    public <T> Codec<T> newCodec(Model<T> model) {
        if (!supports(model).supported()) {
            throw refuse(model);
        }
        if (WireContender.isReadAndUse(model)) {
            return (Codec<T>) new SummingBytesCodec(packing);
        }
        BytesMarshaller<T> marshaller = ModelBytes.of(model, packing);
        return new BytesCodec<>(marshaller);
    }
}
