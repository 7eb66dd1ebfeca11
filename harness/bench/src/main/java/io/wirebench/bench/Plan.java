package io.wirebench.bench;

import io.wirebench.core.Contender;
import io.wirebench.core.Contenders;
import io.wirebench.core.Support;
import io.wirebench.core.model.Dataset;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Set;
import java.util.stream.Stream;

/**
 * The cases a run will measure, worked out before anything runs so that the plan can be printed,
 * counted, costed, sharded and checked. A pure function of the registered contenders, the data
 * sets, the profile and the selection.
 *
 * @param profile     how long each case runs
 * @param entries     per contender, its cases ({@link Case}) in a stable order
 * @param unsupported what the selection asked for but a contender cannot do, with the reason
 * @param failures    contenders whose {@code supports} threw while planning (recorded, not fatal)
 * @param shard       which part of the whole plan this is
 */
public record Plan(Profile profile, List<Entry> entries, List<Unsupported> unsupported, List<Failure> failures, Shard shard) {

    /** One contender and everything it will be measured on. */
    public record Entry(Contender contender, List<Case> cases) {
        public int caseCount() {
            return cases.size();
        }

        /** The data sets of the cases, in case order. */
        public List<String> datasets() {
            Set<String> ids = new LinkedHashSet<>();
            cases.forEach(c -> ids.add(c.dataset()));
            return List.copyOf(ids);
        }

        /** The JMH operations planned on a data set. */
        public List<Operation> operationsOn(String dataset) {
            return cases.stream().filter(c -> c.dataset().equals(dataset)).flatMap(c -> c instanceof Case.Jmh j ? Stream.of(j.operation())
                    : Stream.empty()).toList();
        }
    }

    /** A contender that cannot express a data set (operation {@code *}) or cannot run one operation on it. */
    public record Unsupported(String contender, String dataset, String operation, String reason) {
    }

    /** Something that went wrong before measuring (a provider that cannot be loaded, a {@code supports} that throws). */
    public record Failure(String contender, String dataset, String operation, String stage, String error) {
    }

    /** The plan, with the direct-use benchmarks on the class path ({@link DirectUse#discover()}) where the profile pairs them. */
    public static Plan of(Contenders contenders, List<Dataset<?>> datasets, Profile profile, Selection selection) {
        return of(contenders, datasets, profile, selection, profile.parity().isEmpty() ? DirectUse.NONE : DirectUse.discover());
    }

