package io.wirebench.wire.bytes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * The one-pass UTF-8 decoder gives exactly what decoding gave before it: for well-formed input the
 * JDK's decoding, for malformed input the check's {@link IllegalArgumentException} with the same
 * message (the same first malformed byte, named by the same offset), through every buffer.
 */
class Utf8DecodeTest {
    /** Bytes at the edges of every class Unicode table 3-7 tells apart, as leads and as continuations. */
    private static final int[] EDGES = {0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xC3, 0xDF,
            0xE0, 0xE1, 0xEC, 0xED, 0xEE, 0xEF, 0xF0, 0xF1, 0xF3, 0xF4, 0xF5, 0xF8, 0xFF};
    private static final int[] CODE_POINTS = {'a', ' ', 0x7F, 0x80, 0xE9, 0xFF, 0x100, 0x394, 0x7FF, 0x800, 0x20AC, 0x6771,
            0xD7FF, 0xE000, 0xFFFD, 0xFFFF, 0x10000, 0x1F600, 0x10FFFF};
    /** Just inside and just outside the continuation bytes. */
    private static final int[] CONTINUATION_EDGES = {0x7F, 0x80, 0xBF, 0xC0};
    private static final int OFFSET = 3;
    /** Direct memory, made once: the inputs are copied into it, at {@link #OFFSET} as into the arrays. */
    private static final NioBuffer DIRECT = NioBuffer.allocateDirect(4096);

    /** What decoding gave before: the check's exception, else the JDK's decoding of the well-formed bytes. */
    private static String before(byte[] src, int offset, int length) {
        Utf8.validate(src, offset, offset + length);
        return new String(src, offset, length, StandardCharsets.UTF_8);
    }

    private static String outcome(Supplier<String> decode) {
        try {
            return "text " + decode.get();
        } catch (IllegalArgumentException e) {
            return "error " + e.getMessage();
        }
    }

    /**
     * {@code bytes} at {@link #OFFSET} of an array with bytes of their own around them, decoded by a heap
     * buffer and a buffer over a heap {@code ByteBuffer}, and if asked by a direct buffer.
     */
    private static void assertDecodesAsBefore(byte[] bytes, boolean direct) {
        byte[] array = new byte[OFFSET + bytes.length + 9];
        Arrays.fill(array, (byte) 0xE2); // a lead byte: decoding past the text would show
        System.arraycopy(bytes, 0, array, OFFSET, bytes.length);
        String expected = outcome(() -> before(array, OFFSET, bytes.length));
        assertEquals(expected, outcome(() -> HeapBuffer.wrap(array).getStringUtf8(OFFSET, bytes.length)),
                () -> "decoding " + hex(bytes) + " (heap)");
        assertEquals(expected, outcome(() -> NioBuffer.wrap(ByteBuffer.wrap(array)).getStringUtf8(OFFSET, bytes.length)),
                () -> "decoding " + hex(bytes) + " (nio over an array)");
        if (!direct) {
            return;
        }
        DIRECT.putBytes(0, array, 0, array.length);
        // A direct buffer decodes a copy starting at 0, so its offsets are the text's own, as before.
        String expectedFromZero = outcome(() -> before(bytes, 0, bytes.length));
        assertEquals(expectedFromZero, outcome(() -> DIRECT.getStringUtf8(OFFSET, bytes.length)),
                () -> "decoding " + hex(bytes) + " (direct)");
    }

    private static String hex(byte[] bytes) {
        StringBuilder b = new StringBuilder();
        for (byte x : bytes) {
            b.append(String.format("%02X ", x & 0xFF));
        }
        return b.toString().trim();
    }

    @Test
    void everyByteAfterEachByteFrom0xC0DecodesAsBefore() {
        for (int b0 = 0xC0; b0 < 256; b0++) { // other leads: in the random inputs
            for (int b1 = 0; b1 < 256; b1++) {
                assertDecodesAsBefore(new byte[] {(byte) b0, (byte) b1}, false);
            }
        }
    }

