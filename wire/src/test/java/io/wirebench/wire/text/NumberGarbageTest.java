package io.wirebench.wire.text;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.wirebench.wire.WireIn;
import io.wirebench.wire.WireKey;
import io.wirebench.wire.WireOut;
import io.wirebench.wire.WireReader;
import io.wirebench.wire.WireWriter;
import io.wirebench.wire.bytes.BytesIn;
import io.wirebench.wire.bytes.BytesOut;
import io.wirebench.wire.bytes.HeapBuffer;
import java.util.SplittableRandom;
import java.util.function.IntConsumer;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Test;

/**
 * Numbers as text make no garbage: writing any finite double or float, alone or as a field of a
 * YAML or JSON document, and reading one that takes the parser's fast path, allocate 0 bytes a
 * call once warmed up. Measured with the thread's allocation counter, as the floor's test does.
 */
class NumberGarbageTest {
    private static final int CALLS = 50_000;
    /** Bytes a call may show: the counter's own reading, spread over the calls, and nothing else. */
    private static final double TOLERANCE = 0.02;
    private static final WireKey PRICE = WireKey.of("price", 3);
    private static final WireWriter<double[]> WRITE_DOUBLE = (v, out) -> out.write(PRICE).float64(v[0]);
    private static final WireWriter<float[]> WRITE_FLOAT = (v, out) -> out.write(PRICE).float32(v[0]);
    private static final WireReader<double[]> READ_DOUBLE = (v, in) -> {
        v[0] = in.read(PRICE).float64();
        return v;
    };

    private static final WireWriter<long[]> WRITE_LONG = (v, out) -> out.write(PRICE).int64(v[0]);
    private static final WireReader<long[]> READ_LONG = (v, in) -> {
        v[0] = in.read(PRICE).int64();
        return v;
    };

    interface Call {
        void run(int i);
    }

    private static double bytesPerCall(Call call) {
        return io.wirebench.wire.Allocations.bytesPerCall(CALLS, call::run);
    }

    /**
     * Every kind of double a writer meets, a quarter of them ones the old writer handed to
     * Double.toString (17 digits, exponents, subnormals).
     */
    private static double[] doubles() {
        SplittableRandom random = new SplittableRandom(5);
        double[] values = new double[1024];
        for (int i = 0; i < values.length; i++) {
            double d;
            do {
                d = switch (i % 4) {
                    case 0 -> Double.longBitsToDouble(random.nextLong());
                    case 1 -> random.nextLong(-1_000_000_000L, 1_000_000_000L) / 100.0;
                    case 2 -> random.nextDouble() * 1000;
                    default -> random.nextLong(1L << 53) * 1e-9;
                };
            } while (!Double.isFinite(d));
            values[i] = d;
        }
        values[0] = Double.MIN_VALUE;
        values[1] = Double.MAX_VALUE;
        values[2] = 0.1 + 0.2;
        values[3] = -0.0;
        return values;
    }

    private static float[] floats() {
        SplittableRandom random = new SplittableRandom(6);
        float[] values = new float[1024];
        for (int i = 0; i < values.length; i++) {
            float f;
            do {
                f = i % 2 == 0 ? Float.intBitsToFloat(random.nextInt()) : random.nextInt(-10_000_000, 10_000_000) / 1000f;
            } while (!Float.isFinite(f));
            values[i] = f;
        }
        return values;
    }

    @Test
    void writingDigitsAllocatesNothing() {
        double[] doubles = doubles();
        float[] floats = floats();
        HeapBuffer buffer = HeapBuffer.allocate(64);
        assertEquals(0.0, bytesPerCall(i -> TextNumbers.putDouble(buffer, 0, doubles[i & 1023])), TOLERANCE, "bytes per double");
        assertEquals(0.0, bytesPerCall(i -> TextNumbers.putFloat(buffer, 0, floats[i & 1023])), TOLERANCE, "bytes per float");
        assertEquals(0.0, bytesPerCall(i -> ShortestDecimal.putDouble(buffer, 0, doubles[i & 1023], false)), TOLERANCE,
                "bytes per double in Double.toString's layout");
    }

