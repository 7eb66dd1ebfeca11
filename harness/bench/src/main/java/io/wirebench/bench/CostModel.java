package io.wirebench.bench;

import io.wirebench.bench.openloop.OpenLoopCapacity;
import io.wirebench.bench.openloop.OpenLoopSettings;

/**
 * Predicts how long a case takes, for the printed plan, the ETA and balancing shards. The
 * constants were measured on the 2-core development VM (JDK 17) and are deliberately rounded up;
 * the prediction only has to be good enough to plan a run and to split it fairly.
 */
final class CostModel {
    /** Starting a fork JVM, loading the contender, its conformance check in setup. */
    static final double FORK_START_SECONDS = 1.0;
    /** A case run inside the contender's JVM: JMH's runner set-up and result file. */
    static final double IN_PROCESS_OVERHEAD_SECONDS = 0.2;
    /**
     * Each contender's own JVM and the proving JVM it starts first: two start-ups and discoveries,
     * conformance and sizes for every supported data set (every message of each rotation).
     */
    static final double CONTENDER_JVM_SECONDS = 3.5;
    /** The methods of a cold-start case ({@link ColdStartBenchmark}), each with a fork of its own. */
    static final int COLD_START_METHODS = 2;
    /**
     * A cold-start fork beyond {@link #FORK_START_SECONDS}: JMH's fork set-up, the data set read in set-up, the
     * codec's set-up and 1 or 1,000 messages in a JVM that has compiled nothing. A first estimate: ColdStartJmhTest's
     * 4 forks of the floor took 18 s on the shared development VM (2026-11-26), 4.5 s each with the JMH runner's own start.
     */
    static final double COLD_START_CALL_SECONDS = 1.0;
    /** A contender's JVM in a later round of a run in rounds: one start-up and discovery, no proving JVM. */
    static final double CONTENDER_JVM_REUSE_SECONDS = 1.5;

    /**
     * The proving JVM's extra work for a contender with update-stream cases: checking the stream and
     * writing its 5,000 updates, then, per compressor of the profile's stream list, compressing and
     * decompressing each of them on its own. First estimates from the work's size (5,000 messages,
     * some microseconds each for the fast compressors, cold JIT), not yet checked against a publish run.
     */
    static final double STREAM_SIZING_SECONDS = 1.0;
    static final double STREAM_COMPRESSOR_SIZING_SECONDS = 0.3;

    private CostModel() {
    }

    /**
     * What sizing the trade-off cases adds to the contender's proving JVM ({@link CompressedSizes}):
     * the stream, and every compressor (bzip2 and XZ the slow ones) over each payload the profile
     * lists for the contender. Same caveat as {@link #STREAM_SIZING_SECONDS}.
     */
    static double provingSeconds(Profile profile, Plan.Entry e) {
        boolean stream = false;
        boolean compression = false;
        for (Case c : e.cases()) {
            if (c instanceof Case.Jmh j) {
                stream |= j.operation().benchmark() == UpdateStreamBenchmark.class;
                compression |= j.operation().benchmark() == CompressionBenchmark.class;
            }
        }
        String id = e.contender().descriptor().id();
        double s = 0;
        if (stream) {
            s += STREAM_SIZING_SECONDS + STREAM_COMPRESSOR_SIZING_SECONDS * profile.tradeOffs().stream().compressors().size();
        }
        if (compression) {
            for (TradeOffs.PayloadPlan p : profile.tradeOffs().payloads()) {
                if (TradeOffs.includes(p.contenders(), id)) {
                    s += switch (p.kind()) {
                        case "single" -> 0.2;
                        case "batch" -> 1.0;
                        case "stream" -> 3.0;
                        default -> 5.0; // per-message: 5,000 compressions per compressor, bzip2's a millisecond each
                    };
                }
            }
        }
        return s;
    }

    static double seconds(Profile profile, Case c) {
        if (c instanceof Case.ColdStart s) {
            // every fork a JVM of its own, per method: the start is most of a cold-start sample's cost
            return s.forks() * COLD_START_METHODS * (FORK_START_SECONDS + COLD_START_CALL_SECONDS);
        }
        if (c instanceof Case.OpenLoop) {
            OpenLoopSettings o = profile.openLoop();
            double run = (o.warmupMillis() + o.measurementMillis(((Case.OpenLoop) c).ratePerSecond()) + OpenLoopCapacity.PROBE_MILLIS) / 1000.0;
            return o.forks() == 0 ? run + IN_PROCESS_OVERHEAD_SECONDS : o.forks() * (FORK_START_SECONDS + run);
        }
        Case.Jmh j = (Case.Jmh) c;
        JmhSettings s = profile.settings(j.tier());
        if (j.round() != null) {
            // one fork of a run in rounds, with the warm-up it watches (Rounds)
            return s.modes().size() * (FORK_START_SECONDS + s.iterationSeconds()
                    + ContenderRun.watchedIterations(j, s) * (double) s.measurementMillis() / 1000.0);
        }
        double perMode = s.forks() == 0 ? s.iterationSeconds() + IN_PROCESS_OVERHEAD_SECONDS
                : s.forks() * (FORK_START_SECONDS + s.iterationSeconds());
        if (profile.inRounds()) {
            // the case's first fork watches its warm-up longest (Rounds.pilotMillis); later forks' extra is not known in advance
            perMode += Rounds.pilotMillis(s) / 1000.0;
        }
        return perMode * s.modes().size();
    }

}
