package io.wirebench.adapters.chronicle;

import net.openhft.chronicle.wire.ValueIn;

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
 * Single-threaded, like the codec that owns it.
 */
final class Values {
    private final StringBuilder scratch = new StringBuilder(64);
    private final boolean json;
    private final boolean losesNegativeZero;

    Values(WireVariant variant) {
        this.json = variant.kind == WireVariant.Kind.JSON;
        this.losesNegativeZero = variant.kind == WireVariant.Kind.BINARY && !variant.fixed;
    }

    /** The text value {@code in} is positioned at, or null when the wire holds a null. */
    String text(ValueIn in) {
        if (isNull(in)) {
            return null;
        }
        StringBuilder text = in.textTo(scratch);
        return text == null ? null : text.toString();
    }

    /**
     * Whether {@code in} holds a null this wire would otherwise misread (JSON only). With {@link #scratch()}, for a
     * marshaller that calls {@code textTo}/{@code asEnum} itself, one call less deep than through {@link #text}.
     */
    boolean isNull(ValueIn in) {
        return json && in.isNull();
    }

    /** The reused builder text is read into ({@code ValueIn.textTo}). */
    StringBuilder scratch() {
        return scratch;
    }

    <E extends Enum<E>> E enumOf(ValueIn in, Class<E> type) {
        if (isNull(in)) {
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
