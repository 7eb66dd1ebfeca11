package io.wirebench.compress;

import io.airlift.compress.Decompressor;
import io.airlift.compress.MalformedInputException;
import io.airlift.compress.lz4.Lz4Decompressor;
import io.airlift.compress.snappy.SnappyDecompressor;
import io.airlift.compress.zstd.ZstdDecompressor;
import io.wirebench.core.LibraryVersion;

/**
 * aircompressor's pure-Java LZ4, Snappy and Zstandard (the 2.x line: Java 8+, {@code sun.misc.Unsafe}),
 * the counterparts of lz4-java, snappy-java and zstd-jni. Its README's fast path is the block API on
 * arrays with one compressor and one decompressor instance reused (the compressors keep their hash
 * tables between calls). The bytes are the same formats as the JNI libraries write: an LZ4 block
 * (after the same 4-byte length lz4-java's {@code LZ4CompressorWithLength} writes), a Snappy raw block
 * (which starts with its length), a Zstandard frame with its content size and, as aircompressor 2.x
 * always writes it at level 3, a checksum.
 */
final class AirCompressor extends NamedCompressor {
    enum Kind { LZ4, SNAPPY, ZSTD }

    private final Kind kind;
    private final io.airlift.compress.Compressor compressor;
    private final Decompressor decompressor;

    AirCompressor(String id, Kind kind) {
        super(id, kind.name().toLowerCase(java.util.Locale.ROOT), setting(kind), PURE_JAVA);
        this.kind = kind;
        switch (kind) {
            case LZ4 -> {
                compressor = new io.airlift.compress.lz4.Lz4Compressor();
                decompressor = new Lz4Decompressor();
            }
            case SNAPPY -> {
                compressor = new io.airlift.compress.snappy.SnappyCompressor();
                decompressor = new SnappyDecompressor();
            }
            default -> {
                compressor = new io.airlift.compress.zstd.ZstdCompressor();
                decompressor = new ZstdDecompressor();
            }
        }
    }

    private static String setting(Kind kind) {
        return switch (kind) {
            case LZ4 -> "fast compressor (its only one)";
            case SNAPPY -> "the only one (Snappy has no levels)";
            case ZSTD -> "level 3 (zstd's default, fixed in aircompressor 2.x), with checksum";
        };
    }

    @Override
    public String library() {
        return "io.airlift:aircompressor " + LibraryVersion.of(io.airlift.compress.Compressor.class, "io.airlift", "aircompressor");
    }

    /** LZ4 blocks get the original length in front; Snappy and Zstandard store it themselves. */
    private int offset() {
        return kind == Kind.LZ4 ? 4 : 0;
    }

    @Override
    public int maxCompressedLength(int length) {
        return offset() + compressor.maxCompressedLength(length);
    }

    @Override
    public int compress(byte[] src, int length, byte[] dst) {
        if (kind == Kind.LZ4) {
            Compressors.putLength(dst, length);
        }
        return offset() + compressor.compress(src, 0, length, dst, offset(), dst.length - offset());
    }

    @Override
    public int decompressedLength(byte[] src, int length) {
        try {
            long n = switch (kind) {
                case LZ4 -> Compressors.getLength("lz4", src, length);
                case SNAPPY -> length == 0 ? -1 : SnappyDecompressor.getUncompressedLength(src, 0);
                case ZSTD -> ZstdDecompressor.getDecompressedSize(src, 0, length);
            };
            if (n < 0 || n > Integer.MAX_VALUE) {
                throw new IllegalArgumentException(algorithm() + ": no length this compressor wrote (" + n + ")");
            }
            return (int) n;
        } catch (MalformedInputException | IndexOutOfBoundsException e) {
            throw Compressors.corrupt(algorithm(), e);
        }
    }

    @Override
    public int decompress(byte[] src, int length, byte[] dst) {
        int expected = decompressedLength(src, length);
        Compressors.checkRoom(algorithm(), expected, dst);
        int n;
        try {
            n = decompressor.decompress(src, offset(), length - offset(), dst, 0, expected);
        } catch (MalformedInputException | IndexOutOfBoundsException e) {
            throw Compressors.corrupt(algorithm(), e);
        }
        if (n != expected) {
            throw new IllegalArgumentException(algorithm() + ": the data gives " + n + " bytes, its length says " + expected);
        }
        return n;
    }
}
