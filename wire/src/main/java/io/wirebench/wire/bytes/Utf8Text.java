package io.wirebench.wire.bytes;

/**
 * A buffer's UTF-8 text reader: one per buffer, read by one thread at a time (as the buffer is), so that
 * {@link HeapBuffer} and {@link NioBuffer} decode alike from an array. It keeps the char scratch that text beyond
 * ASCII is decoded through, grown on first need ({@link Utf8#scratch}); ASCII text never touches it.
 */
final class Utf8Text {
    private char[] chars = new char[0];

    /**
     * The text of the UTF-8 in {@code src[from .. from + length)}. ASCII, the common case, is a plain copy into a
     * compact string (a negative length, possible only with the buffer's checks off, goes where the JDK refuses
     * it); short text is told ASCII without a loop ({@link Utf8#isShortAscii}), longer text, or short text that is
     * not ASCII, is scanned.
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
        return Utf8.decode(src, from, ascii, end, chars(length));
    }

    /** The decoding scratch, at least {@code length} chars; one beyond {@link Utf8#MAX_KEPT_SCRATCH} is not kept. */
    private char[] chars(int length) {
        if (chars.length < length) {
            char[] grown = Utf8.scratch(chars, length);
            if (grown.length > Utf8.MAX_KEPT_SCRATCH) {
                return grown;
            }
            chars = grown;
        }
        return chars;
    }
}
