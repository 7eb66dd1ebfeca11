package io.wirebench.wire.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebench.wire.RandomInputs;
import io.wirebench.wire.bytes.HeapBuffer;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.DoubleFunction;
import java.util.function.DoubleToLongFunction;
import java.util.function.DoubleUnaryOperator;
import java.util.function.IntToDoubleFunction;
import java.util.function.Supplier;
import java.util.function.ToDoubleFunction;
import org.junit.jupiter.api.Test;

/**
 * The Schubfach digits against the JDK and against an oracle in exact arithmetic: every value
 * reads back to its own bits, takes no more significant digits than JDK 17's toString, and is the
 * shortest decimal of its rounding interval, the closer of two (the even one on a tie).
 */
class ShortestDecimalTest {
    private static final int RANDOM = 500_000;
    private static final int ORACLE_RANDOM = 10_000;
    private final HeapBuffer buffer = HeapBuffer.allocate(64);

    /**
     * What differs between a double and a float in these checks. A float is carried as the double it widens to, which
     * is exact, and narrowed back where its own methods are asked.
     *
     * @param write   writes a value at 0 of the buffer with ShortestDecimal, returning the length
     * @param anyBits a value of any bit pattern, NaNs and infinities included
     */
    record Width(Writer write, DoubleFunction<String> jdk, ToDoubleFunction<String> parse, DoubleToLongFunction rawBits,
                 ToDoubleFunction<SplittableRandom> anyBits, DoubleUnaryOperator nextUp, DoubleUnaryOperator nextDown,
                 DoubleUnaryOperator ulp, IntToDoubleFunction powerOfTwo, Supplier<List<Double>> edges) {
        static final Width DOUBLE = new Width((buffer, v) -> ShortestDecimal.putDouble(buffer, 0, v, false), v -> Double.toString(v),
                Double::parseDouble, Double::doubleToRawLongBits, r -> Double.longBitsToDouble(r.nextLong()), Math::nextUp, Math::nextDown,
                Math::ulp, n -> Math.scalb(1.0, n), ShortestDecimalTest::edgeDoubles);
        static final Width FLOAT = new Width((buffer, v) -> ShortestDecimal.putFloat(buffer, 0, (float) v, false),
                v -> Float.toString((float) v), Float::parseFloat, v -> Float.floatToRawIntBits((float) v),
                r -> Float.intBitsToFloat(r.nextInt()), v -> Math.nextUp((float) v), v -> Math.nextDown((float) v),
                v -> Math.ulp((float) v), n -> Math.scalb(1.0f, n), ShortestDecimalTest::edgeFloats);

        interface Writer {
            int write(HeapBuffer buffer, double v);
        }
    }

    private String ours(Width width, double v) {
        int n = width.write().write(buffer, v);
        return new String(buffer.array(), 0, n, StandardCharsets.US_ASCII);
    }

    /** Significant digits of a decimal text: no sign, point, exponent, leading or trailing zeros. */
    static int significantDigits(String s) {
        int e = s.indexOf('E');
        String digits = (e < 0 ? s : s.substring(0, e)).replace("-", "").replace(".", "");
        int from = 0;
        while (from < digits.length() - 1 && digits.charAt(from) == '0') {
            from++;
        }
        int to = digits.length();
        while (to > from + 1 && digits.charAt(to - 1) == '0') {
            to--;
        }
        return to - from;
    }

    private void againstTheJdk(Width width, double v) {
        String s = ours(width, v);
        String jdk = width.jdk().apply(v);
        double back = width.parse().applyAsDouble(s);
        assertEquals(width.rawBits().applyAsLong(v), width.rawBits().applyAsLong(back), () -> jdk + " written as " + s);
        assertTrue(significantDigits(s) <= significantDigits(jdk), () -> s + " has more digits than the JDK's " + jdk);
        // The layout is the JDK's: plain from 10^-3 up to 10^7, an exponent elsewhere.
        assertEquals(jdk.contains("E"), s.contains("E"), () -> s + " against the JDK's " + jdk);
    }

