package io.wirebench.bench;

import io.wirebench.bench.openloop.OpenLoopSettings;
import io.wirebench.core.model.Dataset;
import io.wirebench.results.Manifest;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

/**
 * How long and how often each case runs, and which data sets a run covers by default.
 *
 * <p>Cases fall in three tiers, because percentile-grade settings for every case of the RION
 * matrix would take weeks: the <b>latency</b> tier (round trips on the headline data sets: the
 * wire-format latency test (docs/SOURCES.md), with SampleTime percentiles), the <b>headline</b> tier (the other
 * operations on the headline data sets) and the <b>matrix</b> tier (everything else: throughput
 * grade, one fork). The open-loop driver is configured separately ({@link OpenLoopSettings}); it
 * is where the published tail-latency figures come from.
 *
 * @param name            as given on the command line
 * @param latency         settings of the latency tier
 * @param headline        settings of the headline tier
 * @param matrix          settings of the matrix tier
 * @param openLoop        the open-loop latency cases
 * @param defaultDatasets the data sets a run covers unless the selection names others
 * @param inRounds        forks are measured in interleaved rounds ({@link Rounds}) rather than case after case
 * @param overrides       what the command line changed (FORKS=, TIME=, ...), recorded in the manifest
 * @param tradeOffs       the update-stream and compression cases ({@link TradeOffs}), each with one of the tiers' settings
 * @param parity          the data sets on which each contender that has a direct-use benchmark ({@link DirectUse}) is
 *                        also measured that way, beside its round trip and with the round trip's tier, so that both
 *                        get a fork in the same rounds; empty: none
 * @param coldStart       the cold-start cases ({@link Case.ColdStart}): on which data sets, with how many forks
 * @param onRequest       operations planned only when the selection names them ({@code make extras}), not whenever
 *                        it includes them: in publish the direct-use pairs (24 minutes) and cold start (21 to 43) would
 *                        take it past its 90 minutes
 * @param readInPlace     the data sets on which each contender that reads in place ({@link Operation#ACCESS}) is measured
 *                        decoding first ({@link Operation#DECODE_AND_USE}) and in place, as a pair with the round trips'
 *                        tier, so that both get a fork in the same rounds and the read-in-place claim's ratio an
 *                        interval; planned even where the data sets are left to {@code defaultDatasets}, and nothing else
 *                        on them; empty: none (quick runs no rounds; full plans every operation on every data set anyway)
 */
