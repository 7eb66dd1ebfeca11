package io.wirebench.bench;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;

/**
 * A run's folder ({@code results/<run-id>/}) and where each of its files lies: the run's id, the
 * request ({@code invocation.json}), the results case by case ({@code jmh/}, {@code openloop/}),
 * what each contender's JVMs recorded ({@code parts/}), their logs, and the verified encodings
 * ({@code samples/}).
 */
record RunFolder(Path dir) {
    private static final DateTimeFormatter RUN_ID_TIME = DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmmss'Z'").withZone(ZoneOffset.UTC);
    /** The data set whose encoding a run keeps, so the site can show every contender's bytes. */
    static final String SAMPLE_DATASET = "order";

    /** A new run's id without its shard: RUN_ID if given, else the start time and the profile. */
    static String baseRunId(RunRequest request, Instant started) {
        return request.runId() != null ? request.runId() : RUN_ID_TIME.format(started) + "-" + request.profileName();
    }

    /** The run's id: the base id, and {@code -shard<i>of<N>} for one shard of a plan. */
    static String runId(String baseRunId, Shard shard) {
        return shard.isWhole() ? baseRunId : baseRunId + "-shard" + shard.index() + "of" + shard.count();
    }

    String name() {
        return dir.getFileName().toString();
    }

    Path invocation() {
        return dir.resolve("invocation.json");
    }

    Path manifest() {
        return dir.resolve("manifest.json");
    }

    Path sizes() {
        return dir.resolve("sizes.json");
    }

    Path log(String contender) {
        return dir.resolve("logs").resolve(contender + ".log");
    }

    /** What a contender's JVMs recorded: sizes, failures, unsupported operations, open-loop summaries ({@link Part}). */
    Path part(String contender) {
        return dir.resolve("parts").resolve(contender + ".json");
    }

    /** The cases the runner gives a contender's JVM ({@link ContenderPlan}). */
    Path plan(String contender) {
        return dir.resolve("parts").resolve(contender + ".plan.json");
    }

    /** What the proving JVM found ({@link ContenderRun.Proof}). */
    Path proof(String contender) {
        return dir.resolve("parts").resolve(contender + ".proof.json");
    }

    /** The update-stream and compression sizes the proving JVM measured ({@link TradeOffSizes}). */
    Path tradeOffs(String contender) {
        return dir.resolve("parts").resolve(contender + ".tradeoffs.json");
    }

    /** {@code updatestream.json}: the update stream per contender and compressor ({@link TradeOffFiles}). */
    Path updateStream() {
        return dir.resolve("updatestream.json");
    }

    /** {@code compression.json}: compressors on contenders' payloads ({@link TradeOffFiles}). */
    Path compression() {
        return dir.resolve("compression.json");
    }

    /** {@code footprint.json}: what each contender adds to a service ({@link FootprintRecorder}). */
    Path footprint() {
        return dir.resolve("footprint.json");
    }

    /** {@code descriptions.json}: each contender's prose, fairness rows and sample views ({@link DescriptionsRecorder}). */
    Path descriptions() {
        return dir.resolve(io.wirebench.results.DescriptionsFile.FILE);
    }

    /** {@code coldstart.json}: each contender's first messages in a fresh JVM ({@link ColdStartRecorder}). */
    Path coldStart() {
        return dir.resolve("coldstart.json");
    }

    /** The folder of one cold-start case's JMH results: {@code all.json} when run whole, else {@code round-<n>.json} per round. */
    Path coldStartForks(String contender, String dataset) {
        return dir.resolve("parts").resolve("coldstart").resolve(contender).resolve(fileName(dataset));
    }

    /** Names the case a contender's JVM is running; left behind, it names the case its JVM died in. */
    Path inflight(String contender) {
        return dir.resolve("parts").resolve(contender + ".inflight");
    }

    /** A JMH case's result: {@code stem} is {@link Case.Jmh#fileStem()}, the operation and any parameters. */
    Path jmhFile(String contender, String dataset, String stem) {
        return dir.resolve("jmh").resolve(contender).resolve(fileName(dataset)).resolve(stem + ".json");
    }

    /** One round's fork of a JMH case, as JMH wrote it, before {@link ForkMerge} merges the rounds into {@link #jmhFile}. */
    Path jmhRoundFile(String contender, String dataset, String stem, int round) {
        return dir.resolve("parts").resolve("forks").resolve(contender).resolve(fileName(dataset)).resolve(stem)
                .resolve("round-" + round + ".json");
    }

    /** Per fork of a case measured in rounds: its round, place, iterations, steady state and host figures ({@link ForkMerge}). */
    Path forksFile(String contender, String dataset, String stem) {
        return dir.resolve("jmh").resolve(contender).resolve(fileName(dataset)).resolve(stem + ".forks.json");
    }

    /** The order in which each round ran its forks, and the seed it came from ({@link Rounds}). */
    Path roundsFile() {
        return dir.resolve("rounds.json");
    }

    Path openLoopFile(String contender, String dataset, int rate) {
        return dir.resolve("openloop").resolve(contender).resolve(fileName(dataset)).resolve(rate + ".json");
    }

    /** Where the forks of one open-loop case write their own results before they are merged. */
    Path openLoopForks(String contender, String dataset, int rate) {
        return dir.resolve("parts").resolve("openloop").resolve(contender).resolve(fileName(dataset) + "@" + rate);
    }

    /** {@code samples/<contender>.order.bin}: the bytes this contender wrote for the order, as verified. */
    Path sample(String contender) {
        return dir.resolve("samples").resolve(contender + "." + SAMPLE_DATASET + ".bin");
    }

    /** A data set id as a file name: a user's file path would otherwise make folders. */
    static String fileName(String datasetId) {
        return datasetId.replaceAll("[^A-Za-z0-9._-]", "_");
    }

    void createFolders() {
        for (String sub : List.of("logs", "jmh", "parts", "openloop")) {
            try {
                Files.createDirectories(dir.resolve(sub));
            } catch (IOException e) {
                throw new UncheckedIOException("cannot create " + dir.resolve(sub), e);
            }
        }
    }

    /** Whether a case has a whole result on disk (resume skips those). */
    boolean hasResult(Case c) {
        if (c instanceof Case.ColdStart s && s.round() == null) {
            // measured in rounds, its forks lie in several files: it is whole once they hold all of them
            return ColdStartRecorder.forksMeasured(this, s) >= s.forks();
        }
        Path f = c.resultFile(this);
        if (!Files.isRegularFile(f)) {
            return false;
        }
        try {
            JsonNode n = Json.read(f);
            return c instanceof Case.OpenLoop ? n.has("responseTime") : n.isArray() && !n.isEmpty();
        } catch (RuntimeException e) {
            return false;
        }
    }

    /**
     * A JVM that died while its case's result was being written leaves the file half written
     * ({@code .tmp}); it is no result, and readers refuse runs that hold one. Removed here, and said
     * so in the case's failure, so that nothing is dropped without a word.
     */
    String removePartialResult(Case c) {
        Path result = c.resultFile(this);
        Path partial = result.resolveSibling(result.getFileName() + ".tmp");
        try {
            return Files.deleteIfExists(partial) ? "; its partial result file " + dir.relativize(partial) + " was removed" : "";
        } catch (IOException e) {
            return "; its partial result file " + dir.relativize(partial) + " could not be removed: " + e.getMessage();
        }
    }
}