    /** Every edge value of {@code width} and its negation, against the JDK. */
    private void edgesAgainstTheJdk(Width width) {
        for (double v : width.edges().get()) {
            againstTheJdk(width, v);
            againstTheJdk(width, -v);
        }
    }

    /**
     * The decimal the specification asks for, found in exact arithmetic: given that ours has
     * {@code n} digits, no decimal of {@code n - 1} digits may lie in the interval (the nearest ones
     * on either side of the value are the only candidates), and ours must be the nearest
     * {@code n}-digit decimal inside it, ties to even.
     */
    private static void isShortestAndClosest(String s, BigDecimal exact, BigDecimal low, BigDecimal high, boolean closed) {
        BigDecimal written = new BigDecimal(s).abs();
        assertTrue(inside(written, low, high, closed), () -> s + " lies outside the rounding interval of " + exact);
        int n = significantDigits(s);
        if (n > 1) {
            for (RoundingMode mode : new RoundingMode[] {RoundingMode.FLOOR, RoundingMode.CEILING}) {
                BigDecimal shorter = exact.round(new MathContext(n - 1, mode));
                assertTrue(!inside(shorter, low, high, closed), () -> s + " is not the shortest: " + shorter + " also reads back as " + exact);
            }
        }
        BigDecimal below = exact.round(new MathContext(n, RoundingMode.FLOOR));
        BigDecimal above = exact.round(new MathContext(n, RoundingMode.CEILING));
        boolean belowIn = inside(below, low, high, closed);
        boolean aboveIn = inside(above, low, high, closed);
        BigDecimal expected = belowIn && aboveIn ? exact.round(new MathContext(n, RoundingMode.HALF_EVEN)) : belowIn ? below : above;
        assertEquals(0, written.compareTo(expected), () -> s + " is not the closest of " + below + " and " + above + " to " + exact);
    }

    private static boolean inside(BigDecimal x, BigDecimal low, BigDecimal high, boolean closed) {
        int a = x.compareTo(low);
        int b = x.compareTo(high);
        return closed ? a >= 0 && b <= 0 : a > 0 && b < 0;
    }

    private static final BigDecimal HALF = new BigDecimal("0.5");

    private void oracle(Width width, double v) {
        double a = Math.abs(v);
        BigDecimal exact = new BigDecimal(a);
        BigDecimal low = exact.subtract(exact.subtract(new BigDecimal(width.nextDown().applyAsDouble(a))).multiply(HALF));
        BigDecimal high = exact.add(new BigDecimal(width.ulp().applyAsDouble(a)).multiply(HALF));
        isShortestAndClosest(ours(width, v), exact, low, high, (width.rawBits().applyAsLong(a) & 1) == 0);
    }

    /** {@value #ORACLE_RANDOM} values of random bits (the finite, non-zero ones), then every edge value, against the oracle. */
    private void oracleOnRandomBitsAndEdges(Width width, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        for (int i = 0; i < ORACLE_RANDOM; i++) {
            double v = width.anyBits().applyAsDouble(random);
            if (Double.isFinite(v) && v != 0) {
                oracle(width, v);
            }
        }
        for (double v : width.edges().get()) {
            oracle(width, v);
        }
    }

    /** Subnormals, the extremes, every power of two and of ten with its neighbours, awkward classics. */
    static List<Double> edgeDoubles() {
        List<Double> values = new ArrayList<>(List.of(Double.MIN_VALUE, 2 * Double.MIN_VALUE, 3 * Double.MIN_VALUE, Double.MIN_NORMAL,
                Math.nextDown(Double.MIN_NORMAL), Math.nextUp(Double.MIN_NORMAL), Double.MAX_VALUE, Math.nextDown(Double.MAX_VALUE),
                0.1, 0.2, 0.3, 0.1 + 0.2, 1e23, 5e-324, 2.82879384806159E17, 8.41E21, 1.0E-5, 9007199254740991.0,
                9007199254740992.0, 9007199254740994.0, 1.7976931348623157E308, 4.9E-324, 2.2250738585072014E-308));
        addPowersWithNeighbours(values, Width.DOUBLE, -1074, 1023, -325, 308);
        for (long c = 1; c <= 200; c++) {
            values.add(Double.longBitsToDouble(c)); // the narrowest subnormals, one to a few digits
        }
        SplittableRandom random = new SplittableRandom(1);
        for (int i = 0; i < 2_000; i++) {
            values.add(Double.longBitsToDouble(random.nextLong(1, 1L << 52))); // subnormals
            values.add((double) random.nextLong(1L << 53)); // integers up to 2^53
        }
        values.removeIf(d -> d == 0 || !Double.isFinite(d));
        return values;
    }

