package io.wirebench.wire;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.Consumer;
import java.util.function.DoubleConsumer;
import java.util.function.Supplier;

/**
 * Seeded random inputs for property tests: each value is an edge case (zero, extremes, NaN, empty
 * or non-ASCII text…) about one time in five and a random one otherwise, so both the boundaries
 * and the bulk are covered. Every run uses the same seeds, and a failure names the seed that
 * produced it: rerun with {@code -Dwire.test.seed=<seed>} to reproduce that one input.
 */
public final class RandomInputs {
    private static final long[] EDGE_LONGS = {0, 1, -1, 63, 64, 127, 128, -128, -129, 255, 256, 32767, 32768, -32768, -32769,
            65535, 65536, Integer.MAX_VALUE, Integer.MIN_VALUE, 1L << 32, (1L << 35) - 1, 1L << 56, Long.MAX_VALUE, Long.MIN_VALUE};
    private static final double[] EDGE_DOUBLES = {0.0, -0.0, 1.0, -1.0, 0.1, 1234.0, 1e300, -1e-300, Double.MIN_VALUE, -Double.MAX_VALUE,
            Double.MAX_VALUE, Double.MIN_NORMAL, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Float.MAX_VALUE, 65504.0};
    private static final String[] EDGE_STRINGS = {"", " ", "a", "Hello World!", "\u00e9t\u00e9", "\u6771\u4eac", "\ud83d\ude00",
            "\u0000", "line\nbreak", "quote\"s", "\u00ff\u0100", "x".repeat(300)};

    private final SplittableRandom random;

    private RandomInputs(long seed) {
        this.random = new SplittableRandom(seed);
    }

    /**
     * Runs {@code property} on {@code tries} inputs; with {@code -Dwire.test.seed=s}, on the one input of seed s.
     *
     * @throws AssertionError naming the seed of the first input that fails
     */
    public static void forAll(int tries, Consumer<RandomInputs> property) {
        Long only = Long.getLong("wire.test.seed");
        long first = only != null ? only : 0x5EED_0000L;
        int count = only != null ? 1 : tries;
        for (long seed = first; seed < first + count; seed++) {
            try {
                property.accept(new RandomInputs(seed));
            } catch (AssertionError | RuntimeException e) {
                throw new AssertionError("failed for seed " + seed + " (rerun with -Dwire.test.seed=" + seed + "): " + e.getMessage(), e);
            }
        }
    }

    /**
     * Runs {@code check} on the finite ones of {@code count} floats drawn from {@code seed}: every
     * other one any bit pattern, the rest decimals of three places under {@code bound / 1000} in
     * magnitude. Each float is passed widened to a double, exactly.
     */
    public static void forFloats(long seed, int count, int bound, DoubleConsumer check) {
        SplittableRandom random = new SplittableRandom(seed);
        for (int i = 0; i < count; i++) {
            float f = i % 2 == 0 ? Float.intBitsToFloat(random.nextInt()) : random.nextInt(-bound, bound) / 1000f;
            if (Float.isFinite(f)) {
                check.accept(f);
            }
        }
    }

    private boolean edge() {
        return random.nextInt(5) == 0;
    }

    public boolean bool() {
        return random.nextBoolean();
    }

    /** A long of a random magnitude, so that small, medium and large encodings all occur. */
    public long anyLong() {
        if (edge()) {
            return EDGE_LONGS[random.nextInt(EDGE_LONGS.length)];
        }
        int bits = 1 + random.nextInt(64);
        long v = bits == 64 ? random.nextLong() : random.nextLong() & ((1L << bits) - 1);
        return bits < 64 && random.nextBoolean() ? -v : v;
    }

    public int anyInt() {
        return (int) anyLong();
    }

    public short anyShort() {
        return (short) anyLong();
    }

    public byte anyByte() {
        return (byte) anyLong();
    }

    public int intBetween(int min, int max) {
        return min + random.nextInt(max - min + 1);
    }

    public double anyDouble() {
        if (edge()) {
            return EDGE_DOUBLES[random.nextInt(EDGE_DOUBLES.length)];
        }
        return switch (random.nextInt(3)) {
            case 0 -> Double.longBitsToDouble(random.nextLong()); // any bit pattern, NaNs included
            case 1 -> anyLong(); // a whole number
            default -> (random.nextDouble() - 0.5) * Math.pow(10, random.nextInt(-10, 12));
        };
    }

    public float anyFloat() {
        return edge() ? (float) EDGE_DOUBLES[random.nextInt(EDGE_DOUBLES.length)] : Float.intBitsToFloat(random.nextInt());
    }

    /** Valid Unicode text up to {@code maxLength} code points: ASCII, Latin-1, the BMP and supplementary planes. */
    public String anyString(int maxLength) {
        if (edge()) {
            String s = EDGE_STRINGS[random.nextInt(EDGE_STRINGS.length)];
            return s.codePointCount(0, s.length()) <= maxLength ? s : s.substring(0, maxLength);
        }
        int length = random.nextInt(maxLength + 1);
        StringBuilder sb = new StringBuilder();
        int range = random.nextInt(4);
        for (int i = 0; i < length; i++) {
            int cp = switch (range == 3 ? random.nextInt(3) : range) {
                case 0 -> random.nextInt(0x20, 0x7f);
                case 1 -> random.nextInt(0, 0x100);
                default -> random.nextBoolean() ? random.nextInt(0, 0xd800) : random.nextInt(0x10000, 0x110000);
            };
            sb.appendCodePoint(cp);
        }
        return sb.toString();
    }

    public byte[] anyBytes(int maxLength) {
        byte[] b = new byte[random.nextInt(maxLength + 1)];
        random.nextBytes(b);
        return b;
    }

    public <E extends Enum<E>> E anyOf(Class<E> type) {
        E[] values = type.getEnumConstants();
        return values[random.nextInt(values.length)];
    }

    /** {@code null} with probability {@code p}, else a value from {@code values}. */
    public <T> T orNull(double p, Supplier<T> values) {
        return random.nextDouble() < p ? null : values.get();
    }

    public <T> List<T> listOf(int maxSize, Supplier<T> element) {
        int n = random.nextInt(maxSize + 1);
        List<T> list = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            list.add(element.get());
        }
        return list;
    }

    public <T> Map<String, T> mapOf(int maxSize, int maxKeyLength, Supplier<T> value) {
        int n = random.nextInt(maxSize + 1);
        Map<String, T> map = new LinkedHashMap<>();
        for (int i = 0; i < n; i++) {
            map.put(anyString(maxKeyLength), value.get());
        }
        return map;
    }
}
