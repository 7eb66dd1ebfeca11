package io.wirebench.wire.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebench.wire.RandomInputs;
import io.wirebench.wire.bytes.HeapBuffer;
import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Number text against the JDK: every double and float written reads back exactly, by Double.parseDouble and by ours. */
class TextNumbersTest {
    private static final int TRIES = 2_000_000;
    private final HeapBuffer buffer = HeapBuffer.allocate(64);

    private String write(double d) {
        int n = TextNumbers.putDouble(buffer, 0, d);
        return new String(buffer.array(), 0, n, StandardCharsets.US_ASCII);
    }

    private String write(float f) {
        int n = TextNumbers.putFloat(buffer, 0, f);
        return new String(buffer.array(), 0, n, StandardCharsets.US_ASCII);
    }

    private static double ours(String s) {
        HeapBuffer b = HeapBuffer.wrap(s.getBytes(StandardCharsets.US_ASCII));
        assertTrue(TextNumbers.isDecimal(b, 0, s.length()), s);
        return TextNumbers.parseDecimal(b, 0, s.length());
    }

    private static float oursFloat(String s) {
        HeapBuffer b = HeapBuffer.wrap(s.getBytes(StandardCharsets.US_ASCII));
        return TextNumbers.parseDecimalFloat(b, 0, s.length());
    }

    private void roundTrips(double d) {
        String s = write(d);
        long bits = Double.doubleToLongBits(d);
        assertEquals(bits, Double.doubleToLongBits(Double.parseDouble(s)), () -> d + " written as " + s);
        assertEquals(bits, Double.doubleToLongBits(ours(s)), () -> d + " written as " + s + ", read by ours");
    }

    private void roundTrips(float f) {
        String s = write(f);
        int bits = Float.floatToIntBits(f);
        assertEquals(bits, Float.floatToIntBits(Float.parseFloat(s)), () -> f + " written as " + s);
        assertEquals(bits, Float.floatToIntBits(oursFloat(s)), () -> f + " written as " + s + ", read by ours");
    }

    @Test
    void everyDoubleReadsBackExactly() {
        SplittableRandom random = new SplittableRandom(42);
        for (int i = 0; i < TRIES; i++) {
            double d = switch (i % 4) {
                case 0 -> Double.longBitsToDouble(random.nextLong()); // any bit pattern
                case 1 -> random.nextLong(-1_000_000_000L, 1_000_000_000L) / 100.0; // prices
                case 2 -> (random.nextDouble() - 0.5) * Math.pow(10, random.nextInt(-30, 30));
                default -> random.nextInt(1_000_000) / Math.pow(10, random.nextInt(0, 18));
            };
            if (Double.isFinite(d)) {
                roundTrips(d);
            }
        }
        for (double d : new double[] {0.0, -0.0, Double.MIN_VALUE, -Double.MIN_VALUE, Double.MIN_NORMAL, Double.MAX_VALUE, 0.1, 0.2, 0.3,
                0.1 + 0.2, 1e15, 1e16, 1e17, 9007199254740991.0, 9007199254740993.0, 1e-5, 1e22, 1e23, 123456789012345678.0, 5e-324}) {
            roundTrips(d);
        }
    }

    @Test
    void everyFloatReadsBackExactly() {
        RandomInputs.forFloats(43, TRIES, 10_000_000, f -> roundTrips((float) f));
    }

    @Test
    void commonValuesTakeTheirShortestDigits() {
        assertEquals("1234", write(1234.0));
        assertEquals("1234.5", write(1234.5));
        assertEquals("0.1", write(0.1));
        assertEquals("-0.0", write(-0.0));
        assertEquals("0", write(0.0));
        assertEquals("7.700000000000001", write(7.700000000000001));
        assertEquals("1.1", write(1.1f));
        assertEquals("12345.123", write(12345.12345f));
        assertEquals("1.0E+300", write(1e300));
        assertEquals("0.30000000000000004", write(0.1 + 0.2));
        // Prices are plain, never more than a byte longer than the JDK's text.
        SplittableRandom random = new SplittableRandom(7);
        int slow = 0;
        for (int i = 0; i < 100_000; i++) {
            double d = random.nextLong(-1_000_000_000L, 1_000_000_000L) / 100.0;
            String s = write(d);
            if (s.contains("E") || s.length() > Double.toString(d).length() + 1) {
                slow++;
            }
        }
        assertEquals(0, slow);
    }

