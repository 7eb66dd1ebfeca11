package io.wirebench.wire.bytes;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * The paths through a {@code String}'s own bytes ({@link StringBytes}) give what the portable paths
 * give: the same bytes encoded, the same text or the same error decoded, and strings the JDK's own
 * equal, coder included ({@code equals} compares coders, so a Latin-1 text made UTF-16 would differ).
 */
class StringBytesTest {
    private static final String[] ALPHABETS = {
        "abcdefghijklmnopqrstuvwxyz 0123456789",
        "abc xyz\u00e9\u00fc\u00df\u00f1\u00e5\u00d8\u0080\u00ff",
        "abc\u00e9\u0394\u03a9\u0436\u044f\u05d0\u0628\u07ff\u0800",
        "ab\u00e9\u20ac\u6771\u4eac\u2713\uffff\ud7ff\ue000",
        "a\u00e9\u20ac\ud83d\ude00\ud800\udc00\udbff\udfff",
    };

    /** The wire module's tests run with the flag the contenders run with (wire/pom.xml): the fast paths are the ones tested. */
    @Test
    void theTestsSeeStringsOwnBytes() {
        assertTrue(StringBytes.AVAILABLE, "java.lang is not open to the wire library: run with --add-opens=java.base/java.lang=ALL-UNNAMED");
        assertTrue(StringBytes.isLatin1("caf\u00e9"));
        assertEquals(false, StringBytes.isLatin1("\u20ac"));
        assertArrayEquals("abc".getBytes(StandardCharsets.ISO_8859_1), StringBytes.value("abc"));
    }

    @Test
    void encodingAStringsOwnBytesWritesWhatCharAtWrites() {
        SplittableRandom random = new SplittableRandom(26);
        for (int n = 0; n < 20_000; n++) {
            String text = randomText(random);
            byte[] jdk = text.getBytes(StandardCharsets.UTF_8);
            byte[] fast = new byte[2 + 3 * text.length() + 8];
            byte[] portable = new byte[fast.length];
            int fastLength = Utf8.encode(text, fast, 2);
            int portableLength = Utf8.encodeChars(text, portable, 2);
            assertEquals(jdk.length, fastLength, text);
            assertEquals(jdk.length, portableLength, text);
            assertArrayEquals(jdk, Arrays.copyOfRange(fast, 2, 2 + fastLength), text);
            assertArrayEquals(portable, fast, () -> "bytes beyond the text differ for " + text);
        }
    }

    @Test
    void anUnpairedSurrogateIsRefusedAlikeOnBothPaths() {
        for (String text : new String[] {"\u20acab\ud800", "\u20ac\udc00x", "\u00e9\ud83d", "x\ud83d\u20ac"}) {
            byte[] dst = new byte[32];
            assertEquals(outcome(() -> "" + Utf8.encodeChars(text, dst, 0)), outcome(() -> "" + Utf8.encode(text, dst, 0)), text);
            assertTrue(outcome(() -> "" + Utf8.encode(text, dst, 0)).startsWith("error unpaired surrogate"), text);
        }
    }

    private static String outcome(Supplier<String> call) {
        try {
            return "value " + call.get();
        } catch (IllegalArgumentException e) {
            return "error " + e.getMessage();
        }
    }

    @Test
    void adoptingTheDecodedBytesGivesTheJdksStringOrTheSameErrorAsCopyingThem() {
        SplittableRandom random = new SplittableRandom(27);
        int malformed = 0;
        for (int n = 0; n < 20_000; n++) {
            byte[] utf8 = randomText(random).getBytes(StandardCharsets.UTF_8);
            byte[] src = new byte[utf8.length + 4];
            System.arraycopy(utf8, 0, src, 2, utf8.length);
            if (n % 3 == 0 && utf8.length > 0) {
                src[2 + random.nextInt(utf8.length)] = (byte) random.nextInt(0x80, 0x100); // often malformed
            }
            int end = 2 + utf8.length;
            int ascii = Utf8.asciiEnd(src, 2, end);
            if (ascii == end) {
                continue; // ASCII never reaches either decoder
            }
            byte[] scratch = new byte[2 * utf8.length];
            String portable = outcome(() -> Utf8.copy(scratch, Utf8.decode(src, 2, ascii, end, scratch), new char[utf8.length]));
            String fast = outcome(() -> Utf8.adopt(scratch, Utf8.decode(src, 2, ascii, end, scratch)));
            assertEquals(portable, fast);
            if (portable.startsWith("error")) {
                malformed++;
                continue;
            }
            String jdk = new String(src, 2, utf8.length, StandardCharsets.UTF_8);
            for (String decoded : new String[] {Utf8.adopt(scratch, Utf8.decode(src, 2, ascii, end, scratch)),
                    Utf8.copy(scratch, Utf8.decode(src, 2, ascii, end, scratch), new char[utf8.length])}) {
                assertTrue(jdk.equals(decoded) && decoded.equals(jdk), () -> "not equal to the JDK's string: " + jdk);
                assertEquals(jdk.hashCode(), decoded.hashCode());
                assertEquals(StringBytes.isLatin1(jdk), StringBytes.isLatin1(decoded), () -> "coder of " + jdk);
            }
        }
        assertTrue(malformed > 1_000, malformed + " malformed inputs met");
    }

    private static String randomText(SplittableRandom random) {
        String alphabet = ALPHABETS[random.nextInt(ALPHABETS.length)];
        int length = random.nextInt(0, 70);
        StringBuilder b = new StringBuilder(length);
        while (b.length() < length) {
            int at = random.nextInt(alphabet.length());
            char c = alphabet.charAt(at);
            if (Character.isHighSurrogate(c)) {
                b.append(c).append(alphabet.charAt(at + 1)); // a pair, whole
            } else if (!Character.isLowSurrogate(c)) {
                b.append(c);
            }
        }
        return b.toString();
    }
}
