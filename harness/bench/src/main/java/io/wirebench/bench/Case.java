package io.wirebench.bench;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import java.nio.file.Path;
import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;

/**
 * One measurement of a run: a {@link Jmh} case (an operation under JMH, with its tier's modes),
 * an {@link OpenLoop} case (round trips sent at a fixed rate) or a {@link ColdStart} case (a fresh
 * JVM's first messages, one call per fork). Written into each contender's
 * {@code parts/<id>.plan.json} with its kind, so the contender's JVM reads back exactly the cases
 * the runner planned.
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "kind")
@JsonSubTypes({@JsonSubTypes.Type(value = Case.Jmh.class, name = "jmh"), @JsonSubTypes.Type(value = Case.OpenLoop.class, name = "openLoop"),
        @JsonSubTypes.Type(value = Case.ColdStart.class, name = "coldStart")})
public sealed interface Case permits Case.Jmh, Case.OpenLoop, Case.ColdStart {
    String contender();

    String dataset();

    /** The operation as failures name it: {@code encode}, or {@code openLoop@10000}. */
    String label();

    /** Where the case's result lies in a run folder. */
    Path resultFile(RunFolder folder);

    /** Unique within a run; the JMH form {@code contender/dataset/operation} is the one of format version 1. */
    default String key() {
        return contender() + "/" + dataset() + "/" + label();
    }

    /**
     * {@code operation} measured by JMH with the modes and settings of {@code tier}. In a run measured
     * in rounds ({@link Rounds}) each round gives the case one fork: {@code round} (from 1) names it,
     * and {@code watchedMillis}, when set, is warm-up the fork spends in measured iterations after the tier's own warm-up,
     * so that the steady-state test sees where the fork settles instead of a warm-up ending blind ({@link Rounds}: a
     * case's first fork watches longest, a case that did not settle watches longer in the next round). Both are null
     * for a case run whole.
     * {@code params}: the JMH parameters beyond contender and data set (the compressor and payload
     * of {@link TradeOffs} cases), part of the case's identity; empty for codec cases.
     */
    public record Jmh(String contender, String dataset, Operation operation, Profile.Tier tier, Integer round, Integer watchedMillis,
                      Map<String, String> params) implements Case {
        public Jmh {
            params = params == null ? Map.of() : Collections.unmodifiableMap(new TreeMap<>(params));
        }

        public Jmh(String contender, String dataset, Operation operation, Profile.Tier tier) {
            this(contender, dataset, operation, tier, null, null, Map.of());
        }

        public Jmh(String contender, String dataset, Operation operation, Profile.Tier tier, Map<String, String> params) {
            this(contender, dataset, operation, tier, null, null, params);
        }

        /** This case's fork of round {@code n}, watching {@code watchedMillis} of warm-up (null: none beyond the tier's). */
        public Jmh inRound(int n, Integer watchedMillis) {
            return new Jmh(contender, dataset, operation, tier, n, watchedMillis, params);
        }

        /** The case as a whole, without its round. */
        public Jmh whole() {
            return new Jmh(contender, dataset, operation, tier, null, null, params);
        }

        /** The operation, then each parameter as {@code ;name=value} in name order: {@code compress;compressor=lz4-fast;payload=batch}. */
        @Override
        public String label() {
            StringBuilder b = new StringBuilder(operation.id());
            params.forEach((k, v) -> b.append(';').append(k).append('=').append(v));
            return b.toString();
        }

        /** The result file's name without {@code .json}: the operation, then each parameter's value in name order, joined by {@code @}. */
        public String fileStem() {
            StringBuilder b = new StringBuilder(operation.id());
            params.values().forEach(v -> b.append('@').append(RunFolder.fileName(v)));
            return b.toString();
        }

        @Override
        public String key() {
            return Case.super.key() + (round == null ? "" : "#" + round);
        }

        @Override
        public Path resultFile(RunFolder folder) {
            return round == null ? folder.jmhFile(contender, dataset, fileStem()) : folder.jmhRoundFile(contender, dataset, fileStem(), round);
        }
    }

    /** Round trips on {@code dataset} sent at {@code ratePerSecond} on a fixed schedule ({@link OpenLoopRun}). */
    public record OpenLoop(String contender, String dataset, int ratePerSecond) implements Case {
        @Override
        public String label() {
            return "openLoop@" + ratePerSecond;
        }

        @Override
        public Path resultFile(RunFolder folder) {
            return folder.openLoopFile(contender, dataset, ratePerSecond);
        }
    }

    /**
     * {@link ColdStartBenchmark} on {@code dataset}: {@code forks} JVMs per method, each measuring one call. A run in
     * rounds gives each round its share of the profile's forks ({@link #inRound}); {@code round} is null for the case
     * as a whole. Its forks' results lie in one folder ({@link RunFolder#coldStartForks}), a file per round.
     */
    public record ColdStart(String contender, String dataset, int forks, Integer round) implements Case {
        public ColdStart {
            if (forks < 1) {
                throw new IllegalArgumentException("a cold-start case needs at least one fork, not " + forks);
            }
        }

        @Override
        public String label() {
            return Operation.COLD_START.id();
        }

        @Override
        public String key() {
            return Case.super.key() + (round == null ? "" : "#" + round);
        }

        /** This case's share of round {@code n} of {@code rounds}: the forks spread evenly, the earlier rounds taking the rest; null if none. */
        public ColdStart inRound(int n, int rounds) {
            int share = forks / rounds + (n <= forks % rounds ? 1 : 0);
            return share == 0 ? null : new ColdStart(contender, dataset, share, n);
        }

        @Override
        public Path resultFile(RunFolder folder) {
            return folder.coldStartForks(contender, dataset).resolve(round == null ? "all.json" : "round-" + round + ".json");
        }
    }
}