    /** The same for floats, each widened to its double. */
    static List<Double> edgeFloats() {
        List<Double> values = new ArrayList<>();
        for (float f : new float[] {Float.MIN_VALUE, Float.MIN_NORMAL, Math.nextDown(Float.MIN_NORMAL), Float.MAX_VALUE,
                Math.nextDown(Float.MAX_VALUE), 0.1f, 0.2f, 0.3f, 1.1f, 12345.12345f, 1e10f, 3.0e38f, 16777216f, 16777215f}) {
            values.add((double) f);
        }
        addPowersWithNeighbours(values, Width.FLOAT, -149, 127, -46, 38);
        for (int c = 1; c <= 200; c++) {
            values.add((double) Float.intBitsToFloat(c));
        }
        SplittableRandom random = new SplittableRandom(2);
        for (int i = 0; i < 2_000; i++) {
            values.add((double) Float.intBitsToFloat(random.nextInt(1, 1 << 23))); // subnormals
            values.add((double) (float) random.nextInt(1 << 24)); // integers up to 2^24
        }
        values.removeIf(f -> f == 0 || !Double.isFinite(f));
        return values;
    }

    /** 2^n for n in [twoFrom, twoTo] and 10^n for n in [tenFrom, tenTo] as {@code width} has them, each with its neighbours. */
    private static void addPowersWithNeighbours(List<Double> values, Width width, int twoFrom, int twoTo, int tenFrom, int tenTo) {
        for (int n = twoFrom; n <= twoTo; n++) {
            addWithNeighbours(values, width, width.powerOfTwo().applyAsDouble(n));
        }
        for (int n = tenFrom; n <= tenTo; n++) {
            addWithNeighbours(values, width, width.parse().applyAsDouble("1e" + n));
        }
    }

    private static void addWithNeighbours(List<Double> values, Width width, double p) {
        values.add(p);
        values.add(width.nextUp().applyAsDouble(p));
        values.add(width.nextDown().applyAsDouble(p));
    }

    @Test
    void randomDoublesReadBackWithNoMoreDigitsThanTheJdk() {
        SplittableRandom random = new SplittableRandom(42);
        for (int i = 0; i < RANDOM; i++) {
            double d = switch (i % 4) {
                case 0, 1 -> Double.longBitsToDouble(random.nextLong()); // any bit pattern
                case 2 -> random.nextLong(-1_000_000_000_000L, 1_000_000_000_000L) / 10_000.0; // prices
                default -> (random.nextDouble() - 0.5) * Math.pow(10, random.nextInt(-30, 30));
            };
            if (Double.isFinite(d)) {
                againstTheJdk(Width.DOUBLE, d);
            }
        }
        edgesAgainstTheJdk(Width.DOUBLE);
    }

    @Test
    void randomFloatsReadBackWithNoMoreDigitsThanTheJdk() {
        RandomInputs.forFloats(43, RANDOM, 100_000_000, f -> againstTheJdk(Width.FLOAT, f));
        edgesAgainstTheJdk(Width.FLOAT);
    }

    @Test
    void doublesAreTheShortestAndClosestInExactArithmetic() {
        oracleOnRandomBitsAndEdges(Width.DOUBLE, 44);
    }

    @Test
    void floatsAreTheShortestAndClosestInExactArithmetic() {
        oracleOnRandomBitsAndEdges(Width.FLOAT, 45);
    }

