package io.wirebench.wire.bytes;

/** 8-bit text: char {@code c} is byte {@code (byte) c}, for chars up to U+00FF. */
final class Latin1 {
    private Latin1() {
    }

    static IllegalArgumentException unencodable(char c, int at) {
        return new IllegalArgumentException(String.format(
                "char U+%04X at %d has no 8-bit (ISO-8859-1) form; write it as UTF-8", (int) c, at));
    }
}
