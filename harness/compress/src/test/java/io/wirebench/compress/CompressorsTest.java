package io.wirebench.compress;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class CompressorsTest {

    static List<String> ids() {
        return Compressors.ids();
    }

    static byte[] repetitive(int length) {
        byte[] b = new byte[length];
        byte[] row = "{\"id\":12345,\"firstName\":\"Barbara\",\"city\":\"Springfield\"}".getBytes(StandardCharsets.US_ASCII);
        for (int i = 0; i < length; i++) {
            b[i] = (byte) (row[i % row.length] + (i / 997 % 3));
        }
        return b;
    }

    static byte[] random(int length, long seed) {
        byte[] b = new byte[length];
        SplittableRandom r = new SplittableRandom(seed);
        for (int i = 0; i < length; i++) {
            b[i] = (byte) r.nextInt(256);
        }
        return b;
    }

    private static void roundTrip(Compressor c, byte[] input) {
        byte[] compressed = new byte[c.maxCompressedLength(input.length)];
        int n = c.compress(input, input.length, compressed);
        assertTrue(n > 0 && n <= compressed.length, c.id() + " wrote " + n);
        assertEquals(input.length, c.decompressedLength(compressed, n), c.id());
        byte[] back = new byte[input.length];
        assertEquals(input.length, c.decompress(compressed, n, back), c.id());
        assertArrayEquals(input, back, c.id());
    }

    @ParameterizedTest
    @MethodSource("ids")
    void roundTripsEverythingAndShrinksWhatRepeats(String id) {
        Compressor c = Compressors.create(id);
        assertTrue(c.library().matches(".*\\d.*"), "a version: " + c.library());
        for (byte[] input : List.of(new byte[0], new byte[] {42}, repetitive(70), repetitive(100_000), random(10_000, 1))) {
            roundTrip(c, input);
        }
        // Reused state: the same instance again, in a different order.
        roundTrip(c, random(300, 2));
        roundTrip(c, repetitive(5));
        byte[] big = repetitive(100_000);
        byte[] out = new byte[c.maxCompressedLength(big.length)];
        int n = c.compress(big, big.length, out);
        assertTrue(n < big.length / 5, id + " compressed 100,000 repetitive bytes to " + n);
    }

    @ParameterizedTest
    @MethodSource("ids")
    void truncatedInputIsRefusedWithTheAlgorithmsName(String id) {
        Compressor c = Compressors.create(id);
        byte[] input = repetitive(5_000);
        byte[] compressed = new byte[c.maxCompressedLength(input.length)];
        int n = c.compress(input, input.length, compressed);
        byte[] cut = Arrays.copyOf(compressed, n / 2);
        byte[] dst = new byte[input.length + 64];
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> {
            c.decompressedLength(cut, cut.length);
            c.decompress(cut, cut.length, dst);
        });
        assertTrue(e.getMessage().startsWith(c.algorithm() + ":"), e.getMessage());
    }

    @ParameterizedTest
    @MethodSource("ids")
    void saysHowItIsImplemented(String id) {
        Compressor c = Compressors.create(id);
        assertTrue(List.of(Compressor.JNI, Compressor.PURE_JAVA, Compressor.JDK).contains(c.implementation()), id + ": " + c.implementation());
    }

    /** Each pure-Java codec and its JNI counterpart write the same format: each reads what the other wrote. */
    @Test
    void pureJavaAndJniCounterpartsReadEachOther() {
        for (String[] pair : new String[][] {{"lz4-fast", "lz4-air"}, {"snappy", "snappy-air"}, {"zstd-default", "zstd-air"}}) {
            Compressor jni = Compressors.create(pair[0]);
            Compressor pure = Compressors.create(pair[1]);
            assertEquals(Compressor.JNI, jni.implementation(), pair[0] + " loads its native library here");
            assertEquals(Compressor.PURE_JAVA, pure.implementation(), pair[1]);
            assertEquals(jni.algorithm(), pure.algorithm());
            for (byte[] input : List.of(repetitive(10_000), random(777, 3), new byte[] {7})) {
                readsWhatTheOtherWrote(jni, pure, input);
                readsWhatTheOtherWrote(pure, jni, input);
            }
        }
    }

    private static void readsWhatTheOtherWrote(Compressor writer, Compressor reader, byte[] input) {
        byte[] compressed = new byte[writer.maxCompressedLength(input.length)];
        int n = writer.compress(input, input.length, compressed);
        assertEquals(input.length, reader.decompressedLength(compressed, n), writer.id() + " -> " + reader.id());
        byte[] back = new byte[input.length];
        assertEquals(input.length, reader.decompress(compressed, n, back), writer.id() + " -> " + reader.id());
        assertArrayEquals(input, back, writer.id() + " -> " + reader.id());
    }

    /** A stream compressor given too little room says so with its name, rather than failing somewhere inside the library. */
    @Test
    void streamCompressorsRefuseAnOutputArrayTooSmall() {
        for (String id : List.of("bzip2", "xz-fast")) {
            Compressor c = Compressors.create(id);
            byte[] input = random(5_000, 4);
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> c.compress(input, input.length, new byte[100]));
            assertTrue(e.getMessage().startsWith(c.algorithm() + ":"), e.getMessage());
        }
    }
}