    @Test
    void writingANumberFieldAllocatesNothingInAnyTextRendering() {
        double[] doubles = doubles();
        float[] floats = floats();
        for (TextRenderings rendering : TextRenderings.values()) {
            BytesOut out = new BytesOut(HeapBuffer.allocate(256));
            WireOut writer = rendering.writer(out);
            double[] holder = new double[1];
            float[] floatHolder = new float[1];
            assertEquals(0.0, bytesPerCall(i -> {
                out.position(0);
                holder[0] = doubles[i & 1023];
                writer.writeDocument(false, holder, WRITE_DOUBLE);
            }), TOLERANCE, rendering + ": bytes per document of one double");
            assertEquals(0.0, bytesPerCall(i -> {
                out.position(0);
                floatHolder[0] = floats[i & 1023];
                writer.writeDocument(false, floatHolder, WRITE_FLOAT);
            }), TOLERANCE, rendering + ": bytes per document of one float");
        }
    }

    @Test
    void readingANumberOnTheFastPathAllocatesNothing() {
        SplittableRandom random = new SplittableRandom(7);
        double[] prices = new double[1024];
        for (int i = 0; i < prices.length; i++) {
            // up to 15 digits with up to 9 of them after the point: inside the fast path
            prices[i] = random.nextLong(-100_000_000_000_000L, 100_000_000_000_000L) / Math.pow(10, random.nextInt(10));
        }
        assertReadingAllocatesNothing(prices);
    }

    /** 17-digit doubles, exponents, subnormals, the extremes: Eisel-Lemire's, which once went through Double.parseDouble. */
    @Test
    void readingAnyDoubleInItsShortestDigitsAllocatesNothing() {
        assertReadingAllocatesNothing(doubles());
    }

    private static void assertReadingAllocatesNothing(double[] prices) {
        double[] holder = new double[1];
        assertReadingAllocatesNothing("double", prices.length, holder, i -> holder[0] = prices[i], WRITE_DOUBLE, READ_DOUBLE,
                i -> holder[0] == prices[i] ? null : "read " + holder[0] + " for " + prices[i]);
    }

    /** Longs of every length, 19 digits and the range's ends (but -2^63) included, read in every text rendering. */
    @Test
    void readingAnyLongAllocatesNothing() {
        SplittableRandom random = new SplittableRandom(8);
        long[] values = new long[1024];
        for (int i = 0; i < values.length; i++) {
            values[i] = random.nextLong() >> random.nextInt(64);
        }
        values[0] = Long.MAX_VALUE;
        values[1] = Long.MIN_VALUE + 1;
        long[] holder = new long[1];
        assertReadingAllocatesNothing("long", values.length, holder, i -> holder[0] = values[i], WRITE_LONG, READ_LONG,
                i -> holder[0] == values[i] ? null : "read " + holder[0] + " for " + values[i]);
    }

    /**
     * Writes 1,024 one-field documents (value {@code i} put into {@code holder} by {@code put}) in every
     * text rendering, then reads them round and round into the same holder: 0 bytes a read once warmed
     * up. {@code misread} says what went wrong when the holder does not hold value {@code i} after a read.
     */
    private static <H> void assertReadingAllocatesNothing(String what, int count, H holder, IntConsumer put, WireWriter<H> write,
            WireReader<H> read, IntFunction<String> misread) {
        for (TextRenderings rendering : TextRenderings.values()) {
            HeapBuffer buffer = HeapBuffer.expandable(64 * 1024);
            BytesOut out = new BytesOut(buffer);
            WireOut writer = rendering.writer(out);
            for (int i = 0; i < count; i++) {
                put.accept(i);
                writer.writeDocument(false, holder, write);
            }
            int end = out.position();
            BytesIn in = new BytesIn(buffer);
            in.limit(end);
            WireIn reader = rendering.reader(in);
            int[] next = new int[1];
            assertEquals(0.0, bytesPerCall(i -> {
                int d = next[0];
                if (d == 0) {
                    in.position(0);
                }
                reader.readDocument(holder, read);
                next[0] = (d + 1) % count;
                String wrong = misread.apply(d);
                if (wrong != null) {
                    throw new AssertionError(rendering + ": " + wrong);
                }
            }), TOLERANCE, rendering + ": bytes per document of one " + what + " read");
        }
    }
}
