package io.wirebench.bench;

import io.wirebench.bench.host.ThreadPinning;
import io.wirebench.bench.openloop.HistogramFiles;
import io.wirebench.bench.openloop.NanoClock;
import io.wirebench.bench.openloop.OpenLoopCapacity;
import io.wirebench.bench.openloop.OpenLoopDriver;
import io.wirebench.bench.openloop.OpenLoopHiccupMeter;
import io.wirebench.bench.openloop.OpenLoopSaturation;
import io.wirebench.core.Codec;
import io.wirebench.core.ConformanceCheck;
import io.wirebench.core.Contender;
import io.wirebench.core.model.Dataset;
import io.wirebench.results.OpenLoopFile;
import java.util.concurrent.TimeUnit;
import org.HdrHistogram.Histogram;

/**
 * One JVM's share of an open-loop case, cycling through the data set's messages one per round trip
 * ({@link Rotation}, as {@link CodecBenchmark}): the conformance gate (the measured data set only), {@value #JIT_WARMUP_ROUND_TRIPS}
 * back-to-back round trips for the JIT, the capacity probe ({@link OpenLoopCapacity}: a rate above
 * the sustainable one stops here, saturated), a warm-up run at the target rate that is thrown away
 * (the "first run": the rest of compilation, class loading and the first GCs happen there), then the
 * measured run with the host's hiccup meter ({@link OpenLoopHiccupMeter}) recording beside it. Runs
 * on the thread that calls it, pinned if CPUs were given.
 */
final class OpenLoopFork {
    /** Round trips before the first paced run, enough for C2 to compile the hot path of most codecs. */
    static final int JIT_WARMUP_ROUND_TRIPS = 20_000;

    private OpenLoopFork() {
    }

    @SuppressWarnings("unchecked")
    static OpenLoopFile.Run run(Contender contender, String datasetId, int ratePerSecond, int warmupMillis, int measurementMillis)
            throws Exception {
        Dataset<Object> dataset = (Dataset<Object>) UserData.resolve(datasetId);
        // the whole contract was proved in the proving JVM; here only the measured shapes (CodecBenchmark says why)
        ConformanceCheck.verifyRoundTrips(contender, dataset);
        Codec<Object> codec = contender.newCodec(dataset.model());
        // As CodecBenchmark: one message per round trip, cycling through the data set's samples.
        Rotation<Object> messages = new Rotation<>(dataset.samples());
        Object[] lastSent = new Object[1];
        codec.encode(messages.get(messages.size() - 1));
        Object reuse = codec.decode(null);
        OpenLoopDriver.RoundTrip roundTrip = () -> {
            Object message = messages.next();
            lastSent[0] = message;
            codec.encode(message);
            return codec.decode(reuse);
        };
        // Started before the pinning, which then moves it off the driver's CPU (see OpenLoopHiccupMeter).
        try (OpenLoopHiccupMeter meter = OpenLoopHiccupMeter.start()) {
            var pinning = Json.MAPPER.valueToTree(ThreadPinning.pinMeasuringThread());
            OpenLoopDriver driver = new OpenLoopDriver(NanoClock.SYSTEM);
            // JIT warm-up: back-to-back round trips until the hot code is compiled (capped at two seconds).
            long jitDeadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(2);
            for (int i = 0; i < JIT_WARMUP_ROUND_TRIPS && System.nanoTime() - jitDeadline < 0; i++) {
                roundTrip.call();
            }
            OpenLoopFile.Capacity capacity = OpenLoopCapacity.probe(roundTrip, NanoClock.SYSTEM,
                    TimeUnit.MILLISECONDS.toNanos(OpenLoopCapacity.PROBE_MILLIS));
            if (!OpenLoopCapacity.sustains(capacity, ratePerSecond)) {
                var verdict = OpenLoopSaturation.aboveSustainableRate(ratePerSecond, capacity);
                OpenLoopFile.Latency none = HistogramFiles.summary(new Histogram(OpenLoopDriver.SIGNIFICANT_DIGITS));
                return new OpenLoopFile.Run(null, Provenance.runtime(), pinning, 0L, 0L, true, 0L, 0L, none, none, verdict.rule(),
                        verdict.reason(), capacity, null, null);
            }
            if (warmupMillis > 0) {
                driver.run(roundTrip, ratePerSecond, TimeUnit.MILLISECONDS.toNanos(warmupMillis));
            }
            meter.begin();
            OpenLoopDriver.Result r = driver.run(roundTrip, ratePerSecond, TimeUnit.MILLISECONDS.toNanos(measurementMillis));
            Histogram hiccups = meter.end();
            if (r.sent() > 0 && !lastSent[0].equals(r.lastResult())) {
                throw new IllegalStateException(contender.descriptor().id() + ": the last round trip on " + datasetId
                        + " did not give back the message it was sent");
            }
            OpenLoopSaturation.Verdict verdict = OpenLoopSaturation.judge(r);
            // The fork number is the caller's to give (OpenLoopRun): this JVM does not know it.
            return new OpenLoopFile.Run(null, Provenance.runtime(), pinning, r.intended(), r.sent(), verdict.saturated(),
                    r.elapsedNanos(), Math.round(r.achievedRate()), HistogramFiles.summary(r.responseTime()),
                    HistogramFiles.summary(r.serviceTime()), verdict.rule(), verdict.reason(), capacity, r.backlogNanos(),
                    HistogramFiles.summary(hiccups));
        }
    }
}
