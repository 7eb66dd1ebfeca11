package io.wirebench.wire.bytes;

import java.nio.charset.StandardCharsets;

/**
 * UTF-8 without garbage: the encoded length of a {@code CharSequence}, encoding straight into an
 * array, and strict decoding. The JDK's decoders replace malformed input with U+FFFD; a wire
 * reader must not hand back text that is not what was sent, so malformed input is an error here.
 */
public final class Utf8 {
    private Utf8() {
    }

    /** The number of bytes {@code s} takes in UTF-8 (a surrogate pair counts 4). */
    public static int encodedLength(CharSequence s) {
        int n = s.length();
        int bytes = n;
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            if (c >= 0x80) {
                if (c < 0x800) {
                    bytes += 1;
                } else if (Character.isHighSurrogate(c) && i + 1 < n && Character.isLowSurrogate(s.charAt(i + 1))) {
                    bytes += 2; // 4 bytes for 2 chars
                    i++;
                } else {
                    bytes += 2;
                }
            }
        }
        return bytes;
    }

    /**
     * Encodes {@code s} into {@code dst} at {@code offset}; the caller has made room for
     * {@link #encodedLength} bytes.
     *
     * @return the bytes written
     */
    static int encode(CharSequence s, byte[] dst, int offset) {
        int n = s.length();
        int p = offset;
        int i = 0;
        // ASCII first: most text on the wire is, and this loop is the cheapest.
        for (; i < n; i++) {
            char c = s.charAt(i);
            if (c >= 0x80) {
                break;
            }
            dst[p++] = (byte) c;
        }
        for (; i < n; i++) {
            char c = s.charAt(i);
            if (c < 0x80) {
                dst[p++] = (byte) c;
            } else if (c < 0x800) {
                dst[p++] = (byte) (0xC0 | (c >> 6));
                dst[p++] = (byte) (0x80 | (c & 0x3F));
            } else if (Character.isSurrogate(c)) {
                int cp = codePointAt(s, i);
                dst[p++] = (byte) (0xF0 | (cp >> 18));
                dst[p++] = (byte) (0x80 | ((cp >> 12) & 0x3F));
                dst[p++] = (byte) (0x80 | ((cp >> 6) & 0x3F));
                dst[p++] = (byte) (0x80 | (cp & 0x3F));
                i++;
            } else {
                dst[p++] = (byte) (0xE0 | (c >> 12));
                dst[p++] = (byte) (0x80 | ((c >> 6) & 0x3F));
                dst[p++] = (byte) (0x80 | (c & 0x3F));
            }
        }
        return p - offset;
    }

    /** The code point of the surrogate pair at {@code i}, or an exception for an unpaired surrogate. */
    static int codePointAt(CharSequence s, int i) {
        char high = s.charAt(i);
        if (Character.isHighSurrogate(high) && i + 1 < s.length()) {
            char low = s.charAt(i + 1);
            if (Character.isLowSurrogate(low)) {
                return Character.toCodePoint(high, low);
            }
        }
        throw new IllegalArgumentException(String.format(
                "unpaired surrogate U+%04X at char %d has no UTF-8 form", (int) high, i));
    }

    /**
     * Decodes {@code length} bytes of well-formed UTF-8.
     *
     * @throws IllegalArgumentException naming the offset of the first malformed byte
     */
    static String decode(byte[] src, int offset, int length) {
        int end = offset + length;
        for (int i = offset; i < end; i++) {
            if (src[i] < 0) {
                validate(src, i, end);
                return new String(src, offset, length, StandardCharsets.UTF_8);
            }
        }
        // Pure ASCII: ISO-8859-1 decoding is a plain copy into a compact string.
        return Latin1.decode(src, offset, length);
    }

    /** Checks {@code src[from .. end)} is well-formed UTF-8 (Unicode table 3-7). */
    static void validate(byte[] src, int from, int end) {
        int i = from;
        while (i < end) {
            int b0 = src[i] & 0xFF;
            if (b0 < 0x80) {
                i++;
                continue;
            }
            int need;
            int lo = 0x80;
            int hi = 0xBF;
            if (b0 >= 0xC2 && b0 <= 0xDF) {
                need = 1;
            } else if (b0 >= 0xE0 && b0 <= 0xEF) {
                need = 2;
                if (b0 == 0xE0) {
                    lo = 0xA0;
                } else if (b0 == 0xED) {
                    hi = 0x9F; // no surrogates
                }
            } else if (b0 >= 0xF0 && b0 <= 0xF4) {
                need = 3;
                if (b0 == 0xF0) {
                    lo = 0x90;
                } else if (b0 == 0xF4) {
                    hi = 0x8F; // nothing above U+10FFFF
                }
            } else {
                throw malformed(src, i, "a byte that cannot start a UTF-8 sequence");
            }
            for (int k = 1; k <= need; k++) {
                if (i + k >= end) {
                    throw malformed(src, i, "a UTF-8 sequence cut short by the end of the text");
                }
                int b = src[i + k] & 0xFF;
                int min = k == 1 ? lo : 0x80;
                int max = k == 1 ? hi : 0xBF;
                if (b < min || b > max) {
                    throw malformed(src, i + k, "an invalid continuation byte");
                }
            }
            i += need + 1;
        }
    }

    private static IllegalArgumentException malformed(byte[] src, int at, String what) {
        return new IllegalArgumentException(String.format("malformed UTF-8: %s (0x%02X) at byte %d", what, src[at] & 0xFF, at));
    }
}
