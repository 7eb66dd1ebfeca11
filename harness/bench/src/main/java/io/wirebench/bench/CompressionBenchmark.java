package io.wirebench.bench;

import io.wirebench.compress.Compressor;
import io.wirebench.compress.Compressors;
import io.wirebench.core.Contender;
import java.io.IOException;
import java.util.Arrays;
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
 * the wire: {@code compress} and {@code decompress} of one payload at a time, with the
 * compressor's reused state and the caller's reused arrays. The size side is
 * {@code compressed-sizes.json} ({@link CompressedSizes}); each setup prints the payload's size
 * and its compressed size too.
 *
 * <p>Payloads ({@code dataset}): a data set's one message ({@code order}, {@code mediacontent},
 * {@code mydatatype}: single messages; {@code db100}, {@code updates}: whole batches in one
 * message), or {@code updates-stream}: the seed's 5,000 updates as the contender sends them one by
 * one (full messages, or a delta stream), back to back, compressed as one block.
 *
 * <p><b>Excludes</b> encoding the payload (done once in setup, after the conformance check).
 * <b>Guards</b>: setup decompresses once and compares with the payload; both methods return the
 * length they produced.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class CompressionBenchmark {

    @Param("wire-binary-named")
    public String contender;

    @Param("order")
    public String dataset;

    @Param("zstd-fast")
    public String compressor;

    private Compressor c;
    private byte[] payload;
    private byte[] compressed;
    private int compressedLength;
    private byte[] restored;

    @Setup
    public void setUp() throws IOException {
        Contender k = Discovery.discover().contenders().byId(contender);
        payload = Payloads.concat(Payloads.messages(k, dataset));
        c = Compressors.create(compressor);
        compressed = new byte[c.maxCompressedLength(payload.length)];
        compressedLength = c.compress(payload, payload.length, compressed);
        restored = new byte[payload.length];
        int n = c.decompress(compressed, compressedLength, restored);
        if (n != payload.length || !Arrays.equals(payload, restored)) {
            throw new IllegalStateException(compressor + " did not give back the " + payload.length + " bytes of " + contender + " on " + dataset);
        }
        System.out.printf("%n# %s on %s of %s: %d bytes -> %d (%s)%n", compressor, dataset, contender, payload.length, compressedLength, c.library());
        ThreadPinning.pinMeasuringThread();
    }

    @Benchmark
    public int compress() {
        return c.compress(payload, payload.length, compressed);
    }

    @Benchmark
    public int decompress() {
        return c.decompress(compressed, compressedLength, restored);
    }
}
