package io.wirebench.adapters.chronicle;

import net.openhft.chronicle.wire.ValueIn;
import net.openhft.chronicle.wire.ValueOut;
import net.openhft.chronicle.wire.WireIn;
import net.openhft.chronicle.wire.WireKey;
import net.openhft.chronicle.wire.WireOut;

/**
 * The per-codec value helpers every marshaller goes through where a wire needs care:
 * <ul>
 * <li>Text is read the way Chronicle's own microbenchmark reads it, {@code textTo(StringBuilder)} into a
 * reused builder, instead of {@code ValueIn.text()}, which passes every decoded string through
 * Chronicle's string interner (a cache that hands back an earlier String when the bytes match). The
 * model holds a {@code String}, so each non-null text still costs one String per decode, as it does
 * for every other contender.</li>
 * <li>JSONWire writes a null as {@code null} but reads that back as the text "null" and cannot read it
 * as an enum, so on JSON a null is recognised first ({@code ValueIn.isNull()}).</li>
 * <li>BinaryWire's compact numbers write a whole-valued float or double as an integer, so -0.0 comes
 * back as 0.0. On those wires a -0.0 is refused when it is written, with a message, rather than
 * silently changed.</li>
 * </ul>
 * It also holds the wire of the current call ({@link #on(WireOut)}, {@link #on(WireIn)}) for the RION
 * models' {@code Fields}, whose writers and readers take one argument besides the model.
 * Single-threaded, like the codec that owns it.
 */
final class Values {
    private final StringBuilder scratch = new StringBuilder(64);
    private final boolean json;
    private final boolean losesNegativeZero;
    private WireOut wireOut;
    private WireIn wireIn;

    Values(WireVariant variant) {
        this.json = variant.kind == WireVariant.Kind.JSON;
        this.losesNegativeZero = variant.kind == WireVariant.Kind.BINARY && !variant.fixed;
    }

    /** Points {@link #write} at {@code wire}; returns this. */
    Values on(WireOut wire) {
        wireOut = wire;
        return this;
    }

    /** Points {@link #read} at {@code wire}; returns this. */
    Values on(WireIn wire) {
        wireIn = wire;
        return this;
    }

    /** {@code WireOut.write(key)} on the wire of the current call. */
    ValueOut write(WireKey key) {
        return wireOut.write(key);
    }

    /** {@code WireIn.read(key)} on the wire of the current call. */
    ValueIn read(WireKey key) {
        return wireIn.read(key);
    }

    /** The text value {@code in} is positioned at, or null when the wire holds a null. */
    String text(ValueIn in) {
        if (json && in.isNull()) {
            return null;
        }
        StringBuilder text = in.textTo(scratch);
        return text == null ? null : text.toString();
    }

    <E extends Enum<E>> E enumOf(ValueIn in, Class<E> type) {
        if (json && in.isNull()) {
            return null;
        }
        return in.asEnum(type);
    }

    /** {@code value}, unless this wire cannot carry it. */
    double f64(double value) {
        if (losesNegativeZero && Double.doubleToRawLongBits(value) == Long.MIN_VALUE) {
            throw new IllegalArgumentException("-0.0 cannot be written on a compact BinaryWire: it would be read back as 0.0");
        }
        return value;
    }

    /** {@code value}, unless this wire cannot carry it. */
    float f32(float value) {
        if (losesNegativeZero && Float.floatToRawIntBits(value) == Integer.MIN_VALUE) {
            throw new IllegalArgumentException("-0.0f cannot be written on a compact BinaryWire: it would be read back as 0.0");
        }
        return value;
    }
}
