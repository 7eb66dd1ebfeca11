package io.wirebench.wire.bytes;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Encoding in one pass writes the JDK's UTF-8 bytes, counts what {@link Utf8#encodedLength} says,
 * and refuses an unpaired surrogate as before; {@link BytesOut#writeUtf8} frames it with its
 * stop-bit length whatever the text's length and the room left, in expandable and fixed buffers.
 */
class Utf8EncodeTest {
    /** Chars at the edges of every UTF-8 length, and surrogate pairs. */
    private static final String[] PIECES = {"a", "Z", "~", "\u007f", "\u0080", "\u00e9", "\u00ff", "\u0100", "\u0394", "\u07ff",
            "\u0800", "\u20ac", "\u6771", "\ud7ff", "\ue000", "\uffff", "\ud83d\ude00", "\udbff\udfff", "\ud800\udc00",
            "Hello World!", "0123456789abcdef"};
    private static final String[] UNPAIRED = {"\ud800", "\udc00", "\udbff", "\udfff"};

    private static String randomText(SplittableRandom random, int pieces, boolean unpaired) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < pieces; i++) {
            b.append(PIECES[random.nextInt(PIECES.length)]);
        }
        if (unpaired) {
            b.insert(random.nextInt(b.length() + 1), UNPAIRED[random.nextInt(UNPAIRED.length)]);
        }
        return b.toString();
    }

    /** The index of the first surrogate without its other half, reading pairs left to right; -1 if none. */
    private static int firstUnpaired(String s) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1))) {
                i++;
            } else if (Character.isSurrogate(c)) {
                return i;
            }
        }
        return -1;
    }

    /** The count as it was defined before: 1, 2 or 3 bytes a char, 4 for a pair, 3 for an unpaired surrogate. */
    private static int countAsDefined(String s) {
        int bytes = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1))) {
                bytes += 4;
                i++;
            } else {
                bytes += c < 0x80 ? 1 : c < 0x800 ? 2 : 3;
            }
        }
        return bytes;
    }

    @Test
    void encodingWritesTheJdksBytesAndCountsThem() {
        SplittableRandom random = new SplittableRandom(17);
        for (int n = 0; n < 20_000; n++) {
            String s = randomText(random, random.nextInt(0, 30), false);
            byte[] expected = s.getBytes(StandardCharsets.UTF_8);
            assertEquals(expected.length, Utf8.encodedLength(s), s);
            assertEquals(expected.length, Utf8.encodedLength(new StringBuilder(s)), s);
            for (CharSequence text : new CharSequence[] {s, new StringBuilder(s)}) {
                byte[] dst = new byte[2 + expected.length];
                assertEquals(expected.length, Utf8.encode(text, dst, 2), s);
                assertArrayEquals(expected, Arrays.copyOfRange(dst, 2, dst.length), s);
                // and with room to spare, nothing written past the text (the mixed-width loop stores 4 bytes a char)
                byte[] roomy = new byte[2 + expected.length + 8];
                Arrays.fill(roomy, (byte) 0x55);
                assertEquals(expected.length, Utf8.encode(text, roomy, 2), s);
                assertArrayEquals(expected, Arrays.copyOfRange(roomy, 2, 2 + expected.length), s);
                for (int k = 2 + expected.length; k < roomy.length; k++) {
                    assertEquals((byte) 0x55, roomy[k], "byte " + k + " past the text of " + s);
                }
            }
        }
    }

    @Test
    void anUnpairedSurrogateIsCountedAndRefusedAsBefore() {
        SplittableRandom random = new SplittableRandom(19);
        for (int n = 0; n < 5_000; n++) {
            String s = randomText(random, random.nextInt(0, 20), true);
            int at = firstUnpaired(s);
            assertTrue(at >= 0, s);
            assertEquals(countAsDefined(s), Utf8.encodedLength(s), s);
            assertEquals(countAsDefined(s), Utf8.encodedLength(new StringBuilder(s)), s);
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Utf8.encode(s, new byte[3 * s.length()], 0));
            assertEquals(String.format("unpaired surrogate U+%04X at char %d has no UTF-8 form", (int) s.charAt(at), at), e.getMessage());
        }
    }

    /** What {@link BytesOut#writeUtf8} must write: the byte count in stop-bit form, then the bytes. */
    private static byte[] framed(String s) {
        byte[] text = s.getBytes(StandardCharsets.UTF_8);
        BytesOut length = new BytesOut(HeapBuffer.expandable(16));
        length.writeStopBit(text.length);
        HeapBuffer lengthBuffer = (HeapBuffer) length.buffer();
        byte[] out = Arrays.copyOf(lengthBuffer.array(), length.position() + text.length);
        System.arraycopy(text, 0, out, length.position(), text.length);
        return out;
    }

    /** Lengths around every place the writer changes its way: 42 and 43 chars, 127 and 128, 5,461 and 5,462 (3 bytes a char past 2^14). */
    private static String[] textsOfEveryLength() {
        int[] lengths = {0, 1, 7, 8, 9, 41, 42, 43, 63, 64, 126, 127, 128, 129, 300, 5461, 5462, 6000};
        String[] fills = {"a", "\u00e9", "\u6771", "xy\u0394"};
        String[] texts = new String[lengths.length * fills.length + 2];
        int i = 0;
        for (int length : lengths) {
            for (String fill : fills) {
                String s = fill.repeat(length / fill.length() + 1).substring(0, length);
                texts[i++] = s;
            }
        }
        texts[i++] = "a".repeat(42) + "\ud83d\ude00"; // 44 chars: the pair at the end of a short text
        texts[i] = "\u00e9".repeat(60); // 60 chars, 120 bytes: a 1-byte length after a 2-byte gap
        return texts;
    }

    @Test
    void writeUtf8FramesEveryLengthInEveryBuffer() {
        for (String s : textsOfEveryLength()) {
            byte[] expected = framed(s);
            for (int at : new int[] {0, 5}) {
                HeapBuffer[] buffers = {HeapBuffer.expandable(8), HeapBuffer.allocate(at + expected.length),
                        HeapBuffer.allocate(at + expected.length + 3 * s.length() + 20)};
                for (HeapBuffer buffer : buffers) {
                    String what = s.length() + " chars of " + (s.isEmpty() ? "nothing" : s.substring(0, 1)) + " at " + at + " in " + buffer;
                    BytesOut out = new BytesOut(buffer);
                    out.position(at);
                    out.writeUtf8(s);
                    assertEquals(at + expected.length, out.position(), what);
                    assertArrayEquals(expected, Arrays.copyOfRange(buffer.array(), at, at + expected.length), what);
                    BytesIn in = new BytesIn(buffer);
                    in.reset(at, out.position());
                    assertEquals(s, in.readUtf8(), what);
                }
            }
            NioBuffer direct = NioBuffer.allocateDirect(expected.length);
            BytesOut out = new BytesOut(direct);
            out.writeUtf8(s);
            byte[] written = new byte[out.position()];
            direct.getBytes(0, written, 0, written.length);
            assertArrayEquals(expected, written, s.length() + " chars in a direct buffer of exactly their size");
        }
    }

    @Test
    void unframedUtf8FillsAFixedBufferToItsLastByte() {
        for (String s : textsOfEveryLength()) {
            byte[] expected = s.getBytes(StandardCharsets.UTF_8);
            // Exactly the text's room (one pass would want 3 a char), room for the longest, and a growing buffer.
            for (HeapBuffer buffer : new HeapBuffer[] {HeapBuffer.allocate(3 + expected.length), HeapBuffer.allocate(3 + 3 * s.length()),
                    HeapBuffer.expandable(4)}) {
                BytesOut out = new BytesOut(buffer);
                out.position(3);
                out.writeUtf8Bytes(s);
                String what = s.length() + " chars in " + buffer;
                assertEquals(3 + expected.length, out.position(), what);
                assertArrayEquals(expected, Arrays.copyOfRange(buffer.array(), 3, out.position()), what);
            }
        }
    }

    @Test
    void longUnframedTextGrowsABufferByWhatItTakesNotThreeBytesAChar() {
        String text = "\u00e9" + "x".repeat(9_999);
        HeapBuffer buffer = HeapBuffer.expandable(16);
        BytesOut out = new BytesOut(buffer);
        out.writeUtf8Bytes(text);
        assertEquals(10_001, out.position());
        assertTrue(buffer.capacity() < 3 * text.length(), buffer.capacity() + " bytes for a 10,001-byte text");
    }

    @Test
    void aRefusedTextLeavesThePositionWhereItWas() {
        for (String s : new String[] {"ab\ud800c", "\udc00", "x".repeat(50) + "\ud800", "\u00e9".repeat(200) + "\udfff"}) {
            for (HeapBuffer buffer : new HeapBuffer[] {HeapBuffer.expandable(8), HeapBuffer.allocate(2 + 4 * s.length())}) {
                BytesOut out = new BytesOut(buffer);
                out.writeByte(7);
                IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> out.writeUtf8(s));
                assertTrue(e.getMessage().startsWith("unpaired surrogate"), e.getMessage());
                assertEquals(1, out.position(), s.length() + " chars in " + buffer);
                out.writeUtf8("ok");
                assertEquals(4, out.position());
            }
        }
    }
}
