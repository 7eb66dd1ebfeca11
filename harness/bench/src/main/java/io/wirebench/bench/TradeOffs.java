package io.wirebench.bench;

import io.wirebench.compress.Compressors;
import io.wirebench.core.Contender;
import io.wirebench.core.Support;
import io.wirebench.core.model.Datasets;
import io.wirebench.core.model.Models;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The cases of a profile beyond the codec operations: the delta article's update stream
 * ({@link UpdateStreamBenchmark}) and generic compressors on contenders' bytes
 * ({@link CompressionBenchmark}). They are JMH cases like the others (forks, rounds, steady state,
 * {@link ForkMerge}), planned per contender by {@link #plan}; their sizes come from the proving JVM
 * ({@link CompressedSizes}) and go to {@code updatestream.json} and {@code compression.json}
 * ({@link TradeOffFiles}).
 *
 * @param stream   the update-stream cases
 * @param payloads the compression cases, payload by payload
 */
record TradeOffs(Stream stream, List<PayloadPlan> payloads) {
    /** In a contender set: every contender (that can carry the data). */
    static final String ALL = "*";
    /** The update stream's data set id: 5,000 updates of one key ({@link io.wirebench.core.model.updates.UpdateStream}). */
    static final String STREAM_DATASET = "updates";
    /** The compressor parameter's value for the update stream sent as it is. */
    static final String NO_COMPRESSOR = "none";
    /** How the plan's unsupported entries name a payload a contender cannot carry: {@code compress;payload=batch}. */
    static final String UNSUPPORTED_PAYLOAD = "compress;payload=";

    TradeOffs {
        payloads = List.copyOf(payloads);
    }

    /**
     * @param contenders       who runs it ({@value #ALL}: every contender that carries {@code MyDataType})
     * @param operations       streamEncode and/or streamRoundTrip
     * @param tier             the settings of the uncompressed cases
     * @param compressors      compressors applied to every update's message: sized for every contender above
     * @param compressedTimed  who is also timed with each of them ({@value #ALL}: all of the above)
     * @param compressedTier   the settings of those cases
     */
    record Stream(Set<String> contenders, List<Operation> operations, Profile.Tier tier, List<String> compressors,
                  Set<String> compressedTimed, Profile.Tier compressedTier) {
        Stream {
            contenders = Set.copyOf(contenders);
            operations = List.copyOf(operations);
            compressors = List.copyOf(compressors);
            compressedTimed = Set.copyOf(compressedTimed);
        }
    }

    /**
     * One payload ({@link Payloads#blocks}) of some contenders' bytes: sized with every compressor,
     * compressed and decompressed under JMH with {@code timed} ({@value #ALL}: every compressor).
     */
    record PayloadPlan(String kind, String dataset, Set<String> contenders, List<String> timed, Profile.Tier tier) {
        PayloadPlan {
            if (!io.wirebench.results.CompressionFile.PAYLOADS.contains(kind)) {
                throw new IllegalArgumentException("no payload kind '" + kind + "'; known: " + io.wirebench.results.CompressionFile.PAYLOADS);
            }
            contenders = Set.copyOf(contenders);
            timed = List.copyOf(timed);
        }

        List<String> timedCompressors() {
            return timed.contains(ALL) ? Compressors.ids() : timed;
        }
    }

    static boolean includes(Set<String> ids, String id) {
        return ids.contains(ALL) || ids.contains(id);
    }

    /** No update stream and no compression cases. */
    static final TradeOffs NONE = new TradeOffs(new Stream(Set.of(), List.of(), Profile.Tier.HEADLINE, List.of(), Set.of(),
            Profile.Tier.MATRIX), List.of());

    /**
     * This profile's cases for one contender, appended to {@code cases}; what the contender was
     * planned for but cannot carry goes to {@code unsupported}. Nothing is planned when the
     * selection narrows the data sets, models or sizes, unless it names the case's data set
     * ({@code DATASETS=updates}, {@code DATASETS=orders}); {@code OPS=} applies as to every case.
     */
    void plan(Contender c, Selection selection, List<Case> cases, List<Plan.Unsupported> unsupported, List<Plan.Failure> failures) {
        String id = c.descriptor().id();
        if (includes(stream.contenders(), id) && wanted(selection, STREAM_DATASET) && !stream.operations().isEmpty()) {
            String whyNot = whyNotStream(c, failures);
            if (whyNot != null) {
                if (!whyNot.isEmpty()) { // empty: supports() threw, a failure is recorded
                    unsupported.add(new Plan.Unsupported(id, STREAM_DATASET, "*", whyNot));
                }
            } else {
                for (Operation op : stream.operations()) {
                    if (!selection.includesOperation(op)) {
                        continue;
                    }
                    cases.add(new Case.Jmh(id, STREAM_DATASET, op, stream.tier(), Map.of("compressor", NO_COMPRESSOR)));
                    if (includes(stream.compressedTimed(), id)) {
                        for (String compressor : stream.compressors()) {
                            cases.add(new Case.Jmh(id, STREAM_DATASET, op, stream.compressedTier(), Map.of("compressor", compressor)));
                        }
                    }
                }
            }
        }
        for (PayloadPlan p : payloads) {
            if (!includes(p.contenders(), id) || !wanted(selection, p.dataset())) {
                continue;
            }
            String whyNot = p.dataset().equals(STREAM_DATASET) ? whyNotStream(c, failures) : whyNot(c, p.dataset(), failures);
            if (whyNot != null) {
                if (!whyNot.isEmpty()) {
                    unsupported.add(new Plan.Unsupported(id, p.dataset(), UNSUPPORTED_PAYLOAD + p.kind(), whyNot));
                }
                continue;
            }
            for (String compressor : p.timedCompressors()) {
                for (Operation op : List.of(Operation.COMPRESS, Operation.DECOMPRESS)) {
                    if (selection.includesOperation(op)) {
                        cases.add(new Case.Jmh(id, p.dataset(), op, p.tier(), Map.of("compressor", compressor, "payload", p.kind())));
                    }
                }
            }
        }
    }

    /** A narrowed selection plans these cases only where it names their data set. */
    private static boolean wanted(Selection selection, String dataset) {
        boolean narrowed = !selection.datasets().isEmpty() || !selection.models().isEmpty() || !selection.sizes().isEmpty();
        return !narrowed || selection.datasets().contains(dataset);
    }

    /** Null when the contender carries the update stream (a delta stream codec, or MyDataType in full); else the reason ("" if supports threw). */
    private static String whyNotStream(Contender c, List<Plan.Failure> failures) {
        try {
            Support full = c.supports(Models.MY_DATA_TYPE);
            if (full.supported() || c.supports(Models.UPDATES).supported()) {
                return null;
            }
            return full.reason();
        } catch (RuntimeException | LinkageError e) {
            failures.add(new Plan.Failure(c.descriptor().id(), STREAM_DATASET, "*", "plan", "supports(" + Models.MY_DATA_TYPE.id() + ") threw " + e));
            return "";
        }
    }

    private static String whyNot(Contender c, String dataset, List<Plan.Failure> failures) {
        try {
            Support s = c.supports(Datasets.byId(dataset));
            return s.supported() ? null : s.reason();
        } catch (RuntimeException | LinkageError e) {
            failures.add(new Plan.Failure(c.descriptor().id(), dataset, "*", "plan", "supports(" + dataset + ") threw " + e));
            return "";
        }
    }
}
