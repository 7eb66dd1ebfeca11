package io.wirebench.wire.bytes;

import java.nio.charset.StandardCharsets;

/**
 * A buffer's UTF-8 text reader: one per buffer, read by one thread at a time (as the buffer is), so that
 * {@link HeapBuffer} and {@link NioBuffer} decode alike from an array. It keeps the scratch that text beyond
 * ASCII is decoded into, grown on first need ({@link Utf8#scratch}); ASCII text never touches it.
 */
final class Utf8Text {
    private byte[] scratch = new byte[0];
    /** Only where {@link StringBytes} is not available: the chars of text beyond U+00FF, for {@code new String(char[])}. */
    private char[] chars = new char[0];

    /**
     * The text of the UTF-8 in {@code src[from .. from + length)}. ASCII, the common case, is a plain copy into a
     * compact string (a negative length, possible only with the buffer's checks off, goes where the JDK refuses
     * it); short text is told ASCII without a loop ({@link Utf8#isShortAscii}), longer text, or short text that is
     * not ASCII, is scanned. Other text is decoded into the scratch, then copied once into its {@code String}.
     *
     * @throws IllegalArgumentException naming the offset of the first malformed byte
     */
    String decode(byte[] src, int from, int length) {
        if (Utf8.isShortAscii(src, from, length)) {
            return Latin1.decode(src, from, length);
        }
        int end = from + length;
        int ascii = Utf8.asciiEnd(src, from, end);
        if (ascii >= end) {
            return Latin1.decode(src, from, length);
        }
        if (length > Utf8.MAX_DECODED_CHARS) {
            // Beyond what a scratch of two bytes a char can be: checked, then the JDK's decoder (which
            // allocates, but no text this long is in a steady state).
            Utf8.validate(src, ascii, end);
            return new String(src, from, length, StandardCharsets.UTF_8);
        }
        byte[] into = scratch(length);
        int decoded = Utf8.decode(src, from, ascii, end, into);
        if (StringBytes.AVAILABLE) {
            return Utf8.adopt(into, decoded);
        }
        return Utf8.copy(into, decoded, chars(length));
    }

    /**
     * The portable path's chars for {@code length} bytes (no more chars than bytes), kept as the scratch is: one of
     * more than {@link Utf8#MAX_KEPT_SCRATCH} bytes is not.
     */
    private char[] chars(int length) {
        if (chars.length >= length) {
            return chars;
        }
        char[] grown = new char[length];
        if (2L * length <= Utf8.MAX_KEPT_SCRATCH) {
            chars = grown;
        }
        return grown;
    }

    /** The decoding scratch for {@code length} bytes; one beyond {@link Utf8#MAX_KEPT_SCRATCH} is not kept. */
    private byte[] scratch(int length) {
        if (scratch.length < 2L * length) {
            byte[] grown = Utf8.scratch(scratch, length);
            if (grown.length > Utf8.MAX_KEPT_SCRATCH) {
                return grown;
            }
            scratch = grown;
        }
        return scratch;
    }
}
