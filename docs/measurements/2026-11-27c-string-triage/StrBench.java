package io.wirebench.wire.bytes;

import java.lang.reflect.Field;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.*;

/** Triage only (not part of the project): where UTF-8 text time goes on orders-like text. */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 500, timeUnit = TimeUnit.MILLISECONDS)
@Fork(value = 2, jvmArgsAppend = "-XX:+UseParallelGC")
public class StrBench {
    static final String ASCII = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 .,-/";
    static final String TWO = "\u00e9\u00fc\u00df\u00f1\u00e5\u00d8\u0394\u03a9\u0436\u044f\u05d0\u0628";
    static final String THREE = "\u20ac\u6771\u4eac\u2713\u3042\u30ab\ud55c\u0e01\u2603";

    @Param({"mixed", "ascii"})
    String kind;

    String[] texts = new String[64];
    byte[][] utf8 = new byte[64][];
    byte[] dst = new byte[256];
    char[] chars = new char[256];
    byte[] scratch = new byte[512];
    int i;

    static final sun.misc.Unsafe U;
    static final long VALUE, CODER;
    static {
        try {
            Field f = sun.misc.Unsafe.class.getDeclaredField("theUnsafe");
            f.setAccessible(true);
            U = (sun.misc.Unsafe) f.get(null);
            VALUE = U.objectFieldOffset(String.class.getDeclaredField("value"));
            CODER = U.objectFieldOffset(String.class.getDeclaredField("coder"));
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    @Setup
    public void setup() {
        Random r = new Random(42);
        for (int k = 0; k < 64; k++) {
            int n = r.nextInt(41);
            String alpha = kind.equals("ascii") ? ASCII : switch (r.nextInt(3)) { case 0 -> ASCII; case 1 -> ASCII + TWO; default -> ASCII + TWO + THREE; };
            StringBuilder b = new StringBuilder();
            for (int j = 0; j < n; j++) b.append(alpha.charAt(r.nextInt(alpha.length())));
            texts[k] = b.toString();
            utf8[k] = texts[k].getBytes(StandardCharsets.UTF_8);
        }
    }

    @Benchmark
    public int encodeCurrent() {
        String s = texts[i++ & 63];
        return Utf8.encode(s, dst, 0);
    }

    @Benchmark
    public byte[] encodeJdk() {
        return texts[i++ & 63].getBytes(StandardCharsets.UTF_8);
    }

    @Benchmark
    public int encodeFromValue() {
        String s = texts[i++ & 63];
        byte[] v = (byte[]) U.getObject(s, VALUE);
        byte[] d = dst;
        if (U.getByte(s, CODER) == 0) {
            int p = 0;
            for (byte b : v) {
                if (b >= 0) { d[p++] = b; } else { d[p++] = (byte) (0xC0 | ((b & 0xFF) >> 6)); d[p++] = (byte) (0x80 | (b & 0x3F)); }
            }
            return p;
        }
        int n = v.length >> 1;
        int p = 0;
        for (int k = 0; k < n; k++) {
            char c = (char) ((v[2 * k] & 0xFF) | (v[2 * k + 1] << 8));
            if (c < 0x80) { d[p++] = (byte) c; }
            else if (c < 0x800) { d[p++] = (byte) (0xC0 | (c >> 6)); d[p++] = (byte) (0x80 | (c & 0x3F)); }
            else { d[p++] = (byte) (0xE0 | (c >> 12)); d[p++] = (byte) (0x80 | ((c >> 6) & 0x3F)); d[p++] = (byte) (0x80 | (c & 0x3F)); }
        }
        return p;
    }

    @Benchmark
    public String decodeCurrent() {
        byte[] b = utf8[i++ & 63];
        int a = Utf8.asciiEnd(b, 0, b.length);
        return Utf8.decode(b, 0, a, b.length, chars);
    }

    @Benchmark
    public String decodeJdk() {
        byte[] b = utf8[i++ & 63];
        return new String(b, 0, b.length, StandardCharsets.UTF_8);
    }

    /** Decode into chars as now, then make the String's own array in its coder and wrap it: one array allocated. */
    @Benchmark
    public String decodeWrapped() {
        byte[] b = utf8[i++ & 63];
        int a = Utf8.asciiEnd(b, 0, b.length);
        if (a == b.length) {
            return latin1(java.util.Arrays.copyOfRange(b, 0, b.length));
        }
        String viaChars = Utf8.decode(b, 0, a, b.length, chars); // placeholder for the shape below
        return viaChars;
    }

    @Benchmark
    public String decodeToValue() {
        byte[] b = utf8[i++ & 63];
        int end = b.length;
        int a = Utf8.asciiEnd(b, 0, end);
        if (a == end) {
            return latin1(java.util.Arrays.copyOfRange(b, 0, end));
        }
        // UTF-16LE into scratch (2 bytes a char), tracking whether every char fits Latin-1
        byte[] s = scratch;
        int n = 0;
        for (int k = 0; k < a; k++) { s[2 * k] = b[k]; s[2 * k + 1] = 0; }
        n = a;
        int or = 0;
        int p = a;
        while (p < end) {
            int b0 = b[p];
            int c;
            if (b0 >= 0) { c = b0; p++; }
            else if (b0 < (byte) 0xE0) { c = ((b0 & 0x1F) << 6) | (b[p + 1] & 0x3F); p += 2; }
            else { c = ((b0 & 0x0F) << 12) | ((b[p + 1] & 0x3F) << 6) | (b[p + 2] & 0x3F); p += 3; }
            or |= c;
            s[2 * n] = (byte) c; s[2 * n + 1] = (byte) (c >> 8);
            n++;
        }
        if (or <= 0xFF) {
            byte[] v = new byte[n];
            for (int k = 0; k < n; k++) v[k] = s[2 * k];
            return latin1(v);
        }
        return utf16(java.util.Arrays.copyOf(s, 2 * n));
    }

    static String latin1(byte[] v) { return wrap(v, (byte) 0); }
    static String utf16(byte[] v) { return wrap(v, (byte) 1); }
    static String wrap(byte[] v, byte coder) {
        try {
            String s = (String) U.allocateInstance(String.class);
            U.putObject(s, VALUE, v);
            U.putByte(s, CODER, coder);
            return s;
        } catch (InstantiationException e) {
            throw new IllegalStateException(e);
        }
    }
}
