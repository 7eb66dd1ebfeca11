package io.wirebench.wire.text;

import io.wirebench.wire.bytes.ReadableBuffer;
import io.wirebench.wire.bytes.WritableBuffer;

/**
 * Numbers as decimal text, written and parsed without garbage on the common paths.
 *
 * <p><b>Writing a double</b>: a whole value below 2^53 is its integer digits ({@code 1234}); any
 * other finite value is the fewest fractional digits {@code k} (up to 18) for which the integer
 * {@code m = rint(|d| * 10^k)} is below 2^53 and {@code m / 10^k == |d|}. Both operands of that
 * division are exact doubles, so IEEE division gives the correctly rounded value of the decimal
 * {@code m * 10^-k}, which is exactly what any correct parser gives: the text always reads back
 * as the same double, and it is the shortest fixed-point text except in the rare case where the
 * product {@code |d| * 10^k} rounds across a half. Values this cannot write (17 significant
 * digits, or outside 2^-70..2^53 roughly) fall back to {@link Double#toString}, which allocates.
 * Floats work the same way in float arithmetic ({@code m} below 2^24, {@code k} up to 10, both
 * exact floats), so a float is written with a float's digits ({@code 1.1}, not
 * {@code 1.100000023841858}).
 *
 * <p><b>Parsing</b>: sign, up to 19 digits, a fraction and an exponent. When the digits fit
 * below 2^53 and the decimal exponent lies within ±22 the value is one exact multiplication or
 * division (correctly rounded); anything else goes to {@link Double#parseDouble}.
 */
public final class TextNumbers {
    private static final double[] POW10 = new double[23];
    private static final float[] FLOAT_POW10 = new float[11];
    private static final long[] LONG_POW10 = new long[19];
    private static final double TWO_53 = 9_007_199_254_740_992.0;
    private static final float TWO_24 = 16_777_216f;

