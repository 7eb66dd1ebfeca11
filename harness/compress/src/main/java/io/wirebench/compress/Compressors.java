package io.wirebench.compress;

import java.util.List;
import java.util.NoSuchElementException;
import java.util.function.Supplier;
import java.util.stream.Collectors;

/**
 * Every compressor, each at a fast and a strong setting where the algorithm has settings
 * (Snappy, LZF and bzip2 have none that matter here: one each), and aircompressor's pure-Java LZ4,
 * Snappy and Zstandard beside the JNI bindings (harness/compress/README.md).
 */
public final class Compressors {
    private Compressors() {
    }

    private record Entry(String id, Supplier<Compressor> factory) {
    }

    private static final List<Entry> ALL = List.of(
            new Entry("gzip-fast", () -> new GzipCompressor("gzip-fast", 1)),
            new Entry("gzip-strong", () -> new GzipCompressor("gzip-strong", 9)),
            new Entry("lz4-fast", () -> Lz4Compressor.fast("lz4-fast")),
            new Entry("lz4-strong", () -> Lz4Compressor.high("lz4-strong", 17)),
            new Entry("snappy", () -> new SnappyCompressor("snappy")),
            new Entry("zstd-fast", () -> new ZstdCompressor("zstd-fast", 1)),
            new Entry("zstd-strong", () -> new ZstdCompressor("zstd-strong", 19)),
            new Entry("lzf", () -> new LzfCompressor("lzf")),
            // Pure Java beside the JNI bindings above: "JNI or pure Java?" at the same algorithm and setting.
            new Entry("lz4-air", () -> new AirCompressor("lz4-air", AirCompressor.Kind.LZ4)),
            new Entry("snappy-air", () -> new AirCompressor("snappy-air", AirCompressor.Kind.SNAPPY)),
            new Entry("zstd-air", () -> new AirCompressor("zstd-air", AirCompressor.Kind.ZSTD)),
            // zstd-jni at aircompressor's fixed level 3 (zstd's default) with the checksum aircompressor always writes
            new Entry("zstd-default", () -> new ZstdCompressor("zstd-default", 3, true)),
            new Entry("bzip2", () -> new Bzip2Compressor("bzip2")),
            new Entry("xz-fast", () -> new XzCompressor("xz-fast", 0)),
            // xz's default preset; presets 7-9 only enlarge the dictionary, which the input's size caps here anyway
            new Entry("xz-strong", () -> new XzCompressor("xz-strong", 6)));

    /** Every compressor id, in a stable order. */
    public static List<String> ids() {
        return ALL.stream().map(Entry::id).toList();
    }

    /**
     * The compressors whose per-message sizes every run's {@code sizes.json} carries for every data set
     * (the size tables' columns): the eight of the first compressed-size runs. The others (pure-Java
     * twins of the same formats, bzip2 and XZ, whose headers alone outweigh a small message) are sized
     * on the payloads of the compression records, where the proving JVM does not pay them for every data set.
     */
    public static final List<String> SIZES_TABLE = List.of("gzip-fast", "gzip-strong", "lz4-fast", "lz4-strong", "snappy", "zstd-fast",
            "zstd-strong", "lzf");

    /** A new instance of the compressor {@code id}; its library is loaded now (natives included). */
    public static Compressor create(String id) {
        for (Entry e : ALL) {
            if (e.id.equals(id)) {
                return e.factory.get();
            }
        }
        throw new NoSuchElementException("no compressor '" + id + "'; known: " + ids().stream().collect(Collectors.joining(", ")));
    }

    /** Writes {@code length} as 4 bytes little-endian at {@code dst[0]}: the original length, for formats that do not store it. */
    static void putLength(byte[] dst, int length) {
        dst[0] = (byte) length;
        dst[1] = (byte) (length >>> 8);
        dst[2] = (byte) (length >>> 16);
        dst[3] = (byte) (length >>> 24);
    }

    /** The length {@link #putLength} wrote, refused when there are not 4 bytes or it is negative. */
    static int getLength(String algorithm, byte[] src, int length) {
        if (length < 4) {
            throw new IllegalArgumentException(algorithm + ": " + length + " bytes are too few for the length and the data");
        }
        int n = (src[0] & 0xff) | (src[1] & 0xff) << 8 | (src[2] & 0xff) << 16 | (src[3] & 0xff) << 24;
        if (n < 0) {
            throw new IllegalArgumentException(algorithm + ": the data claims a length of " + n);
        }
        return n;
    }

    /**
     * Reads exactly {@code expected} bytes from a decompressing stream into {@code dst}, then its end:
     * fewer bytes (a cut stream) or more (a length that lies) are refused, naming the algorithm.
     */
    static int readExactly(String algorithm, java.io.InputStream in, byte[] dst, int expected) throws java.io.IOException {
        int n = 0;
        while (n < expected) {
            int r = in.read(dst, n, expected - n);
            if (r < 0) {
                throw new IllegalArgumentException(algorithm + ": the stream ends after " + n + " bytes, its length says " + expected
                        + ": corrupt or cut short");
            }
            n += r;
        }
        if (in.read() >= 0) {
            throw new IllegalArgumentException(algorithm + ": the stream holds more than the " + expected + " bytes its length says");
        }
        return n;
    }

    /** A library's own exception on damaged input, as this module reports it. */
    static IllegalArgumentException corrupt(String algorithm, RuntimeException e) {
        return new IllegalArgumentException(algorithm + ": corrupt data: " + e, e);
    }

    /** Refuses input that claims more bytes than the caller made room for, before any library writes them. */
    static void checkRoom(String algorithm, long claimed, byte[] dst) {
        if (claimed < 0 || claimed > dst.length) {
            throw new IllegalArgumentException(algorithm + ": the input claims " + claimed + " bytes, more than the "
                    + dst.length + " there is room for: corrupt or cut short");
        }
    }
}
