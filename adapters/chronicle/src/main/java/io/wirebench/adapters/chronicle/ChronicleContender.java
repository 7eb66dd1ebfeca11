package io.wirebench.adapters.chronicle;

import io.wirebench.core.Codec;
import io.wirebench.core.Contender;
import io.wirebench.core.Descriptor;
import io.wirebench.core.LibraryVersion;
import io.wirebench.core.Support;
import io.wirebench.core.model.Model;
import io.wirebench.core.model.Models;
import java.util.Map;
import net.openhft.chronicle.bytes.Bytes;
import net.openhft.chronicle.wire.Wire;
import net.openhft.chronicle.wire.WireType;

/**
 * Chronicle Wire with hand-written marshalling (the seeds' {@code writeMarshallable}/{@code
 * readMarshallable} style through {@code WireOut}/{@code WireIn}) over a reused on-heap {@code Bytes}.
 * Constructing it touches no Chronicle class beyond loading {@code WireType} for its version: the
 * library is initialised in {@link #newCodec}, in a JVM started with {@link ChronicleJvmArgs}.
 */
final class ChronicleContender implements Contender {
    private static final Map<Model<?>, WireMarshaller<?>> FLAT = Map.ofEntries(
            Map.entry(Models.ORDER, OrderMarshaller.ORDER),
            Map.entry(Models.RION_BOOLEAN1, RionMarshallers.BOOLEAN1),
            Map.entry(Models.RION_BOOLEAN10, RionMarshallers.BOOLEAN10),
            Map.entry(Models.RION_LONG1, RionMarshallers.LONG1),
            Map.entry(Models.RION_LONG10, RionMarshallers.LONG10),
            Map.entry(Models.RION_FLOAT1, RionMarshallers.FLOAT1),
            Map.entry(Models.RION_FLOAT10, RionMarshallers.FLOAT10),
            Map.entry(Models.RION_DOUBLE1, RionMarshallers.DOUBLE1),
            Map.entry(Models.RION_DOUBLE10, RionMarshallers.DOUBLE10),
            Map.entry(Models.RION_STRING1, RionMarshallers.STRING1),
            Map.entry(Models.RION_STRING10, RionMarshallers.STRING10),
            Map.entry(Models.RION_MIXED, RionMarshallers.MIXED));

    private final WireVariant variant;
    private final Descriptor descriptor;

    ChronicleContender(WireVariant variant) {
        this.variant = variant;
        this.descriptor = Descriptor.builder(variant.id)
                .displayName(variant.displayName)
                .family("chronicle")
                .library("net.openhft:chronicle-wire", LibraryVersion.of(WireType.class, "net.openhft", "chronicle-wire"))
                .format(variant.format)
                .schemaStyle(Descriptor.SchemaStyle.HAND_WRITTEN)
                .bufferStyle(Descriptor.BufferStyle.HEAP)
                .reusesBuffer(true)
                .zeroCopyAccess(false)
                .evolution(variant.evolution)
                .jvmArgs(ChronicleJvmArgs.ALL)
                .notes(variant.note + " Hand-written WireOut/WireIn marshalling, one document (4-byte header) per message "
                        + "in a reused elastic on-heap Bytes; Chronicle's Java 17 --add-exports/--add-opens flags.")
                .build();
    }

    @Override
    public Descriptor descriptor() {
        return descriptor;
    }

    @Override
    public Support supports(Model<?> model) {
        if (model.equals(Models.TREE) && variant.noTrees != null) {
            return Support.no(variant.noTrees);
        }
        return Support.YES;
    }

    @Override
    @SuppressWarnings({"unchecked", "rawtypes"})
    public <T> Codec<T> newCodec(Model<T> model) {
        if (!supports(model).supported()) {
            throw refuse(model);
        }
        WireLists lists = variant == WireVariant.RAW ? WireLists.COUNTED : WireLists.SEQUENCES;
        WireMarshaller<T> marshaller;
        if (model.equals(Models.TREE)) {
            marshaller = (WireMarshaller<T>) new TreeMarshaller();
        } else if (model.equals(Models.MEDIA_CONTENT)) {
            marshaller = (WireMarshaller<T>) new MediaContentMarshaller(lists);
        } else if (model.equals(Models.DB_TABLE)) {
            marshaller = (WireMarshaller<T>) new DbTableMarshaller(lists);
        } else if (model.isBatch()) {
            marshaller = (WireMarshaller<T>) new BatchMarshaller(lists, flat(model.element().orElseThrow()));
        } else {
            marshaller = (WireMarshaller<T>) flat(model);
        }
        Bytes<?> bytes = Bytes.allocateElasticOnHeap(512);
        Wire wire = WireType.valueOf(variant.wireType).apply(bytes);
        return new WireCodec<>(bytes, wire, marshaller, model.id());
    }

    private static WireMarshaller<?> flat(Model<?> model) {
        WireMarshaller<?> marshaller = FLAT.get(model);
        if (marshaller == null) {
            throw new UnsupportedOperationException("no Chronicle marshaller for model " + model.id());
        }
        return marshaller;
    }
}
