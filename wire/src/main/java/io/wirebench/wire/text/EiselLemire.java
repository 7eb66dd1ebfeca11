package io.wirebench.wire.text;

import java.math.BigInteger;

/**
 * The double nearest {@code w * 10^q} for a decimal significand {@code w} of at most 19 digits,
 * without allocating: the Eisel-Lemire algorithm (Daniel Lemire, "Number Parsing at a Gigabyte per
 * Second", Software: Practice and Experience 51(8), 2021). {@code w}, shifted so its top bit is
 * set, is multiplied by a 128-bit truncation of {@code 5^q} (likewise normalised); the top bits of
 * the product are the double's significand with two bits to spare for rounding, and
 * {@code floor(q * log2(10))} gives its binary exponent. Where the truncated product cannot tell
 * which way to round (the paper's rare case), it answers NaN and the caller asks
 * {@link Double#parseDouble}.
 *
 * <p>Why: {@link TextNumbers}' fast path (Clinger's) covers 15 or 16 digits and exponents within
 * ±22; the shortest digits of most doubles are 17, as in the prices of the {@code orders} data set,
 * and each of those went through {@code Double.parseDouble}, which makes a {@code String} and
 * more (issue 23: allocation equal to the decoded values).
 */
final class EiselLemire {
    /** The smallest and largest decimal exponents with a table entry; beyond them a double is 0 or infinite. */
    static final int MIN_Q = -342;
    static final int MAX_Q = 308;

    /** {@code 5^q} as 128 bits, top bit set: {@code HIGH[q - MIN_Q]} the upper 64, {@code LOW} the lower. */
    private static final long[] HIGH = new long[MAX_Q - MIN_Q + 1];
    private static final long[] LOW = new long[MAX_Q - MIN_Q + 1];

    private static final int MANTISSA_BITS = 52;
    private static final int MIN_EXPONENT = -1023;
    private static final int INFINITE_POWER = 0x7FF;

    static {
        // Computed once with exact arithmetic rather than carried as a 1,300-number literal. For q >= 0,
        // 5^q shifted so it has 128 bits, truncated; for q < 0, 2^b / 5^-q plus one (rounded up), with b
        // large enough for 128 significant bits, then truncated to 128 bits.
        BigInteger two128 = BigInteger.ONE.shiftLeft(128);
        for (int q = MIN_Q; q <= MAX_Q; q++) {
            BigInteger v;
            if (q >= 0) {
                v = BigInteger.valueOf(5).pow(q);
                int bits = v.bitLength();
                v = bits < 128 ? v.shiftLeft(128 - bits) : v.shiftRight(bits - 128);
            } else {
                BigInteger power5 = BigInteger.valueOf(5).pow(-q);
                int z = power5.bitLength();
                int b = q >= -27 ? z + 127 : 2 * z + 128;
                v = BigInteger.ONE.shiftLeft(b).divide(power5).add(BigInteger.ONE);
                while (v.compareTo(two128) >= 0) {
                    v = v.shiftRight(1);
                }
            }
            HIGH[q - MIN_Q] = v.shiftRight(64).longValue();
            LOW[q - MIN_Q] = v.longValue();
        }
    }

    private EiselLemire() {
    }

    /**
     * The double nearest {@code w * 10^q} ({@code w} unsigned, not 0), or NaN when this method cannot
     * be sure of the rounding and {@link Double#parseDouble} must decide.
     */
    static double toDouble(long w, int q, boolean negative) {
        if (q < MIN_Q) {
            return negative ? -0.0 : 0.0;
        }
        if (q > MAX_Q) {
            return negative ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
        }
        int lz = Long.numberOfLeadingZeros(w);
        w <<= lz;
        int index = q - MIN_Q;
        long high = unsignedMultiplyHigh(w, HIGH[index]);
        long low = w * HIGH[index];
        // The top 55 bits decide a double (52 + the implicit bit + 2 for rounding): only when the bits
        // below them are all ones can the lower half of 5^q still carry into them.
        if ((high & 0x1FF) == 0x1FF) {
            long secondHigh = unsignedMultiplyHigh(w, LOW[index]);
            low += secondHigh;
            if (Long.compareUnsigned(secondHigh, low) > 0) {
                high++;
            }
        }
        if (low == -1L && (q < -27 || q > 55)) {
            return Double.NaN; // the truncated 5^q leaves the rounding open (outside, the table is exact enough)
        }
        int upperBit = (int) (high >>> 63);
        int shift = upperBit + 64 - MANTISSA_BITS - 3;
        long mantissa = high >>> shift;
        int power2 = (int) ((((152_170L + 65_536L) * q) >> 16) + 63) + upperBit - lz - MIN_EXPONENT;
        if (power2 <= 0) {
            // subnormal (or zero): shift down to the fixed exponent, round half up, and see whether rounding made it normal
            if (-power2 + 1 >= 64) {
                return negative ? -0.0 : 0.0;
            }
            mantissa >>>= -power2 + 1;
            mantissa += mantissa & 1;
            mantissa >>>= 1;
            power2 = mantissa < (1L << MANTISSA_BITS) ? 0 : 1;
            return assemble(mantissa, power2, negative);
        }
        // Exactly halfway between two doubles (possible only for small |q|, where the product is exact):
        // round to even, not up.
        if (Long.compareUnsigned(low, 1) <= 0 && q >= -4 && q <= 23 && (mantissa & 3) == 1 && (mantissa << shift) == high) {
            mantissa &= ~1L;
        }
        mantissa += mantissa & 1;
        mantissa >>>= 1;
        if (mantissa >= (2L << MANTISSA_BITS)) {
            mantissa = 1L << MANTISSA_BITS;
            power2++;
        }
        mantissa &= ~(1L << MANTISSA_BITS);
        if (power2 >= INFINITE_POWER) {
            return negative ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
        }
        return assemble(mantissa, power2, negative);
    }

    /** The upper 64 bits of the unsigned 128-bit product (the JDK has it from 18 on; this is its definition on 17). */
    private static long unsignedMultiplyHigh(long a, long b) {
        return Math.multiplyHigh(a, b) + ((a >> 63) & b) + ((b >> 63) & a);
    }

    private static double assemble(long mantissa, int power2, boolean negative) {
        long bits = mantissa | ((long) power2 << MANTISSA_BITS) | (negative ? 1L << 63 : 0);
        return Double.longBitsToDouble(bits);
    }
}
