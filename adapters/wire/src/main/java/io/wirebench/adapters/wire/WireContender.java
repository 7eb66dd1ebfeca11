package io.wirebench.adapters.wire;

import io.wirebench.core.Descriptor;
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
import java.util.function.Function;

/**
 * One wire rendering (a binary YAML style, raw wire, YAML text or JSON) as a contender: every model's one
 * description (a {@code Marshaller}, named in {@link #table}) written and read in that rendering.
 */
final class WireContender extends OwnWireContender {
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

    private final TreeSupport tree;
    private final Function<BytesOut, WireOut> writer;
    private final Function<BytesIn, WireIn> reader;

    WireContender(Descriptor.Builder descriptor, Function<BytesOut, WireOut> writer, Function<BytesIn, WireIn> reader, TreeSupport tree) {
        this(descriptor, Descriptor.Format.BINARY, writer, reader, tree);
    }

    WireContender(Descriptor.Builder descriptor, Descriptor.Format format, Function<BytesOut, WireOut> writer,
            Function<BytesIn, WireIn> reader, TreeSupport tree) {
        super(descriptor.detectsTruncation(true), format);
        this.tree = tree;
        this.writer = writer;
        this.reader = reader;
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
     * rendering; the read-and-use batch with a codec that sums it in place. A codec is made around its
     * model's description when the runner asks for one.
     */
    @Override
    protected Mappings lateTable() {
        Mappings.Builder b = Mappings.builder("no wire description of this model yet");
        if (tree == TreeSupport.YES) {
            add(b, Models.TREE, TreeMarshaller.INSTANCE);
        } else {
            b.refuse(Models.TREE, tree.reason);
        }
        add(b, Models.ORDER, OrderMarshaller.INSTANCE);
        add(b, Models.MEDIA_CONTENT, MediaContentMarshaller.INSTANCE);
        add(b, Models.DB_TABLE, DbTableMarshaller.INSTANCE);
        add(b, Models.MY_DATA_TYPE, MyDataTypeMarshaller.INSTANCE);
        add(b, Models.UPDATES, new BatchMarshaller<>(MyDataTypeMarshaller.INSTANCE));
        b.addAccess(READ_AND_USE, () -> new SummingWireCodec(writer, reader, new BatchMarshaller<>(RionMarshallers.LONG1)));
        add(b, Models.RION_LONG1, RionMarshallers.LONG1); // its batch: READ_AND_USE
        rion(b, Models.RION_BOOLEAN1, RionMarshallers.BOOLEAN1);
        rion(b, Models.RION_FLOAT1, RionMarshallers.FLOAT1);
        rion(b, Models.RION_DOUBLE1, RionMarshallers.DOUBLE1);
        rion(b, Models.RION_STRING1, RionMarshallers.STRING1);
        rion(b, Models.RION_BOOLEAN10, RionMarshallers.BOOLEAN10);
        rion(b, Models.RION_LONG10, RionMarshallers.LONG10);
        rion(b, Models.RION_FLOAT10, RionMarshallers.FLOAT10);
        rion(b, Models.RION_DOUBLE10, RionMarshallers.DOUBLE10);
        rion(b, Models.RION_STRING10, RionMarshallers.STRING10);
        rion(b, Models.RION_MIXED, RionMarshallers.MIXED);
        return b.build();
    }

    /** A RION model and its batch. */
    private <T> void rion(Mappings.Builder b, Model<T> model, Marshaller<T> marshaller) {
        add(b, model, marshaller);
        add(b, Model.batchOf(model), new BatchMarshaller<>(marshaller));
    }

    /** Maps {@code model} to codecs in this rendering around its description (descriptions hold no state: one serves every codec). */
    private <T> void add(Mappings.Builder b, Model<T> model, Marshaller<T> marshaller) {
        b.add(model, () -> new WireCodec<>(writer, reader, marshaller));
    }
}
