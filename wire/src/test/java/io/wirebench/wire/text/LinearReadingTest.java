package io.wirebench.wire.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebench.wire.SampleOrder;
import io.wirebench.wire.TextEncoding;
import io.wirebench.wire.WireKey;
import io.wirebench.wire.WireLimits;
import io.wirebench.wire.WireReader;
import io.wirebench.wire.WireTree;
import io.wirebench.wire.bytes.BytesIn;
import io.wirebench.wire.bytes.HeapBuffer;
import io.wirebench.wire.bytes.ReadableBuffer;
import io.wirebench.wire.json.JsonWireIn;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * Reading is linear in the input (issue 22, root cause 1 of the fuzzing list: a key searched for
 * behind the cursor walked back to the start of its line, which in single-line JSON is the whole
 * document). Shown without a clock: the reader's every access to the input goes through a buffer
 * that counts the bytes it hands out, and inputs 16 times longer must cost about 16 times as many.
 */
class LinearReadingTest {
    private static final int SMALL = 100;
    private static final int GROWTH = 16;
    /** Linear reading grows 16 times (plus a constant); quadratic reading would grow 256 times. */
    private static final double ALLOWED = GROWTH * 1.25;

    /** A buffer that counts the bytes read through it. */
    private static final class CountingBuffer implements ReadableBuffer {
        private final HeapBuffer bytes;
        long read;

        CountingBuffer(byte[] array) {
            this.bytes = HeapBuffer.wrap(array);
        }

        @Override public int capacity() { return bytes.capacity(); }
        @Override public byte getByte(int index) { read += 1; return bytes.getByte(index); }
        @Override public short getShort(int index) { read += 2; return bytes.getShort(index); }
        @Override public int getInt(int index) { read += 4; return bytes.getInt(index); }
        @Override public long getLong(int index) { read += 8; return bytes.getLong(index); }
        @Override public float getFloat(int index) { read += 4; return bytes.getFloat(index); }
        @Override public double getDouble(int index) { read += 8; return bytes.getDouble(index); }

        @Override
        public void getBytes(int index, byte[] dst, int dstOffset, int length) {
            read += length;
            bytes.getBytes(index, dst, dstOffset, length);
        }

        @Override
        public String getStringUtf8(int index, int length) {
            read += length;
            return bytes.getStringUtf8(index, length);
        }

        @Override
        public String getStringLatin1(int index, int length) {
            read += length;
            return bytes.getStringLatin1(index, length);
        }

        @Override
        public boolean bytesEqual(int index, byte[] expected, int length) {
            read += length;
            return bytes.bytesEqual(index, expected, length);
        }
    }

    private static final String[] FIELDS = {"f0", "f1", "f2", "f3", "f4", "f5", "f6", "f7", "f8", "f9"};
    private static final WireKey[] KEYS = new WireKey[FIELDS.length];
    private static final WireKey ITEMS = WireKey.of("items", 1);

    static {
        for (int i = 0; i < FIELDS.length; i++) {
            KEYS[i] = WireKey.of(FIELDS[i], 10 + i);
        }
    }

    /** A description of {items: [{f0..f9: long}]}, reading the fields in order: the sum of them all. */
    private static final WireReader<long[]> TEN_LONGS = (sum, in) -> {
        in.read(ITEMS).sequence(sum, (s, seq) -> {
            while (seq.hasMore()) {
                seq.readValue().object(s, (t, o) -> {
                    for (WireKey key : KEYS) {
                        t[0] += o.read(key).int64();
                    }
                    return t;
                });
            }
            return s;
        });
        return sum;
    };

    /** The same list read as orders: every key absent from an empty object. */
    private static final WireReader<long[]> ORDERS = (count, in) -> {
        in.read(ITEMS).sequence(count, (c, seq) -> {
            while (seq.hasMore()) {
                SampleOrder o = seq.readValue().object(null, SampleOrder.MARSHALLER);
                c[0] += o == null ? 0 : 1;
            }
            return c;
        });
        return count;
    };