    static {
        double d = 1;
        for (int i = 0; i < POW10.length; i++, d *= 10) {
            POW10[i] = d;
        }
        float f = 1;
        for (int i = 0; i < FLOAT_POW10.length; i++, f *= 10) {
            FLOAT_POW10[i] = f;
        }
        long l = 1;
        for (int i = 0; i < LONG_POW10.length; i++, l *= 10) {
            LONG_POW10[i] = l;
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
     */
    public static int putDouble(WritableBuffer b, int index, double d) {
        double a = Math.abs(d);
        if (a < TWO_53) {
            long whole = (long) a;
            if (whole == a) {
                if (whole == 0 && Double.doubleToRawLongBits(d) != 0) {
                    return putAscii(b, index, "-0.0");
                }
                return putLong(b, index, (long) d);
            }
            for (int k = 1; k < LONG_POW10.length; k++) {
                double scaled = a * POW10[k];
                if (scaled >= TWO_53) {
                    break;
                }
                double m = Math.rint(scaled);
                if (m / POW10[k] == a) {
                    return putFixed(b, index, d < 0, (long) m, k);
                }
            }
        }
        return putScientific(b, index, Double.toString(d));
    }

    /**
     * The JDK's text ({@code 1.0E-5}, {@code 1.0E300}) with a sign always in the exponent
     * ({@code 1.0E+300}): YAML 1.1's float pattern asks for one.
     */
    private static int putScientific(WritableBuffer b, int index, String s) {
        int e = s.indexOf('E');
        if (e < 0 || s.charAt(e + 1) == '-') {
            return putAscii(b, index, s);
        }
        int n = putAscii(b, index, s.substring(0, e + 1));
        b.putByte(index + n, (byte) '+');
        return n + 1 + putAscii(b, index + n + 1, s.substring(e + 1));
    }

    /** A finite float with a float's digits; see the class comment. */
    public static int putFloat(WritableBuffer b, int index, float f) {
        float a = Math.abs(f);
        if (a < TWO_24) {
            long whole = (long) a;
            if (whole == a) {
                if (whole == 0 && Float.floatToRawIntBits(f) != 0) {
                    return putAscii(b, index, "-0.0");
                }
                return putLong(b, index, (long) f);
            }
            double exact = a; // a float times a power of ten up to 10^10 is exact in a double
            for (int k = 1; k < FLOAT_POW10.length; k++) {
                double m = Math.rint(exact * POW10[k]);
                if (m >= TWO_24) {
                    break;
                }
                if ((float) m / FLOAT_POW10[k] == a) {
                    return putFixed(b, index, f < 0, (long) m, k);
                }
            }
        }
        return putScientific(b, index, Float.toString(f));
    }

    /** {@code m * 10^-k} as {@code [-]int.frac}, the fraction {@code k} digits, zero-padded. */
    private static int putFixed(WritableBuffer b, int index, boolean negative, long m, int k) {
        int p = index;
        if (negative) {
            b.putByte(p++, (byte) '-');
        }
        long whole = m / LONG_POW10[k];
        long fraction = m - whole * LONG_POW10[k];
        p += putPositive(b, p, whole);
        b.putByte(p++, (byte) '.');
        for (int i = k - 1; i >= 0; i--) {
            b.putByte(p + i, (byte) ('0' + fraction % 10));
            fraction /= 10;
        }
        return p + k - index;
    }

    private static int putAscii(WritableBuffer b, int index, String s) {
        for (int i = 0; i < s.length(); i++) {
            b.putByte(index + i, (byte) s.charAt(i));
        }
        return s.length();
    }

    // ---- parsing

    /** Not a number this class can parse on its fast path: the caller parses the text itself. */
    static final long NOT_FAST = Long.MIN_VALUE;

    /**
     * A decimal integer in {@code [from, to)}: optional sign, digits only, at most 18 of them;
     * {@link #NOT_FAST} otherwise (the caller tries the general forms).
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
        if (p == to || to - p > 18) {
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
        return negative ? -v : v;
    }

    /**
     * A decimal number in {@code [from, to)} (sign, digits, fraction, exponent), or NaN when it
     * is not of that form; slow forms are parsed with {@link Double#parseDouble}.
     *
     * @return the value, or {@code null} when the text is not a decimal number (the caller reports it)
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

    /** A decimal number that {@link #isDecimal} accepted. */
    static double parseDecimal(ReadableBuffer b, int from, int to) {
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
            if (m == 0 && c == '0') {
                if (fraction) {
                    scale--;
                }
                continue; // leading zeros count for nothing
            }
            if (++digits > 18) {
                return slow(b, from, to);
            }
            m = m * 10 + (c - '0');
            if (fraction) {
                scale--;
            }
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
                    return slow(b, from, to);
                }
                e = e * 10 + (b.getByte(p) - '0');
            }
            scale += negativeExponent ? -e : e;
        }
        double v;
        if (m == 0) {
            v = 0;
        } else if (m < (1L << 53) && scale >= -22 && scale <= 22) {
            v = scale < 0 ? m / POW10[-scale] : m * POW10[scale];
        } else {
            return slow(b, from, to);
        }
        return negative ? -v : v;
    }

    /** As {@link #parseDecimal}, rounded once, to a float. */
    static float parseDecimalFloat(ReadableBuffer b, int from, int to) {
        // Digits and scale again, in float arithmetic: m below 2^24 and |scale| up to 10 are exact floats.
        int p = from;
        boolean negative = false;
        int c = b.getByte(p);
        if (c == '-' || c == '+') {
            negative = c == '-';
            p++;
        }
        long m = 0;
        int scale = 0;
        boolean fraction = false;
        for (; p < to; p++) {
            c = b.getByte(p);
            if (c == '.') {
                fraction = true;
                continue;
            }
            if (c == 'e' || c == 'E' || m > (1 << 24)) {
                return Float.parseFloat(ascii(b, from, to));
            }
            m = m * 10 + (c - '0');
            if (fraction) {
                scale--;
            }
        }
        if (m >= (1 << 24) || scale < -10) {
            return Float.parseFloat(ascii(b, from, to));
        }
        float v = m == 0 ? 0f : (float) m / FLOAT_POW10[-scale];
        return negative ? -v : v;
    }

    private static double slow(ReadableBuffer b, int from, int to) {
        return Double.parseDouble(ascii(b, from, to));
    }

    static String ascii(ReadableBuffer b, int from, int to) {
        return b.getStringLatin1(from, to - from);
    }

    private static boolean isDigit(int c) {
        return c >= '0' && c <= '9';
    }
}
