package io.wirebench.bench;

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
 * ({@code @OperationsPerInvocation}): {@code encode} writes each update as the contender sends it
 * (a full message each, or a delta format's message through its {@link StreamCodec}, both ends
 * starting afresh each pass, so every pass includes the one snapshot); {@code roundTrip} also
 * decodes each message before the next is written, the way a receiver keeps up with the stream.
 *
 * <p><b>Excludes</b> building the updates (made once in setup) and transport.
 *
 * <p><b>Guards</b>: setup runs the conformance check on the model (full messages) or on the
 * stream (delta formats); a contender that cannot carry {@code MyDataType} fails in setup with its
 * reason and has no number (n/a). The byte counts are summed and returned, the decoded updates
 * consumed, so nothing can be discarded.
 *
 * <p><b>What sane looks like</b>: a delta format well under the full binary forms, which are
 * some hundreds of nanoseconds per update on a desktop machine.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class UpdateStreamBenchmark {

    @Param("wire-binary-named")
    public String contender;

    private List<MyDataType> updates;
    private StreamCodec<MyDataType> stream;
    private Codec<MyDataType> full;
    private MyDataType reuse;

    @Setup
    public void setUp() throws IOException {
        Contender c = Discovery.discover().contenders().byId(contender);
        updates = UpdateStream.updates();
        stream = Payloads.streamCodec(c);
        if (stream == null) {
            if (!c.supports(Models.MY_DATA_TYPE).supported()) {
                throw c.refuse(Models.MY_DATA_TYPE);
            }
            ConformanceCheck.verify(c, UpdateStream.MY_DATA_TYPE);
            full = c.newCodec(Models.MY_DATA_TYPE);
        }
        // One checked pass: every update comes back exactly.
        if (stream != null) {
            stream.resetStream();
        }
        for (MyDataType u : updates) {
            MyDataType back = stream != null ? decodeNext(u) : decodeFull(u);
            if (!u.equals(back)) {
                throw new IllegalStateException(contender + " gave back " + back + " for " + u);
            }
        }
        ThreadPinning.pinMeasuringThread();
    }

    private MyDataType decodeNext(MyDataType u) {
        stream.encodeNext(u);
        return reuse = stream.decodeNext(reuse);
    }

    private MyDataType decodeFull(MyDataType u) throws IOException {
        full.encode(u);
        return reuse = full.decode(reuse);
    }

    @Benchmark
    @OperationsPerInvocation(UpdateStream.LENGTH)
    public long encode() throws IOException {
        long bytes = 0;
        if (stream != null) {
            stream.resetStream();
            for (MyDataType u : updates) {
                bytes += stream.encodeNext(u);
            }
        } else {
            for (MyDataType u : updates) {
                bytes += full.encode(u);
            }
        }
        return bytes;
    }

    @Benchmark
    @OperationsPerInvocation(UpdateStream.LENGTH)
    public void roundTrip(Blackhole bh) throws IOException {
        if (stream != null) {
            stream.resetStream();
            for (MyDataType u : updates) {
                bh.consume(decodeNext(u));
            }
        } else {
            for (MyDataType u : updates) {
                bh.consume(decodeFull(u));
            }
        }
    }
}
