package io.wirebench.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Measures a plan in rounds: each round gives every JMH case one short fork, contenders and each
 * contender's cases in a random order drawn from a recorded seed, so that a host that changes speed
 * over the run (these VMs drift by tens of percent within minutes) slows every contender alike
 * instead of whoever ran in the slow hour, and forks of one case are spread over the whole run. A
 * case gets as many rounds as its tier has forks; open-loop cases run in round 1; a cold-start case's forks are
 * spread over the rounds ({@link #count}).
 *
 * <p>The unit that runs in one go is a contender's block of a round (one contender JVM, its cases
 * of that round one after another): a JVM per fork would double the JVM starts for nothing, since
 * JMH forks each case anyway. The proving JVM runs in round 1 only; later rounds reuse its proof.
 *
 * <p><b>Warm-up, watched.</b> Every fork warms up blind for its tier's warm-up, then measures; a fork of a round may
 * first measure extra iterations ({@link Case.Jmh#watchedMillis}), so that {@link SteadyState} sees where it settles
 * rather than trusting a warm-up of fixed length. A fixed second was a plateau for some libraries: their C2 code
 * arrived between 1 and 2 s, the forks warmed up 1 s sat there 1.3-1.6x slow, flat enough to pass the trend test
 * (docs/measurements/2026-11-26o-publish-settings-check), and the case's median depended on how many forks had
 * warmed up longer. So:
 * <ul>
 *   <li>a case's fork of round 1, when its tier has more forks to come, is its <em>pilot</em>: it watches
 *       {@value #PILOT_FACTOR}x the tier's warm-up more ({@link #pilotMillis}), to see such a plateau end;</li>
 *   <li>after each fork its case's later forks watch {@value #SETTLE_MARGIN}x the time this fork took to settle after
 *       its blind warm-up, when that is at least {@value #MIN_SETTLE_MILLIS} ms and more than they watch already, so a
 *       case that settles late gets that warm-up in every later round and one that settles at once costs nothing;</li>
 *   <li>a fork that did not settle makes its case watch twice as long in the next round (at least the tier's warm-up);</li>
 *   <li>up to the cap: {@value #MAX_WARMUP_FACTOR}x the tier's warm-up in all, and at least {@value #MIN_WARMUP_CAP_MILLIS} ms
 *       (a direct-use round trip and its harness round trip grow together, {@link #warmupKey}).</li>
 * </ul>
 * The warm-up each fork really had (blind, plus its watched iterations before steady state) is recorded with it
 * ({@link ForkMerge}).
 *
 * <p>{@code rounds.json} records the seed and, per round, the order the forks ran in. After the last
 * round {@link ForkMerge} turns each case's forks into its result.
 */
final class Rounds {
    static final int MAX_WARMUP_FACTOR = 4;
    /** The cap in time as well: at least this much warm-up may be reached however short the tier's is (Chronicle Wire needed about 3.8 s). */
    static final int MIN_WARMUP_CAP_MILLIS = 4000;
    /** At most this share of a round's forks is measured again for a stall, so a host in a bad hour cannot double the run. */
    static final int MAX_RERUN_SHARE_PERCENT = 10;
    /**
     * A pilot fork watches this many times its tier's warm-up beyond it: half a second more at publish's 1 s. In a pair of
     * runs of 24 contenders with a whole second, 85 % of the pilots had settled within the first half (its 8 measured
     * iterations follow, so the test sees to 1.9 s); the rest watch longer next round.
     */
    static final double PILOT_FACTOR = 0.5;
    /**
     * A settling time below this asks nothing of later forks: the test often drops an iteration or two at any fork's
     * start, and answering each with more watched iterations cost more than the pilots did.
     */
    static final int MIN_SETTLE_MILLIS = 250;
    /** Later forks watch this many times the time a fork took to settle: settling varies from fork to fork with the JIT's queue. */
    static final double SETTLE_MARGIN = 1.5;

    private Rounds() {
    }

    /** The seed of the order: SEED= if given, else derived from the run's id, so a resumed run draws the same order. */
    static long seed(RunRequest request, String baseRunId) {
        String given = request.overrides().get("seed");
        if (given != null && !given.isBlank()) {
            try {
                return Long.parseLong(given.trim());
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("seed takes a whole number, not '" + given + "'");
            }
        }
        return UUID.nameUUIDFromBytes(baseRunId.getBytes(StandardCharsets.UTF_8)).getMostSignificantBits();
    }

    /**
     * How many rounds the plan needs: the most forks any of its JMH cases asks for. Cold-start cases spread their forks
     * over those rounds ({@link Case.ColdStart#inRound}) rather than adding rounds (a round costs every contender a JVM);
     * a plan of cold-start cases alone gets a round per fork, so that even then its forks interleave.
     */
    static int count(Plan plan) {
        int rounds = 0;
        int coldStart = 1;
        for (Case c : plan.cases()) {
            if (c instanceof Case.Jmh j) {
                rounds = Math.max(rounds, plan.profile().settings(j.tier()).forks());
            } else if (c instanceof Case.ColdStart s) {
                coldStart = Math.max(coldStart, s.forks());
            }
        }
        return rounds > 0 ? rounds : coldStart;
    }

    /** Round {@code round}'s cases of one contender, in the order drawn for it, leaving out forks already measured. */
    static List<Case> casesOf(Plan.Entry entry, Profile profile, int round, int rounds, Map<String, Integer> warmups, RunFolder folder,
                              Random random) {
        List<Case> out = new ArrayList<>();
        for (Case c : entry.cases()) {
            if (c instanceof Case.Jmh j) {
                Case.Jmh fork = j.inRound(round, watched(j, profile, round, warmups));
                if (profile.settings(j.tier()).forks() >= round && !folder.hasResult(fork)) {
                    out.add(fork);
                }
            } else if (c instanceof Case.ColdStart s) {
                Case.ColdStart share = s.inRound(round, rounds);
                if (share != null && !folder.hasResult(share)) {
                    out.add(share);
                }
            } else if (round == 1) {
                out.add(c);
            }
        }
        Collections.shuffle(out, random);
        return out;
    }

    /** Every fork the plan will run, for the progress line. */
    static List<Case> allForks(Plan plan, int rounds) {
        List<Case> out = new ArrayList<>();
        for (int r = 1; r <= rounds; r++) {
            for (Plan.Entry e : plan.entries()) {
                for (Case c : e.cases()) {
                    if (c instanceof Case.Jmh j && plan.profile().settings(j.tier()).forks() >= r) {
                        out.add(j.inRound(r, watched(j, plan.profile(), r, Map.of())));
                    } else if (c instanceof Case.ColdStart s) {
                        if (s.inRound(r, rounds) != null) {
                            out.add(s.inRound(r, rounds));
                        }
                    } else if (!(c instanceof Case.Jmh) && r == 1) {
                        out.add(c);
                    }
                }
            }
        }
        return out;
    }

    /** Runs every round of {@code todo}, then merges the forks of every JMH case of {@code plan}. */
    static void run(Plan plan, Plan todo, RunRequest request, RunFolder folder, long seed, PrintStream out,
                    AtomicReference<Process> current) {
        int rounds = count(plan);
        int lanes = Lanes.count(request.overrides());
        Progress progress = new Progress(out, todo.profile(), allForks(todo, rounds), todo.entries().size() * rounds);
        Map<String, Integer> warmups = new HashMap<>();
        ObjectNode log = readLog(folder, seed, rounds);
        log.put("lanes", lanes);
        RoundsBudget budget = RoundsBudget.of(request.overrides(), System.nanoTime());
        int measured = rounds;
        for (int r = 1; r <= rounds; r++) {
            if (!budget.allows(r, System.nanoTime())) {
                measured = r - 1;
                recordCut(log, budget, r, rounds, folder, out);
                break;
            }
            long roundStart = System.nanoTime();
            Random random = new Random(seed * 31 + r);
            List<Plan.Entry> order = new ArrayList<>(todo.entries());
            Collections.shuffle(order, random);
            List<Plan.Entry> blocks = new ArrayList<>();
            ArrayNode keys = Json.MAPPER.createArrayNode();
            for (Plan.Entry e : order) {
                List<Case> cases = casesOf(e, todo.profile(), r, rounds, warmups, folder, random);
                if (!cases.isEmpty()) {
                    blocks.add(new Plan.Entry(e.contender(), cases));
                    cases.forEach(c -> keys.add(c.key()));
                }
            }
            if (blocks.isEmpty()) {
                continue;
            }
            ObjectNode entry = ((ArrayNode) log.get("order")).addObject();
            entry.put("round", r);
            entry.put("startedAt", Instant.now().toString());
            entry.set("forks", keys);
            Json.write(folder.roundsFile(), log);
            out.printf("round %d of %d: %d fork(s) over %d contender(s)%s%n", r, rounds, keys.size(), blocks.size(),
                    lanes > 1 ? " in " + lanes + " lanes" : "");
            List<Case> stalled = new ArrayList<>();
            boolean reuseProof = r > 1;
            Lanes.run(lanes > 1 ? part(blocks, true) : blocks, request, lanes, current, (block, laneRequest, laneProcess) -> {
                ContenderSession.run(block, laneRequest, folder, progress, out, laneProcess, reuseProof);
                synchronized (warmups) {
                    adaptWarmups(block, todo.profile(), folder, warmups);
                    stalled.addAll(setAsideStalled(block, folder, out));
                }
            });
            if (lanes > 1) {
                // open-loop cases need the machine to themselves (Lanes): after the lanes, one at a time; round 1 proved each contender
                for (Plan.Entry block : part(blocks, false)) {
                    ContenderSession.run(block, request, folder, progress, out, current, true);
                }
            }
            rerun(stalled, keys.size(), todo, request, folder, progress, out, current, lanes);
            budget.roundTook(r, java.time.Duration.ofNanos(System.nanoTime() - roundStart));
        }
        merge(plan, folder, seed, measured, log);
    }

    /**
     * Records in {@code rounds.json} and on the console that the budget ended the run before round {@code next}: each
     * case keeps the forks of the rounds before it (the forks files and the manifest's fork counts show how many).
     */
    private static void recordCut(ObjectNode log, RoundsBudget budget, int next, int rounds, RunFolder folder, PrintStream out) {
        long now = System.nanoTime();
        ObjectNode cut = log.putObject("cut");
        cut.put("afterRound", next - 1);
        cut.put("plannedRounds", rounds);
        cut.put("budgetSeconds", budget.budget().toSeconds());
        cut.put("elapsedSeconds", budget.elapsed(now).toSeconds());
        cut.put("predictedRoundSeconds", budget.predictedRound().toSeconds());
        cut.put("at", Instant.now().toString());
        Json.write(folder.roundsFile(), log);
        out.printf("budget: round %d of %d would take about %s after %s of the %s budget; the run ends with %d round(s)%n", next, rounds,
                Progress.minutes(budget.predictedRound().toSeconds()), Progress.minutes(budget.elapsed(now).toSeconds()),
                Progress.minutes(budget.budget().toSeconds()), next - 1);
    }

    /**
     * Forks the host stalled ({@link io.wirebench.bench.host.HostWatch#stalled}) are set aside (renamed {@code .stalled.json},
     * kept and listed in the case's forks file) to be measured again at the end of their round, once
     * each. Returns them.
     */
    private static List<Case> setAsideStalled(Plan.Entry block, RunFolder folder, PrintStream out) {
        List<Case> stalled = new ArrayList<>();
        for (Case c : block.cases()) {
            if (!(c instanceof Case.Jmh j) || !folder.hasResult(j)) {
                continue;
            }
            java.nio.file.Path result = j.resultFile(folder);
            java.nio.file.Path meta = ForkMerge.metaFile(result);
            if (!Files.isRegularFile(meta) || Files.exists(ForkMerge.stalledFile(result))) {
                continue; // no host figures, or this fork is already the second try
            }
            JsonNode m = Json.read(meta);
            if (m.hasNonNull("stallReason")) {
                try {
                    Files.move(result, ForkMerge.stalledFile(result));
                    Files.move(meta, ForkMerge.metaFile(ForkMerge.stalledFile(result)));
                } catch (java.io.IOException e) {
                    throw new java.io.UncheckedIOException("cannot set aside the stalled fork " + result, e);
                }
                out.printf("  %s: %s; measured again at the end of the round%n", j.key(), m.get("stallReason").asText());
                stalled.add(j);
            }
        }
        return stalled;
    }

    /** Each block's JMH forks ({@code jmh}) or its other cases (open loop), leaving out blocks with none. */
    static List<Plan.Entry> part(List<Plan.Entry> blocks, boolean jmh) {
        List<Plan.Entry> out = new ArrayList<>();
        for (Plan.Entry b : blocks) {
            List<Case> cases = b.cases().stream().filter(c -> c instanceof Case.Jmh == jmh).toList();
            if (!cases.isEmpty()) {
                out.add(new Plan.Entry(b.contender(), cases));
            }
        }
        return out;
    }

    /** Measures the stalled forks again, at most {@value #MAX_RERUN_SHARE_PERCENT} % of the round's forks; the rest keep their stalled result. */
    private static void rerun(List<Case> stalled, int roundForks, Plan todo, RunRequest request, RunFolder folder, Progress progress,
                              PrintStream out, AtomicReference<Process> current, int lanes) {
        int limit = Math.max(1, roundForks * MAX_RERUN_SHARE_PERCENT / 100);
        List<Case> again = stalled.subList(0, Math.min(limit, stalled.size()));
        for (Case c : stalled.subList(again.size(), stalled.size())) {
            // over the limit: the stalled fork stands, marked by its host figures and its reason
            java.nio.file.Path result = c.resultFile(folder);
            try {
                Files.move(ForkMerge.metaFile(ForkMerge.stalledFile(result)), ForkMerge.metaFile(result));
                Files.move(ForkMerge.stalledFile(result), result);
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException("cannot restore the stalled fork " + result, e);
            }
        }
        if (stalled.size() > again.size()) {
            out.printf("  %d stalled fork(s) over the re-run limit of %d this round: kept, with their stall recorded%n",
                    stalled.size() - again.size(), limit);
        }
        List<Plan.Entry> blocks = new ArrayList<>();
        for (Plan.Entry e : todo.entries()) {
            List<Case> mine = again.stream().filter(c -> c.contender().equals(e.contender().descriptor().id())).toList();
            if (!mine.isEmpty()) {
                blocks.add(new Plan.Entry(e.contender(), mine));
            }
        }
        // measured again the way they were measured: in lanes when the round ran in lanes
        Lanes.run(blocks, request, lanes, current,
                (block, laneRequest, laneProcess) -> ContenderSession.run(block, laneRequest, folder, progress, out, laneProcess, true));
    }

    /**
     * What a fork of round {@code round} watches: what its case's earlier forks asked for, else the pilot's time in
     * round 1, else nothing.
     */
    static Integer watched(Case.Jmh j, Profile profile, int round, Map<String, Integer> warmups) {
        Integer asked = warmups.get(warmupKey(j.whole()));
        if (asked != null) {
            return asked;
        }
        int pilot = pilotMillis(profile.settings(j.tier()));
        return round == 1 && pilot > 0 ? pilot : null;
    }

    /** What a case's first fork watches beyond its tier's warm-up: none where the tier has no later fork to inform. */
    static int pilotMillis(JmhSettings s) {
        return s.forks() < 2 ? 0 : (int) Math.round(PILOT_FACTOR * s.warmupIterations() * s.warmupMillis());
    }

    /** After each fork, what its case's later forks watch ({@link Rounds}): they only ever watch longer. */
    private static void adaptWarmups(Plan.Entry block, Profile profile, RunFolder folder, Map<String, Integer> warmups) {
        for (Case c : block.cases()) {
            if (!(c instanceof Case.Jmh j) || !folder.hasResult(j)) {
                continue;
            }
            JmhSettings s = profile.settings(j.tier());
            int watched = ContenderRun.watchedIterations(j, s) * s.measurementMillis();
            int next = nextWatch(ForkMerge.fold(Json.read(j.resultFile(folder)).get(0)).verdict(), watched, s);
            if (next > 0) {
                warmups.merge(warmupKey(j.whole()), next, Math::max);
            }
        }
    }

    /**
     * What a fork's verdict asks of its case's later forks, in ms watched: {@value #SETTLE_MARGIN}x its settling time
     * (none below {@value #MIN_SETTLE_MILLIS} ms),
     * or, unsettled, twice what it watched (at least the tier's warm-up, or its measured span where that is 0); at most
     * the cap less the blind warm-up.
     */
    static int nextWatch(SteadyState.Verdict verdict, int watchedMillis, JmhSettings s) {
        int limit = capMillis(s) - s.warmupIterations() * s.warmupMillis();
        int want;
        if (verdict.settled()) {
            int settle = verdict.steadyFrom() * s.measurementMillis();
            want = settle < MIN_SETTLE_MILLIS ? 0 : (int) Math.ceil(SETTLE_MARGIN * settle);
        } else {
            int step = Math.max(s.warmupIterations() * s.warmupMillis(), s.measurementIterations() * s.measurementMillis());
            want = Math.max(2 * watchedMillis, step);
        }
        return Math.min(limit, want);
    }

    /**
     * The key a case's warm-up is kept under: its own, except that a direct-use round trip shares its
     * harness round trip's. The two sides of a parity pair must warm up alike: when either does not
     * settle, both warm up longer in the next round. Apart, the side that happened not to settle got
     * up to 2 s of warm-up and reached a JIT state the other, settled on a slower plateau at 0.5 s,
     * never reached (jackson3-databind on {@code order}: 660 ns direct against 1,400 ns through the
     * harness, run 20261126T180452Z), and the ratio measured the warm-up, not the harness.
     */
    static String warmupKey(Case.Jmh whole) {
        Case.Jmh c = whole.operation() == Operation.DIRECT_ROUND_TRIP
                ? new Case.Jmh(whole.contender(), whole.dataset(), Operation.ROUND_TRIP, whole.tier(), whole.params())
                : whole;
        return c.whole().key();
    }

    /** The most warm-up a case can grow to, blind and watched, in ms: 4x its tier's, and never less than 4 s. */
    static int capMillis(JmhSettings s) {
        return Math.max(s.warmupIterations() * s.warmupMillis() * MAX_WARMUP_FACTOR, MIN_WARMUP_CAP_MILLIS);
    }

    private static void merge(Plan plan, RunFolder folder, long seed, int rounds, ObjectNode log) {
        Map<String, Map<Integer, ForkMerge.Placement>> placements = placements(log);
        for (Case c : plan.cases()) {
            if (c instanceof Case.Jmh j) {
                ForkMerge.merge(folder, j, seed, rounds, placements.getOrDefault(j.key(), Map.of()));
            }
        }
    }

    /** Per case key, per round, its place in the round's order (a round run again, on resume, counts as last listed). */
    static Map<String, Map<Integer, ForkMerge.Placement>> placements(JsonNode log) {
        Map<String, Map<Integer, ForkMerge.Placement>> out = new HashMap<>();
        for (JsonNode round : log.path("order")) {
            int r = round.path("round").asInt();
            JsonNode forks = round.path("forks");
            for (int i = 0; i < forks.size(); i++) {
                String key = forks.get(i).asText().replaceAll("#\\d+$", "");
                out.computeIfAbsent(key, k -> new HashMap<>()).put(r, new ForkMerge.Placement(i + 1, forks.size()));
            }
        }
        return out;
    }

    private static ObjectNode readLog(RunFolder folder, long seed, int rounds) {
        if (Files.isRegularFile(folder.roundsFile())) {
            JsonNode existing = Json.read(folder.roundsFile());
            if (existing instanceof ObjectNode o && o.path("order").isArray() && o.path("seed").asLong() == seed) {
                return o;
            }
        }
        ObjectNode log = Json.MAPPER.createObjectNode();
        log.put("seed", seed);
        log.put("rounds", rounds);
        log.putArray("order");
        return log;
    }
}
