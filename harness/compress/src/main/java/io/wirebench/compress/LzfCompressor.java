package io.wirebench.compress;

import com.ning.compress.lzf.ChunkDecoder;
import com.ning.compress.lzf.ChunkEncoder;
import com.ning.compress.lzf.LZFEncoder;
import com.ning.compress.lzf.LZFException;
import com.ning.compress.lzf.util.ChunkDecoderFactory;
import com.ning.compress.lzf.util.ChunkEncoderFactory;
import io.wirebench.core.LibraryVersion;

/**
 * LZF chunks with compress-lzf: the encoder and decoder its factories call optimal, reused (the
 * library's advice for repeated calls). Chunks carry their lengths. LZF has no levels: one setting.
 */
final class LzfCompressor extends NamedCompressor {
    private final ChunkEncoder encoder = ChunkEncoderFactory.optimalInstance();
    private final ChunkDecoder decoder = ChunkDecoderFactory.optimalInstance();

    /** compress-lzf is Java throughout (its fastest encoder uses sun.misc.Unsafe). */
    LzfCompressor(String id) {
        super(id, "lzf", "the only one (LZF has no levels)", PURE_JAVA);
    }

    @Override
    public String library() {
        return "com.ning:compress-lzf " + LibraryVersion.of(LZFEncoder.class, "com.ning", "compress-lzf")
                + " (" + encoder.getClass().getSimpleName() + ")";
    }

    @Override
    public int maxCompressedLength(int length) {
        return LZFEncoder.estimateMaxWorkspaceSize(length);
    }

    @Override
    public int compress(byte[] src, int length, byte[] dst) {
        return LZFEncoder.appendEncoded(encoder, src, 0, length, dst, 0);
    }

    @Override
    public int decompressedLength(byte[] src, int length) {
        try {
            return ChunkDecoder.calculateUncompressedSize(src, 0, length);
        } catch (LZFException e) {
            throw new IllegalArgumentException("lzf: corrupt chunks: " + e.getMessage(), e);
        }
    }

    @Override
    public int decompress(byte[] src, int length, byte[] dst) {
        try {
            Compressors.checkRoom("lzf", ChunkDecoder.calculateUncompressedSize(src, 0, length), dst);
            return decoder.decode(src, 0, length, dst);
        } catch (LZFException | ArrayIndexOutOfBoundsException e) {
            throw new IllegalArgumentException("lzf: corrupt chunks: " + e.getMessage(), e);
        }
    }
}
