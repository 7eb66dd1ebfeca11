package io.wirebench.wire;

import java.util.HexFormat;

/** Byte arrays as the tests of every package write them: listed as numbers, as spaced hex, or joined. */
public final class TestBytes {
    private TestBytes() {
    }

    /** Each value's low 8 bits, so that a test writes 0xFF rather than (byte) -1. */
    public static byte[] bytes(int... values) {
        byte[] b = new byte[values.length];
        for (int i = 0; i < values.length; i++) {
            b[i] = (byte) values[i];
        }
        return b;
    }

    /** Hex pairs separated by single spaces, as the dumps print them: {@code "b0 08 80 01"}. */
    public static byte[] bytes(String spacedHex) {
        return HexFormat.ofDelimiter(" ").parseHex(spacedHex);
    }

    /** The parts one after another. */
    public static byte[] concat(byte[]... parts) {
        int n = 0;
        for (byte[] p : parts) {
            n += p.length;
        }
        byte[] all = new byte[n];
        int at = 0;
        for (byte[] p : parts) {
            System.arraycopy(p, 0, all, at, p.length);
            at += p.length;
        }
        return all;
    }
}
