package io.wirebench.wire.text;

import io.wirebench.wire.bytes.ReadableBuffer;
import io.wirebench.wire.bytes.WritableBuffer;

/**
 * Numbers as decimal text, written and parsed without garbage on the common paths.
 *
 * <p><b>Writing a double</b>: a whole value below 2^53 is its integer digits ({@code 1234}), -0.0
 * is {@code -0.0}; any other finite value is its shortest round-trip digits ({@link ShortestDecimal},
 * Schubfach), plain ({@code 0.1}, {@code 0.0001}, {@code 12345678.5}) where the digits are below
 * 2^53 and the fraction at most 18 digits or the value lies from 10^-3 up to 10^7, else with a signed
 * exponent ({@code 1.0E+300}, {@code 5.0E-324}). Floats the same with a float's digits
 * ({@code 1.1}, not {@code 1.100000023841858}), whole below 2^24, plain up to 2^24 and 10 digits.
 * Nothing is allocated.
 *
 * <p><b>Parsing</b>: sign, digits, a fraction and an exponent. With at most 19 significant digits
 * whose value is at most 2^53 and a decimal exponent within ±22, both the digits and the power of
 * ten are exact doubles, so one multiplication or division rounds once, correctly (Clinger's fast
 * path); other numbers of at most 19 significant digits (a double's shortest digits are at most 17)
 * take {@link EiselLemire}'s 128-bit product; no String is made on either. More digits, or the rare
 * product that leaves the rounding open, go to {@link Double#parseDouble}. A float is that
 * double rounded again to a float, which is correct unless the double lies exactly halfway between
 * two floats; then, and outside the fast path, {@link Float#parseFloat} decides.
 */
public final class TextNumbers {
    private static final double[] POW10 = new double[23];
    private static final double TWO_53 = 9_007_199_254_740_992.0;
    private static final float TWO_24 = 16_777_216f;

    static {
        double d = 1;
        for (int i = 0; i < POW10.length; i++, d *= 10) {
            POW10[i] = d;
        }
    }

    /** The most bytes {@link #putLong} writes, plus the scratch of one word store past them. */
    public static final int LONG_ROOM = 20 + 8;
    /** The most bytes {@link #putDouble} / {@link #putFloat} write, plus scratch. */
    public static final int DOUBLE_ROOM = 32 + 8;

    private TextNumbers() {
    }

    /** {@code v} in decimal at {@code index}; returns the bytes written. Needs {@link #LONG_ROOM} bytes of room. */
    public static int putLong(WritableBuffer b, int index, long v) {
        if (v >= 0) {
            return putPositive(b, index, v);
        }
        b.putByte(index, (byte) '-');
        if (v == Long.MIN_VALUE) {
            // -v overflows: the last digit apart.
            int n = putPositive(b, index + 1, -(v / 10));
            b.putByte(index + 1 + n, (byte) '8');
            return 2 + n;
        }
        return 1 + putPositive(b, index + 1, -v);
    }

    private static int putPositive(WritableBuffer b, int index, long v) {
        if (v < 100_000_000L) {
            int n = digitCount((int) v);
            b.putLong(index, digitsWord((int) v, n));
            return n;
        }
        if (v < 10_000_000_000_000_000L) {
            long high = v / 100_000_000L;
            int low = (int) (v - high * 100_000_000L);
            int n = digitCount((int) high);
            b.putLong(index, digitsWord((int) high, n));
            b.putLong(index + n, digitsWord(low, 8));
            return n + 8;
        }
        return putDigitsSlowly(b, index, v);
    }

    private static int putDigitsSlowly(WritableBuffer b, int index, long v) {
        int n = 1;
        for (long t = v / 10; t != 0; t /= 10) {
            n++;
        }
        for (int i = n - 1; i >= 0; i--) {
            b.putByte(index + i, (byte) ('0' + v % 10));
            v /= 10;
        }
        return n;
    }