    /**
     * The plan, pairing each contender's round trip on the profile's parity data sets with its direct-use
     * benchmark in {@code direct} ({@link Operation#DIRECT_ROUND_TRIP}, the round trip's tier, so both get a
     * fork in every round). A contender without one, or whose benchmark cannot send the data set, has no pair.
     */
    public static Plan of(Contenders contenders, List<Dataset<?>> datasets, Profile profile, Selection selection, DirectUse direct) {
        for (String id : selection.contenders()) {
            contenders.byId(id);
        }
        Map<String, Dataset<?>> chosen = chooseDatasets(datasets, profile, selection);
        List<Dataset<?>> inPlacePairs = inPlacePairDatasets(datasets, profile, selection, chosen);
        List<Entry> entries = new ArrayList<>();
        List<Unsupported> unsupported = new ArrayList<>();
        List<Failure> failures = new ArrayList<>();
        for (Contender c : contenders.all()) {
            String id = c.descriptor().id();
            if (!selection.includesContender(id)) {
                continue;
            }
            List<Case> openLoop = new ArrayList<>();
            List<Case> jmh = new ArrayList<>();
            for (Dataset<?> d : chosen.values()) {
                Support s;
                try {
                    s = c.supports(d);
                } catch (RuntimeException | LinkageError e) {
                    failures.add(new Failure(id, d.id(), "*", "plan", "supports(" + d.model().id() + ") threw " + e));
                    continue;
                }
                if (!s.supported()) {
                    unsupported.add(new Unsupported(id, d.id(), "*", s.reason()));
                    continue;
                }
                if (profile.openLoop().datasets().contains(d.id()) && selection.includesOperation(Operation.ROUND_TRIP)) {
                    for (int rate : profile.openLoop().rates()) {
                        openLoop.add(new Case.OpenLoop(id, d.id(), rate));
                    }
                }
                for (Operation op : Operation.codec()) {
                    if (!op.appliesTo(d) || !selection.includesOperation(op)) {
                        continue;
                    }
                    String whyNot = op.whyNot(c, d);
                    if (whyNot != null) {
                        unsupported.add(new Unsupported(id, d.id(), op.id(), whyNot));
                    } else {
                        jmh.add(new Case.Jmh(id, d.id(), op, tier(profile, c, d, op)));
                    }
                }
                if (profile.parity().contains(d.id()) && direct.covers(id, d.id()) && selection.includesOperation(Operation.ROUND_TRIP)
                        && profile.plans(Operation.DIRECT_ROUND_TRIP, selection)) {
                    jmh.add(new Case.Jmh(id, d.id(), Operation.DIRECT_ROUND_TRIP, Profile.tierOf(d, Operation.ROUND_TRIP)));
                }
                if (profile.coldStart().covers(d) && profile.plans(Operation.COLD_START, selection)) {
                    jmh.add(new Case.ColdStart(id, d.id(), profile.coldStart().forks(), null));
                }
            }
            for (Dataset<?> d : inPlacePairs) {
                planInPlacePair(c, d, jmh, failures);
            }
            // The update stream and compressors, where the profile plans them for this contender.
            profile.tradeOffs().plan(c, selection, jmh, unsupported, failures);
            // Open-loop cases first: when they run inside the contender's JVM (quick), they then see
            // a JIT profile shaped by this data set only, not by the whole JMH matrix before them.
            List<Case> cases = new ArrayList<>(openLoop);
            cases.addAll(jmh);
            if (!cases.isEmpty()) {
                entries.add(new Entry(c, List.copyOf(cases)));
            }
        }
        return new Plan(profile, List.copyOf(entries), List.copyOf(unsupported), List.copyOf(failures), Shard.WHOLE);
    }

    /**
     * The tier of a codec case: the pair of {@link Profile#readInPlace()}, of a contender that reads in place, gets the
     * round trips' tier (their forks, both halves in the same rounds), everything else {@link Profile#tierOf}'s.
     */
    private static Profile.Tier tier(Profile profile, Contender c, Dataset<?> d, Operation op) {
        return isInPlacePair(profile, d.id(), op) && Operation.ACCESS.whyNot(c, d) == null ? Profile.Tier.LATENCY : Profile.tierOf(d, op);
    }

    private static boolean isInPlacePair(Profile profile, String dataset, Operation op) {
        return (op == Operation.DECODE_AND_USE || op == Operation.ACCESS) && profile.readInPlace().contains(dataset);
    }

    /**
     * The profile's read-in-place data sets that the selection does not already choose, when it leaves the data sets to
     * the profile and includes both operations of the pair; a selection that names data sets, models or sizes gets
     * exactly what it names ({@link #chooseDatasets}).
     */
    private static List<Dataset<?>> inPlacePairDatasets(List<Dataset<?>> datasets, Profile profile, Selection selection,
                                                       Map<String, Dataset<?>> chosen) {
        boolean narrowed = !selection.datasets().isEmpty() || !selection.models().isEmpty() || !selection.sizes().isEmpty();
        if (narrowed || !selection.includesOperation(Operation.DECODE_AND_USE) || !selection.includesOperation(Operation.ACCESS)) {
            return List.of();
        }
        List<Dataset<?>> out = new ArrayList<>();
        for (String id : profile.readInPlace()) {
            if (!chosen.containsKey(id)) {
                out.add(datasets.stream().filter(d -> d.id().equals(id)).findFirst().orElseThrow(() -> new NoSuchElementException(
                        "profile " + profile.name() + " pairs decodeAndUse with access on '" + id + "', which is no data set")));
            }
        }
        return out;
    }

