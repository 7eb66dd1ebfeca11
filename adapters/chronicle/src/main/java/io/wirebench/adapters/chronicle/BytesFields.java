package io.wirebench.adapters.chronicle;

import net.openhft.chronicle.bytes.BytesIn;
import net.openhft.chronicle.bytes.BytesOut;

/**
 * The field writers of the {@code BytesMarshallable} forms: numbers at fixed width
 * ({@code writeLong/writeInt/writeDouble/writeFloat}) or stop-bit packed ({@code writeStopBit}, a float
 * through its exact double), text as {@code writeUtf8} (stop-bit length, null as -1) read back with
 * {@code readUtf8(StringBuilder)} into a reused builder, an enum as one ordinal byte (-1 for null), a
 * list as its stop-bit count. One per codec: the text builder makes it single-threaded. It also
 * holds the bytes of the current call ({@link #to}, {@link #from}) for the RION models' {@code Fields},
 * whose writers and readers take one argument besides the model.
 */
abstract class BytesFields {
    private final StringBuilder text = new StringBuilder(64);
    /** The bytes the current call writes to, or reads from. */
    BytesOut<?> out;
    BytesIn<?> in;

    static BytesFields of(boolean stopBit) {
        return stopBit ? new StopBit() : new Fixed();
    }

    /** Points {@link #out} at {@code bytes}; returns this. */
    final BytesFields to(BytesOut<?> bytes) {
        out = bytes;
        return this;
    }

    /** Points {@link #in} at {@code bytes}; returns this. */
    final BytesFields from(BytesIn<?> bytes) {
        in = bytes;
        return this;
    }

    abstract void putLong(BytesOut<?> out, long v);

    abstract long getLong(BytesIn<?> in);

    abstract void putInt(BytesOut<?> out, int v);

    abstract int getInt(BytesIn<?> in);

    abstract void putDouble(BytesOut<?> out, double v);

    abstract double getDouble(BytesIn<?> in);

    abstract void putFloat(BytesOut<?> out, float v);

    abstract float getFloat(BytesIn<?> in);

    final void putText(BytesOut<?> out, String v) {
        out.writeUtf8(v);
    }

    final String getText(BytesIn<?> in) {
        return in.readUtf8(text) ? text.toString() : null;
    }

    final void putEnum(BytesOut<?> out, Enum<?> v) {
        out.writeByte(EnumByte.of(v));
    }

    final <E extends Enum<E>> E getEnum(BytesIn<?> in, E[] constants) {
        return EnumByte.read(in.readByte(), constants);
    }

    final void putCount(BytesOut<?> out, int count) {
        out.writeStopBit(count);
    }

    /** A list's length: every element takes at least one byte, so a larger count is refused before allocating for it. */
    final int getCount(BytesIn<?> in) {
        int count = getNullableCount(in);
        if (count < 0) {
            throw new IllegalStateException("a null list where a list is required");
        }
        return count;
    }

    /** As {@link #getCount}, but -1 (a null list) is allowed and returned as -1. */
    final int getNullableCount(BytesIn<?> in) {
        long count = in.readStopBit();
        if (count == -1) {
            return -1;
        }
        if (count < 0 || count > in.readRemaining()) {
            throw new IllegalStateException("a count of " + count + " elements cannot fit in the " + in.readRemaining() + " bytes that remain");
        }
        return (int) count;
    }

    private static final class Fixed extends BytesFields {
        @Override void putLong(BytesOut<?> out, long v) { out.writeLong(v); }
        @Override long getLong(BytesIn<?> in) { return in.readLong(); }
        @Override void putInt(BytesOut<?> out, int v) { out.writeInt(v); }
        @Override int getInt(BytesIn<?> in) { return in.readInt(); }
        @Override void putDouble(BytesOut<?> out, double v) { out.writeDouble(v); }
        @Override double getDouble(BytesIn<?> in) { return in.readDouble(); }
        @Override void putFloat(BytesOut<?> out, float v) { out.writeFloat(v); }
        @Override float getFloat(BytesIn<?> in) { return in.readFloat(); }
    }

    private static final class StopBit extends BytesFields {
        @Override void putLong(BytesOut<?> out, long v) { out.writeStopBit(v); }
        @Override long getLong(BytesIn<?> in) { return in.readStopBit(); }
        @Override void putInt(BytesOut<?> out, int v) { out.writeStopBit(v); }
        @Override int getInt(BytesIn<?> in) { return EnumByte.int32(in.readStopBit()); }
        @Override void putDouble(BytesOut<?> out, double v) { out.writeStopBit(v); }
        @Override double getDouble(BytesIn<?> in) { return in.readStopBitDouble(); }
        @Override void putFloat(BytesOut<?> out, float v) { out.writeStopBit((double) v); }
        @Override float getFloat(BytesIn<?> in) { return (float) in.readStopBitDouble(); }
    }
}
