package io.wirebench.adapters.wire;

import io.wirebench.core.Contender;
import io.wirebench.core.ContenderProvider;
import io.wirebench.core.Descriptor;
import io.wirebench.core.model.Edge;
import io.wirebench.core.Descriptor.Evolution;
import io.wirebench.wire.TextEncoding;
import io.wirebench.wire.binary.BinaryWireIn;
import io.wirebench.wire.binary.BinaryWireOut;
import io.wirebench.wire.binary.KeyStyle;
import io.wirebench.wire.binary.NumberStyle;
import io.wirebench.wire.json.JsonWireIn;
import io.wirebench.wire.json.JsonWireOut;
import io.wirebench.wire.text.YamlWireIn;
import io.wirebench.wire.text.YamlWireOut;
import io.wirebench.wire.raw.RawWireIn;
import io.wirebench.wire.raw.RawWireOut;
import java.util.List;

/**
 * Our wire formats: five binary YAML styles, raw wire, YAML text (UTF-8 and 8-bit) and JSON, all
 * driven by one description per model, two hand-written byte codecs, and the delta wire for the
 * update stream. Each names its Chronicle
 * counterpart where Chronicle Wire has the same form, so the two can be shown side by side.
 */
public final class WireContenders implements ContenderProvider {
    private static final String SHARED = "One description (Marshaller) per model, shared by every wire rendering; "
            + "encodes into a reused growable heap buffer, decodes into the reused object; the 4-byte document header is counted.";

    @Override
    public List<Contender> contenders() {
        return List.of(
                binary("wire-binary-named", "chronicle-binary", "wire binary YAML, named fields", KeyStyle.NAMED, NumberStyle.COMPACT, Evolution.TOLERANT),
                binary("wire-binary-numbered", "chronicle-binary-numbered", "wire binary YAML, numbered fields", KeyStyle.NUMBERED, NumberStyle.COMPACT, Evolution.TOLERANT),
                binary("wire-binary-fixed-named", "chronicle-binary-fixed", "wire binary YAML, fixed-width, named fields", KeyStyle.NAMED, NumberStyle.FIXED, Evolution.TOLERANT),
                binary("wire-binary-fixed-numbered", "chronicle-binary-fixed-numbered", "wire binary YAML, fixed-width, numbered fields", KeyStyle.NUMBERED, NumberStyle.FIXED, Evolution.TOLERANT),
                binary("wire-binary-fieldless", "chronicle-binary-fieldless", "wire binary YAML, field-less", KeyStyle.NONE, NumberStyle.COMPACT, Evolution.APPEND_ONLY),
                new WireContender(Descriptor.builder("wire-raw").displayName("wire raw (UTF-8)").frameBytes(4).counterpart("chronicle-raw")
                        .evolution(Evolution.NONE)
                        .notes("Raw wire: values only, fixed width, text as a stop-bit length and UTF-8. " + SHARED),
                        out -> new RawWireOut(out, TextEncoding.UTF_8), in -> new RawWireIn(in, TextEncoding.UTF_8),
                        WireContender.TreeSupport.NO_TYPES),
                new WireContender(Descriptor.builder("wire-yaml").displayName("wire YAML text (UTF-8)").frameBytes(4).counterpart("chronicle-text").evolution(Evolution.TOLERANT)
                        .notes("YAML text from the same description: block mappings, plain scalars unless YAML 1.1 or 1.2 would "
                                + "misread them, exact shortest doubles. " + SHARED), Descriptor.Format.TEXT,
                        out -> new YamlWireOut(out, TextEncoding.UTF_8), in -> new YamlWireIn(in, TextEncoding.UTF_8),
                        WireContender.TreeSupport.YES),
                new WireContender(Descriptor.builder("wire-yaml-8bit").displayName("wire YAML text (8-bit)").frameBytes(4).evolution(Evolution.TOLERANT)
                        .cannotCarry(Edge.NON_LATIN1_TEXT, "8-bit text is one byte per char (ISO-8859-1): a char above U+00FF "
                                + "is refused with an error when written, never corrupted; wire-yaml carries it as UTF-8")
                        .notes("As wire-yaml, with text one byte per char (ISO-8859-1; a char above U+00FF is refused). " + SHARED),
                        Descriptor.Format.TEXT,
                        out -> new YamlWireOut(out, TextEncoding.LATIN_1), in -> new YamlWireIn(in, TextEncoding.LATIN_1),
                        WireContender.TreeSupport.NO_8BIT),
                new WireContender(Descriptor.builder("wire-json").displayName("wire JSON").frameBytes(4).counterpart("chronicle-json").evolution(Evolution.TOLERANT)
                        .cannotCarry(Edge.NAN, "JSON (RFC 8259) has no NaN: it is written as the string \"NaN\", which a schema "
                                + "tells the reader to turn back into a number; in the schema-less tree it stays a string")
                        .cannotCarry(Edge.INFINITY, "JSON (RFC 8259) has no infinity: written as the strings \"Infinity\" and "
                                + "\"-Infinity\", read back as numbers where a schema says so, but as strings in the schema-less tree")
                        .notes("RFC 8259 JSON from the same description, no whitespace; NaN and the infinities as the strings "
                                + "\"NaN\", \"Infinity\", \"-Infinity\"; read tolerant of whitespace and field order. " + SHARED),
                        Descriptor.Format.TEXT,
                        out -> new JsonWireOut(out, TextEncoding.UTF_8), in -> new JsonWireIn(in, TextEncoding.UTF_8),
                        WireContender.TreeSupport.YES),
                new BytesContender(Descriptor.builder("wire-bytes-fixed").displayName("wire hand-written bytes, fixed width").frameBytes(4)
                        .counterpart("chronicle-bytes-fixed")
                        .notes("Hand-written codec per model straight onto the buffer (BytesMarshaller): fixed-width numbers, "
                                + "UTF-8 text with a stop-bit length, enums as one ordinal byte; reused heap buffer and object; "
                                + "the 4-byte document header is counted."), Packing.FIXED),
                new BytesContender(Descriptor.builder("wire-bytes-stopbit").displayName("wire hand-written bytes, stop-bit").frameBytes(4)
                        .counterpart("chronicle-bytes-stopbit")
                        .notes("As wire-bytes-fixed, with numbers stop-bit packed (7 bits a byte; doubles by their reversed bits)."),
                        Packing.STOP_BIT),
                new DeltaContender());
    }

    private static Contender binary(String id, String chronicle, String name, KeyStyle keys, NumberStyle numbers, Evolution evolution) {
        return new WireContender(Descriptor.builder(id).displayName(name).evolution(evolution).frameBytes(4).counterpart(chronicle)
                .notes("Binary YAML (self-describing), " + keys.name().toLowerCase() + " keys, "
                        + numbers.name().toLowerCase() + " numbers. " + SHARED),
                out -> new BinaryWireOut(out, keys, numbers), BinaryWireIn::new,
                keys == KeyStyle.NONE ? WireContender.TreeSupport.NO_KEYS : WireContender.TreeSupport.YES);
    }
}