    /** The number of decimal digits of {@code v}, 0 to 99,999,999 (1 for 0). */
    private static int digitCount(int v) {
        if (v < 10_000) {
            return v < 10 ? 1 : v < 100 ? 2 : v < 1000 ? 3 : 4;
        }
        return v < 100_000 ? 5 : v < 1_000_000 ? 6 : v < 10_000_000 ? 7 : 8;
    }

    /** The {@code n} low digits of {@code v} as ASCII, first digit in the low byte (zero-padded on the left). */
    private static long digitsWord(int v, int n) {
        long word = 0;
        for (int i = 0; i < n; i++) {
            int q = v / 10;
            word = (word << 8) | ('0' + v - q * 10);
            v = q;
        }
        return word;
    }

    /**
     * A finite double (the caller writes NaN and the infinities in its own syntax) as the text
     * the class comment describes; returns the bytes written. Needs {@link #DOUBLE_ROOM} bytes.
     *
     * @throws IllegalArgumentException for NaN or an infinity
     */
    public static int putDouble(WritableBuffer b, int index, double d) {
        if (Math.abs(d) < TWO_53) {
            long whole = (long) d;
            if (whole == d && (whole != 0 || Double.doubleToRawLongBits(d) == 0)) {
                return putLong(b, index, whole);
            }
        }
        return ShortestDecimal.putDouble(b, index, d, true);
    }

    /** A finite float with a float's digits; see the class comment. */
    public static int putFloat(WritableBuffer b, int index, float f) {
        if (Math.abs(f) < TWO_24) {
            long whole = (long) f;
            if (whole == f && (whole != 0 || Float.floatToRawIntBits(f) == 0)) {
                return putLong(b, index, whole);
            }
        }
        return ShortestDecimal.putFloat(b, index, f, true);
    }

    // ---- parsing

    /** Not a number this class can parse on its fast path: the caller parses the text itself. */
    static final long NOT_FAST = Long.MIN_VALUE;

    /**
     * A decimal integer in {@code [from, to)}: optional sign, digits only, at most 19 of them, within
     * the long range; {@link #NOT_FAST} otherwise (the caller tries the general forms).
     */
    static long parseLongFast(ReadableBuffer b, int from, int to) {
        int p = from;
        boolean negative = false;
        if (p < to) {
            int c = b.getByte(p);
            if (c == '-' || c == '+') {
                negative = c == '-';
                p++;
            }
        }
        if (p == to || to - p > 19) {
            return NOT_FAST;
        }
        long v = 0;
        for (; p < to; p++) {
            int d = b.getByte(p) - '0';
            if (d < 0 || d > 9) {
                return NOT_FAST;
            }
            v = v * 10 + d;
        }
        // 19 digits are exact as an unsigned long: the sign bit set means beyond Long.MAX_VALUE, or -2^63,
        // the NOT_FAST sentinel itself; both go to the general forms.
        return v < 0 ? NOT_FAST : negative ? -v : v;
    }

    /**
     * Whether {@code [from, to)} is a decimal number: an optional sign, digits with at most one point
     * (at least one digit in all), and an optional exponent with at least one digit.
     */
    static boolean isDecimal(ReadableBuffer b, int from, int to) {
        int p = from;
        if (p < to && (b.getByte(p) == '-' || b.getByte(p) == '+')) {
            p++;
        }
        int digits = 0;
        while (p < to && isDigit(b.getByte(p))) {
            p++;
            digits++;
        }
        if (p < to && b.getByte(p) == '.') {
            p++;
            while (p < to && isDigit(b.getByte(p))) {
                p++;
                digits++;
            }
        }
        if (digits == 0) {
            return false;
        }
        if (p < to && (b.getByte(p) == 'e' || b.getByte(p) == 'E')) {
            p++;
            if (p < to && (b.getByte(p) == '-' || b.getByte(p) == '+')) {
                p++;
            }
            int exponentDigits = 0;
            while (p < to && isDigit(b.getByte(p))) {
                p++;
                exponentDigits++;
            }
            if (exponentDigits == 0) {
                return false;
            }
        }
        return p == to;
    }


