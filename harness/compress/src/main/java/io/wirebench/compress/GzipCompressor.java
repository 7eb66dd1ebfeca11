package io.wirebench.compress;

import java.util.zip.CRC32;
import java.util.zip.DataFormatException;
import java.util.zip.Deflater;
import java.util.zip.Inflater;

/**
 * gzip (RFC 1952) with the JDK's {@link Deflater} and {@link Inflater}, both reused and reset per
 * message as their documentation allows: a 10-byte header, raw DEFLATE, then the CRC-32 and the
 * length, each 4 bytes. The same bytes {@code GZIPOutputStream} writes, without its per-stream
 * allocation.
 */
final class GzipCompressor extends NamedCompressor {
    private static final int HEADER = 10;
    private static final int TRAILER = 8;

    private final Deflater deflater;
    private final Inflater inflater = new Inflater(true);
    private final CRC32 crc = new CRC32();

    GzipCompressor(String id, int level) {
        super(id, "gzip", "level " + level, JDK);
        this.deflater = new Deflater(level, true);
    }

    @Override
    public String library() {
        return "JDK java.util.zip " + Runtime.version().feature() + " (zlib)";
    }

    @Override
    public int maxCompressedLength(int length) {
        // zlib's deflateBound for raw deflate, with room to spare, plus header and trailer.
        return length + (length >> 12) + (length >> 14) + (length >> 25) + 13 + 5 * ((length >> 14) + 1) + HEADER + TRAILER;
    }

    @Override
    public int compress(byte[] src, int length, byte[] dst) {
        dst[0] = 0x1f;
        dst[1] = (byte) 0x8b;
        dst[2] = 8; // deflate
        for (int i = 3; i < HEADER; i++) {
            dst[i] = 0; // no flags, no time, no extra flags
        }
        dst[9] = (byte) 0xff; // unknown OS
        deflater.reset();
        deflater.setInput(src, 0, length);
        deflater.finish();
        int p = HEADER;
        while (!deflater.finished()) {
            int n = deflater.deflate(dst, p, dst.length - TRAILER - p);
            if (n == 0 && p >= dst.length - TRAILER) {
                throw new IllegalArgumentException("gzip output of " + length + " bytes overflowed " + dst.length + " bytes");
            }
            p += n;
        }
        crc.reset();
        crc.update(src, 0, length);
        putInt(dst, p, (int) crc.getValue());
        putInt(dst, p + 4, length);
        return p + TRAILER;
    }

    @Override
    public int decompressedLength(byte[] src, int length) {
        if (length < HEADER + TRAILER) {
            throw new IllegalArgumentException("gzip: " + length + " bytes are too few for a member");
        }
        return getInt(src, length - 4);
    }

    @Override
    public int decompress(byte[] src, int length, byte[] dst) {
        if (length < HEADER + TRAILER || (src[0] & 0xff) != 0x1f || (src[1] & 0xff) != 0x8b || src[2] != 8 || src[3] != 0) {
            throw new IllegalArgumentException("gzip: not a member this compressor wrote (header " + length + " bytes)");
        }
        int expected = decompressedLength(src, length);
        if (expected < 0 || expected > dst.length) {
            throw new IllegalArgumentException("gzip: the trailer claims " + (expected & 0xFFFF_FFFFL) + " bytes, more than the "
                    + dst.length + " there is room for: corrupt or cut short");
        }
        inflater.reset();
        inflater.setInput(src, HEADER, length - HEADER - TRAILER);
        int n;
        try {
            n = inflater.inflate(dst, 0, expected);
        } catch (DataFormatException e) {
            throw new IllegalArgumentException("gzip: corrupt deflate data: " + e.getMessage(), e);
        }
        if (n != expected || !inflater.finished()) {
            throw new IllegalArgumentException("gzip: inflated " + n + " bytes, the trailer says " + expected);
        }
        crc.reset();
        crc.update(dst, 0, n);
        if ((int) crc.getValue() != getInt(src, length - TRAILER)) {
            throw new IllegalArgumentException("gzip: the CRC-32 does not match: corrupt data");
        }
        return n;
    }

    private static void putInt(byte[] b, int i, int v) {
        b[i] = (byte) v;
        b[i + 1] = (byte) (v >>> 8);
        b[i + 2] = (byte) (v >>> 16);
        b[i + 3] = (byte) (v >>> 24);
    }

    private static int getInt(byte[] b, int i) {
        return (b[i] & 0xff) | (b[i + 1] & 0xff) << 8 | (b[i + 2] & 0xff) << 16 | (b[i + 3] & 0xff) << 24;
    }
}
