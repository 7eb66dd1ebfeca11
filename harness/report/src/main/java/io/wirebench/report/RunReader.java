package io.wirebench.report;

import io.wirebench.results.ForksFile;
import io.wirebench.results.JmhResult;
import io.wirebench.results.Manifest;
import io.wirebench.results.OpenLoopFile;
import io.wirebench.results.ResultFiles;
import io.wirebench.results.ResultFormatException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * Reads result runs written by the bench, through the records of {@code harness/results}. Refuses,
 * with a message naming the file and the field, any file it does not understand: missing, corrupt,
 * of an unknown format version, without a required field or with a field of the wrong type.
 */
public final class RunReader {
    /** The per-fork record of a case lies beside its JMH file: {@code roundTrip.json} and {@code roundTrip.forks.json}. */
    static final String FORKS_SUFFIX = ".forks.json";

    private RunReader() {
    }

    /** The newest run under {@code resultsRoot}: run ids start with their UTC start time, so the last by name. */
    public static Path latest(Path resultsRoot) {
        List<Path> runs = runs(resultsRoot);
        if (runs.isEmpty()) {
            throw new ResultFormatException("no result run under " + resultsRoot
                    + " (a run is a folder with a manifest.json); run `make quick` to make one");
        }
        return runs.get(runs.size() - 1);
    }

    /** Every run under {@code resultsRoot}, oldest first; shards are parts of a run, not runs (merge them first). */
    public static List<Path> runs(Path resultsRoot) {
        if (!Files.isDirectory(resultsRoot)) {
            throw new ResultFormatException("no results folder at " + resultsRoot.toAbsolutePath() + "; run `make quick` to make a run");
        }
        try (Stream<Path> dirs = Files.list(resultsRoot)) {
            return dirs.filter(d -> Files.isRegularFile(d.resolve("manifest.json")))
                    .filter(d -> !d.getFileName().toString().matches(".*-shard\\d+of\\d+"))
                    .sorted().toList();
        } catch (IOException e) {
            throw new ResultFormatException("cannot list " + resultsRoot + ": " + e.getMessage(), e);
        }
    }

    public static Run read(Path runDir) {
        Manifest manifest = ResultFiles.readManifest(runDir.resolve("manifest.json"));
        refusePartialFiles(runDir);
        var sizes = ResultFiles.readSizes(runDir.resolve("sizes.json")).sizes();
        List<Measurement> measurements = new ArrayList<>();
        for (Path f : jsonFiles(runDir.resolve("jmh"))) {
            if (!f.getFileName().toString().endsWith(FORKS_SUFFIX)) {
                measurements.addAll(readJmh(f));
            }
        }
        List<OpenLoopFile> openLoop = new ArrayList<>();
        for (Path f : jsonFiles(runDir.resolve("openloop"))) {
            openLoop.add(ResultFiles.readOpenLoop(f));
        }
        // later additions: a run made before them has neither file
        Path updates = runDir.resolve("updatestream.json");
        Path compression = runDir.resolve("compression.json");
        return new Run(runDir, manifest, sizes, List.copyOf(measurements), List.copyOf(openLoop),
                Files.isRegularFile(updates) ? ResultFiles.readUpdateStream(updates) : null,
                Files.isRegularFile(compression) ? ResultFiles.readCompression(compression) : null);
    }

    /**
     * A result file still named {@code .tmp} was being written when its case was cut short: its
     * numbers are not whole. Reading past it would drop the case without a word, so it is named.
     */
    static void refusePartialFiles(Path runDir) {
        List<Path> partial = new ArrayList<>();
        for (String sub : List.of("jmh", "openloop")) {
            Path dir = runDir.resolve(sub);
            if (Files.isDirectory(dir)) {
                try (Stream<Path> files = Files.walk(dir)) {
                    files.filter(p -> p.toString().endsWith(".tmp")).sorted().forEach(partial::add);
                } catch (IOException e) {
                    throw new ResultFormatException("cannot list " + dir + ": " + e.getMessage(), e);
                }
            }
        }
        if (!partial.isEmpty()) {
            throw new ResultFormatException(runDir.getFileName() + " holds " + partial.size() + " partial result file(s), cut short while"
                    + " being written: " + partial.stream().map(p -> runDir.relativize(p).toString()).toList()
                    + "; their cases have no whole result. Resume the run if it was interrupted, or delete the file(s) to read the run without them");
        }
    }

    private static List<Path> jsonFiles(Path dir) {
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (Stream<Path> files = Files.walk(dir)) {
            return files.filter(p -> p.toString().endsWith(".json")).sorted().toList();
        } catch (IOException e) {
            throw new ResultFormatException("cannot list " + dir + ": " + e.getMessage(), e);
        }
    }

    /** Parses one raw JMH JSON result file (an array of benchmark results). */
    static List<Measurement> readJmh(Path file) {
        List<JmhResult> results = ResultFiles.readJmh(file);
        if (results.isEmpty()) {
            throw new ResultFormatException(file + " holds no result (an empty JMH result array): its case did not finish;"
                    + " the runner never writes one, so the file is damaged");
        }
        String name = file.getFileName().toString();
        Path forksFile = file.resolveSibling(name.substring(0, name.length() - ".json".length()) + FORKS_SUFFIX);
        List<ForksFile.Fork> forks = Files.isRegularFile(forksFile) ? ResultFiles.readForks(forksFile).forks() : List.of();
        List<Measurement> out = new ArrayList<>();
        for (JmhResult r : results) {
            JmhResult.Metric primary = r.primaryMetric();
            Map<String, Double> percentiles = new LinkedHashMap<>();
            long samples = 0;
            if (r.mode().equals("sample")) {
                samples = primary.samples();
                if (primary.scorePercentiles() != null) {
                    percentiles.putAll(primary.scorePercentiles());
                }
            }
            JmhResult.Metric alloc = r.allocation();
            Map<String, String> params = new LinkedHashMap<>(r.params());
            String contender = params.remove("contender");
            String dataset = params.remove("dataset");
            if (contender == null || dataset == null) {
                throw new ResultFormatException(file + ": field 'params' of " + r.benchmark() + " needs contender and dataset");
            }
            out.add(new Measurement(contender, dataset, r.operation(), r.mode(), primary.score(), primary.error(), primary.scoreUnit(),
                    alloc == null ? Double.NaN : alloc.score(), samples, percentiles, primary.perForkScores(),
                    alloc == null ? List.of() : alloc.perForkMedians(), params, r, forksOf(forksFile, forks, r)));
        }
        return out;
    }

    /** The forks of one mode; a fork in another unit than JMH's file would silently mix scales, so it is refused. */
    private static List<ForksFile.Fork> forksOf(Path forksFile, List<ForksFile.Fork> forks, JmhResult r) {
        List<ForksFile.Fork> mine = forks.stream().filter(f -> f.mode().equals(r.mode())).toList();
        for (ForksFile.Fork f : mine) {
            if (!f.unit().equals(r.primaryMetric().scoreUnit())) {
                throw new ResultFormatException(forksFile + ": a " + r.mode() + " fork in '" + f.unit() + "' beside a JMH result in '"
                        + r.primaryMetric().scoreUnit() + "'; the two files of one case must agree on the unit");
            }
        }
        return mine;
    }
}
