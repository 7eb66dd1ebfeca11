package io.wirebench.adapters.wire;

import io.wirebench.core.Codec;
import io.wirebench.core.Contender;
import io.wirebench.core.Descriptor;
import io.wirebench.core.LibraryVersion;
import io.wirebench.core.Support;
import io.wirebench.core.model.Batch;
import io.wirebench.core.model.Dataset;
import io.wirebench.core.model.Datasets;
import io.wirebench.core.model.Model;
import io.wirebench.core.model.Models;
import io.wirebench.core.model.rion.Pojo1Long;
import io.wirebench.wire.Marshaller;
import io.wirebench.wire.WireIn;
import io.wirebench.wire.WireOut;
import io.wirebench.wire.bytes.BytesIn;
import io.wirebench.wire.bytes.BytesOut;
import java.util.function.Function;

/**
 * One wire rendering (a binary YAML style, raw wire, YAML text or JSON) as a contender: every model's one
 * description ({@link ModelMarshallers}) written and read in that rendering.
 */
final class WireContender implements Contender {
    /** Whether a rendering can carry a schema-less tree, and if not, why not. */
    enum TreeSupport {
        YES(null),
        NO_KEYS("field-less binary YAML leaves keys out, and a schema-less tree's map keys are its data"),
        NO_TYPES("raw wire has no type codes, so a schema-less tree cannot be read back: there is no schema to say what comes"),
        NO_8BIT("the tree data set holds text beyond U+00FF, which 8-bit text refuses rather than corrupts");

        final String reason;

        TreeSupport(String reason) {
            this.reason = reason;
        }
    }

    private final Descriptor descriptor;
    private final Function<BytesOut, WireOut> writer;
    private final Function<BytesIn, WireIn> reader;
    private final TreeSupport tree;

    WireContender(Descriptor.Builder descriptor, Function<BytesOut, WireOut> writer, Function<BytesIn, WireIn> reader, TreeSupport tree) {
        this(descriptor, Descriptor.Format.BINARY, writer, reader, tree);
    }

    WireContender(Descriptor.Builder descriptor, Descriptor.Format format, Function<BytesOut, WireOut> writer,
            Function<BytesIn, WireIn> reader, TreeSupport tree) {
        this.descriptor = descriptor
                .family("wire")
                .library("io.wirebench:wirebench-wire", LibraryVersion.of(WireOut.class, "io.wirebench", "wirebench-wire"))
                .format(format)
                .schemaStyle(Descriptor.SchemaStyle.HAND_WRITTEN)
                .bufferStyle(Descriptor.BufferStyle.HEAP)
                .reusesBuffer(true)
                .zeroCopyAccess(true)
                .detectsTruncation(true)
                .build();
        this.writer = writer;
        this.reader = reader;
        this.tree = tree;
    }

    @Override
    public Descriptor descriptor() {
        return descriptor;
    }

    @Override
    public Support supports(Model<?> model) {
        if (model.equals(Models.TREE) && tree != TreeSupport.YES) {
            return Support.no(tree.reason);
        }
        return ModelMarshallers.of(model) != null ? Support.YES : Support.no("no wire description of this model yet");
    }

    /** 8-bit text refuses the rotations, whose messages hold text beyond U+00FF, as it refuses the tree. */
    @Override
    public Support supports(Dataset<?> dataset) {
        if (tree == TreeSupport.NO_8BIT && (dataset.id().equals(Datasets.ORDERS.id()) || dataset.id().equals(Datasets.MEDIA_CONTENTS.id()))) {
            return Support.no("the " + dataset.id() + " rotation holds text beyond U+00FF, which 8-bit text refuses rather than corrupts");
        }
        return supports(dataset.model());
    }

    @Override
    @SuppressWarnings("unchecked")
    public <T> Codec<T> newCodec(Model<T> model) {
        if (!supports(model).supported()) {
            throw refuse(model);
        }
        Marshaller<T> marshaller = ModelMarshallers.of(model);
        if (isReadAndUse(model)) {
            return (Codec<T>) new SummingWireCodec(writer, reader, (Marshaller<Batch<Pojo1Long>>) (Marshaller<?>) marshaller);
        }
        return new WireCodec<>(writer, reader, marshaller);
    }

    /** A batch of one-long objects: the model of the read-and-use data set. */
    static boolean isReadAndUse(Model<?> model) {
        return model.isBatch() && model.element().orElseThrow().equals(Models.RION_LONG1);
    }
}
