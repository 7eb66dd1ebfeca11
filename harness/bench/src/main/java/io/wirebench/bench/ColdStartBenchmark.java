package io.wirebench.bench;

import io.wirebench.bench.host.ThreadPinning;
import io.wirebench.core.Codec;
import io.wirebench.core.Contender;
import io.wirebench.core.model.Dataset;
import io.wirebench.core.model.Model;
import java.io.IOException;
import java.lang.management.ClassLoadingMXBean;
import java.lang.management.ManagementFactory;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * What a fresh JVM pays for its first messages: a serverless function, a CLI, a short-lived job.
 *
 * <p><b>Measures</b>, in a JVM that has not used the codec yet (the runner gives each call its own
 * fork: {@code SingleShotTime}, no warm-up, one measured call per fork, many forks):
 * {@code firstMessage} makes the contender's codec for the data set's model (what
 * {@link CodecBenchmark}'s set-up does for the codec: code generation, schema parsing, reflection,
 * class loading, whatever the library does when a codec is made) and sends one message through it,
 * encode then decode; {@code firstThousand} does the same set-up, then 1,000 round trips over the
 * data set's rotation ({@link Rotation}), decoding into the instance the previous call returned, as
 * a loop over a batch would.
 *
 * <p><b>Excludes</b> the JVM's own start and reading the data set: the contender is looked up and the
 * messages are built in {@link #setUp}, so the model classes and the data set's parser are loaded before
 * the clock starts. The contender's descriptor is read there too; the library itself is initialised
 * when a codec is made (CONTRIBUTING.md), inside the measurement.
 *
 * <p><b>Counters</b>: the classes the JVM loaded and the bytes this thread allocated during the call,
 * read around the work inside the method and handed to {@link ColdStartProfiler}, which reports them as
 * {@value ColdStartProfiler#CLASSES} and {@value ColdStartProfiler#ALLOCATED}. A profiler reading them
 * around the iteration would count the set-up as well: JMH runs a trial's set-up inside its first
 * iteration, which is also why JMH's own {@code gc.alloc.rate.norm} here includes reading the data set.
 * Both beans are fetched and called once in set-up, so their own first use is not counted.
 *
 * <p><b>Guards</b>: no conformance check runs in this JVM (it would warm the codec); the contender was
 * proved on the data set in the proving JVM before any case ran ({@link ContenderRun}). Each method
 * returns the decoded object, which JMH consumes.
 */
@State(Scope.Thread)
public class ColdStartBenchmark {
    /** Round trips of {@link #firstThousand}. */
    static final int THOUSAND = 1000;
    /** The methods a cold-start case runs, as the JMH include pattern names them. */
    static final String METHODS = "(firstMessage|firstThousand)";

    /** What the last call counted, for {@link ColdStartProfiler}; -1 before any call in this JVM. */
    static volatile long lastClassesLoaded = -1;
    static volatile long lastAllocatedBytes = -1;

    @Param("jackson-databind")
    public String contender;

    @Param("order")
    public String dataset;

    private Contender c;
    private Model<Object> model;
    private Rotation<Object> messages;
    private ClassLoadingMXBean classes;
    private com.sun.management.ThreadMXBean threads;

    @Setup
    @SuppressWarnings("unchecked")
    public void setUp() {
        c = Discovery.contender(contender);
        Dataset<Object> d = (Dataset<Object>) UserData.resolve(dataset);
        model = d.model();
        messages = new Rotation<>(d.samples());
        classes = ManagementFactory.getClassLoadingMXBean();
        threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        if (classes.getTotalLoadedClassCount() < 0 || threads.getCurrentThreadAllocatedBytes() < 0) {
            throw new IllegalStateException("this JVM counts neither loaded classes nor allocated bytes per thread");
        }
        ThreadPinning.pinMeasuringThread();
    }

    @Benchmark
    public Object firstMessage() throws IOException {
        long loaded = classes.getTotalLoadedClassCount();
        long allocated = threads.getCurrentThreadAllocatedBytes();
        Codec<Object> codec = c.newCodec(model);
        codec.encode(messages.next());
        Object back = codec.decode(null);
        record(loaded, allocated);
        return back;
    }

    @Benchmark
    public Object firstThousand() throws IOException {
        long loaded = classes.getTotalLoadedClassCount();
        long allocated = threads.getCurrentThreadAllocatedBytes();
        Codec<Object> codec = c.newCodec(model);
        Object back = null;
        for (int i = 0; i < THOUSAND; i++) {
            codec.encode(messages.next());
            back = codec.decode(back);
        }
        record(loaded, allocated);
        return back;
    }

    private void record(long loadedBefore, long allocatedBefore) {
        lastAllocatedBytes = threads.getCurrentThreadAllocatedBytes() - allocatedBefore;
        lastClassesLoaded = classes.getTotalLoadedClassCount() - loadedBefore;
    }
}
