package io.wirebench.compress;

import io.wirebench.core.LibraryVersion;
import net.jpountz.lz4.LZ4Exception;
import net.jpountz.lz4.LZ4Factory;
import net.jpountz.lz4.LZ4SafeDecompressor;

/**
 * LZ4 blocks with lz4-java: {@code LZ4Factory.fastestInstance()} (the JNI binding when its native
 * library loads, else the fastest Java one), the fast compressor or the high-compression one at a
 * level. A block does not say how long it was, so a 4-byte little-endian length goes first, as
 * lz4-java's own {@code LZ4CompressorWithLength} does. Decompression uses the safe decompressor,
 * which never reads outside its input.
 */
final class Lz4Compressor extends LengthPrefixedCompressor {
    private static final LZ4Factory FACTORY = LZ4Factory.fastestInstance();

    private final net.jpountz.lz4.LZ4Compressor compressor;
    private final LZ4SafeDecompressor decompressor = FACTORY.safeDecompressor();

    private Lz4Compressor(String id, String setting, net.jpountz.lz4.LZ4Compressor compressor) {
        super(id, "lz4", setting, factoryName().contains("JNI") ? JNI : PURE_JAVA);
        this.compressor = compressor;
    }

    static Lz4Compressor fast(String id) {
        return new Lz4Compressor(id, "fast compressor", FACTORY.fastCompressor());
    }

    static Lz4Compressor high(String id, int level) {
        return new Lz4Compressor(id, "high compressor, level " + level, FACTORY.highCompressor(level));
    }

    /** Which implementation the factory chose ({@code LZ4Factory:JNI}, or a Java one where the native library does not load). */
    static String factoryName() {
        return FACTORY.toString();
    }

    @Override
    public String library() {
        return "at.yawk.lz4:lz4-java " + LibraryVersion.of(LZ4Factory.class, "at.yawk.lz4", "lz4-java") + " (" + factoryName() + ")";
    }

    @Override
    public int maxCompressedLength(int length) {
        return 4 + compressor.maxCompressedLength(length);
    }

    @Override
    public int compress(byte[] src, int length, byte[] dst) {
        Compressors.putLength(dst, length);
        return 4 + compressor.compress(src, 0, length, dst, 4, dst.length - 4);
    }

    @Override
    public int decompress(byte[] src, int length, byte[] dst) {
        int expected = expectedLength(src, length, dst);
        try {
            int n = decompressor.decompress(src, 4, length - 4, dst, 0, expected);
            if (n != expected) {
                throw new IllegalArgumentException("lz4: the block gives " + n + " bytes, its length says " + expected);
            }
            return n;
        } catch (LZ4Exception e) {
            throw new IllegalArgumentException("lz4: corrupt block: " + e.getMessage(), e);
        }
    }
}
