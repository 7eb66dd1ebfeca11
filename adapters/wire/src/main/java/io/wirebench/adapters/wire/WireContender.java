package io.wirebench.adapters.wire;

import io.wirebench.core.Codec;
import io.wirebench.core.Descriptor;
import io.wirebench.core.LibraryVersion;
import io.wirebench.core.MappedContender;
import io.wirebench.core.Mappings;
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
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * One wire rendering (a binary YAML style, raw wire, YAML text or JSON) as a contender: every model's one
 * description ({@link ModelMarshallers}) written and read in that rendering.
 */
final class WireContender implements MappedContender {
    /** The model of the read-and-use data set: a batch of one-long objects. */
    static final Model<Batch<Pojo1Long>> READ_AND_USE = Model.batchOf(Models.RION_LONG1);

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
    private final TreeSupport tree;
    private final Mappings mappings;

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
                .detectsTruncation(true)
                .build();
        this.tree = tree;
        this.mappings = table(writer, reader, tree);
    }

    @Override
    public Descriptor descriptor() {
        return descriptor;
    }

    @Override
    public Mappings mappings() {
        return mappings;
    }

    /** 8-bit text refuses the rotations, whose messages hold text beyond U+00FF, as it refuses the tree. */
    @Override
    public Support supports(Dataset<?> dataset) {
        if (tree == TreeSupport.NO_8BIT && (dataset.id().equals(Datasets.ORDERS.id()) || dataset.id().equals(Datasets.MEDIA_CONTENTS.id()))) {
            return Support.no("the " + dataset.id() + " rotation holds text beyond U+00FF, which 8-bit text refuses rather than corrupts");
        }
        return supports(dataset.model());
    }

    /**
     * Every model the one wire description covers (the update stream's {@code MyDataType} too), in this
     * rendering; the read-and-use batch with a codec that sums it in place.
     */
    private static Mappings table(Function<BytesOut, WireOut> writer, Function<BytesIn, WireIn> reader, TreeSupport tree) {
        Mappings.Builder b = Mappings.builder("no wire description of this model yet");
        if (tree != TreeSupport.YES) {
            b.refuse(Models.TREE, tree.reason);
        }
        b.addAccess(READ_AND_USE, () -> new SummingWireCodec(writer, reader, ModelMarshallers.of(READ_AND_USE)));
        List<Model<?>> models = new ArrayList<>(Models.all());
        models.addAll(List.of(Models.MY_DATA_TYPE, Models.UPDATES));
        for (Model<?> model : models) {
            if (!model.equals(READ_AND_USE) && !(model.equals(Models.TREE) && tree != TreeSupport.YES)) {
                add(b, model, m -> new WireCodec<>(writer, reader, m));
            }
        }
        return b.build();
    }

    /** Maps {@code model} to codecs {@code codec} makes around its description (looked up when a codec is made). */
    private static <T> void add(Mappings.Builder b, Model<T> model, Function<Marshaller<T>, Codec<T>> codec) {
        b.add(model, () -> codec.apply(ModelMarshallers.of(model)));
    }
}
