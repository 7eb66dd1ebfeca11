package io.wirebench.wire.text;

import io.wirebench.wire.bytes.HeapBuffer;
import io.wirebench.wire.bytes.WritableBuffer;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;

/**
 * The shortest decimal that reads back as the same double (or float), written as ASCII straight
 * into a buffer: no {@code String}, no {@code StringBuilder}, nothing allocated.
 *
 * <p><b>Which digits.</b> Of all decimals that round to the value (its rounding interval), the one
 * with the fewest significant digits; of several such, the one closest to the value; of two equally
 * close, the one whose last digit is even. That is the specification of Raffaello Giulietti's
 * Schubfach ("The Schubfach way to render doubles", 2020), and this class follows the paper's
 * description of it. For {@code v = c * 2^q}: pick {@code k} so that {@code 10^k} is at most the
 * interval's width and {@code 10^(k+1)} more than it. By the pigeonhole principle (Schubfach is
 * German for drawer) the interval then holds at least one multiple of {@code 10^k} and at most one
 * of {@code 10^(k+1)}. The value and the interval's ends are computed in units of {@code 10^k},
 * with two fractional bits and rounded to odd, from a 126-bit approximation {@code g} of a power of
 * ten. Rounding to odd keeps every comparison against an even number exact. The multiple of
 * {@code 10^(k+1)} in the interval, if there is one, is the answer. Otherwise the two multiples of
 * {@code 10^k} on either side of the value are: the one inside the interval, or, with both inside,
 * the closer one. There is no loop over candidate lengths and no big-number arithmetic.
 *
 * <p><b>Exactness.</b> With {@code -54 <= k <= 0}, {@code 10^-k} times a power of two is an
 * integer below 2^126: {@code g} is that integer and the rounding to odd looks at every bit of the
 * product, so it is exact by construction. Elsewhere {@code g} is {@code floor(10^-k * 2^-r) + 1}
 * as in the paper; its error (less than {@code cp}, below 2^63) stays in the product's low 64 bits,
 * which are left out, and that no true fraction lies within that reach of an integer is the paper's
 * result for doubles (for {@code 1 <= k <= 27} it also follows from the value in units of
 * {@code 10^k} being a multiple of {@code 5^-k}). Floats take 31 more bits of the same product:
 * with {@code k > 0} their value is a multiple of {@code 5^-k} with {@code k <= 31}, so at least
 * {@code 2^-72} from an integer when it is not one, far above an error of {@code 2^-95}; with
 * {@code k <= 0}, {@code g} is exact.
 *
 * <p><b>Layout</b> ({@link #putDouble}): {@code Double.toString}'s, with these digits. Plain
 * {@code int.frac} for values from 10^-3 up to 10^7 ({@code 0.001}, {@code 1234.5}, {@code 5.0}),
 * else one digit, a point, the rest (at least one digit) and an exponent that always has its sign
 * ({@code 1.0E+20}, {@code 2.5E-7}: YAML 1.1 reads an exponent without a sign as a string). With
 * {@code plainFractions}, the text writers' form, a value with a fraction is also plain wherever
 * its digits are below 2^53 and its fraction at most 18 digits (2^24 and 10 for a float), as the
 * text writers wrote it before these digits ({@code 0.0001}, {@code 12345678.5}).
 */
public final class ShortestDecimal {
    /** The most bytes one value takes: {@code -1.2345678901234567E-308}. */
    public static final int MAX_LENGTH = 24;

    /** The range of {@code k} that doubles (and so floats) need: subnormals down to 10^-324, MAX_VALUE's 10^292. */
    private static final int K_MIN = -324;
    private static final int K_MAX = 292;
    /** {@code g} in two halves of 63 bits ({@code g = G1 * 2^63 + G0}), and {@code floor(log2(10^-k))}. */
    private static final long[] G1 = new long[K_MAX - K_MIN + 1];
    private static final long[] G0 = new long[K_MAX - K_MIN + 1];
    private static final int[] E2 = new int[K_MAX - K_MIN + 1];
    /** Whether {@code g} is the power itself, not one above its floor: then every bit of the product counts. */
    private static final boolean[] EXACT = new boolean[K_MAX - K_MIN + 1];
    private static final long[] POW10 = new long[19];
    private static final long MASK63 = Long.MAX_VALUE;
    /** A float's extra bits of the product (see the class comment). */
    private static final int FLOAT_EXTRA_BITS = 31;

