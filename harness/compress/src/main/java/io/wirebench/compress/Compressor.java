package io.wirebench.compress;

/**
 * A generic compressor at one setting, over byte arrays the caller owns and reuses. What it
 * writes is complete on its own: it carries whatever its decompressor needs (the original length
 * where the format does not), so compressed sizes compare like with like. An instance keeps
 * reusable state (contexts, tables) and is single-threaded, as each library recommends for speed.
 */
public interface Compressor {

    /** The benchmark id: algorithm and setting, e.g. {@code zstd-fast}. */
    String id();

    /** The algorithm, e.g. {@code zstd}. */
    String algorithm();

    /** The setting in words, e.g. {@code level 1}. */
    String setting();

    /** The library and its version, read from the library. */
    String library();

    /**
     * How the library does the work: {@value #JNI} (a native library through JNI), {@value #PURE_JAVA},
     * or {@value #JDK} (the JDK's own, {@code java.util.zip}, itself zlib inside the JVM).
     * "JNI or pure Java?" is the question the pairs of this module answer.
     */
    String implementation();

    String JNI = "jni";
    String PURE_JAVA = "pure-java";
    String JDK = "jdk";

    /** The most bytes {@link #compress} may write for {@code length} bytes of input. */
    int maxCompressedLength(int length);

    /** Compresses {@code src[0, length)} into {@code dst} from index 0; returns the bytes written. */
    int compress(byte[] src, int length, byte[] dst);

    /** The length the compressed {@code src[0, length)} decompresses to, read from its own header. */
    int decompressedLength(byte[] src, int length);

    /**
     * Decompresses {@code src[0, length)} into {@code dst} from index 0; returns the bytes written.
     *
     * @throws IllegalArgumentException if the input is corrupt, naming the algorithm
     */
    int decompress(byte[] src, int length, byte[] dst);
}