    @Test
    void theJdkLayoutWithShortestDigits() {
        assertEquals("0.0", ShortestDecimal.toString(0.0));
        assertEquals("-0.0", ShortestDecimal.toString(-0.0));
        assertEquals("100.0", ShortestDecimal.toString(100.0));
        assertEquals("1234567.0", ShortestDecimal.toString(1234567.0));
        assertEquals("1.0E+7", ShortestDecimal.toString(1e7));
        assertEquals("0.001", ShortestDecimal.toString(0.001));
        assertEquals("1.0E-4", ShortestDecimal.toString(1e-4));
        assertEquals("-1.5E+300", ShortestDecimal.toString(-1.5e300));
        assertEquals("0.30000000000000004", ShortestDecimal.toString(0.1 + 0.2));
        assertEquals("1.0E+23", ShortestDecimal.toString(1e23));
        assertEquals("1.7976931348623157E+308", ShortestDecimal.toString(Double.MAX_VALUE));
        // one digit is enough for the smallest double (the JDK writes 4.9E-324)
        assertEquals("5.0E-324", ShortestDecimal.toString(Double.MIN_VALUE));
        // JDK 17 writes these with more digits than they need (2.82879384806159008E17, 8.409999999999999E21)
        assertEquals("2.82879384806159E+17", ShortestDecimal.toString(2.82879384806159E17));
        assertEquals("8.41E+21", ShortestDecimal.toString(8.41E21));
        assertEquals("1.1", ShortestDecimal.toString(1.1f));
        assertEquals("1.0E-45", ShortestDecimal.toString(Float.MIN_VALUE));
        assertEquals("1.0E+10", ShortestDecimal.toString(1e10f));
        assertEquals("-0.0", ShortestDecimal.toString(-0.0f));
    }

    @Test
    void nanAndTheInfinitiesAreRefused() {
        for (double d : new double[] {Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ShortestDecimal.putDouble(buffer, 0, d, true));
            assertTrue(e.getMessage().contains("not a finite double"), e.getMessage());
        }
        assertThrows(IllegalArgumentException.class, () -> ShortestDecimal.putFloat(buffer, 0, Float.NaN, true));
        assertThrows(IllegalArgumentException.class, () -> ShortestDecimal.putFloat(buffer, 0, Float.NEGATIVE_INFINITY, false));
    }

    /** The power of ten each binary exponent needs, against exact arithmetic, for every exponent a double or float has. */
    @Test
    void theDecimalExponentOfEveryBinaryExponent() {
        for (int q = -1074; q <= 971; q++) {
            int k = ShortestDecimal.floorLog10Pow2(q);
            assertTrue(powerOfTenAtMost(k, 1, q) && !powerOfTenAtMost(k + 1, 1, q), "floor(log10(2^" + q + ")) is not " + k);
            if (q >= -1073) { // the smallest exponent has no irregular value
                int kk = ShortestDecimal.floorLog10ThreeQuartersPow2(q);
                assertTrue(powerOfTenAtMost(kk, 3, q - 2) && !powerOfTenAtMost(kk + 1, 3, q - 2),
                        "floor(log10(3 * 2^" + (q - 2) + ")) is not " + kk);
            }
        }
    }

    /** Whether 10^k <= m * 2^e, both sides scaled to integers. */
    private static boolean powerOfTenAtMost(int k, int m, int e) {
        BigInteger ten = BigInteger.TEN.pow(Math.max(k, 0)).shiftLeft(Math.max(-e, 0));
        BigInteger other = BigInteger.valueOf(m).shiftLeft(Math.max(e, 0)).multiply(BigInteger.TEN.pow(Math.max(-k, 0)));
        return ten.compareTo(other) <= 0;
    }

    @Test
    void digitCountsAtEveryPowerOfTen() {
        for (int n = 1; n <= 18; n++) {
            long p = BigInteger.TEN.pow(n).longValueExact();
            assertEquals(n, ShortestDecimal.digitCount(p - 1), "digits of " + (p - 1));
            assertEquals(n + 1, ShortestDecimal.digitCount(p), "digits of " + p);
        }
        assertEquals(1, ShortestDecimal.digitCount(1));
        for (int b = 0; b < 60; b++) {
            long v = 1L << b;
            assertEquals(Long.toString(v).length(), ShortestDecimal.digitCount(v), "digits of " + v);
            assertEquals(Long.toString(2 * v - 1).length(), ShortestDecimal.digitCount(2 * v - 1), "digits of " + (2 * v - 1));
        }
    }
}