    static {
        // Computed here from BigInteger arithmetic rather than pasted in as 1,234 constants:
        // g = 10^-k * 2^(125 - e2), e2 = floor(log2(10^-k)), so that 2^125 <= g < 2^126.
        for (int k = K_MIN; k <= K_MAX; k++) {
            int i = k - K_MIN;
            BigInteger g;
            boolean exact;
            if (k <= 0) {
                BigInteger power = BigInteger.TEN.pow(-k);
                E2[i] = power.bitLength() - 1;
                int shift = 125 - E2[i];
                if (shift >= 0) {
                    g = power.shiftLeft(shift);
                    exact = true;
                } else {
                    g = power.shiftRight(-shift);
                    exact = power.getLowestSetBit() >= -shift;
                }
            } else {
                BigInteger power = BigInteger.TEN.pow(k);
                E2[i] = -power.bitLength(); // 10^k is no power of two: floor(log2(10^-k)) = -ceil(log2(10^k))
                g = BigInteger.ONE.shiftLeft(125 - E2[i]).divide(power);
                exact = false;
            }
            if (!exact) {
                g = g.add(BigInteger.ONE);
            }
            if (g.bitLength() != 126) {
                throw new ExceptionInInitializerError("g for k = " + k + " is not a 126-bit number: " + g);
            }
            G1[i] = g.shiftRight(63).longValueExact();
            G0[i] = g.longValue() & MASK63;
            EXACT[i] = exact;
        }
        long p = 1;
        for (int i = 0; i < POW10.length; i++, p *= 10) {
            POW10[i] = p;
        }
    }

    private ShortestDecimal() {
    }

    /**
     * Writes the finite {@code v} at {@code index} in the layout of the class comment; returns the
     * bytes written, at most {@link #MAX_LENGTH}. Zero is {@code 0.0} or {@code -0.0}.
     *
     * @throws IllegalArgumentException for NaN and the infinities, which each format spells its own way
     */
    public static int putDouble(WritableBuffer b, int index, double v, boolean plainFractions) {
        long bits = Double.doubleToRawLongBits(v);
        int biased = (int) (bits >>> 52) & 0x7FF;
        long fraction = bits & ((1L << 52) - 1);
        if (biased == 0x7FF) {
            throw new IllegalArgumentException("not a finite double: " + v);
        }
        int p = index;
        if (bits < 0) {
            b.putByte(p++, (byte) '-');
        }
        if (biased == 0 && fraction == 0) {
            return p - index + putZero(b, p);
        }
        long c = biased == 0 ? fraction : fraction | 1L << 52;
        int q = biased == 0 ? -1074 : biased - 1075;
        // c = 2^52 above the smallest exponent: the value below is half as far as the one above
        boolean irregular = fraction == 0 && biased > 1;
        int k = irregular ? floorLog10ThreeQuartersPow2(q) : floorLog10Pow2(q);
        long r = digits(c, irregular, k, q, 0);
        long digits = r > 0 ? r : -r;
        return p - index + layOut(b, p, digits, r > 0 ? k : k + 1, plainFractions ? 1L << 53 : 0, plainFractions ? 18 : 0);
    }

