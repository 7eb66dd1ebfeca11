package io.wirebench.adapters.chronicle;

import net.openhft.chronicle.bytes.Bytes;
import net.openhft.chronicle.wire.BinaryWire;
import net.openhft.chronicle.wire.RawWire;
import net.openhft.chronicle.wire.Wire;
import net.openhft.chronicle.wire.WireType;

/**
 * Makes the {@code Wire} of a {@link WireVariant}. The binary forms use BinaryWire's full constructor
 * with the flags Chronicle's own microbenchmark ({@code microbenchmarks/.../Main.java}) gives its
 * {@code bwireFFF … bwireFTT} wires: fixed width, numeric fields, field-less, no compression, no delta
 * support (which is what {@code WireType.BINARY_LIGHT} is; Chronicle's README recommends it over
 * {@code BINARY} when delta wire is not used). The bytes forms write under a RawWire, which adds nothing
 * of its own: only its document header is used.
 */
final class ChronicleWires {
    private ChronicleWires() {
    }

    static Wire of(WireVariant variant, Bytes<?> bytes) {
        switch (variant.kind) {
            case TEXT:
                return WireType.TEXT.apply(bytes);
            case JSON:
                return WireType.JSON_ONLY.apply(bytes);
            case BINARY:
                return new BinaryWire(bytes, variant.fixed, variant.numbered, variant.fieldless, Integer.MAX_VALUE, "binary", false);
            case RAW:
            case BYTES:
                return new RawWire(bytes, false);
            default:
                throw new IllegalArgumentException("no wire for " + variant);
        }
    }
}
