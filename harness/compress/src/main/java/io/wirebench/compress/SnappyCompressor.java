package io.wirebench.compress;

import io.wirebench.core.LibraryVersion;
import java.io.IOException;
import org.xerial.snappy.Snappy;

/**
 * Snappy raw blocks with snappy-java's array methods (its native library, shipped inside the
 * jar). A block starts with its uncompressed length. Snappy has no levels: one setting.
 */
final class SnappyCompressor extends NamedCompressor {

    SnappyCompressor(String id) {
        super(id, "snappy", "the only one (Snappy has no levels)", JNI);
        try {
            Snappy.getNativeLibraryVersion(); // load the native library now, not on the first measured call
        } catch (RuntimeException | LinkageError e) {
            throw new IllegalStateException("snappy-java could not load its native library: " + e, e);
        }
    }

    @Override
    public String library() {
        return "org.xerial.snappy:snappy-java " + LibraryVersion.of(Snappy.class, "org.xerial.snappy", "snappy-java")
                + " (native " + Snappy.getNativeLibraryVersion() + ")";
    }

    @Override
    public int maxCompressedLength(int length) {
        return Snappy.maxCompressedLength(length);
    }

    @Override
    public int compress(byte[] src, int length, byte[] dst) {
        try {
            return Snappy.compress(src, 0, length, dst, 0);
        } catch (IOException e) {
            throw new IllegalStateException("snappy: " + e.getMessage(), e);
        }
    }

    @Override
    public int decompressedLength(byte[] src, int length) {
        try {
            return Snappy.uncompressedLength(src, 0, length);
        } catch (IOException e) {
            throw new IllegalArgumentException("snappy: corrupt block: " + e.getMessage(), e);
        }
    }

    @Override
    public int decompress(byte[] src, int length, byte[] dst) {
        try {
            if (!Snappy.isValidCompressedBuffer(src, 0, length)) {
                throw new IllegalArgumentException("snappy: not a valid compressed block (" + length + " bytes)");
            }
            Compressors.checkRoom("snappy", Snappy.uncompressedLength(src, 0, length), dst);
            return Snappy.uncompress(src, 0, length, dst, 0);
        } catch (IOException e) {
            throw new IllegalArgumentException("snappy: corrupt block: " + e.getMessage(), e);
        }
    }
}
