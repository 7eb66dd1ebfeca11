package io.wirebench.bench;

import io.wirebench.bench.host.ThreadPinning;
import io.wirebench.core.Codec;
import io.wirebench.core.ConformanceCheck;
import io.wirebench.core.Contender;
import io.wirebench.core.DirectAccess;
import io.wirebench.core.model.Dataset;
import io.wirebench.core.model.Datasets;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.ToLongFunction;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.infra.BenchmarkParams;

/**
 * Encode, decode and round-trip cost of one contender on one data set.
 *
 * <p><b>Measures</b> what a service pays per message once it is warm: {@code encode} writes the
 * model object into the codec's buffer; {@code decode} reads that buffer back into a model object
 * (into a reused instance where the library can); {@code roundTrip} does both, the latency test of
 * the wire-format latency benchmark (docs/SOURCES.md). Mapping between the shared model and a library's own types is inside the measurement.
 *
 * <p><b>Messages</b>: each call takes the next message of the data set's samples ({@link Rotation}:
 * an array load and a power-of-two mask). For {@code order} that is the one seed message every
 * call, as the wire-format latency benchmark measures it; for a rotation such as {@code orders} (256 distinct orders) every
 * call encodes a different message than the call before, so a cache of decoded text, a memoised
 * encoding or a branch predictor trained on one message gains nothing it would not gain on real
 * traffic. {@code encode} and {@code roundTrip} encode message {@code i} with the one codec;
 * {@code decode} and {@code decodeAndUse} decode from codec {@code i}, one codec per message, each
 * holding its message's bytes since set-up (a codec decodes what its buffer holds, and copying bytes
 * in would put a copy inside the measurement). Decoding goes into one reused instance, which every
 * call overwrites with a different message.
 *
 * <p><b>Excludes</b> building the model objects (made once in setup), first-use costs (class
 * loading, reflection caches: paid during warm-up) and any transport: bytes stay in the codec's
 * own buffer.
 *
 * <p><b>Guards</b>: the whole conformance check ran in the proving JVM, on every data set
 * ({@link ContenderRun}); setup checks again only that every message of the measured data set comes back
 * equal through one codec ({@link ConformanceCheck#verifyRoundTrips}), so a contender whose output does
 * not decode back to the message is never measured, and this JVM's JIT sees no other shapes: no edge
 * messages, no cut bytes and no exceptions, none of which a library's own benchmark shows its JIT either.
 * Every method returns its result (the decoded object, the encoded length, the sum), which JMH
 * consumes, so the JIT cannot discard the work; the reuse instance is a field, so writes into it
 * cannot be discarded either.
 *
 * <p><b>A/B switch</b>: {@code -D}{@value #PRETRAIN}{@code =true} first runs the conformance check
 * on every other data set the contender supports, in the measuring JVM, as the runner did before
 * it proved contenders in a separate JVM. It exists to show what that training was worth; the
 * runner never sets it.
 *
 * <p>The read-and-use operations exist for data sets with a use function ({@code readuse}: sum the
 * ten nested longs): {@code decodeAndUse} decodes the whole message and computes the sum from the
 * objects; {@code access} computes it from the encoded bytes in place ({@link DirectAccess}). The
 * gap between the two is what in-place reading is worth.
 *
 * <p><b>Modes</b> are chosen by the runner per case: average time everywhere, SampleTime (a
 * distribution of single-call times, p50 ... p99.999) where the profile asks for percentiles;
 * JMH's GC profiler adds bytes allocated per operation. Set-up pins the measuring thread when the
 * run was given CPUs ({@link ThreadPinning}).
 *
 * <p><b>What sane looks like</b>: on {@code order}, hand-written binary codecs take tens of
 * nanoseconds per round trip, JSON libraries several hundred, Java serialization a few
 * microseconds; bytes allocated per op near zero for recycling binary codecs and in the
 * kilobytes for Java serialization.
 */
@State(Scope.Thread)
public class CodecBenchmark {

    /** Overridden by the runner for every case; these defaults only make the class runnable alone. */
    @Param("jackson-databind")
    public String contender;

    @Param("order")
    public String dataset;

    /** Test-only A/B switch: train this JVM on every other supported data set first (the runner's old behaviour). */
    static final String PRETRAIN = "wirebench.ab.pretrainOtherDatasets";
    /**
     * Test-only A/B switch: run the whole conformance check on the measured data set in set-up (edge messages, cut
     * bytes), as the runner did before {@link ConformanceCheck#verifyRoundTrips}.
     */
    static final String FULL_CHECK = "wirebench.ab.fullCheckInMeasuringJvm";

    private Codec<Object> codec;
    private Rotation<Object> messages;
    /** Per message, a codec holding its bytes, for the decode operations; the one codec for a single message. */
    private Rotation<Codec<Object>> decoders;
    private Object reuse;
    private ToLongFunction<Object> use;
    private DirectAccess directAccess;

    @Setup
    @SuppressWarnings("unchecked")
    public void setUp(BenchmarkParams params) throws IOException {
        Contender c = Discovery.contender(contender);
        Dataset<Object> d = (Dataset<Object>) UserData.resolve(dataset);
        if (Boolean.getBoolean(PRETRAIN)) {
            pretrainOnOtherDatasets(c, d);
        }
        if (Boolean.getBoolean(FULL_CHECK)) {
            ConformanceCheck.verify(c, d);
        } else {
            ConformanceCheck.verifyRoundTrips(c, d);
        }
        String method = params.getBenchmark().substring(params.getBenchmark().lastIndexOf('.') + 1);
        codec = c.newCodec(d.model());
        List<Object> samples = d.samples();
        messages = new Rotation<>(samples);
        boolean decodes = method.equals("decode") || method.equals("decodeAndUse");
        List<Codec<Object>> perMessage = new ArrayList<>();
        for (Object sample : samples) {
            Codec<Object> holder = decodes && samples.size() > 1 ? c.newCodec(d.model()) : codec;
            holder.encode(sample);
            perMessage.add(holder);
        }
        decoders = new Rotation<>(decodes ? perMessage : List.of(codec));
        // the reuse instance starts as the last message, so the first call already overwrites another message
        codec.encode(samples.get(samples.size() - 1));
        reuse = codec.decode(null);
        use = d.useFunction().orElse(null);
        directAccess = codec instanceof DirectAccess a ? a : null;
        ThreadPinning.pinMeasuringThread();
        if (method.equals("decodeAndUse") && use == null) {
            throw new IllegalStateException("data set " + dataset + " has no use function for decodeAndUse");
        }
        if (method.equals("access") && (use == null || directAccess == null)) {
            throw new IllegalStateException(contender + " offers no in-place access on " + dataset);
        }
    }

    /** The old runner's conformance pass over every supported data set, for the A/B only ({@link #PRETRAIN}). */
    private static void pretrainOnOtherDatasets(Contender c, Dataset<?> measured) {
        for (Dataset<?> other : Datasets.all()) {
            if (!other.id().equals(measured.id()) && c.supports(other.model()).supported()) {
                ConformanceCheck.verify(c, other);
            }
        }
    }

    @Benchmark
    public int encode() throws IOException {
        return codec.encode(messages.next());
    }

    @Benchmark
    public Object decode() throws IOException {
        return decoders.next().decode(reuse);
    }

    @Benchmark
    public Object roundTrip() throws IOException {
        codec.encode(messages.next());
        return codec.decode(reuse);
    }

    @Benchmark
    public long decodeAndUse() throws IOException {
        return use.applyAsLong(decoders.next().decode(reuse));
    }

    @Benchmark
    public long access() throws IOException {
        return directAccess.access();
    }
}