    /** A decimal number that {@link #isDecimal} accepted, as the nearest double. */
    static double parseDecimal(ReadableBuffer b, int from, int to) {
        double v = fastPath(b, from, to);
        return v == v ? v : Double.parseDouble(ascii(b, from, to));
    }

    /** As {@link #parseDecimal}, rounded once, to the nearest float. */
    static float parseDecimalFloat(ReadableBuffer b, int from, int to) {
        double v = fastPath(b, from, to);
        // Rounding the correct double again to a float is right except at a float midpoint, and near the
        // ends of the float range, where the midpoint test below does not look: Float.parseFloat decides there.
        double magnitude = Math.abs(v);
        if (v == v && (magnitude == 0 || magnitude >= Float.MIN_NORMAL && magnitude <= Float.MAX_VALUE)) {
            float f = (float) v;
            if (!roundedTwice(v, f)) {
                return f;
            }
        }
        return Float.parseFloat(ascii(b, from, to));
    }

    /**
     * The nearest double to the decimal in {@code [from, to)} by Clinger's fast path or Eisel-Lemire
     * (see the class comment), or NaN where neither applies: no decimal text reads as NaN.
     */
    private static double fastPath(ReadableBuffer b, int from, int to) {
        int p = from;
        boolean negative = false;
        int c = b.getByte(p);
        if (c == '-' || c == '+') {
            negative = c == '-';
            p++;
        }
        long m = 0;
        int digits = 0;
        int scale = 0;
        boolean fraction = false;
        for (; p < to; p++) {
            c = b.getByte(p);
            if (c == '.') {
                fraction = true;
                continue;
            }
            if (c == 'e' || c == 'E') {
                break;
            }
            if (fraction) {
                scale--;
            }
            if (m == 0 && c == '0') {
                continue; // leading zeros count for nothing
            }
            if (++digits > 19) {
                return Double.NaN;
            }
            m = m * 10 + (c - '0'); // 19 digits stay below 2^64: an overflow shows as a negative m
        }
        if (p < to) {
            p++;
            boolean negativeExponent = false;
            c = b.getByte(p);
            if (c == '-' || c == '+') {
                negativeExponent = c == '-';
                p++;
            }
            int e = 0;
            for (; p < to; p++) {
                if (e > 100_000) {
                    return Double.NaN;
                }
                e = e * 10 + (b.getByte(p) - '0');
            }
            scale += negativeExponent ? -e : e;
        }
        double v;
        if (m == 0) {
            v = 0;
        } else if (m > 0 && m <= 1L << 53 && scale >= -22 && scale <= 22) {
            v = scale < 0 ? m / POW10[-scale] : m * POW10[scale];
        } else {
            return EiselLemire.toDouble(m, scale, negative); // m is unsigned here: 19 digits may pass 2^63
        }
        return negative ? -v : v;
    }

    /**
     * Whether {@code f}, the float nearest the correctly rounded double {@code d}, may not be the
     * float nearest the decimal itself: only when {@code d} lies exactly halfway between two floats
     * (every such midpoint is a double, so no other midpoint can lie between the decimal and
     * {@code d}). The caller keeps it to the floats' normal range, where neither overflow nor a
     * subnormal comes into it.
     */
    private static boolean roundedTwice(double d, float f) {
        if (f == d) {
            return false;
        }
        float other = d > f ? Math.nextUp(f) : Math.nextDown(f);
        return (double) f + other == 2 * d; // two neighbouring floats add exactly in a double
    }

    static String ascii(ReadableBuffer b, int from, int to) {
        return b.getStringLatin1(from, to - from);
    }

    private static boolean isDigit(int c) {
        return c >= '0' && c <= '9';
    }
}
