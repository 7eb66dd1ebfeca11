package io.wirebench.compress;

import com.github.luben.zstd.Zstd;
import com.github.luben.zstd.ZstdCompressCtx;
import com.github.luben.zstd.ZstdDecompressCtx;
import com.github.luben.zstd.ZstdException;
import io.wirebench.core.LibraryVersion;

/**
 * Zstandard frames with zstd-jni (its native library, shipped inside the jar), through reused
 * compression and decompression contexts as the library recommends for many small calls. Each
 * frame records its content size; no checksum (the wire formats and transports have their own),
 * except at {@code zstd-default}, the counterpart of aircompressor's frames, which always carry one.
 */
final class ZstdCompressor extends NamedCompressor {
    private final ZstdCompressCtx compress = new ZstdCompressCtx();
    private final ZstdDecompressCtx decompress = new ZstdDecompressCtx();

    ZstdCompressor(String id, int level) {
        this(id, level, false);
    }

    /**
     * @param checksum write the frame's XXH64 checksum: aircompressor always writes it, so the
     *                 counterpart of its Zstandard ({@code zstd-default}) does too, and the pair does the same work
     */
    ZstdCompressor(String id, int level, boolean checksum) {
        super(id, "zstd", "level " + level + " (of 1.." + Zstd.maxCompressionLevel() + ")" + (checksum ? ", with checksum" : ""), JNI);
        compress.setLevel(level);
        compress.setContentSize(true);
        compress.setChecksum(checksum);
    }

    @Override
    public String library() {
        return "com.github.luben:zstd-jni " + LibraryVersion.of(Zstd.class, "com.github.luben", "zstd-jni");
    }

    @Override
    public int maxCompressedLength(int length) {
        return (int) Zstd.compressBound(length);
    }

    @Override
    public int compress(byte[] src, int length, byte[] dst) {
        return compress.compressByteArray(dst, 0, dst.length, src, 0, length);
    }

    @Override
    public int decompressedLength(byte[] src, int length) {
        long n = Zstd.getFrameContentSize(src, 0, length);
        if (n < 0 || n > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("zstd: not a frame with a content size this compressor wrote (" + n + ")");
        }
        return (int) n;
    }

    @Override
    public int decompress(byte[] src, int length, byte[] dst) {
        int expected = decompressedLength(src, length);
        Compressors.checkRoom("zstd", expected, dst);
        try {
            int n = decompress.decompressByteArray(dst, 0, expected, src, 0, length);
            if (n != expected) {
                throw new IllegalArgumentException("zstd: the frame gives " + n + " bytes, its header says " + expected);
            }
            return n;
        } catch (ZstdException e) {
            throw new IllegalArgumentException("zstd: corrupt frame: " + e.getMessage(), e);
        }
    }
}