    @Test
    void threeAndFourByteInputsAtTheEdgesDecodeAsBefore() {
        for (int b0 = 0xDF; b0 <= 0xF0; b0++) {
            for (int b1 : EDGES) {
                for (int b2 : EDGES) {
                    assertDecodesAsBefore(new byte[] {(byte) b0, (byte) b1, (byte) b2}, false);
                }
            }
        }
        for (int b0 : new int[] {0xF0, 0xF1, 0xF4, 0xF5}) {
            for (int b1 : EDGES) {
                for (int b2 : CONTINUATION_EDGES) {
                    for (int b3 : CONTINUATION_EDGES) {
                        assertDecodesAsBefore(new byte[] {(byte) b0, (byte) b1, (byte) b2, (byte) b3}, false);
                    }
                }
            }
        }
    }

    @Test
    void randomTextWithAndWithoutMalformedBytesDecodesAsBefore() {
        SplittableRandom random = new SplittableRandom(23);
        int malformed = 0;
        for (int n = 0; n < 20_000; n++) {
            byte[] bytes = randomText(random, random.nextInt(0, 48), n % 4 == 0);
            String outcomeBefore = outcome(() -> before(bytes, 0, bytes.length));
            malformed += outcomeBefore.startsWith("error") ? 1 : 0;
            assertDecodesAsBefore(bytes, true);
        }
        // Both kinds of input were met, many times.
        assertTrue(malformed > 2_500 && malformed < 17_500, malformed + " of 20000 inputs malformed");
    }

    /** Tokens of well-formed UTF-8 (ASCII runs, then any code point) with, if asked, an edge byte now and then. */
    private static byte[] randomText(SplittableRandom random, int tokens, boolean withEdges) {
        StringBuilder text = new StringBuilder();
        byte[] out = new byte[0];
        for (int t = 0; t < tokens; t++) {
            byte[] token;
            int kind = random.nextInt(10);
            if (withEdges && kind == 0) {
                token = new byte[] {(byte) EDGES[random.nextInt(EDGES.length)]};
            } else if (kind < 5) {
                text.setLength(0);
                text.append("abcdefghijklmnop", 0, random.nextInt(1, 17));
                token = text.toString().getBytes(StandardCharsets.UTF_8);
            } else {
                token = new String(Character.toChars(CODE_POINTS[random.nextInt(CODE_POINTS.length)])).getBytes(StandardCharsets.UTF_8);
            }
            out = Arrays.copyOf(out, out.length + token.length);
            System.arraycopy(token, 0, out, out.length - token.length, token.length);
        }
        return out;
    }

    @Test
    void textLongerThanTheKeptScratchDecodesAndTheBufferGoesOn() {
        String longText = "\u00e9\u6771x".repeat(Utf8.MAX_KEPT_SCRATCH);
        String shortText = "\u0394\u03a9!";
        byte[] l = longText.getBytes(StandardCharsets.UTF_8);
        byte[] s = shortText.getBytes(StandardCharsets.UTF_8);
        HeapBuffer b = HeapBuffer.allocate(l.length + s.length);
        b.putBytes(0, s, 0, s.length);
        b.putBytes(s.length, l, 0, l.length);
        assertEquals(shortText, b.getStringUtf8(0, s.length));
        assertEquals(longText, b.getStringUtf8(s.length, l.length));
        assertEquals(shortText, b.getStringUtf8(0, s.length));
        assertEquals(longText, b.getStringUtf8(s.length, l.length));
    }

    @Test
    void theErrorNamesTheFirstMalformedByteByItsOffsetInTheBuffer() {
        byte[] array = "okay \u00e9t\u00e9".getBytes(StandardCharsets.UTF_8);
        array[array.length - 1] = 0x41; // the second byte of the last e-acute
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> HeapBuffer.wrap(array).getStringUtf8(0, array.length));
        assertEquals("malformed UTF-8: an invalid continuation byte (0x41) at byte " + (array.length - 1), e.getMessage());
    }
}
