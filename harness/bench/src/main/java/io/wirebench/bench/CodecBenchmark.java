package io.wirebench.bench;

import io.wirebench.core.Codec;
import io.wirebench.core.ConformanceCheck;
import io.wirebench.core.Contender;
import io.wirebench.core.Contenders;
import io.wirebench.core.model.Dataset;
import io.wirebench.core.model.Datasets;
import java.io.IOException;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

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

    @Setup
    @SuppressWarnings("unchecked")
    public void setUp() throws IOException {
        Contender c = Contenders.discover().byId(contender);
        Dataset<Object> d = (Dataset<Object>) Datasets.byId(dataset);
        ConformanceCheck.verify(c, d);
        codec = c.newCodec(d.model());
        message = d.newSample();
        codec.encode(message);
        reuse = codec.decode(null);
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
}