public record Profile(String name, JmhSettings latency, JmhSettings headline, JmhSettings matrix, OpenLoopSettings openLoop,
                      Predicate<Dataset<?>> defaultDatasets, boolean inRounds, Map<String, String> overrides, TradeOffs tradeOffs,
                      List<String> parity, ColdStart coldStart, Set<Operation> onRequest, List<String> readInPlace) {

    public enum Tier { LATENCY, HEADLINE, MATRIX }

    /**
     * Where {@link ColdStartBenchmark} runs: on the chosen data sets that {@code datasets} accepts, {@code forks} JVMs per
     * method, each measuring one call (the fork is the sample: a cold start happens once per JVM).
     */
    public record ColdStart(int forks, Predicate<Dataset<?>> datasets) {
        /** No cold-start cases (quick: its point is minutes, and a JVM per sample is not). */
        public static final ColdStart NONE = new ColdStart(0, d -> false);

        public ColdStart {
            if (forks < 0) {
                throw new IllegalArgumentException("cold-start forks must be 0 or more, not " + forks);
            }
        }

        boolean covers(Dataset<?> dataset) {
            return forks > 0 && datasets.test(dataset);
        }
    }

    /** A profile without cold-start cases. */
    public Profile(String name, JmhSettings latency, JmhSettings headline, JmhSettings matrix, OpenLoopSettings openLoop,
                   Predicate<Dataset<?>> defaultDatasets, boolean inRounds, Map<String, String> overrides, TradeOffs tradeOffs,
                   List<String> parity) {
        this(name, latency, headline, matrix, openLoop, defaultDatasets, inRounds, overrides, tradeOffs, parity, ColdStart.NONE, Set.of(),
                List.of());
    }

    /** A profile that plans every operation the selection includes, without read-in-place pairs. */
    public Profile(String name, JmhSettings latency, JmhSettings headline, JmhSettings matrix, OpenLoopSettings openLoop,
                   Predicate<Dataset<?>> defaultDatasets, boolean inRounds, Map<String, String> overrides, TradeOffs tradeOffs,
                   List<String> parity, ColdStart coldStart) {
        this(name, latency, headline, matrix, openLoop, defaultDatasets, inRounds, overrides, tradeOffs, parity, coldStart, Set.of(), List.of());
    }

    /** Whether a run with {@code selection} plans {@code op}: an {@linkplain #onRequest on-request} one only when it is named. */
    boolean plans(Operation op, Selection selection) {
        return onRequest.contains(op) ? selection.names(op) : selection.includesOperation(op);
    }

    /**
     * Minutes for trying things out, on a laptop: measured inside each contender's JVM (no fork per
     * case: on a 2-core machine fork start-up would cost more than the measuring), short iterations,
     * average time and allocation only, a short open-loop run at 10k msg/s on {@code order}.
     * Numbers are indicative only; ratios of large differences hold, small ones do not. It is not
     * for comparing: the publish profile is. {@code make quick} narrows it further by default (round
     * trips, the update stream and compressors, no open loop: the Makefile says why).
     */
    public static final Profile QUICK;

    /**
     * For dedicated hardware (or N shards): percentile-grade settings where the published sources publish
     * percentiles, throughput-grade settings for the big matrix. SampleTime on the latency tier
     * collects up to 10 forks x 5 s x 20 samples/ms = 1,000,000 samples (backs p99.99); the open
     * loop sends 10 forks x 10 s x 100,000 msg/s = 10,000,000 messages at the high rate (backs p99.999). Cold start on
     * the headline data sets, 20 forks per method.
     */
    public static final Profile FULL;

    /**
     * The run the site shows, sized for 90 minutes from a fresh clone, build and site included, on the 2-core development
     * VM for 65 contenders on the headline data sets (harness/bench/README.md gives the arithmetic). With 46 contenders,
     * round trips 5 forks, encode and decode 2 and the open loop 3 x 10 s, a run took 83.7 min, so the larger field gave
     * up encode and decode's second fork, two thirds of the open loop's time and a fifth of each measured iteration (80
     * ms, not 100): 82.6 min by the plan, and the last JDK 17 run took 90.4 min (stalled forks measured again add up to
     * 10 %). The read-in-place pairs ({@link #readInPlace()}: decodeAndUse beside access on {@code readuse} for every
     * contender that reads in place, 15, in the round trips' 5 rounds: 150 forks, about 5 min) then needed room: the
     * plan may estimate at most 78 min (78 + 10 % + build and site is 90). It came from what carries least information,
     * the measured time inside a fork, since the fork is the sample and fork-to-fork variation decides every interval:
     * round trips and the pairs measure 10 x 50 ms (their 5 forks kept), encode and decode 10 x 30 ms (one fork: a
     * point estimate either way), and the open loop keeps exactly the samples that back p99.99 ({@link #P9999_SAMPLES},
     * 3 JVMs x 3.334 s at 10k msg/s, not 3 x 4 s). The price: a fork's measured iterations are also the rest of its
     * warm-up, so a fork has 1.0 s (round trips) or 0.8 s (encode, decode) in all before its tail ends, not 1.3 s; a
     * round trip that did not settle still warms up longer in its next round, an encode or decode fork is reported
     * unsettled.
     *
     * <p>Measured in rounds ({@link Rounds}): every case one short fork per round, in a seeded random order, so that the
     * host's drift (tens of percent within minutes on a shared VM) lands on every contender alike; many short forks
     * rather than few long ones, because the fork is the sample and fork-to-fork variation is what decides the
     * interval. Round trips get 5 forks (the fewest whose order statistics give a 94 % interval for the median: the
     * outermost pair), the other operations 1. A round-trip fork warms up 1 s and measures 8 x 50 ms (half a second left
     * slow-warming libraries, ours among them, on a plateau up to 2x above where a longer-warmed fork of the same case
     * settled, and the trend test passed it: docs/measurements/2026-11-26m-calibration-11-forks; that raised the plan from
     * 77.4 to 84.7 min); an encode or decode fork warms up 500 ms and measures 10 x 30 ms. Only the trend-free tail
     * counts ({@link SteadyState}), so the warm-up a fork really had is the fixed part plus the iterations before its
     * steady tail; a case whose fork did not settle warms up twice as long in the next round, up to 4 s
     * (Chronicle Wire needed about 3.8 s on the loaded VM). The open loop runs in round 1: 3 JVMs at 10k msg/s, each
     * after a probe of the contender's sustainable rate; 100k msg/s, where the host rather than the codec set every
     * tail, is left to the full profile. Cold start on {@code order}: 10 forks per method, each a JVM measuring one
     * call, spread over the rounds ({@link ColdStart}), on request.
     */
    public static final Profile PUBLISH;

    /**
     * A token set, seconds in all: the delta stream against named binary YAML (also through Zstandard,
     * message by message), and LZ4 JNI against pure Java on the batch of 256 orders.
     */
    static final TradeOffs QUICK_TRADE_OFFS = new TradeOffs(
            new TradeOffs.Stream(Set.of("wire-delta", "wire-binary-named"), List.of(Operation.STREAM_ROUND_TRIP), Tier.HEADLINE,
                    List.of("zstd-fast"), Set.of("wire-binary-named"), Tier.MATRIX),
            List.of(new TradeOffs.PayloadPlan("batch", "orders", Set.of("wire-binary-named"), List.of("lz4-fast", "lz4-air"), Tier.MATRIX)));

    /**
     * About 5 minutes by the plan (harness/bench/README.md): every contender that carries the update
     * stream, round trips over 2 forks; the two forms the delta article compares also through
     * Zstandard and deflate (gzip) at their fast settings, message by message (1 fork); JNI against
     * pure Java (LZ4, Zstandard) on one order; every fast compressor, bzip2 and XZ on named binary
     * YAML's batch of 256 orders; the fast ones on its update stream and on the delta stream (1 fork
     * each: the differences are large). The strong settings, the rest of bzip2 and XZ, and each stream
     * message compressed on its own through every compressor are the full profile's.
     */
    static final TradeOffs PUBLISH_TRADE_OFFS = new TradeOffs(
            new TradeOffs.Stream(Set.of(TradeOffs.ALL), List.of(Operation.STREAM_ROUND_TRIP), Tier.HEADLINE,
                    List.of("zstd-fast", "gzip-fast"), Set.of("wire-delta", "wire-binary-named"), Tier.MATRIX),
            List.of(new TradeOffs.PayloadPlan("single", "order", Set.of("wire-binary-named"),
                            List.of("lz4-fast", "lz4-air", "zstd-default", "zstd-air"), Tier.MATRIX),
                    new TradeOffs.PayloadPlan("batch", "orders", Set.of("wire-binary-named"),
                            List.of("gzip-fast", "lz4-fast", "lz4-air", "snappy", "snappy-air", "zstd-default", "zstd-air", "lzf", "bzip2", "xz-fast"),
                            Tier.MATRIX),
                    new TradeOffs.PayloadPlan("stream", "updates", Set.of("wire-binary-named", "wire-delta"),
                            List.of("gzip-fast", "lz4-fast", "lz4-air", "zstd-default", "zstd-air", "lzf"), Tier.MATRIX)));

    /**
     * Everything: both stream operations for every contender that carries it, uncompressed over the
     * headline tier's forks and through every compressor (1 fork); every compressor on every payload
     * of the encodings the compression article's readers compare (named binary YAML, wire JSON,
     * Protobuf, Jackson) and of the delta stream.
     */
    static final TradeOffs FULL_TRADE_OFFS = new TradeOffs(
            new TradeOffs.Stream(Set.of(TradeOffs.ALL), List.of(Operation.STREAM_ENCODE, Operation.STREAM_ROUND_TRIP), Tier.HEADLINE,
                    io.wirebench.compress.Compressors.ids(), Set.of(TradeOffs.ALL), Tier.MATRIX),
            fullPayloads());

    private static List<TradeOffs.PayloadPlan> fullPayloads() {
        Set<String> encodings = Set.of("wire-binary-named", "wire-json", "protobuf", "jackson-databind");
        Set<String> streams = Set.of("wire-binary-named", "wire-json", "wire-delta");
        List<String> all = List.of(TradeOffs.ALL);
        return List.of(new TradeOffs.PayloadPlan("single", "order", encodings, all, Tier.MATRIX),
                new TradeOffs.PayloadPlan("single", "mediacontent", encodings, all, Tier.MATRIX),
                new TradeOffs.PayloadPlan("batch", "orders", encodings, all, Tier.MATRIX),
                new TradeOffs.PayloadPlan("batch", "db100", encodings, all, Tier.MATRIX),
                new TradeOffs.PayloadPlan("stream", "updates", streams, all, Tier.MATRIX),
                new TradeOffs.PayloadPlan("per-message", "updates", streams, all, Tier.MATRIX));
    }

    /**
     * The data sets of the direct-use pairs in publish and full: the wire-format latency benchmark's message and
     * the rotation of 256 orders, the two on which Chronicle's and our own forms are compared. Quick has none: a
     * pair needs forks in the same rounds to give its ratio an interval, and quick runs no rounds.
     */
    static final List<String> PARITY_DATASETS = List.of("order", "orders");

    /**
     * The data set of publish's read-in-place pairs: the read-and-use test's ten nested longs, summed, where the
     * read-in-place claim compares decoding first with reading in place.
     */
    static final List<String> READ_IN_PLACE_DATASETS = List.of("readuse");

    /**
     * The fewest samples that back p99.99 in the report (its percentile table shows a percentile p only with at least
     * 10 / (1 - p) samples, so that about ten lie beyond it): publish's open loop measures exactly that many at 10k msg/s.
     */
    static final long P9999_SAMPLES = 100_000;

    static {
        JmhSettings quick = new JmhSettings(0, 2, 150, 3, 150, List.of("avgt"));
        QUICK = new Profile("quick", quick, quick, quick,
                new OpenLoopSettings(List.of(10_000), 0, 300, 1000, List.of("order")),
                d -> d.hasTag(Dataset.HEADLINE), false, Map.of(), QUICK_TRADE_OFFS, List.of());
        FULL = new Profile("full",
                new JmhSettings(10, 3, 1000, 5, 1000, List.of("avgt", "sample")),
                new JmhSettings(5, 3, 1000, 5, 1000, List.of("avgt")),
                new JmhSettings(1, 2, 500, 3, 500, List.of("avgt")),
                new OpenLoopSettings(List.of(10_000, 100_000), 10, 5000, 10_000, List.of("order"), 1_000_000),
                d -> true, true, Map.of(), FULL_TRADE_OFFS, PARITY_DATASETS, new ColdStart(20, d -> d.hasTag(Dataset.HEADLINE)));
        PUBLISH = new Profile("publish",
                new JmhSettings(5, 1, 1000, 8, 50, List.of("avgt")),
                new JmhSettings(1, 1, 500, 10, 30, List.of("avgt")),
                new JmhSettings(1, 1, 500, 10, 80, List.of("avgt")),
                new OpenLoopSettings(List.of(10_000), 3, 500, 3_400, List.of("order"), P9999_SAMPLES),
                d -> d.hasTag(Dataset.HEADLINE), true, Map.of(), PUBLISH_TRADE_OFFS, PARITY_DATASETS,
                new ColdStart(10, d -> d.id().equals("order")), Set.of(Operation.DIRECT_ROUND_TRIP, Operation.COLD_START),
                READ_IN_PLACE_DATASETS);
    }

    public static final List<Profile> ALL = List.of(QUICK, PUBLISH, FULL);

    public Profile {
        overrides = Map.copyOf(overrides);
        parity = List.copyOf(parity);
        onRequest = Set.copyOf(onRequest);
        readInPlace = List.copyOf(readInPlace);
    }

    public static Profile byName(String name) {
        return ALL.stream().filter(p -> p.name.equals(name)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no profile '" + name + "'; known: "
                        + Arrays.toString(ALL.stream().map(Profile::name).toArray())));
    }

    public static Tier tierOf(Dataset<?> dataset, Operation operation) {
        if (!dataset.hasTag(Dataset.HEADLINE)) {
            return Tier.MATRIX;
        }
        return operation == Operation.ROUND_TRIP ? Tier.LATENCY : Tier.HEADLINE;
    }

    public JmhSettings settings(Tier tier) {
        return switch (tier) {
            case LATENCY -> latency;
            case HEADLINE -> headline;
            case MATRIX -> matrix;
        };
    }

    /**
     * This profile with the command line's overrides applied to every tier. Keys (all optional):
     * {@code forks}, {@code warmup} (warm-up iterations), {@code iterations} (measured iterations),
     * {@code time} (ms per iteration, or with a unit: 500ms, 2s), {@code modes} (avgt,thrpt,sample),
     * {@code rates} (open-loop msg/s, comma-separated; {@code none} for no open-loop cases),
     * {@code openloop-time} (measured open-loop time per fork), {@code openloop-warmup} (its warm-up run),
     * {@code openloop-forks} (open-loop JVMs per rate; {@code forks} otherwise), {@code latency-forks}
     * (forks of the latency tier, the headline round trips; {@code forks} otherwise), {@code coldstart-forks} (forks per
     * cold-start case where the profile plans them; {@code forks} otherwise).
     */
    public Profile withOverrides(Map<String, String> given) {
        if (given.isEmpty()) {
            return this;
        }
        Map<String, String> all = new LinkedHashMap<>(overrides);
        all.putAll(given);
        Integer forks = integer(given, "forks");
        Integer warmup = integer(given, "warmup");
        Integer iterations = integer(given, "iterations");
        Integer time = millis(given, "time");
        List<String> modes = given.containsKey("modes") ? Arrays.stream(given.get("modes").split(",")).map(String::trim).toList() : null;
        List<Integer> rates = null;
        if (given.containsKey("rates")) {
            String r = given.get("rates").trim();
            rates = r.equals("none") || r.equals("0") ? List.of()
                    : Arrays.stream(r.split(",")).map(String::trim).map(s -> parseInt("rates", s.replace("_", ""))).toList();
        }
        Integer openLoopTime = millis(given, "openloop-time");
        Integer openLoopWarmup = millis(given, "openloop-warmup");
        Integer openLoopForks = given.containsKey("openloop-forks") ? integer(given, "openloop-forks") : forks;
        // the round trips of the headline data sets (latency tier) may take more forks than the rest: they carry the rankings
        Integer latencyForks = given.containsKey("latency-forks") ? integer(given, "latency-forks") : forks;
        Integer coldForks = given.containsKey("coldstart-forks") ? integer(given, "coldstart-forks") : forks;
        return new Profile(name, latency.with(latencyForks, warmup, iterations, time, modes),
                headline.with(forks, warmup, iterations, time, modes),
                matrix.with(forks, warmup, iterations, time, modes), openLoop.with(rates, openLoopForks, openLoopWarmup, openLoopTime),
                defaultDatasets, inRounds && !"false".equals(given.get("rounds")), all, tradeOffs, parity,
                coldForks == null || coldStart.forks() == 0 ? coldStart : new ColdStart(coldForks, coldStart.datasets()),
                onRequest, readInPlace);
    }

    /** For the manifest; the top-level fields describe the latency tier, as in format version 1. */
    /** As the manifest records it: the top-level numbers are the latency tier's, as version 1 had only that tier. */
    Manifest.ProfileInfo info() {
        Map<String, Manifest.JmhSettings> tiers = new LinkedHashMap<>();
        tiers.put("latency", latency.info());
        tiers.put("headline", headline.info());
        tiers.put("matrix", matrix.info());
        return new Manifest.ProfileInfo(name, latency.forks(), latency.warmupIterations(), latency.warmupMillis(),
                latency.measurementIterations(), latency.measurementMillis(), latency.modes(), List.of("gc"), tiers, openLoop.info(),
                new java.util.TreeMap<>(overrides));
    }

    private static Integer integer(Map<String, String> given, String key) {
        return given.containsKey(key) ? parseInt(key, given.get(key).trim()) : null;
    }

    private static int parseInt(String key, String value) {
        try {
            return Integer.parseInt(value);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(key + " takes a whole number, not '" + value + "'");
        }
    }

    /** "500", "500ms", "2s" as milliseconds. */
    static Integer millis(Map<String, String> given, String key) {
        if (!given.containsKey(key)) {
            return null;
        }
        String v = given.get(key).trim().toLowerCase(java.util.Locale.ROOT);
        if (v.endsWith("ms")) {
            return parseInt(key, v.substring(0, v.length() - 2));
        }
        if (v.endsWith("s")) {
            return parseInt(key, v.substring(0, v.length() - 1)) * 1000;
        }
        return parseInt(key, v);
    }
}
