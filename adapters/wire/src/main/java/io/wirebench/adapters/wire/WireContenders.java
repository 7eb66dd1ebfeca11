package io.wirebench.adapters.wire;

import io.wirebench.core.Contender;
import io.wirebench.core.ContenderProvider;
import io.wirebench.core.Descriptor;
import io.wirebench.core.Descriptor.Evolution;
import io.wirebench.wire.TextEncoding;
import io.wirebench.wire.binary.BinaryWireIn;
import io.wirebench.wire.binary.BinaryWireOut;
import io.wirebench.wire.binary.KeyStyle;
import io.wirebench.wire.binary.NumberStyle;
import io.wirebench.wire.raw.RawWireIn;
import io.wirebench.wire.raw.RawWireOut;
import java.util.List;

/**
 * Our wire formats: five binary YAML styles and raw wire, all driven by one description per
 * model, and two hand-written byte codecs. Each names its Chronicle counterpart (the same form in
 * Chronicle Wire), so the two can be shown side by side.
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
                new WireContender(Descriptor.builder("wire-raw").displayName("wire raw (UTF-8)").counterpart("chronicle-raw")
                        .evolution(Evolution.NONE)
                        .notes("Raw wire: values only, fixed width, text as a stop-bit length and UTF-8. " + SHARED),
                        out -> new RawWireOut(out, TextEncoding.UTF_8), in -> new RawWireIn(in, TextEncoding.UTF_8),
                        WireContender.TreeSupport.NO_TYPES),
                new BytesContender(Descriptor.builder("wire-bytes-fixed").displayName("wire hand-written bytes, fixed width")
                        .counterpart("chronicle-bytes-fixed")
                        .notes("Hand-written codec per model straight onto the buffer (BytesMarshaller): fixed-width numbers, "
                                + "UTF-8 text with a stop-bit length, enums as one ordinal byte; reused heap buffer and object; "
                                + "the 4-byte document header is counted."), Packing.FIXED),
                new BytesContender(Descriptor.builder("wire-bytes-stopbit").displayName("wire hand-written bytes, stop-bit")
                        .counterpart("chronicle-bytes-stopbit")
                        .notes("As wire-bytes-fixed, with numbers stop-bit packed (7 bits a byte; doubles by their reversed bits)."),
                        Packing.STOP_BIT));
    }

    private static Contender binary(String id, String chronicle, String name, KeyStyle keys, NumberStyle numbers, Evolution evolution) {
        return new WireContender(Descriptor.builder(id).displayName(name).evolution(evolution).counterpart(chronicle)
                .notes("Binary YAML (self-describing), " + keys.name().toLowerCase() + " keys, "
                        + numbers.name().toLowerCase() + " numbers. " + SHARED),
                out -> new BinaryWireOut(out, keys, numbers), BinaryWireIn::new,
                keys == KeyStyle.NONE ? WireContender.TreeSupport.NO_KEYS : WireContender.TreeSupport.YES);
    }
}
