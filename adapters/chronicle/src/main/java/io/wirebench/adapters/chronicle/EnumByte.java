package io.wirebench.adapters.chronicle;

/** Helpers of the {@code BytesMarshallable} forms: an enum as one ordinal byte, a stop-bit int checked for range. */
final class EnumByte {
    private EnumByte() {
    }

    /** The ordinal as a byte, -1 for null. */
    static byte of(Enum<?> value) {
        return (byte) (value == null ? -1 : value.ordinal());
    }

    static <E extends Enum<E>> E read(byte ordinal, E[] values) {
        if (ordinal == -1) {
            return null;
        }
        if (ordinal < 0 || ordinal >= values.length) {
            throw new IllegalStateException("enum ordinal " + ordinal + " is not one of the " + values.length + " constants of "
                    + values[0].getDeclaringClass().getSimpleName());
        }
        return values[ordinal];
    }

    /** A stop-bit number read back into an int field: a value outside the int range is corrupt input. */
    static int int32(long value) {
        if (value != (int) value) {
            throw new IllegalStateException("stop-bit value " + value + " does not fit the int field it was written from");
        }
        return (int) value;
    }
}
