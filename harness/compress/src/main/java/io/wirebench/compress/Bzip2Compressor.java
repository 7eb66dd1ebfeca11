package io.wirebench.compress;

import io.wirebench.core.LibraryVersion;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import org.apache.commons.compress.compressors.bzip2.BZip2CompressorInputStream;
import org.apache.commons.compress.compressors.bzip2.BZip2CompressorOutputStream;

/**
 * bzip2 with Apache Commons Compress, the library the JVM compressor benchmark used, through its
 * streams (its only API). Its documented fast path for input of known size is
 * {@code BZip2CompressorOutputStream.chooseBlockSize(length)}: the smallest block that holds the
 * input, so a message of a few hundred bytes does not set up the default 900 kB block. The library
 * has no reusable context: every message gets a new stream and its block arrays, as with any user
 * of it; only the output goes straight into the caller's array. bzip2 does not store the original
 * length, so 4 bytes of it go first (as for LZ4). The stream's own CRC-32s are checked on reading.
 */
final class Bzip2Compressor extends LengthPrefixedCompressor {
    private final ArraySink sink = new ArraySink("bzip2");

    Bzip2Compressor(String id) {
        super(id, "bzip2", "block size chosen for the input (chooseBlockSize: 100 kB below 132 kB of input)", PURE_JAVA);
    }

    @Override
    public String library() {
        return "org.apache.commons:commons-compress " + LibraryVersion.of(BZip2CompressorOutputStream.class, "org.apache.commons", "commons-compress");
    }

    @Override
    public int maxCompressedLength(int length) {
        // bzip2's documented bound: at most 1 % larger than the input plus 600 bytes; then our 4-byte length
        return 4 + length + length / 100 + 600;
    }

    @Override
    public int compress(byte[] src, int length, byte[] dst) {
        Compressors.putLength(dst, length);
        try (BZip2CompressorOutputStream out = new BZip2CompressorOutputStream(sink.into(dst, 4),
                BZip2CompressorOutputStream.chooseBlockSize(length))) {
            out.write(src, 0, length);
        } catch (IOException e) {
            throw new IllegalStateException("bzip2: " + e.getMessage(), e);
        }
        return sink.position();
    }

    @Override
    public int decompress(byte[] src, int length, byte[] dst) {
        int expected = expectedLength(src, length, dst);
        try (InputStream in = new BZip2CompressorInputStream(new ByteArrayInputStream(src, 4, length - 4))) {
            return Compressors.readExactly("bzip2", in, dst, expected);
        } catch (IOException e) {
            throw new IllegalArgumentException("bzip2: corrupt stream: " + e.getMessage(), e);
        } catch (IllegalArgumentException e) {
            throw e.getMessage() != null && e.getMessage().startsWith("bzip2:") ? e : Compressors.corrupt("bzip2", e);
        } catch (RuntimeException e) {
            // the library's decoder can fail on damaged input with an index or state error rather than an IOException
            throw Compressors.corrupt("bzip2", e);
        }
    }
}
