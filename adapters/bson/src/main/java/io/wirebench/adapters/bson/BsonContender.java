package io.wirebench.adapters.bson;

import io.wirebench.core.Codec;
import io.wirebench.core.Descriptor;
import io.wirebench.core.MappedContenderBase;
import io.wirebench.core.Mappings;
import io.wirebench.core.ModelMapping;
import io.wirebench.core.ModelMappings;
import io.wirebench.core.OnFirstUse;
import io.wirebench.core.model.Batch;
import io.wirebench.core.model.Edge;
import io.wirebench.core.model.Model;
import io.wirebench.core.model.Models;
import org.bson.BsonReader;
import org.bson.BsonWriter;
import org.bson.codecs.configuration.CodecRegistry;

/**
 * BSON, MongoDB's binary document format ({@code org.mongodb:bson}), three ways: a mapping written
 * by hand against {@code BsonBinaryWriter}/{@code BsonBinaryReader}, the same with a recycled
 * output buffer, and the library's own POJO codecs from a {@code CodecRegistry}.
 */
final class BsonContender extends MappedContenderBase {
    /** The hand-written mapping of each model; a batch is {@link BatchBson} over its element's. */
    private static final ModelMappings<BsonWriter, BsonReader> HAND_WRITTEN = RionBson.addTo(
            new ModelMappings<BsonWriter, BsonReader>(BatchBson::new)
                    .put(Models.ORDER, new OrderBson())
                    .put(Models.MEDIA_CONTENT, new MediaContentBson())
                    .put(Models.DB_TABLE, new DbTableBson())
                    .put(Models.TREE, new TreeBson()));

    private final boolean recycle;
    /** Whether this is the row of the library's own POJO codecs (from {@link #registry}) rather than a hand-written one. */
    private final boolean pojo;
    private final OnFirstUse<CodecRegistry> registry = OnFirstUse.of(RegistryMapping::newRegistry);

    private BsonContender(Descriptor descriptor, boolean recycle, boolean pojo) {
        super(descriptor);
        this.recycle = recycle;
        this.pojo = pojo;
        Mappings.Builder rows = Mappings.builder("no BSON mapping for this model");
        if (pojo) {
            rows.add(Models.TREE, () -> codecOf(RegistryMapping.tree(registry.get())))
                    .addBatches(HAND_WRITTEN.models(), this::registryBatchCodec);
        }
        // The same models either way: those with a hand-written mapping.
        table(rows.addAll(HAND_WRITTEN.models(), this::codec).build());
    }

    static BsonContender handWritten() {
        return new BsonContender(base("bson", "BSON, hand-written", Descriptor.SchemaStyle.HAND_WRITTEN)
                .reusesBuffer(false)
                .notes("BsonBinaryWriter/BsonBinaryReader driven by a hand-written mapping; a new BasicOutputBuffer per message, "
                        + "read in place from its array.")
                .build(), false, false);
    }

    static BsonContender recycled() {
        return new BsonContender(base("bson-recycled", "BSON, hand-written, recycled buffer", Descriptor.SchemaStyle.HAND_WRITTEN)
                .reusesBuffer(true)
                .notes("As bson, but one BasicOutputBuffer is kept and truncated to position 0 for each message.")
                .build(), true, false);
    }

    static BsonContender pojoCodec() {
        return new BsonContender(base("bson-pojo", "BSON, PojoCodecProvider", Descriptor.SchemaStyle.REFLECTION)
                .reusesBuffer(false)
                .cannotCarry(Edge.INFINITY, "the driver's PojoCodec reads a float property from a BSON double through a range "
                        + "check that rejects an infinite value (\"Infinity can not be converted into a Float\"); infinite doubles "
                        + "and the hand-written bson rows are fine")
                .notes("CodecRegistry with an automatic PojoCodecProvider (properties found by reflection) and the library's "
                        + "value/document/collection/map/enum codecs; small registry-based codecs for Batch (erased element type) "
                        + "and TreeDocument (root map as the document). A new BasicOutputBuffer per message.")
                .build(), false, true);
    }

    private static Descriptor.Builder base(String id, String displayName, Descriptor.SchemaStyle style) {
        return Descriptor.builder(id)
                .displayName(displayName)
                .family("bson")
                .detectsTruncation(true) // every cut the conformance check tries throws
                .library("org.mongodb:bson", BsonVersion.read())
                .kind(Descriptor.Format.BINARY, style, Descriptor.BufferStyle.HEAP, Descriptor.Evolution.TOLERANT)
                .frameBytes(4); // the int32 document length BSON begins with
    }

    private <T> Codec<T> codec(Model<T> model) {
        return codecOf(pojo ? RegistryMapping.pojo(registry.get(), model) : HAND_WRITTEN.get(model));
    }

    private <E> Codec<Batch<E>> registryBatchCodec(Model<E> element) {
        return codecOf(RegistryMapping.batch(registry.get(), element));
    }

    private <T> Codec<T> codecOf(ModelMapping<T, BsonWriter, BsonReader> mapping) {
        return new BsonCodec<>(mapping, recycle);
    }
}
