package io.wirebench.adapters.wire;

import io.wirebench.wire.MalformedWireException;
import io.wirebench.wire.bytes.BytesIn;
import io.wirebench.wire.bytes.BytesOut;

/**
 * How the hand-written codecs write numbers: fixed width, or stop-bit packed (a long in 1 to 10
 * bytes, a double's reversed bits likewise, a float's reversed bits in 1 to 5). Text and counts
 * are stop-bit lengths in both.
 */
enum Packing {
    FIXED {
        @Override void putLong(BytesOut out, long v) { out.writeLong(v); }
        @Override long getLong(BytesIn in) { return in.readLong(); }
        @Override void putInt(BytesOut out, int v) { out.writeInt(v); }
        @Override int getInt(BytesIn in) { return in.readInt(); }
        @Override void putDouble(BytesOut out, double v) { out.writeDouble(v); }
        @Override double getDouble(BytesIn in) { return in.readDouble(); }
        @Override void putFloat(BytesOut out, float v) { out.writeFloat(v); }
        @Override float getFloat(BytesIn in) { return in.readFloat(); }
    },
    STOP_BIT {
        @Override void putLong(BytesOut out, long v) { out.writeStopBit(v); }
        @Override long getLong(BytesIn in) { return in.readStopBit(); }
        @Override void putInt(BytesOut out, int v) { out.writeStopBit(v); }

        @Override
        int getInt(BytesIn in) {
            int at = in.position();
            long v = in.readStopBit();
            if (v != (int) v) {
                throw new MalformedWireException(at, "expected an int32 but found " + v);
            }
            return (int) v;
        }

        @Override void putDouble(BytesOut out, double v) { out.writeStopBit(v); }
        @Override double getDouble(BytesIn in) { return in.readStopBitDouble(); }
        @Override void putFloat(BytesOut out, float v) { out.writeStopBit(Integer.reverse(Float.floatToRawIntBits(v)) & 0xFFFF_FFFFL); }

        @Override
        float getFloat(BytesIn in) {
            int at = in.position();
            long v = in.readStopBit();
            if ((v & ~0xFFFF_FFFFL) != 0) {
                throw new MalformedWireException(at, "expected a float32 but found " + v);
            }
            return Float.intBitsToFloat(Integer.reverse((int) v));
        }
    };

    abstract void putLong(BytesOut out, long v);

    abstract long getLong(BytesIn in);

    abstract void putInt(BytesOut out, int v);

    abstract int getInt(BytesIn in);

    abstract void putDouble(BytesOut out, double v);

    abstract double getDouble(BytesIn in);

    abstract void putFloat(BytesOut out, float v);

    abstract float getFloat(BytesIn in);

    /** A count of elements: its stop-bit form, checked against what remains (every element takes a byte or more). */
    static int getCount(BytesIn in) {
        return getCount(in, false, "elements");
    }

    /**
     * A count of {@code what}, checked as {@link #getCount(BytesIn)} checks it; where {@code nullable},
     * -1 (a null list) is returned as -1.
     */
    static int getCount(BytesIn in, boolean nullable, String what) {
        int at = in.position();
        long n = in.readStopBit();
        if (nullable && n == -1) {
            return -1;
        }
        if (n < 0 || n > in.remaining()) {
            throw new MalformedWireException(at, "a count of " + n + " " + what + " cannot fit in the " + in.remaining() + " bytes that remain");
        }
        return (int) n;
    }

    /** An enum as its ordinal in one byte, checked. */
    static <E extends Enum<E>> E getEnum(BytesIn in, E[] constants) {
        int at = in.position();
        int ordinal = in.readByte();
        if (ordinal == -1) {
            return null;
        }
        if (ordinal < 0 || ordinal >= constants.length) {
            throw new MalformedWireException(at, "ordinal " + ordinal + " is not a constant of " + constants[0].getDeclaringClass().getSimpleName());
        }
        return constants[ordinal];
    }

    static void putEnum(BytesOut out, Enum<?> value) {
        out.writeByte(value == null ? -1 : value.ordinal());
    }
}
