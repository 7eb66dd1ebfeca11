package io.wirebench.bench;

import io.wirebench.core.Codec;
import io.wirebench.core.ConformanceCheck;
import io.wirebench.core.Contender;
import io.wirebench.core.DirectAccess;
import io.wirebench.core.model.Dataset;
import java.io.IOException;
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
 * the seeds. Mapping between the shared model and a library's own types is inside the measurement.
 *
 * <p><b>Excludes</b> building the model object (made once in setup), first-use costs (class
 * loading, reflection caches: paid during warm-up) and any transport: bytes stay in the codec's
 * own buffer.
 *
 * <p><b>Guards</b>: setup runs the conformance check first, so a contender whose output does not
 * decode back to the message is never measured. Every method returns its result, which JMH
 * consumes, so the JIT cannot discard the work.
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

    private Codec<Object> codec;
    private Object message;
    private Object reuse;
    private ToLongFunction<Object> use;
    private DirectAccess directAccess;

    @Setup
    @SuppressWarnings("unchecked")
    public void setUp(BenchmarkParams params) throws IOException {
        Contender c = Discovery.discover().contenders().byId(contender);
        Dataset<Object> d = (Dataset<Object>) DatasetResolver.resolve(dataset);
        ConformanceCheck.verify(c, d);
        codec = c.newCodec(d.model());
        message = d.newSample();
        codec.encode(message);
        reuse = codec.decode(null);
        use = d.useFunction().orElse(null);
        directAccess = codec instanceof DirectAccess a ? a : null;
        ThreadPinning.pinMeasuringThread();
        String method = params.getBenchmark().substring(params.getBenchmark().lastIndexOf('.') + 1);
        if (method.equals("decodeAndUse") && use == null) {
            throw new IllegalStateException("data set " + dataset + " has no use function for decodeAndUse");
        }
        if (method.equals("access") && (use == null || directAccess == null)) {
            throw new IllegalStateException(contender + " offers no in-place access on " + dataset);
        }
    }

    @Benchmark
    public int encode() throws IOException {
        return codec.encode(message);
    }

    @Benchmark
    public Object decode() throws IOException {
        return codec.decode(reuse);
    }

    @Benchmark
    public Object roundTrip() throws IOException {
        codec.encode(message);
        return codec.decode(reuse);
    }

    @Benchmark
    public long decodeAndUse() throws IOException {
        return use.applyAsLong(codec.decode(reuse));
    }

    @Benchmark
    public long access() throws IOException {
        return directAccess.access();
    }
}
