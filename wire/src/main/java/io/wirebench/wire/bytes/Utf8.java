package io.wirebench.wire.bytes;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Arrays;

/**
 * UTF-8 without garbage: the encoded length of a {@code CharSequence}, encoding straight into an
 * array in one pass, and strict decoding in one pass. The JDK's decoders replace malformed input
 * with U+FFFD; a wire reader must not hand back text that is not what was sent, so malformed input
 * is an error here.
 *
 * <p>Decoding checks and decodes in the same pass into a scratch array the buffer keeps, in the
 * form a compact {@code String} holds (one byte a char while every char is below U+0100, else two),
 * then copies exactly those bytes into an array the {@code String} adopts ({@link StringBytes}): the
 * {@code String} and its array are all it allocates. On JDK 17, {@code new String(bytes, UTF_8)} on
 * text beyond ASCII allocates a one-byte-a-char attempt, then a two-byte-a-char array, then a
 * trimmed copy. Where {@link StringBytes} is not available the {@code String} is made through the
 * public constructors ({@link #copy}).
 */
public final class Utf8 {
    /** The most bytes one char takes: 3 for a char of the BMP, 4 for the 2 chars of a surrogate pair. */
    public static final int MAX_BYTES_PER_CHAR = 3;

    /** The longest decoding scratch (in bytes) a buffer keeps; longer text is decoded through an array of its own. */
    static final int MAX_KEPT_SCRATCH = 16384;

    /**
     * Text of fewer bytes (decoding) or chars (encoding) than this takes the short paths
     * ({@link #isShortAscii}, the buffers' {@code putStringUtf8}): keys, enum names and most short
     * values, where a loop with an exit per block or per byte costs more than the text's own copy.
     */
    static final int SHORT_TEXT = 16;

    private static final int MIN_SCRATCH = 64;
    /** The longest text decoded through a scratch: its chars, two bytes each, must fit one array. */
    static final int MAX_DECODED_CHARS = (Integer.MAX_VALUE - 16) >> 1;
    private static final VarHandle INT = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle LONG = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    /** A char of a UTF-16 {@code String}'s array: two bytes in the platform's order, as the JDK stores them. */
    private static final VarHandle CHAR = MethodHandles.byteArrayViewVarHandle(char[].class, ByteOrder.nativeOrder());
    private static final long HIGH_BITS = 0x8080_8080_8080_8080L;

    private Utf8() {
    }

    /** The number of bytes {@code s} takes in UTF-8 (a surrogate pair counts 4, an unpaired surrogate 3). */
    public static int encodedLength(CharSequence s) {
        if (s instanceof String str) {
            return encodedLengthOfString(str);
        }
        return encodedLengthPairing(s);
    }

    /**
     * A {@code String}, the usual text: one pass with no branch per char (below U+0080 a char adds
     * nothing to its count of 1, below U+0800 one byte, above two), so that mixed text costs no
     * mispredicted branches. Text holding a surrogate is counted again by the loop that pairs them.
     */
    private static int encodedLengthOfString(String s) {
        int n = s.length();
        int extra = 0;
        int surrogates = 0;
        for (int i = 0; i < n; i++) {
            int c = s.charAt(i);
            extra += ((0x7F - c) >>> 31) + ((0x7FF - c) >>> 31);
            surrogates |= (c & 0xF800) == 0xD800 ? 1 : 0;
        }
        return surrogates == 0 ? n + extra : encodedLengthPairing(s);
    }