    /** {"items":[{"f9":9,...,"f0":0},...]} on one line: every key is behind the cursor when it is asked for. */
    private static String reversedJson(int elements) {
        StringBuilder sb = new StringBuilder("{\"items\":[");
        for (int e = 0; e < elements; e++) {
            sb.append(e == 0 ? "{" : ",{");
            for (int i = FIELDS.length - 1; i >= 0; i--) {
                sb.append('"').append(FIELDS[i]).append("\":").append(i).append(i == 0 ? "}" : ",");
            }
        }
        return sb.append("]}").toString();
    }

    private static String emptyObjectsJson(int elements) {
        StringBuilder sb = new StringBuilder("{\"items\":[");
        for (int e = 0; e < elements; e++) {
            sb.append(e == 0 ? "{}" : ",{}");
        }
        return sb.append("]}").toString();
    }

    /** Reversed keys in block YAML, one field a line (where the walk back was short even before the fix). */
    private static String reversedBlockYaml(int elements) {
        StringBuilder sb = new StringBuilder("items:\n");
        for (int e = 0; e < elements; e++) {
            for (int i = FIELDS.length - 1; i >= 0; i--) {
                sb.append(i == FIELDS.length - 1 ? "  - " : "    ").append(FIELDS[i]).append(": ").append(i).append('\n');
            }
        }
        return sb.toString();
    }

    private static long bytesRead(String text, boolean json, WireReader<long[]> reader, long expected) {
        byte[] body = text.getBytes(StandardCharsets.UTF_8);
        CountingBuffer buffer = new CountingBuffer(body);
        BytesIn bytes = new BytesIn(buffer, WireLimits.DEFAULT);
        YamlWireIn in = json ? new JsonWireIn(bytes, TextEncoding.UTF_8) : new YamlWireIn(bytes, TextEncoding.UTF_8);
        in.reset(0, body.length);
        long[] result = reader.read(new long[1], in);
        assertEquals(expected, result[0], "the description read the document");
        return buffer.read;
    }

    private static void linear(String what, Function<Integer, String> document, boolean json, WireReader<long[]> reader, long perElement) {
        long small = bytesRead(document.apply(SMALL), json, reader, SMALL * perElement);
        long large = bytesRead(document.apply(SMALL * GROWTH), json, reader, SMALL * GROWTH * perElement);
        double growth = (double) large / small;
        assertTrue(growth <= ALLOWED, what + ": 16 times the input read " + growth + " times the bytes (" + small + " -> " + large + ")");
    }

    @Test
    void jsonWithEveryObjectsKeysReversedReadsInLinearTime() {
        linear("reversed keys, JSON", LinearReadingTest::reversedJson, true, TEN_LONGS, 45);
        linear("reversed keys, JSON read as YAML", LinearReadingTest::reversedJson, false, TEN_LONGS, 45);
        linear("reversed keys, block YAML", LinearReadingTest::reversedBlockYaml, false, TEN_LONGS, 45);
    }

    @Test
    void aListOfEmptyObjectsReadsInLinearTime() {
        linear("empty objects read as orders, JSON", LinearReadingTest::emptyObjectsJson, true, ORDERS, 1);
        linear("empty objects read as orders, JSON read as YAML", LinearReadingTest::emptyObjectsJson, false, ORDERS, 1);
    }

    @Test
    void aTreeReadsInLinearTime() {
        WireReader<long[]> tree = (n, in) -> {
            Object root = WireTree.readRoot(in);
            n[0] = ((List<?>) ((java.util.Map<?, ?>) root).get("items")).size();
            return n;
        };
        linear("tree of empty objects", LinearReadingTest::emptyObjectsJson, true, tree, 1);
        linear("tree of reversed objects", LinearReadingTest::reversedJson, true, tree, 1);
    }

    @Test
    void theCountingBufferCountsEveryByteTheReaderLooksAt() {
        // The measure must see the reading: every byte of the input at least once.
        long small = bytesRead(reversedJson(SMALL), true, TEN_LONGS, SMALL * 45L);
        assertTrue(small >= reversedJson(SMALL).length(), "every byte is read at least once: " + small);
    }
}
