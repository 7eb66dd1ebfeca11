package io.wirebench.wire.text;

import io.wirebench.wire.ValueType;
import io.wirebench.wire.bytes.ReadableBuffer;

/**
 * What a plain scalar's bytes mean under YAML 1.2's core schema (null, booleans, integers in
 * decimal, {@code 0x} and {@code 0o}, floats with {@code .inf} and {@code .nan}), read where the
 * bytes stand in {@code [from, to)} of the document. The caller has checked that the range lies
 * within the document.
 */
final class CoreScalars {
    private CoreScalars() {
    }

    /** Whether the bytes in {@code [from, to)} are the ASCII {@code s} exactly. */
    static boolean is(ReadableBuffer b, int from, int to, String s) {
        if (to - from != s.length()) {
            return false;
        }
        for (int i = 0; i < s.length(); i++) {
            if ((b.getByte(from + i) & 0xFF) != s.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    /** An empty scalar, {@code null} in its three cases, or {@code ~}. */
    static boolean isNull(ReadableBuffer b, int from, int to) {
        return to == from || is(b, from, to, "null") || is(b, from, to, "Null") || is(b, from, to, "NULL") || is(b, from, to, "~");
    }

    /** The YAML 1.2 core schema type of the plain scalar in {@code [p, end)}. */
    static ValueType plainType(ReadableBuffer b, int p, int end) {
        if (isNull(b, p, end)) {
            return ValueType.NULL;
        }
        if (is(b, p, end, "true") || is(b, p, end, "True") || is(b, p, end, "TRUE")
                || is(b, p, end, "false") || is(b, p, end, "False") || is(b, p, end, "FALSE")) {
            return ValueType.BOOLEAN;
        }
        if (TextNumbers.parseLongFast(b, p, end) != TextNumbers.NOT_FAST || isRadixInteger(b, p, end) || isLongText(b, p, end)) {
            return ValueType.INTEGER;
        }
        if (TextNumbers.isDecimal(b, p, end) || specialFloat(b, p, end) != 0) {
            return ValueType.FLOAT;
        }
        return ValueType.TEXT;
    }

    /** A decimal integer of 19 digits or so that fits a long. */
    private static boolean isLongText(ReadableBuffer b, int p, int end) {
        if (end - p > 20) {
            return false;
        }
        return isDecimalLong(TextNumbers.ascii(b, p, end));
    }

    /**
     * Whether {@code text} is a decimal long: an optional sign, then 1 to 19 digits within range.
     * Checked by scanning rather than by catching {@code Long.parseLong}'s exception, whose stack
     * trace would be garbage on every float or word read where a number may stand.
     */
    static boolean isDecimalLong(String text) {
        int n = text.length();
        int i = n > 0 && (text.charAt(0) == '+' || text.charAt(0) == '-') ? 1 : 0;
        if (i == n || n - i > 19) {
            return false;
        }
        for (int k = i; k < n; k++) {
            char c = text.charAt(k);
            if (c < '0' || c > '9') {
                return false;
            }
        }
        return n - i < 19 || text.substring(i).compareTo(text.charAt(0) == '-' ? "9223372036854775808" : "9223372036854775807") <= 0;
    }

    /** {@code 0x} then up to 16 hex digits, or {@code 0o} then up to 21 octal digits. */
    static boolean isRadixInteger(ReadableBuffer b, int p, int end) {
        if (end - p < 3 || at(b, p) != '0' || (at(b, p + 1) != 'x' && at(b, p + 1) != 'o')) {
            return false;
        }
        int radix = at(b, p + 1) == 'x' ? 16 : 8;
        for (int i = p + 2; i < end; i++) {
            if (Character.digit(at(b, i), radix) < 0) {
                return false;
            }
        }
        return end - p - 2 <= (radix == 16 ? 16 : 21);
    }

    /** The value of a radix integer ({@link #isRadixInteger}) in {@code [p, end)}. */
    static long radixInteger(ReadableBuffer b, int p, int end) {
        return Long.parseUnsignedLong(TextNumbers.ascii(b, p + 2, end), at(b, p + 1) == 'x' ? 16 : 8);
    }

    /** 1 for .inf, -1 for -.inf, 2 for .nan, 0 for anything else. */
    static int specialFloat(ReadableBuffer b, int p, int end) {
        if (is(b, p, end, ".inf") || is(b, p, end, ".Inf") || is(b, p, end, ".INF")
                || is(b, p, end, "+.inf") || is(b, p, end, "+.Inf") || is(b, p, end, "+.INF")) {
            return 1;
        }
        if (is(b, p, end, "-.inf") || is(b, p, end, "-.Inf") || is(b, p, end, "-.INF")) {
            return -1;
        }
        return is(b, p, end, ".nan") || is(b, p, end, ".NaN") || is(b, p, end, ".NAN") ? 2 : 0;
    }

    private static int at(ReadableBuffer b, int p) {
        return b.getByte(p) & 0xFF;
    }
}
