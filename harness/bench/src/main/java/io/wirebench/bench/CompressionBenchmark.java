package io.wirebench.bench;

import io.wirebench.bench.host.ThreadPinning;
import io.wirebench.compress.Compressor;
import io.wirebench.compress.Compressors;
import io.wirebench.core.Contender;
import java.io.IOException;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The speed side of the size/speed trade-off of generic compressors, on what a contender puts on
 * the wire: {@code compress} and {@code decompress} of one payload ({@link Payloads#blocks}:
 * {@code single}, {@code batch}, {@code stream} or {@code per-message} on {@code dataset}), every
 * block of it compressed on its own, with the compressor's reused state and reused arrays. The score
 * is the time for the whole payload. The size side is {@code compression.json} ({@link CompressedSizes}).
 *
 * <p><b>Excludes</b> encoding the payload (done once in setup, after the conformance check).
 * <b>Guards</b>: setup compresses and decompresses every block once and compares; both methods
 * return the bytes they produced.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class CompressionBenchmark {

    @Param("wire-binary-named")
    public String contender;

    @Param("orders")
    public String dataset;

    @Param("zstd-fast")
    public String compressor;

    @Param("batch")
    public String payload;

    private Compressor c;
    private byte[][] blocks;
    private byte[][] compressed;
    private int[] compressedLengths;
    private byte[][] restored;

    @Setup
    public void setUp() throws IOException {
        Contender k = Discovery.discover().contenders().byId(contender);
        List<byte[]> b = Payloads.blocks(k, payload, dataset);
        c = Compressors.create(compressor);
        int n = b.size();
        blocks = b.toArray(byte[][]::new);
        compressed = new byte[n][];
        compressedLengths = new int[n];
        restored = new byte[n][];
        long raw = 0;
        long total = 0;
        for (int i = 0; i < n; i++) {
            compressed[i] = new byte[c.maxCompressedLength(blocks[i].length)];
            compressedLengths[i] = c.compress(blocks[i], blocks[i].length, compressed[i]);
            restored[i] = new byte[blocks[i].length];
            if (c.decompress(compressed[i], compressedLengths[i], restored[i]) != blocks[i].length || !Arrays.equals(blocks[i], restored[i])) {
                throw new IllegalStateException(compressor + " did not give back block " + i + " of " + payload + " " + dataset + " of " + contender);
            }
            raw += blocks[i].length;
            total += compressedLengths[i];
        }
        System.out.printf("%n# %s on %s %s of %s: %d bytes in %d block(s) -> %d (%s)%n", compressor, payload, dataset, contender, raw, n, total,
                c.library());
        ThreadPinning.pinMeasuringThread();
    }

    @Benchmark
    public long compress() {
        long n = 0;
        for (int i = 0; i < blocks.length; i++) {
            n += c.compress(blocks[i], blocks[i].length, compressed[i]);
        }
        return n;
    }

    @Benchmark
    public long decompress() {
        long n = 0;
        for (int i = 0; i < blocks.length; i++) {
            n += c.decompress(compressed[i], compressedLengths[i], restored[i]);
        }
        return n;
    }
}
