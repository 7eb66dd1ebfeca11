package io.wirebench.adapters.chronicle;

import io.wirebench.core.Codec;
import io.wirebench.core.Descriptor;
import io.wirebench.core.MappedContender;
import io.wirebench.core.Mappings;
import io.wirebench.core.model.Edge;
import io.wirebench.core.model.Model;
import io.wirebench.core.model.Models;
import java.util.function.Function;
import net.openhft.chronicle.bytes.Bytes;
import net.openhft.chronicle.wire.Wire;
import net.openhft.chronicle.wire.WireType;

/**
 * Chronicle Wire with hand-written marshalling (the wire-format latency benchmark's {@code writeMarshallable}/{@code
 * readMarshallable} style through {@code WireOut}/{@code WireIn}, keys as {@link Keys} enum constants)
 * over a reused elastic direct {@code Bytes}, or, for the two bytes forms, Chronicle's
 * {@code BytesMarshallable} style straight onto the {@code Bytes}. Constructing it touches no Chronicle
 * class beyond loading {@code WireType} for its version: the library is initialised when
 * a codec is made, in a JVM started with this module's JVM flags (its pom's {@code contender.jvm.flags}).
 */
final class ChronicleContender implements MappedContender {
    private final WireVariant variant;
    private final Descriptor descriptor;
    /**
     * Built on first use, not by the constructor: its RION entries initialise the models' {@code Fields}
     * (a class per lambda), which a JVM that only discovers this contender need not pay for.
     */
    private Mappings mappings;

    ChronicleContender(WireVariant variant) {
        this.variant = variant;
        this.descriptor = declareLimits(variant, Descriptor.builder(variant.id))
                .displayName(variant.displayName)
                .family("chronicle")
                .library(WireType.class, "net.openhft:chronicle-wire")
                .kind(variant.format, Descriptor.SchemaStyle.HAND_WRITTEN, Descriptor.BufferStyle.DIRECT, variant.evolution)
                .reusesBuffer(true)
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
    public Mappings mappings() {
        if (mappings == null) {
            mappings = table();
        }
        return mappings;
    }

    /**
     * Every model, each with its hand-written marshaller: the wire forms' ({@code writeMarshallable}
     * style, over the codec's {@link Values}) or the bytes forms' ({@code BytesMarshallable} style, over
     * the codec's {@link BytesFields}). Nothing of Chronicle is made until a codec is.
     */
    private Mappings table() {
        Mappings.Builder b = Mappings.builder("no Chronicle marshaller for this model");
        if (variant.kind == WireVariant.Kind.BYTES) {
            b.refuse(Models.TREE, "a hand-written BytesMarshallable follows a schema, and a schema-less tree has none");
        } else if (variant.noTrees != null) {
            b.refuse(Models.TREE, variant.noTrees);
        } else {
            add(b, Models.TREE, values -> new TreeMarshaller(), null);
        }
        add(b, Models.ORDER, values -> new OrderMarshaller(lists(), values), OrderBytes::new);
        add(b, Models.MEDIA_CONTENT, values -> new MediaContentMarshaller(lists(), values), MediaContentBytes::new);
        add(b, Models.DB_TABLE, values -> new DbTableMarshaller(lists(), values), DbTableBytes::new);
        rion(b, Models.RION_BOOLEAN1, RionMarshallers::boolean1, RionBytes::boolean1);
        rion(b, Models.RION_LONG1, RionMarshallers::long1, RionBytes::long1);
        rion(b, Models.RION_FLOAT1, RionMarshallers::float1, RionBytes::float1);
        rion(b, Models.RION_DOUBLE1, RionMarshallers::double1, RionBytes::double1);
        rion(b, Models.RION_STRING1, RionMarshallers::string1, RionBytes::string1);
        rion(b, Models.RION_BOOLEAN10, RionMarshallers::boolean10, RionBytes::boolean10);
        rion(b, Models.RION_LONG10, RionMarshallers::long10, RionBytes::long10);
        rion(b, Models.RION_FLOAT10, RionMarshallers::float10, RionBytes::float10);
        rion(b, Models.RION_DOUBLE10, RionMarshallers::double10, RionBytes::double10);
        rion(b, Models.RION_STRING10, RionMarshallers::string10, RionBytes::string10);
        rion(b, Models.RION_MIXED, RionMarshallers::mixed, RionBytes::mixed);
        return b.build();
    }

    /** A RION model and its batch, from the model's fields in both styles. */
    private <T> void rion(Mappings.Builder b, Model<T> model, Function<Values, WireMarshaller<T>> wire,
            Function<BytesFields, WireMarshaller<T>> bytes) {
        add(b, model, wire, bytes);
        add(b, Model.batchOf(model), values -> new BatchMarshaller<>(lists(), wire.apply(values)),
                fields -> new BatchBytes<>(fields, bytes.apply(fields)));
    }

    /** Maps {@code model} to codecs around the marshaller of this contender's style, made with the codec's own helpers. */
    private <T> void add(Mappings.Builder b, Model<T> model, Function<Values, WireMarshaller<T>> wire,
            Function<BytesFields, WireMarshaller<T>> bytes) {
        if (variant.kind == WireVariant.Kind.BYTES) {
            b.add(model, () -> codec(model, bytes.apply(BytesFields.of(!variant.fixed))));
        } else {
            b.add(model, () -> codec(model, wire.apply(new Values(variant))));
        }
    }

    /** How the wire forms write a list: RawWire cannot read sequences back, so there a list is counted. */
    private WireLists lists() {
        return variant.kind == WireVariant.Kind.RAW ? WireLists.COUNTED : WireLists.SEQUENCES;
    }

    /** The wire forms go through Chronicle's document calls; the bytes forms frame their document by hand, as Chronicle's benchmark does. */
    private <T> Codec<T> codec(Model<T> model, WireMarshaller<T> marshaller) {
        Bytes<?> bytes = Bytes.allocateElasticDirect(512);
        Wire wire = ChronicleWires.of(variant, bytes);
        return variant.kind == WireVariant.Kind.BYTES
                ? new BytesCodec<>(bytes, wire, marshaller, model.id())
                : new WireCodec<>(bytes, wire, marshaller, model.id());
    }
}
