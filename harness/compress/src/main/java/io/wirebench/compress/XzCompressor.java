package io.wirebench.compress;

import io.wirebench.core.LibraryVersion;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import org.tukaani.xz.ArrayCache;
import org.tukaani.xz.BasicArrayCache;
import org.tukaani.xz.LZMA2Options;
import org.tukaani.xz.XZ;
import org.tukaani.xz.XZInputStream;
import org.tukaani.xz.XZOutputStream;

/**
 * XZ (LZMA2 in the .xz container) with XZ for Java, through its streams. Its documented way to
 * make many streams cheap is an {@link ArrayCache}: the encoder's and decoder's big arrays (32 KiB
 * and more) are handed back on close and reused by the next stream. The dictionary is sized to the input (never below 4 KiB, the format's
 * smallest): xz's manual notes a dictionary larger than the input only wastes memory, and here it
 * would also cost the time to clear it per message. No integrity check ({@code CHECK_NONE}), as for
 * Zstandard: the transports carry their own. The container does not give the original length up
 * front, so 4 bytes of it go first.
 */
final class XzCompressor extends LengthPrefixedCompressor {
    /** What the decoder may allocate: far above what presets 0-6 need (at most 9 MiB), far below a hostile header's claim. */
    private static final int MEMORY_LIMIT_KIB = 32 * 1024;

    private final int preset;
    private final ArraySink sink = new ArraySink("xz");
    /** The library's global cache, which its documentation calls a good choice in most situations where caching is wanted. */
    private final ArrayCache cache = BasicArrayCache.getInstance();
    /** The preset's own dictionary: the most an input is given. */
    private final int presetDictSize;
    private LZMA2Options options;

    XzCompressor(String id, int preset) {
        super(id, "xz", "preset " + preset + ", dictionary the input's size (at least 4 KiB), no check", PURE_JAVA);
        this.preset = preset;
        try {
            this.presetDictSize = new LZMA2Options(preset).getDictSize();
        } catch (IOException e) {
            throw new IllegalArgumentException("xz: no preset " + preset + ": " + e.getMessage(), e);
        }
    }

    @Override
    public String library() {
        return "org.tukaani:xz " + LibraryVersion.of(XZOutputStream.class, "org.tukaani", "xz");
    }

    @Override
    public int maxCompressedLength(int length) {
        // LZMA2 stores incompressible data in chunks of at most 64 KiB with a 3-byte header each; the
        // container adds its header, block header, index and footer (well under 128 bytes); then our length
        return 4 + length + 3 * (length / 65536 + 1) + 128;
    }

    @Override
    public int compress(byte[] src, int length, byte[] dst) {
        Compressors.putLength(dst, length);
        try (XZOutputStream out = new XZOutputStream(sink.into(dst, 4), options(length), XZ.CHECK_NONE, cache)) {
            out.write(src, 0, length);
        } catch (IOException e) {
            throw new IllegalStateException("xz: " + e.getMessage(), e);
        }
        return sink.position();
    }

    /** The preset with the dictionary sized to the input; kept while consecutive inputs need the same size. */
    private LZMA2Options options(int length) throws IOException {
        int dict = Math.max(LZMA2Options.DICT_SIZE_MIN, Math.min(length, presetDictSize));
        if (options == null || options.getDictSize() != dict) {
            LZMA2Options o = new LZMA2Options(preset);
            o.setDictSize(dict);
            options = o;
        }
        return options;
    }

    @Override
    public int decompress(byte[] src, int length, byte[] dst) {
        int expected = expectedLength(src, length, dst);
        try (InputStream in = new XZInputStream(new ByteArrayInputStream(src, 4, length - 4), MEMORY_LIMIT_KIB, cache)) {
            return Compressors.readExactly("xz", in, dst, expected);
        } catch (IOException e) {
            throw new IllegalArgumentException("xz: corrupt stream: " + e.getMessage(), e);
        }
    }
}
