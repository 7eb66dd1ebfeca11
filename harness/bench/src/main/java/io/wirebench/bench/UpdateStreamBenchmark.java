package io.wirebench.bench;

import io.wirebench.bench.host.ThreadPinning;
import io.wirebench.compress.Compressor;
import io.wirebench.compress.Compressors;
import io.wirebench.core.Codec;
import io.wirebench.core.ConformanceCheck;
import io.wirebench.core.Contender;
import io.wirebench.core.StreamCodec;
import io.wirebench.core.model.Models;
import io.wirebench.core.model.updates.MyDataType;
import io.wirebench.core.model.updates.UpdateStream;
import java.io.IOException;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Time per update over the delta-compression seed's stream: 5,000 updates of one key, the first
 * changing {@code changesA}, the next {@code changesB}, and so on ("Improving performance with
 * simple compression", Chronicle Wire documentation).
 *
 * <p><b>Measures</b> one pass over the whole stream per invocation, reported per update
 * ({@code @OperationsPerInvocation}): {@code streamEncode} writes each update as the contender sends
 * it (a full message each, or a delta format's message through its {@link StreamCodec}, both ends
 * starting afresh each pass, so every pass includes the one snapshot); {@code streamRoundTrip} also
 * decodes each message before the next is written, the way a receiver keeps up with the stream.
 * With a {@code compressor} (harness/compress) every message is compressed on its own after it is
 * written and, in the round trip, decompressed before it is read: what a sender that cannot wait to
 * batch pays. The codec API hands bytes out and in only as copies ({@code Codec.encoded},
 * {@code Codec.load}), so those cases include a copy of each message each way (under 300 bytes; the
 * copy out allocates); the receiving arrays are reused per message length.
 *
 * <p><b>Excludes</b> building the updates (made once in setup) and transport.
 *
 * <p><b>Guards</b>: setup runs the conformance check on the model (full messages) or on the
 * stream (delta formats), then one checked pass through the compressor, if any; a contender that
 * cannot carry {@code MyDataType} fails in setup with its reason and has no number (n/a). The byte
 * counts are summed and returned, the decoded updates consumed, so nothing can be discarded.
 *
 * <p><b>What sane looks like</b>: a delta format well under the full binary forms, which are
 * some hundreds of nanoseconds per update on a desktop machine; a compressor adds microseconds.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class UpdateStreamBenchmark {

    @Param("wire-binary-named")
    public String contender;

    /** The only data set: named so that the results carry one, as every other case's do. */
    @Param(TradeOffs.STREAM_DATASET)
    public String dataset;

    @Param(TradeOffs.NO_COMPRESSOR)
    public String compressor;

    private List<MyDataType> updates;
    private StreamCodec<MyDataType> stream;
    private Codec<MyDataType> full;
    /** The codec whose buffer holds the last message written: the stream codec or the full one. */
    private Codec<?> bytes;
    private MyDataType reuse;
    private Compressor c;
    private byte[] compressed;
    /** Receiving arrays by message length, so that load() gets the exact message without a new array per update. */
    private byte[][] received;

    @Setup
    public void setUp() throws IOException {
        if (!TradeOffs.STREAM_DATASET.equals(dataset)) {
            throw new IllegalArgumentException("UpdateStreamBenchmark measures the data set '" + TradeOffs.STREAM_DATASET + "' only, not '" + dataset + "'");
        }
        Contender k = Discovery.discover().contenders().byId(contender);
        updates = UpdateStream.updates();
        stream = Payloads.streamCodec(k);
        if (stream == null) {
            if (!k.supports(Models.MY_DATA_TYPE).supported()) {
                throw k.refuse(Models.MY_DATA_TYPE);
            }
            ConformanceCheck.verify(k, UpdateStream.MY_DATA_TYPE);
            full = k.newCodec(Models.MY_DATA_TYPE);
            bytes = full;
        } else {
            bytes = (Codec<?>) stream;
        }
        int longest = 0;
        for (byte[] m : Payloads.updateMessages(k).messages()) {
            longest = Math.max(longest, m.length);
        }
        if (!TradeOffs.NO_COMPRESSOR.equals(compressor)) {
            c = Compressors.create(compressor);
            compressed = new byte[c.maxCompressedLength(longest)];
            received = new byte[longest + 1][];
        }
        // One checked pass: every update comes back exactly, through the compressor too.
        if (stream != null) {
            stream.resetStream();
        }
        for (MyDataType u : updates) {
            MyDataType back = roundTripOne(u);
            if (!u.equals(back)) {
                throw new IllegalStateException(contender + (c == null ? "" : " through " + compressor) + " gave back " + back + " for " + u);
            }
        }
        ThreadPinning.pinMeasuringThread();
    }

    private int write(MyDataType u) throws IOException {
        int n = stream != null ? stream.encodeNext(u) : full.encode(u);
        return c == null ? n : compress();
    }

    /** The message just written, copied out and compressed into {@link #compressed}; returns the compressed length. */
    private int compress() {
        byte[] message = bytes.encoded();
        return c.compress(message, message.length, compressed);
    }

    private MyDataType roundTripOne(MyDataType u) throws IOException {
        int n = write(u);
        if (c != null) {
            int length = c.decompressedLength(compressed, n);
            byte[] into = received[length];
            if (into == null) {
                into = received[length] = new byte[length];
            }
            c.decompress(compressed, n, into);
            bytes.load(into);
        }
        return reuse = stream != null ? stream.decodeNext(reuse) : full.decode(reuse);
    }

    @Benchmark
    @OperationsPerInvocation(UpdateStream.LENGTH)
    public long streamEncode() throws IOException {
        long total = 0;
        if (stream != null) {
            stream.resetStream();
        }
        for (MyDataType u : updates) {
            total += write(u);
        }
        return total;
    }

    @Benchmark
    @OperationsPerInvocation(UpdateStream.LENGTH)
    public void streamRoundTrip(Blackhole bh) throws IOException {
        if (stream != null) {
            stream.resetStream();
        }
        for (MyDataType u : updates) {
            bh.consume(roundTripOne(u));
        }
    }
}
