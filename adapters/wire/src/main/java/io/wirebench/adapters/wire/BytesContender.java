package io.wirebench.adapters.wire;

import io.wirebench.core.Descriptor;
import io.wirebench.core.Mappings;
import io.wirebench.core.model.Model;
import io.wirebench.core.model.Models;
import io.wirebench.wire.bytes.BytesMarshaller;
import java.util.function.Function;

/** The hand-written codecs, one per model with a schema, with one {@link Packing} of numbers, as a contender. */
final class BytesContender extends OwnWireContender {
    private final Packing packing;

    BytesContender(Descriptor.Builder descriptor, Packing packing) {
        super(descriptor.evolution(Descriptor.Evolution.NONE).detectsTruncation(true), Descriptor.Format.BINARY);
        this.packing = packing;
    }

    /** Every model with a schema, written by hand; the read-and-use batch with a codec that sums it in place. */
    @Override
    protected Mappings lateTable() {
        Mappings.Builder b = Mappings.builder("no hand-written codec of this model yet")
                .refuse(Models.TREE, "a hand-written codec follows a schema, and a schema-less tree has none")
                .add(Models.ORDER, () -> new BytesCodec<>(new OrderBytes(packing)))
                .add(Models.MEDIA_CONTENT, () -> new BytesCodec<>(new MediaContentBytes(packing)))
                .add(Models.DB_TABLE, () -> new BytesCodec<>(new DbTableBytes(packing)))
                .addAccess(WireContender.READ_AND_USE, () -> new SummingBytesCodec(packing))
                .add(Models.RION_LONG1, () -> new BytesCodec<>(RionBytes.long1(packing))); // its batch: READ_AND_USE
        rion(b, Models.RION_BOOLEAN1, RionBytes::boolean1, packing);
        rion(b, Models.RION_FLOAT1, RionBytes::float1, packing);
        rion(b, Models.RION_DOUBLE1, RionBytes::double1, packing);
        rion(b, Models.RION_STRING1, RionBytes::string1, packing);
        rion(b, Models.RION_BOOLEAN10, RionBytes::boolean10, packing);
        rion(b, Models.RION_LONG10, RionBytes::long10, packing);
        rion(b, Models.RION_FLOAT10, RionBytes::float10, packing);
        rion(b, Models.RION_DOUBLE10, RionBytes::double10, packing);
        rion(b, Models.RION_STRING10, RionBytes::string10, packing);
        rion(b, Models.RION_MIXED, RionBytes::mixed, packing);
        return b.build();
    }

    /** A RION model and its batch; each codec gets its own marshaller, made with the codec's packing. */
    private static <T> void rion(Mappings.Builder b, Model<T> model, Function<Packing, BytesMarshaller<T>> marshaller, Packing packing) {
        b.add(model, () -> new BytesCodec<>(marshaller.apply(packing)));
        b.add(Model.batchOf(model), () -> new BytesCodec<>(new BatchBytes<>(marshaller.apply(packing))));
    }
}