    @Test
    void theWritersLayout() {
        // plain wherever the digits are below 2^53 and the fraction at most 18 digits, or from 10^-3 up to 10^7
        assertEquals("0.00001", write(1e-5));
        assertEquals("0.000000000000000001", write(1e-18));
        assertEquals("1.0E-19", write(1e-19));
        assertEquals("-1.5E-19", write(-1.5e-19));
        assertEquals("12345678.5", write(12345678.5));
        assertEquals("9.007199254740992E+15", write(9007199254740992.0));
        assertEquals("9007199254740991", write(9007199254740991.0));
        assertEquals("1.0E+16", write(1e16));
        assertEquals("1.0E+23", write(1e23));
        assertEquals("5.0E-324", write(Double.MIN_VALUE));
        assertEquals("1.7976931348623157E+308", write(Double.MAX_VALUE));
        assertEquals("2.82879384806159E+17", write(2.82879384806159E17)); // JDK 17: 2.82879384806159008E17
        assertEquals("0.00001", write(1e-5f));
        assertEquals("1.0E-11", write(1e-11f));
        assertEquals("1.6777216E+7", write(16777216f));
        assertEquals("16777215", write(16777215f));
        assertEquals("1.0E-45", write(Float.MIN_VALUE));
        assertEquals("3.4028235E+38", write(Float.MAX_VALUE));
    }

    private static final String DIGITS = "0123456789";

    /** A decimal as people and other emitters write it: any sign, leading zeros, point and exponent. */
    private static String randomDecimal(SplittableRandom random) {
        StringBuilder s = new StringBuilder();
        switch (random.nextInt(4)) {
            case 0 -> s.append('-');
            case 1 -> s.append('+');
            default -> { }
        }
        int whole = random.nextInt(4) == 0 ? 0 : random.nextInt(1, 22);
        int fraction = random.nextInt(3) == 0 && whole > 0 ? 0 : random.nextInt(whole == 0 ? 1 : 0, 22);
        for (int i = 0; i < whole; i++) {
            s.append(DIGITS.charAt(random.nextInt(10)));
        }
        if (fraction > 0 || random.nextBoolean()) {
            s.append('.');
        }
        for (int i = 0; i < fraction; i++) {
            s.append(DIGITS.charAt(random.nextInt(10)));
        }
        if (random.nextBoolean()) {
            s.append(random.nextBoolean() ? 'e' : 'E');
            int bound = random.nextInt(8) == 0 ? 400 : 30;
            int e = random.nextInt(-bound, bound);
            s.append(e < 0 ? "-" : random.nextBoolean() ? "+" : "").append(Math.abs(e));
        }
        return s.toString();
    }

    @Test
    void randomDecimalTextReadsAsTheJdkReadsIt() {
        SplittableRandom random = new SplittableRandom(46);
        for (int i = 0; i < 500_000; i++) {
            String s = randomDecimal(random);
            assertEquals(Double.doubleToRawLongBits(Double.parseDouble(s)), Double.doubleToRawLongBits(ours(s)), s);
            assertEquals(Float.floatToRawIntBits(Float.parseFloat(s)), Float.floatToRawIntBits(oursFloat(s)), s);
        }
    }

    /**
     * Up to 19 significant digits (unsigned past 2^63) at every decimal exponent a double reaches and a
     * little beyond: Eisel-Lemire's range, against the JDK, which rounds correctly.
     */
    @Test
    void nineteenDigitsAtAnyExponentReadAsTheJdkReadsThem() {
        SplittableRandom random = new SplittableRandom(47);
        for (int i = 0; i < 300_000; i++) {
            long w = random.nextLong() >>> random.nextInt(64);
            if (Long.compareUnsigned(w, -8446744073709551617L) > 0 || w == 0) {
                continue; // more than 19 digits (above 10^19 - 1), or zero
            }
            String digits = Long.toUnsignedString(w);
            int q = random.nextInt(-365, 330);
            String s = (random.nextBoolean() ? "-" : "") + digits + "e" + q;
            assertEquals(Double.doubleToRawLongBits(Double.parseDouble(s)), Double.doubleToRawLongBits(ours(s)), s);
            assertEquals(Float.floatToRawIntBits(Float.parseFloat(s)), Float.floatToRawIntBits(oursFloat(s)), s);
        }
    }