    /** Any text, surrogate pairs counted 4 bytes for their 2 chars. */
    private static int encodedLengthPairing(CharSequence s) {
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
     * Whether {@code s} is known, without reading its chars, to hold one above U+00FF (so not ASCII):
     * a {@code String} stored two bytes a char ({@link StringBytes}). False when that cannot be seen.
     */
    static boolean isWide(CharSequence s) {
        return StringBytes.AVAILABLE && s instanceof String str && !StringBytes.isLatin1(str);
    }

    /**
     * Encodes {@code s} into {@code dst} at {@code offset}; the caller has made room for
     * {@link #encodedLength} bytes (or {@link #MAX_BYTES_PER_CHAR} a char, when it has not counted them).
     *
     * @return the bytes written
     * @throws IllegalArgumentException for an unpaired surrogate, which has no UTF-8 form
     */
    static int encode(CharSequence s, byte[] dst, int offset) {
        if (StringBytes.AVAILABLE && s instanceof String str) {
            byte[] value = StringBytes.value(str);
            return (StringBytes.isLatin1(str) ? encodeLatin1(value, dst, offset) : encodeUtf16(str, value, dst, offset)) - offset;
        }
        return encodeChars(s, dst, offset);
    }

    /**
     * The bytes of a Latin-1 {@code String} ({@link StringBytes}): ASCII eight bytes a load and a
     * store, a block holding a char from U+0080 to U+00FF byte by byte (such a char is two bytes).
     *
     * @return the position after the text
     */
    static int encodeLatin1(byte[] value, byte[] dst, int offset) {
        int n = value.length;
        int p = offset;
        int i = 0;
        for (; i <= n - 8; i += 8) {
            long block = (long) LONG.get(value, i);
            if ((block & HIGH_BITS) == 0) {
                LONG.set(dst, p, block); // 8 ASCII chars are exactly the text's next 8 bytes
                p += 8;
            } else {
                p = encodeLatin1(value, i, i + 8, dst, p);
            }
        }
        return encodeLatin1(value, i, n, dst, p);
    }

    private static int encodeLatin1(byte[] value, int from, int to, byte[] dst, int p) {
        for (int i = from; i < to; i++) {
            int b = value[i];
            if (b >= 0) {
                dst[p++] = (byte) b;
            } else {
                dst[p++] = (byte) (0xC0 | ((b & 0xFF) >> 6));
                dst[p++] = (byte) (0x80 | (b & 0x3F));
            }
        }
        return p;
    }

    /**
     * The bytes of a UTF-16 {@code String} ({@link StringBytes}), read as chars from its own array; a
     * surrogate hands the rest to {@link #encodeFrom}, which pairs it or refuses it.
     *
     * @return the position after the text
     */
    static int encodeUtf16(String s, byte[] value, byte[] dst, int offset) {
        int n = value.length >> 1;
        int p = offset;
        for (int i = 0; i < n; i++) {
            int next = putChar((char) CHAR.get(value, i << 1), dst, p);
            if (next < 0) {
                return encodeFrom(s, i, dst, p);
            }
            p = next;
        }
        return p;
    }

    /**
     * Writes {@code c} at {@code p} in 1, 2 or 3 bytes and returns the position after it, or returns
     * -1 and writes nothing if {@code c} is a surrogate (half of a 4-byte sequence, or unpaired).
     */
    private static int putChar(char c, byte[] dst, int p) {
        if (c < 0x80) {
            dst[p] = (byte) c;
            return p + 1;
        }
        if (c < 0x800) {
            dst[p] = (byte) (0xC0 | (c >> 6));
            dst[p + 1] = (byte) (0x80 | (c & 0x3F));
            return p + 2;
        }
        if (Character.isSurrogate(c)) {
            return -1;
        }
        dst[p] = (byte) (0xE0 | (c >> 12));
        dst[p + 1] = (byte) (0x80 | ((c >> 6) & 0x3F));
        dst[p + 2] = (byte) (0x80 | (c & 0x3F));
        return p + 3;
    }

    /** {@link #encode} on any {@code CharSequence}, through {@code charAt}: the path without {@link StringBytes}. */
    static int encodeChars(CharSequence s, byte[] dst, int offset) {
        int n = s.length();
        int p = offset;
        int i = 0;
        if (s instanceof String str) {
            // ASCII eight chars at a time, with no exit inside a block (the loop the JIT unrolls);
            // a block holding a wider char is left to the loops below, which write it again. The
            // bytes such a block wrote lie where the text's own bytes go, so none is left behind.
            for (; i <= n - 8; i += 8) {
                int all = 0;
                for (int k = 0; k < 8; k++) {
                    char c = str.charAt(i + k);
                    all |= c;
                    dst[p + k] = (byte) c;
                }
                if (all >= 0x80) {
                    break;
                }
                p += 8;
            }
        }
        for (; i < n; i++) {
            char c = s.charAt(i);
            if (c >= 0x80) {
                break;
            }
            dst[p++] = (byte) c;
        }
        return encodeFrom(s, i, dst, p) - offset;
    }

    /**
     * Encodes {@code s} from char {@code i} at {@code p}, a char at a time, pairing surrogates.
     *
     * @return the position after the text
     */
    private static int encodeFrom(CharSequence s, int i, byte[] dst, int p) {
        int n = s.length();
        for (; i < n; i++) {
            int next = putChar(s.charAt(i), dst, p);
            if (next >= 0) {
                p = next;
                continue;
            }
            int cp = codePointAt(s, i);
            dst[p++] = (byte) (0xF0 | (cp >> 18));
            dst[p++] = (byte) (0x80 | ((cp >> 12) & 0x3F));
            dst[p++] = (byte) (0x80 | ((cp >> 6) & 0x3F));
            dst[p++] = (byte) (0x80 | (cp & 0x3F));
            i++;
        }
        return p;
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
     * Whether {@code src[from .. from + length)} is short ASCII: false for {@code length} of
     * {@link #SHORT_TEXT} or more (left to {@link #asciiEnd}) and for short text with a byte above
     * 0x7F. 8 to 15 bytes are two 8-byte loads that overlap, 4 to 7 two 4-byte loads, so that the
     * usual short text is told ASCII with no loop and no branch per byte; the loop that
     * {@link #asciiEnd} needs for any length exits once per block and once per byte of the tail,
     * a test per byte of a 12-byte text's last four, work of the order of the copy into its {@code String} (issue 23). A
     * negative length (possible only with the bounds checks off) reads nothing and is true, so
     * that it goes on to the JDK's {@code String} constructor, which refuses it.
     */
    static boolean isShortAscii(byte[] src, int from, int length) {
        long high;
        if (length >= 8) {
            if (length >= SHORT_TEXT) {
                return false;
            }
            high = (long) LONG.get(src, from) | (long) LONG.get(src, from + length - 8);
        } else if (length >= 4) {
            // Sign-extended to a long: the upper bytes' high bits are set only when byte 3's is.
            high = (int) INT.get(src, from) | (int) INT.get(src, from + length - 4);
        } else {
            high = 0;
            for (int i = 0; i < length; i++) {
                high |= src[from + i];
            }
        }
        return (high & HIGH_BITS) == 0;
    }

    /**
     * The index of the first byte of {@code src[from .. end)} with its high bit set, or {@code end}
     * if the bytes are all ASCII: eight bytes a load, then the rest one by one.
     */
    static int asciiEnd(byte[] src, int from, int end) {
        int i = from;
        while (i <= end - 8 && ((long) LONG.get(src, i) & HIGH_BITS) == 0) {
            i += 8;
        }
        while (i < end && src[i] >= 0) {
            i++;
        }
        return i;
    }

    /**
     * A decoding scratch for {@code length} bytes of UTF-8 when {@code held} is too short: room for
     * {@code length} chars two bytes each, at least twice {@code held}, within {@link #MAX_KEPT_SCRATCH}
     * unless the text needs more (a buffer keeps only a scratch within it, so one long text does not
     * pin its size for good). For at most {@link #MAX_DECODED_CHARS} bytes.
     */
    static byte[] scratch(byte[] held, int length) {
        return new byte[Math.max(2 * length, Math.min(MAX_KEPT_SCRATCH, Math.max(MIN_SCRATCH, 2 * held.length)))];
    }

    /**
     * Decodes the UTF-8 of {@code src[offset .. end)}, of which {@code src[offset .. asciiEnd)} is
     * known to be ASCII, into {@code scratch} (room for two bytes a char: {@link #scratch}) in the form
     * a compact {@code String} holds: one byte a char (Latin-1) while every char so far is below
     * U+0100; from the first char above, two bytes a char in the platform's order (UTF-16), the chars
     * before it widened in place. Checking and decoding are one pass; each sequence length is decoded
     * where it is recognised, with the range checks of Unicode table 3-7 made on the decoded value.
     * On the first malformed sequence, {@link #validate} from there throws what it always has.
     *
     * @return the chars decoded, shifted left one, plus 1 if they are two bytes each
     * @throws IllegalArgumentException naming the offset of the first malformed byte
     */
    static int decode(byte[] src, int offset, int asciiEnd, int end, byte[] scratch) {
        int n = asciiEnd - offset;
        System.arraycopy(src, offset, scratch, 0, n);
        int i = asciiEnd;
        while (i < end) {
            // Signed bytes: ASCII is 0..127, a continuation byte (0x80..0xBF) is below -64, 0xC2 and 0xC3 are -62 and -61.
            int b0 = src[i];
            if (b0 >= 0) {
                scratch[n++] = (byte) b0;
                i++;
            } else if (b0 >= (byte) 0xC2 && b0 <= (byte) 0xC3 && i + 1 < end && src[i + 1] < -64) {
                scratch[n++] = (byte) (((b0 & 0x1F) << 6) | (src[i + 1] & 0x3F));
                i += 2;
            } else {
                break; // a char above U+00FF, or a malformed byte: the two-byte loop sorts them out
            }
        }
        if (i == end) {
            return n << 1;
        }
        for (int k = n - 1; k >= 0; k--) {
            CHAR.set(scratch, k << 1, (char) (scratch[k] & 0xFF)); // from the back: each char lands behind the unread ones
        }
        while (i < end) {
            int b0 = src[i];
            if (b0 >= 0) {
                CHAR.set(scratch, (n++) << 1, (char) b0);
                i++;
            } else if (b0 < (byte) 0xE0) {
                // 0xC2..0xDF lead two bytes; 0x80..0xC1 start nothing (0xC0 and 0xC1 only overlong forms)
                if (b0 < (byte) 0xC2 || i + 1 >= end) {
                    break;
                }
                int b1 = src[i + 1];
                if (b1 >= -64) {
                    break;
                }
                CHAR.set(scratch, (n++) << 1, (char) (((b0 & 0x1F) << 6) | (b1 & 0x3F)));
                i += 2;
            } else if (b0 < (byte) 0xF0) {
                if (i + 2 >= end) {
                    break;
                }
                int b1 = src[i + 1];
                int b2 = src[i + 2];
                if (b1 >= -64 || b2 >= -64) {
                    break;
                }
                int c = ((b0 & 0x0F) << 12) | ((b1 & 0x3F) << 6) | (b2 & 0x3F);
                if (c < 0x800 || Character.isSurrogate((char) c)) {
                    break; // overlong (0xE0 then below 0xA0), or a surrogate (0xED then above 0x9F)
                }
                CHAR.set(scratch, (n++) << 1, (char) c);
                i += 3;
            } else {
                if (b0 > (byte) 0xF4 || i + 3 >= end) {
                    break;
                }
                int b1 = src[i + 1];
                int b2 = src[i + 2];
                int b3 = src[i + 3];
                if (b1 >= -64 || b2 >= -64 || b3 >= -64) {
                    break;
                }
                int cp = ((b0 & 0x07) << 18) | ((b1 & 0x3F) << 12) | ((b2 & 0x3F) << 6) | (b3 & 0x3F);
                if (cp < 0x10000 || cp > Character.MAX_CODE_POINT) {
                    break; // overlong (0xF0 then below 0x90), or beyond U+10FFFF (0xF4 then above 0x8F)
                }
                CHAR.set(scratch, (n++) << 1, Character.highSurrogate(cp));
                CHAR.set(scratch, (n++) << 1, Character.lowSurrogate(cp));
                i += 4;
            }
        }
        if (i < end) {
            // Everything before i is well-formed, so the check from i finds the same first error as from the start.
            validate(src, i, end);
            throw new IllegalStateException("UTF-8 decoding stopped at byte " + i + " that the check accepts");
        }
        // Well-formed, and the first loop stopped at a lead byte above 0xC3: some char is above U+00FF.
        return n << 1 | 1;
    }

    /**
     * The {@code String} of what {@link #decode} left in {@code scratch}: a copy of exactly its bytes
     * that the {@code String} adopts ({@link StringBytes}), so that nothing else is allocated.
     */
    static String adopt(byte[] scratch, int decoded) {
        int chars = decoded >>> 1;
        boolean utf16 = (decoded & 1) != 0;
        return StringBytes.adopt(Arrays.copyOf(scratch, utf16 ? chars << 1 : chars), utf16 ? StringBytes.UTF16 : StringBytes.LATIN1);
    }

    /**
     * The same {@code String} through public constructors, where {@link StringBytes} is not available:
     * Latin-1 is one copy; UTF-16 goes through {@code chars} (at least as many as were decoded), and
     * {@code new String(char[], ...)} then also makes (and drops) its one-byte-a-char attempt.
     */
    @SuppressWarnings("deprecation") // String(byte[], int hibyte, int, int): a Latin-1 copy, as in Latin1.decode
    static String copy(byte[] scratch, int decoded, char[] chars) {
        int n = decoded >>> 1;
        if ((decoded & 1) == 0) {
            return new String(scratch, 0, 0, n);
        }
        for (int k = 0; k < n; k++) {
            chars[k] = (char) CHAR.get(scratch, k << 1);
        }
        return new String(chars, 0, n);
    }

    /** Checks {@code src[from .. end)} is well-formed UTF-8 (Unicode table 3-7); the message names the first malformed byte. */
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
