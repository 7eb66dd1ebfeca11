package io.wirebench.wire.bytes;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * The short-text paths of issue 23: {@link Utf8#isShortAscii} says exactly what a byte-by-byte
 * look says for every length below {@link Utf8#SHORT_TEXT} with a high byte at every place (the
 * overlapping loads must cover every byte and no byte outside the text), and the buffers decode
 * and encode short text, ASCII or not, to the JDK's result around the place where the paths change.
 */
class Utf8ShortTextTest {
    private static final int[] HIGH_BYTES = {0x80, 0xC3, 0xFF};

    private static boolean asciiByLooking(byte[] src, int from, int length) {
        for (int i = from; i < from + length; i++) {
            if (src[i] < 0) {
                return false;
            }
        }
        return true;
    }

    @Test
    void shortAsciiIsToldByteForByteWithAHighByteAnywhere() {
        for (int length = 0; length < Utf8.SHORT_TEXT; length++) {
            for (int from : new int[] {0, 1, 5}) {
                // High bytes just outside the text on both sides: a load beyond it would see them.
                byte[] src = new byte[from + length + 8];
                Arrays.fill(src, (byte) 0xE2);
                Arrays.fill(src, from, from + length, (byte) 'a');
                assertEquals(true, Utf8.isShortAscii(src, from, length), length + " ASCII bytes at " + from);
                for (int at = 0; at < length; at++) {
                    for (int high : HIGH_BYTES) {
                        src[from + at] = (byte) high;
                        assertEquals(asciiByLooking(src, from, length), Utf8.isShortAscii(src, from, length),
                                length + " bytes at " + from + " with 0x" + Integer.toHexString(high) + " at " + at);
                        src[from + at] = 'a';
                    }
                }
            }
        }
    }

    @Test
    void textOfSixteenBytesOrMoreIsLeftToTheScan() {
        byte[] ascii = "0123456789abcdefghij".getBytes(StandardCharsets.US_ASCII);
        for (int length = Utf8.SHORT_TEXT; length <= ascii.length; length++) {
            assertEquals(false, Utf8.isShortAscii(ascii, 0, length), length + " bytes");
            assertEquals(length, Utf8.asciiEnd(ascii, 0, length));
        }
    }

    /** Every length up to 20 chars in four alphabets, with a high char at every place of one of them. */
    private static String[] shortTexts() {
        String[] fills = {"Hello World!Hello World!", "\u00e9", "\u6771", "ab\ud83d\ude00"};
        String[] texts = new String[21 * (fills.length + 1)];
        int i = 0;
        for (int length = 0; length <= 20; length++) {
            for (String fill : fills) {
                String s = fill.repeat(length / fill.length() + 1).substring(0, length);
                // A pair cut in half by substring is not text a writer accepts: keep its high half off the end.
                texts[i++] = !s.isEmpty() && Character.isHighSurrogate(s.charAt(length - 1)) ? s.substring(0, length - 1) + "x" : s;
            }
            char[] one = "abcdefghijklmnopqrst".substring(0, length).toCharArray();
            if (length > 0) {
                one[length / 2] = '\u00ff';
            }
            texts[i++] = new String(one);
        }
        return texts;
    }

    private static WritableBuffer[] buffers(int capacity) {
        return new WritableBuffer[] {HeapBuffer.allocate(capacity), NioBuffer.wrap(ByteBuffer.allocate(capacity)),
                NioBuffer.allocateDirect(capacity)};
    }

    @Test
    void shortTextEncodesAndDecodesAsTheJdkDoesInEveryBuffer() {
        for (String s : shortTexts()) {
            byte[] expected = s.getBytes(StandardCharsets.UTF_8);
            for (WritableBuffer b : buffers(3 + 4 * s.length() + 8)) {
                String what = "'" + s + "' in " + b;
                // Bytes that are not the text's first, so that a short path writing too little would show.
                for (int i = 0; i < b.capacity(); i++) {
                    b.putByte(i, (byte) 0xE2);
                }
                for (CharSequence text : new CharSequence[] {s, new StringBuilder(s)}) {
                    assertEquals(expected.length, b.putStringUtf8(3, text), what);
                    byte[] written = new byte[expected.length];
                    b.getBytes(3, written, 0, written.length);
                    assertArrayEquals(expected, written, what);
                    assertEquals((byte) 0xE2, b.getByte(3 + expected.length), what + ": the byte after the text");
                    assertEquals(s, b.getStringUtf8(3, expected.length), what);
                }
            }
        }
    }

    @Test
    void shortMalformedTextIsStillRefusedWithItsOffset() {
        // 12 bytes, the length of the published order's text, with a lone continuation byte at 7.
        byte[] bytes = "Hello World!".getBytes(StandardCharsets.US_ASCII);
        bytes[7] = (byte) 0x80;
        for (WritableBuffer b : buffers(bytes.length)) {
            b.putBytes(0, bytes, 0, bytes.length);
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> b.getStringUtf8(0, bytes.length));
            assertEquals("malformed UTF-8: a byte that cannot start a UTF-8 sequence (0x80) at byte 7", e.getMessage(), b.toString());
        }
    }

    @Test
    void aShortUnpairedSurrogateIsStillRefused() {
        for (WritableBuffer b : buffers(64)) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> b.putStringUtf8(0, "ok\udc00"));
            assertEquals("unpaired surrogate U+DC00 at char 2 has no UTF-8 form", e.getMessage(), b.toString());
        }
    }
}
