package io.wirebench.compress;

import java.util.List;
import java.util.NoSuchElementException;
import java.util.function.Supplier;
import java.util.stream.Collectors;

/**
 * Every compressor, each at a fast and a strong setting where the algorithm has settings
 * (Snappy and LZF have none: one each).
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
            new Entry("lzf", () -> new LzfCompressor("lzf")));

    /** Every compressor id, in a stable order. */
    public static List<String> ids() {
        return ALL.stream().map(Entry::id).toList();
    }

    /** A new instance of every compressor, in {@link #ids()} order (each keeps single-threaded state). */
    public static List<Compressor> createAll() {
        return ids().stream().map(Compressors::create).toList();
    }

    /** A new instance of the compressor {@code id}; its library is loaded now (natives included). */
    public static Compressor create(String id) {
        for (Entry e : ALL) {
            if (e.id.equals(id)) {
                return e.factory.get();
            }
        }
        throw new NoSuchElementException("no compressor '" + id + "'; known: " + ids().stream().collect(Collectors.joining(", ")));
    }

    /** Refuses input that claims more bytes than the caller made room for, before any library writes them. */
    static void checkRoom(String algorithm, long claimed, byte[] dst) {
        if (claimed < 0 || claimed > dst.length) {
            throw new IllegalArgumentException(algorithm + ": the input claims " + claimed + " bytes, more than the "
                    + dst.length + " there is room for: corrupt or cut short");
        }
    }
}