    /** As {@link #putDouble}, with a float's shortest digits ({@code 1.1}, not {@code 1.100000023841858}). */
    public static int putFloat(WritableBuffer b, int index, float v, boolean plainFractions) {
        int bits = Float.floatToRawIntBits(v);
        int biased = (bits >>> 23) & 0xFF;
        int fraction = bits & ((1 << 23) - 1);
        if (biased == 0xFF) {
            throw new IllegalArgumentException("not a finite float: " + v);
        }
        int p = index;
        if (bits < 0) {
            b.putByte(p++, (byte) '-');
        }
        if (biased == 0 && fraction == 0) {
            return p - index + putZero(b, p);
        }
        long c = biased == 0 ? fraction : fraction | 1 << 23;
        int q = biased == 0 ? -149 : biased - 150;
        boolean irregular = fraction == 0 && biased > 1;
        int k = irregular ? floorLog10ThreeQuartersPow2(q) : floorLog10Pow2(q);
        long r = digits(c, irregular, k, q, FLOAT_EXTRA_BITS);
        long digits = r > 0 ? r : -r;
        return p - index + layOut(b, p, digits, r > 0 ? k : k + 1, plainFractions ? 1L << 24 : 0, plainFractions ? 10 : 0);
    }

    /** Double.toString's layout with the shortest digits and a signed exponent, for text that is built as a String anyway (dumps). */
    public static String toString(double v) {
        byte[] bytes = new byte[MAX_LENGTH];
        int n = putDouble(HeapBuffer.wrap(bytes), 0, v, false);
        return new String(bytes, 0, n, StandardCharsets.US_ASCII);
    }

    /** Float.toString's layout with the shortest digits and a signed exponent. */
    public static String toString(float v) {
        byte[] bytes = new byte[MAX_LENGTH];
        int n = putFloat(HeapBuffer.wrap(bytes), 0, v, false);
        return new String(bytes, 0, n, StandardCharsets.US_ASCII);
    }

    /** {@code floor(q * log10(2))}, exact for |q| up to 1,100 (ShortestDecimalTest checks every q used). */
    static int floorLog10Pow2(int q) {
        return (int) (q * 661_971_961_083L >> 41);
    }

    /** {@code floor(q * log10(2) + log10(3/4))}: the width of an irregular value's interval is 3/4 of 2^q. */
    static int floorLog10ThreeQuartersPow2(int q) {
        return (int) ((q * 661_971_961_083L - 274_743_187_321L) >> 41);
    }

    /**
     * The shortest digits of {@code c * 2^q} (positive): the digits {@code d} of {@code d * 10^k}
     * when positive, minus the digits of {@code d * 10^(k+1)} when the interval holds a decimal one
     * digit shorter. A long holds both facts without an object.
     */
    private static long digits(long c, boolean irregular, int k, int q, int extraBits) {
        int i = k - K_MIN;
        // (x << h) * g / 2^(127 + extraBits) is x * 2^q * 10^-k: for x = 4c, the value in units of
        // 10^k with two fractional bits (the 2 below). h is 2 to 5 before the extra bits.
        int h = q + E2[i] + 2 + extraBits;
        long g1 = G1[i];
        long g0 = G0[i];
        boolean exact = EXACT[i];
        long cb = c << 2;
        long vb = roundToOdd(g1, g0, cb << h, exact, extraBits);
        long vbLow = roundToOdd(g1, g0, (cb - (irregular ? 1 : 2)) << h, exact, extraBits);
        long vbHigh = roundToOdd(g1, g0, (cb + 2) << h, exact, extraBits);
        // An odd significand's interval leaves its ends out (a tie rounds to the even neighbour).
        int open = (int) c & 1;
        long s = vb >> 2;
        long tens = s / 10;
        // In units of 10^k, times 4: tens * 10 and tens * 10 + 10, the multiples of 10^(k+1) around the value.
        boolean shortLow = vbLow + open <= tens * 40;
        boolean shortHigh = tens * 40 + 40 + open <= vbHigh;
        if (shortLow != shortHigh) {
            return -(shortLow ? tens : tens + 1);
        }
        boolean low = vbLow + open <= s << 2;
        boolean high = (s << 2) + 4 + open <= vbHigh;
        if (low != high) {
            return low ? s : s + 1;
        }
        // Both in the interval (one always is): the closer to the value, the even one on a tie.
        long fromMiddle = vb - (s << 2) - 2;
        return fromMiddle < 0 || fromMiddle == 0 && (s & 1) == 0 ? s : s + 1;
    }