    /**
     * decodeAndUse and access on {@code d}, for a contender that reads in place only: the pair is what the read-in-place
     * claim compares, and a contender that cannot access has no pair (nothing is recorded as unsupported for it: the
     * profile asked for readers in place, not for every contender on this data set).
     */
    private static void planInPlacePair(Contender c, Dataset<?> d, List<Case> jmh, List<Failure> failures) {
        String id = c.descriptor().id();
        try {
            if (!c.supports(d).supported() || Operation.ACCESS.whyNot(c, d) != null) {
                return;
            }
        } catch (RuntimeException | LinkageError e) {
            failures.add(new Failure(id, d.id(), Operation.ACCESS.id(), "plan", "supports or access(" + d.model().id() + ") threw " + e));
            return;
        }
        jmh.add(new Case.Jmh(id, d.id(), Operation.DECODE_AND_USE, Profile.Tier.LATENCY));
        jmh.add(new Case.Jmh(id, d.id(), Operation.ACCESS, Profile.Tier.LATENCY));
    }

    private static Map<String, Dataset<?>> chooseDatasets(List<Dataset<?>> datasets, Profile profile, Selection selection) {
        Map<String, Dataset<?>> chosen = new LinkedHashMap<>();
        boolean narrowed = !selection.models().isEmpty() || !selection.sizes().isEmpty();
        for (Dataset<?> d : datasets) {
            boolean wanted = !selection.datasets().isEmpty() ? selection.datasets().contains(d.id())
                    : narrowed || profile.defaultDatasets().test(d);
            if (wanted && selection.matchesModelAndSize(d)) {
                chosen.put(d.id(), d);
            }
        }
        for (String id : selection.datasets()) {
            if (!id.equals(TradeOffs.STREAM_DATASET) && datasets.stream().noneMatch(d -> d.id().equals(id))) {
                throw new NoSuchElementException("no data set '" + id + "'; known: " + datasets.stream().map(Dataset::id).toList()
                        + " and " + TradeOffs.STREAM_DATASET + " (the update stream)");
            }
        }
        // DATASETS=updates selects the update stream and its compressions only: no codec data set
        if (chosen.isEmpty() && !selection.datasets().contains(TradeOffs.STREAM_DATASET)) {
            throw new NoSuchElementException("the selection matches no data set");
        }
        return chosen;
    }

    /**
     * Shard {@code shard.index()} of {@code shard.count()}: every case goes to exactly one shard,
     * balanced by estimated cost. Greedy longest-processing-time first: cases sorted by cost
     * (then by key, so the order never depends on the machine), each given to the shard with the
     * least cost so far (the lowest index on a tie). The most and least loaded shards then differ
     * by at most the cost of the largest case.
     */
    public Plan shard(Shard shard) {
        if (!this.shard.isWhole()) {
            throw new IllegalStateException("this plan is already shard " + this.shard);
        }
        if (shard.isWhole()) {
            return this;
        }
        List<Case> all = new ArrayList<>(cases());
        all.sort(Comparator.comparingDouble((Case c) -> -CostModel.seconds(profile, c)).thenComparing(Case::key));
        double[] load = new double[shard.count()];
        Set<String> mine = new LinkedHashSet<>();
        Map<String, Integer> placed = new LinkedHashMap<>();
        // the second of a pair goes where the first goes: their ratio pairs forks of the same round, on one machine
        Set<String> keys = new HashSet<>(all.stream().map(Case::key).toList());
        List<Case> seconds = all.stream().filter(c -> keys.contains(partnerKey(c))).toList();
        all.removeAll(seconds);
        for (Case c : all) {
            int least = 0;
            for (int i = 1; i < load.length; i++) {
                if (load[i] < load[least]) {
                    least = i;
                }
            }
            load[least] += CostModel.seconds(profile, c);
            placed.put(c.key(), least);
            if (least == shard.index() - 1) {
                mine.add(c.key());
            }
        }
        for (Case c : seconds) {
            Integer with = placed.get(partnerKey(c));
            if (with != null && with == shard.index() - 1) {
                mine.add(c.key());
            }
        }
        List<Entry> kept = new ArrayList<>();
        for (Entry e : entries) {
            List<Case> cases = e.cases().stream().filter(c -> mine.contains(c.key())).toList();
            if (!cases.isEmpty()) {
                kept.add(new Entry(e.contender(), cases));
            }
        }
        return new Plan(profile, List.copyOf(kept), unsupported, failures, shard);
    }

