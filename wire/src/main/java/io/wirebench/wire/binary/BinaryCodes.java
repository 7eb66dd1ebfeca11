package io.wirebench.wire.binary;

import io.wirebench.wire.MalformedWireException;
import io.wirebench.wire.bytes.BytesIn;

/**
 * The type codes of binary YAML. Every item on the wire starts with one code byte that says what
 * it is and, for small values, holds the value or the length too:
 *
 * <pre>
 * 0x00-0x7F  an integer 0..127, the code is the value (compact numbers)
 * 0x80-0x9F  a field number 0..31, the code holds it
 * 0xA0 int8     0xA1 int16    0xA2 int32    0xA3 int64     (signed, little-endian)
 * 0xA4 uint8    0xA5 uint16   0xA6 uint32                  (compact numbers only)
 * 0xA7 float32  0xA8 float64
 * 0xA9 false    0xAA true     0xAB null
 * 0xAC bytes       stop-bit length, then the bytes
 * 0xAD text        stop-bit length, then UTF-8
 * 0xAE field name  stop-bit length, then UTF-8
 * 0xAF field number, stop-bit
 * 0xB0 object      1-byte length, then its fields     0xB1 object   with a 4-byte length
 * 0xB2 sequence    1-byte length, then its elements   0xB3 sequence with a 4-byte length
 * 0xB4-0xBF  reserved: a reader rejects them
 * 0xC0-0xDF  a field name of 0..31 UTF-8 bytes, the code holds the length
 * 0xE0-0xFF  a text of 0..31 UTF-8 bytes, the code holds the length
 * </pre>
 *
 * Objects and sequences carry their length in bytes, so a reader passes over one it does not know
 * in one step; a writer starts with the 1-byte form and moves the content when it outgrows 255.
 */
public final class BinaryCodes {
    public static final int SMALL_INT_MAX = 0x7F;
    public static final int FIELD_NUMBER_INLINE = 0x80;
    public static final int INT8 = 0xA0;
    public static final int INT16 = 0xA1;
    public static final int INT32 = 0xA2;
    public static final int INT64 = 0xA3;
    public static final int UINT8 = 0xA4;
    public static final int UINT16 = 0xA5;
    public static final int UINT32 = 0xA6;
    public static final int FLOAT32 = 0xA7;
    public static final int FLOAT64 = 0xA8;
    public static final int FALSE = 0xA9;
    public static final int TRUE = 0xAA;
    public static final int NULL = 0xAB;
    public static final int BYTES = 0xAC;
    public static final int TEXT = 0xAD;
    public static final int FIELD_NAME = 0xAE;
    public static final int FIELD_NUMBER = 0xAF;
    public static final int OBJECT_SHORT = 0xB0;
    public static final int OBJECT = 0xB1;
    public static final int SEQUENCE_SHORT = 0xB2;
    public static final int SEQUENCE = 0xB3;
    public static final int FIELD_NAME_INLINE = 0xC0;
    public static final int TEXT_INLINE = 0xE0;
    /** The largest length or field number a code holds itself. */
    public static final int INLINE_MAX = 31;

    private BinaryCodes() {
    }

    /** Whether {@code code} starts a key (a field name or number) rather than a value. */
    public static boolean isKey(int code) {
        return (code >= FIELD_NUMBER_INLINE && code <= FIELD_NUMBER_INLINE + INLINE_MAX)
                || code == FIELD_NAME || code == FIELD_NUMBER
                || (code >= FIELD_NAME_INLINE && code <= FIELD_NAME_INLINE + INLINE_MAX);
    }

    /** The code in hex with what it means, for error messages. */
    public static String describe(int code) {
        return String.format("0x%02X (%s)", code, name(code));
    }

    /**
     * Reads the stop-bit length after the code of the item at {@code at} (for the error): it must
     * lie in {@code [0, Integer.MAX_VALUE]}. Shared by the reader and its key matching.
     */
    static int readLength(BytesIn in, int at, String what) {
        long length = in.readStopBit();
        if (length < 0 || length > Integer.MAX_VALUE) {
            throw new MalformedWireException(at, what + " declares an impossible length, " + length);
        }
        return (int) length;
    }

    static MalformedWireException unexpected(int at, int code, String expected) {
        return new MalformedWireException(at, "expected " + expected + " but found " + describe(code));
    }

    private static String name(int code) {
        if (code <= SMALL_INT_MAX) {
            return "the integer " + code;
        }
        if (code < INT8) {
            return "field number " + (code - FIELD_NUMBER_INLINE);
        }
        if (code >= TEXT_INLINE) {
            return "a text of " + (code - TEXT_INLINE) + " bytes";
        }
        if (code >= FIELD_NAME_INLINE) {
            return "a field name of " + (code - FIELD_NAME_INLINE) + " bytes";
        }
        return switch (code) {
            case INT8 -> "int8";
            case INT16 -> "int16";
            case INT32 -> "int32";
            case INT64 -> "int64";
            case UINT8 -> "uint8";
            case UINT16 -> "uint16";
            case UINT32 -> "uint32";
            case FLOAT32 -> "float32";
            case FLOAT64 -> "float64";
            case FALSE -> "false";
            case TRUE -> "true";
            case NULL -> "null";
            case BYTES -> "bytes";
            case TEXT -> "text";
            case FIELD_NAME -> "field name";
            case FIELD_NUMBER -> "field number";
            case OBJECT_SHORT, OBJECT -> "object";
            case SEQUENCE_SHORT, SEQUENCE -> "sequence";
            default -> "a reserved code";
        };
    }
}