    /** Halfway between two doubles (ties to even), the subnormal edge, overflow, and 19 digits past 2^63. */
    @Test
    void eiselLemiresEdges() {
        for (String s : new String[] {"9007199254740993", "9007199254740995", "18014398509481986", "18014398509481990",
                "2.4703282292062327e-324", "2.4703282292062328e-324", "4.9406564584124654e-324", "2.2250738585072011e-308",
                "2.2250738585072012e-308", "2.2250738585072014e-308", "1.7976931348623158e308", "1.7976931348623159e308",
                "9999999999999999999", "9999999999999999999e-343", "1e-342", "1e-343", "1e308", "1e309", "18446744073709551615",
                "9223372036854775808", "9223372036854775807e-20", "1.1754943508222875e-38", "3.4028235677973366e38",
                "3.4028234663852886e38", "1.4012984643248171e-45", "7.006492321624085e-46", "123456789012345678e-5",
                "0.30000000000000004", "2.82879384806159E17", "5e-324", "8.98846567431158e307"}) {
            assertEquals(Double.doubleToRawLongBits(Double.parseDouble(s)), Double.doubleToRawLongBits(ours(s)), s);
            assertEquals(Float.floatToRawIntBits(Float.parseFloat(s)), Float.floatToRawIntBits(oursFloat(s)), s);
        }
    }

    /** Integers of 19 digits, the long range's edges and one past them: the fast reader or NOT_FAST, never a wrong value. */
    @Test
    void nineteenDigitLongsAndTheRangesEdges() {
        for (String s : new String[] {"9223372036854775807", "-9223372036854775807", "1000000000000000000", "-1000000000000000000",
                "9999999999999999999", "9223372036854775808", "-9223372036854775808", "-9223372036854775809", "10000000000000000000"}) {
            HeapBuffer b = HeapBuffer.wrap(s.getBytes(StandardCharsets.US_ASCII));
            long v = TextNumbers.parseLongFast(b, 0, s.length());
            java.math.BigInteger exact = new java.math.BigInteger(s);
            boolean fits = exact.bitLength() < 64 && exact.longValue() != Long.MIN_VALUE;
            assertEquals(fits ? exact.longValue() : TextNumbers.NOT_FAST, v, s);
        }
    }

    @Test
    void theFastPathsEdges() {
        for (String s : new String[] {"9007199254740992", "9007199254740993", "9007199254740991e22", "9007199254740993e-22",
                "1e22", "1e23", "1e-22", "1e-23", "1234567890123456789", "12345678901234567890", "0.1", "-0", "-0.0e5", "+0.0",
                "00000000000000000000001.5", "1.00000000000000000000", "0.0000000000000000000000001", "123.456e-20",
                "4.9e-324", "2.4e-324", "1.7976931348623157e308", "1.8e308", "16777217", "16777219", "33554435e-1",
                "1.00000005960464477539062500", "3.4028235677973366e38", "7.038531e-26", "1e-45", "1.5e-45"}) {
            assertEquals(Double.doubleToRawLongBits(Double.parseDouble(s)), Double.doubleToRawLongBits(ours(s)), s);
            assertEquals(Float.floatToRawIntBits(Float.parseFloat(s)), Float.floatToRawIntBits(oursFloat(s)), s);
        }
    }
    @Test
    void longsAreTheirDecimalDigits() {
        SplittableRandom random = new SplittableRandom(44);
        for (int i = 0; i < TRIES; i++) {
            long v = random.nextLong() >> random.nextInt(64);
            int n = TextNumbers.putLong(buffer, 0, v);
            assertEquals(Long.toString(v), new String(buffer.array(), 0, n, StandardCharsets.US_ASCII));
        }
        for (long v : new long[] {0, 9, 10, 99_999_999, 100_000_000, 9_999_999_999_999_999L, 10_000_000_000_000_000L, Long.MAX_VALUE, Long.MIN_VALUE}) {
            int n = TextNumbers.putLong(buffer, 0, v);
            assertEquals(Long.toString(v), new String(buffer.array(), 0, n, StandardCharsets.US_ASCII));
        }
    }
}