    /**
     * {@code cp * g / 2^(127 + extraBits)} rounded to odd: its floor, with the lowest bit set when
     * any bit below was (bits below 2^64 only where {@code g} is exact: elsewhere they hold g's error).
     * {@code cp} is even and below 2^63, {@code g1} and {@code g0} below 2^63, so every partial
     * product is unsigned in a signed long.
     */
    private static long roundToOdd(long g1, long g0, long cp, boolean exact, int extraBits) {
        long aHigh = Math.multiplyHigh(g1, cp);
        long aLow = g1 * cp;
        long bHigh = Math.multiplyHigh(g0, cp);
        long bLow = g0 * cp;
        // product = aHigh * 2^127 + (aLow / 2 + bHigh) * 2^64 + bLow, aLow being even
        long middle = (aLow >>> 1) + bHigh;
        long high = aHigh + (middle >>> 63);
        long rest = (high & ((1L << extraBits) - 1)) | (middle & MASK63) | (exact ? bLow : 0);
        return (high >>> extraBits) | ((rest | -rest) >>> 63);
    }

    private static int putZero(WritableBuffer b, int index) {
        b.putByte(index, (byte) '0');
        b.putByte(index + 1, (byte) '.');
        b.putByte(index + 2, (byte) '0');
        return 3;
    }

    /** {@code digits * 10^exponent} (positive) in the layout of the class comment. */
    private static int layOut(WritableBuffer b, int index, long digits, int exponent, long plainBelow, int plainFraction) {
        while (digits % 10 == 0) {
            digits /= 10;
            exponent++;
        }
        int n = digitCount(digits);
        int point = n + exponent; // digits before the decimal point; at or below 0, zeros after "0."
        int p = index;
        if (point >= -2 && point <= 7 || exponent < 0 && exponent >= -plainFraction && digits < plainBelow) {
            if (point <= 0) {
                b.putByte(p++, (byte) '0');
                b.putByte(p++, (byte) '.');
                p += putDigits(b, p, 0, -point);
                p += putDigits(b, p, digits, n);
            } else if (point < n) {
                long unit = POW10[n - point];
                p += putDigits(b, p, digits / unit, point);
                b.putByte(p++, (byte) '.');
                p += putDigits(b, p, digits % unit, n - point);
            } else {
                p += putDigits(b, p, digits, n);
                p += putDigits(b, p, 0, point - n);
                b.putByte(p++, (byte) '.');
                b.putByte(p++, (byte) '0');
            }
            return p - index;
        }
        long unit = POW10[n - 1];
        b.putByte(p++, (byte) ('0' + digits / unit));
        b.putByte(p++, (byte) '.');
        p += n == 1 ? putDigits(b, p, 0, 1) : putDigits(b, p, digits % unit, n - 1);
        b.putByte(p++, (byte) 'E');
        int e = point - 1;
        b.putByte(p++, (byte) (e < 0 ? '-' : '+'));
        int magnitude = Math.abs(e);
        p += putDigits(b, p, magnitude, magnitude >= 100 ? 3 : magnitude >= 10 ? 2 : 1);
        return p - index;
    }

    /** The {@code width} low digits of {@code v}, zero-padded on the left; returns {@code width}. */
    private static int putDigits(WritableBuffer b, int index, long v, int width) {
        for (int i = index + width - 1; i >= index; i--) {
            long q = v / 10;
            b.putByte(i, (byte) ('0' + (v - q * 10)));
            v = q;
        }
        return width;
    }

    /** The number of decimal digits of {@code v}, 1 to 10^18 - 1. */
    static int digitCount(long v) {
        // floor(bitLength * log10(2)) is the count or one less (1233 / 4096 is log10(2) to 4 digits, enough below 2^64)
        int n = (int) ((64 - Long.numberOfLeadingZeros(v)) * 1233 >>> 12);
        return v >= POW10[n] ? n + 1 : n;
    }
}
