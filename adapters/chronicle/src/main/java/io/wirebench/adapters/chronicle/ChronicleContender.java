package io.wirebench.adapters.chronicle;

import io.wirebench.core.Codec;
import io.wirebench.core.Contender;
import io.wirebench.core.Descriptor;
import io.wirebench.core.LibraryVersion;
import io.wirebench.core.Support;
import io.wirebench.core.model.Edge;
import io.wirebench.core.model.Model;
import io.wirebench.core.model.Models;
import net.openhft.chronicle.bytes.Bytes;
import net.openhft.chronicle.wire.WireType;

/**
 * Chronicle Wire with hand-written marshalling (the wire-format latency benchmark's {@code writeMarshallable}/{@code
 * readMarshallable} style through {@code WireOut}/{@code WireIn}, keys as {@link Keys} enum constants)
 * over a reused elastic direct {@code Bytes}, or, for the two bytes forms, Chronicle's
 * {@code BytesMarshallable} style straight onto the {@code Bytes}. Constructing it touches no Chronicle
 * class beyond loading {@code WireType} for its version: the library is initialised in
 * {@link #newCodec}, in a JVM started with this module's JVM flags (its pom's {@code contender.jvm.flags}).
 */
final class ChronicleContender implements Contender {
    private final WireVariant variant;
    private final Descriptor descriptor;

    ChronicleContender(WireVariant variant) {
        this.variant = variant;
        this.descriptor = declareLimits(variant, Descriptor.builder(variant.id))
                .displayName(variant.displayName)
                .family("chronicle")
                .library("net.openhft:chronicle-wire", LibraryVersion.of(WireType.class, "net.openhft", "chronicle-wire"))
                .format(variant.format)
                .schemaStyle(Descriptor.SchemaStyle.HAND_WRITTEN)
                .bufferStyle(Descriptor.BufferStyle.DIRECT)
                .reusesBuffer(true)
                .evolution(variant.evolution)
                .detectsTruncation(true) // every cut the conformance check tries throws (the document header's length)
                .frameBytes(4) // every form writes one Chronicle document: a 4-byte header holding the length
                .counterpart(variant.counterpart)
                .notes(variant.note + (variant.kind == WireVariant.Kind.BYTES ? " Hand-written BytesOut/BytesIn code" : " Hand-written "
                        + "WireOut/WireIn marshalling with WireKey enum keys, text read with textTo(StringBuilder) (no interner)")
                        + "; one document (4-byte header) per message in a reused elastic direct Bytes, as Chronicle's own "
                        + "microbenchmark. Our counterpart: " + (variant.counterpart == null ? "none"
                        : variant.counterpart) + ". Chronicle's Java 17 --add-exports/--add-opens flags.")
                .build();
    }

    /**
     * The edge values a form truly cannot carry (each checked to fail by the conformance suite's
     * {@code declaredEdgeLimitsAreReal}); see {@code ChronicleEdgeValuesTest} for the library's behaviour.
     */
    private static Descriptor.Builder declareLimits(WireVariant variant, Descriptor.Builder descriptor) {
        if (variant.kind == WireVariant.Kind.BINARY && !variant.fixed) {
            descriptor.cannotCarry(Edge.NEGATIVE_ZERO, "compact BinaryWire writes a whole-valued float or double as an integer, "
                    + "so -0.0 is written as the integer 0 and reads back as 0.0; the codec refuses -0.0 rather than change it "
                    + "(the fixed-width forms carry it)");
        }
        if (variant.kind == WireVariant.Kind.TEXT || variant.kind == WireVariant.Kind.JSON) {
            String format = variant.kind == WireVariant.Kind.JSON ? "JSON (RFC 8259) has no NaN or infinity"
                    : "TextWire does not write YAML's .nan and .inf";
            descriptor.cannotCarry(Edge.NAN, "a schema-less document's NaN comes back as text: " + format
                    + ", and ValueIn.object() has no type to say it was a number (typed fields carry NaN)");
            descriptor.cannotCarry(Edge.INFINITY, "a schema-less document's infinities come back as text: " + format
                    + ", and ValueIn.object() has no type to say they were numbers (typed fields carry them)");
            descriptor.cannotCarry(Edge.NUMERIC_EXTREMES, "Chronicle's text double conversion is not exact for every double: "
                    + "Double.MIN_NORMAL (2.2250738585072014E-308) comes back as 2.225073858507202E-308");
        }
        return descriptor;
    }

    @Override
    public Descriptor descriptor() {
        return descriptor;
    }

    @Override
    public Support supports(Model<?> model) {
        if (variant.kind == WireVariant.Kind.BYTES && model.equals(Models.TREE)) {
            return Support.no("a hand-written BytesMarshallable follows a schema, and a schema-less tree has none");
        }
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
        Bytes<?> bytes = Bytes.allocateElasticDirect(512);
        return new WireCodec<>(bytes, ChronicleWires.of(variant, bytes), (WireMarshaller<T>) marshaller(model), model.id());
    }

    private WireMarshaller<?> marshaller(Model<?> model) {
        if (variant.kind == WireVariant.Kind.BYTES) {
            return bytesMarshaller(model, BytesFields.of(!variant.fixed));
        }
        Values values = new Values(variant);
        WireLists lists = variant.kind == WireVariant.Kind.RAW ? WireLists.COUNTED : WireLists.SEQUENCES;
        if (model.equals(Models.TREE)) {
            return new TreeMarshaller();
        } else if (model.equals(Models.MEDIA_CONTENT)) {
            return new MediaContentMarshaller(lists, values);
        } else if (model.equals(Models.DB_TABLE)) {
            return new DbTableMarshaller(lists, values);
        } else if (model.isBatch()) {
            return new BatchMarshaller<>(lists, flat(model.element().orElseThrow(), values));
        }
        return flat(model, values);
    }

    private static WireMarshaller<?> bytesMarshaller(Model<?> model, BytesFields fields) {
        if (model.equals(Models.MEDIA_CONTENT)) {
            return new MediaContentBytes(fields);
        } else if (model.equals(Models.DB_TABLE)) {
            return new DbTableBytes(fields);
        } else if (model.isBatch()) {
            return new BatchBytes<>(fields, flatBytes(model.element().orElseThrow(), fields));
        }
        return flatBytes(model, fields);
    }

    private static FlatMarshaller<?> flatBytes(Model<?> model, BytesFields fields) {
        if (model.equals(Models.ORDER)) {
            return new OrderBytes(fields);
        }
        FlatMarshaller<?> marshaller = RionBytes.of(model, fields);
        if (marshaller == null) {
            throw new UnsupportedOperationException("no Chronicle bytes marshaller for model " + model.id());
        }
        return marshaller;
    }

    private static FlatMarshaller<?> flat(Model<?> model, Values values) {
        if (model.equals(Models.ORDER)) {
            return new OrderMarshaller(values);
        }
        FlatMarshaller<?> marshaller = RionMarshallers.of(model, values);
        if (marshaller == null) {
            throw new UnsupportedOperationException("no Chronicle marshaller for model " + model.id());
        }
        return marshaller;
    }
}