    /**
     * For the second case of a pair, the key of the case it is paired with: a direct-use round trip's harness round trip,
     * an access's decodeAndUse on a read-in-place data set; null for any other case.
     */
    private String partnerKey(Case c) {
        if (!(c instanceof Case.Jmh j)) {
            return null;
        }
        Operation first = j.operation() == Operation.DIRECT_ROUND_TRIP ? Operation.ROUND_TRIP
                : j.operation() == Operation.ACCESS && isInPlacePair(profile, j.dataset(), j.operation()) ? Operation.DECODE_AND_USE : null;
        return first == null ? null : j.contender() + "/" + j.dataset() + "/" + first.id();
    }

    /** The plan without the cases that already have results (resuming an interrupted run). */
    public Plan without(Set<String> doneKeys) {
        List<Entry> kept = new ArrayList<>();
        for (Entry e : entries) {
            List<Case> cases = e.cases().stream().filter(c -> !doneKeys.contains(c.key())).toList();
            if (!cases.isEmpty()) {
                kept.add(new Entry(e.contender(), cases));
            }
        }
        return new Plan(profile, List.copyOf(kept), unsupported, failures, shard);
    }

    /** For printing: the ids, or their count and the first few when there are many. */
    static String describeDatasets(List<String> ids) {
        return ids.size() <= 6 ? String.join(",", ids) : ids.size() + " data sets (" + String.join(",", ids.subList(0, 4)) + ",...)";
    }

    public List<Case> cases() {
        return entries.stream().flatMap(e -> e.cases().stream()).toList();
    }

    public int caseCount() {
        return entries.stream().mapToInt(Entry::caseCount).sum();
    }

    /** Estimated wall time of the whole plan on one machine ({@link CostModel}). */
    public long estimatedSeconds() {
        double s = entries.size() * CostModel.CONTENDER_JVM_SECONDS;
        double alone = 0;
        for (Entry e : entries) {
            s += CostModel.provingSeconds(profile, e);
        }
        if (profile.inRounds()) {
            // a contender JVM per round; only the first proves
            s += (Rounds.count(this) - 1) * entries.size() * CostModel.CONTENDER_JVM_REUSE_SECONDS;
        }
        for (Case c : cases()) {
            if (c instanceof Case.Jmh) {
                s += CostModel.seconds(profile, c);
            } else {
                alone += CostModel.seconds(profile, c);
            }
        }
        return Math.round(s / lanes() + alone);
    }

    /** Lanes the JMH forks run in ({@link Lanes}: publish and full only); open-loop and cold-start cases always run alone. */
    int lanes() {
        return profile.inRounds() ? Lanes.count(profile.overrides()) : 1;
    }

    /**
     * Estimated seconds per tier (latency, headline, matrix, open loop, cold start), for the direct-use and read-in-place
     * pairs and for the update stream and compression, for the printed plan.
     */
    public Map<String, double[]> costByTier() {
        Map<String, double[]> out = new LinkedHashMap<>();
        for (String tier : List.of("open loop", "cold start", "latency", "direct use", "read in place", "headline", "matrix", "update stream",
                "compression")) {
            out.put(tier, new double[2]);
        }
        for (Case c : cases()) {
            String tier = c instanceof Case.ColdStart ? "cold start" : !(c instanceof Case.Jmh j) ? "open loop"
                    : j.operation() == Operation.DIRECT_ROUND_TRIP ? "direct use"
                    : isInPlacePair(profile, j.dataset(), j.operation()) && j.tier() == Profile.Tier.LATENCY ? "read in place"
                    : j.operation().benchmark() == UpdateStreamBenchmark.class ? "update stream"
                    : j.operation().benchmark() == CompressionBenchmark.class ? "compression" : j.tier().name().toLowerCase(java.util.Locale.ROOT);
            double[] v = out.computeIfAbsent(tier, k -> new double[2]);
            v[0]++;
            v[1] += CostModel.seconds(profile, c) / (c instanceof Case.Jmh ? lanes() : 1);
        }
        out.values().removeIf(v -> v[0] == 0);
        return out;
    }
}
