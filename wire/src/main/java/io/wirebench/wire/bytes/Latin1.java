package io.wirebench.wire.bytes;

/** 8-bit text: char {@code c} is byte {@code (byte) c}, for chars up to U+00FF. */
final class Latin1 {
    private Latin1() {
    }

    /**
     * A string of {@code length} 8-bit chars copied from {@code src}. The JDK's
     * {@code String(byte[], int, int, int)} with a high byte of 0 is exactly that, a copy into a
     * compact string, and is small enough for the JIT to inline; the {@code Charset} constructor
     * is not (it handles every charset), so each call would cost a call and its dispatch.
     */
    @SuppressWarnings("deprecation")
    static String decode(byte[] src, int offset, int length) {
        return new String(src, 0, offset, length);
    }

    static IllegalArgumentException unencodable(char c, int at) {
        return new IllegalArgumentException(String.format(
                "char U+%04X at %d has no 8-bit (ISO-8859-1) form; write it as UTF-8", (int) c, at));
    }
}
