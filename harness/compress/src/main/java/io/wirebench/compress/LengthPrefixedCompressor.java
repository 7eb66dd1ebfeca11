package io.wirebench.compress;

/**
 * A compressor whose format does not say how long the original was (LZ4 blocks, bzip2, XZ, whose
 * container gives it only at its end): {@link Compressors#putLength} writes it in 4 bytes in front of
 * the data, and this class reads it back and checks it against the caller's room before the library
 * writes anything.
 */
abstract class LengthPrefixedCompressor extends NamedCompressor {

    LengthPrefixedCompressor(String id, String algorithm, String setting, String implementation) {
        super(id, algorithm, setting, implementation);
    }

    @Override
    public final int decompressedLength(byte[] src, int length) {
        return Compressors.getLength(algorithm(), src, length);
    }

    /** The length in front of {@code src}, refused when {@code dst} has no room for it. */
    final int expectedLength(byte[] src, int length, byte[] dst) {
        int expected = decompressedLength(src, length);
        Compressors.checkRoom(algorithm(), expected, dst);
        return expected;
    }
}
