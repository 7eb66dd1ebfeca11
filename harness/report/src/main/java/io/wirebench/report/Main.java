package io.wirebench.report;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.wirebench.results.AcceptedChanges;
import io.wirebench.results.ResultFiles;
import io.wirebench.results.ResultFormatException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;

/**
 * The report's command line. Exit status: 0 done (compare: no regression), 1 compare found a
 * regression, 2 the input is unusable (the message names the file and the field).
 *
 * <pre>
 * export  [--results DIR] [--run ID] --out FILE    the site's data file, from one run (default: JdkRuns), and
 *                                                  beside it one per other JDK (FILE-jdkN.json, JdkViews)
 * merge   [--results DIR] --run BASE_ID [--shards DIR,DIR...] [--out DIR] [--allow-mixed] [--allow-partial]
 *                                                  merge the shard folders BASE_ID-shard&lt;i&gt;of&lt;N&gt; into DIR (default BASE_ID)
 * compare [--results DIR] --base RUN --new RUN [--control RUN] [--out PREFIX]
 *                                                  regressions between two runs (folders or ids under DIR): Markdown on
 *                                                  stdout, PREFIX.md and PREFIX.json when given; --control: the base
 *                                                  measured again, to tell a drifting machine from a change in the code
 * history [--results DIR] [--out PREFIX]           change points per case across the runs in DIR
 * pages   [--results DIR] [--run ID] --out DIR [--downloads DIR]
 *                                                  the data of the site's contender, compare, history and downloads
 *                                                  pages into DIR (contenders.json, compare.json, history.json,
 *                                                  downloads.json); --downloads: copy the run's raw files there
 * </pre>
 */
public final class Main {
    private static final Set<String> FLAGS = Set.of("--allow-mixed", "--allow-partial");
    private static final List<String> COMMANDS = List.of("export", "merge", "compare", "history", "pages", "calibration", "precision");
    private static final String USAGE = "usage: export [--results DIR] [--run ID] --out FILE\n"
            + "       merge [--results DIR] --run BASE_ID [--shards DIR,DIR] [--out DIR] [--allow-mixed] [--allow-partial]\n"
            + "       compare [--results DIR] --base RUN --new RUN [--control RUN] [--out PREFIX]\n"
            + "       history [--results DIR] [--out PREFIX]\n"
            + "       calibration [--results DIR] --base RUN --new RUN [--out PREFIX]   two runs of unchanged code: do their intervals agree?\n"
            + "       precision [--results DIR] --run RUN [--out PREFIX]   how wide one run's intervals are, per data set and operation\n"
            + "       pages [--results DIR] [--run ID] --out DIR [--downloads DIR]";

    private Main() {
    }

    public static void main(String[] args) throws IOException {
        System.exit(run(args));
    }

    static int run(String[] args) throws IOException {
        if (args.length == 0 || !COMMANDS.contains(args[0])) {
            return fail(USAGE);
        }
        Map<String, String> o = new HashMap<>();
        for (int i = 1; i < args.length; i++) {
            if (FLAGS.contains(args[i])) {
                o.put(args[i], "true");
            } else if (args[i].startsWith("--") && i + 1 < args.length) {
                o.put(args[i], args[++i]);
            } else {
                return fail("unknown option " + args[i] + "\n" + USAGE);
            }
        }
        Path results = Path.of(o.getOrDefault("--results", "results"));
        try {
            switch (args[0]) {
                case "merge" -> {
                    String base = o.get("--run");
                    if (base == null && !o.containsKey("--out")) {
                        return fail("merge needs --run BASE_ID (or --shards and --out)");
                    }
                    List<Path> shards = o.containsKey("--shards") ? Arrays.stream(o.get("--shards").split(",")).map(Path::of).toList()
                            : RunMerger.shardsOf(results, base);
                    Path out = o.containsKey("--out") ? Path.of(o.get("--out")) : results.resolve(base);
                    RunMerger.merge(shards, out, o.containsKey("--allow-mixed"), o.containsKey("--allow-partial"));
                    System.out.printf("merged %d shard(s) into %s%n", shards.size(), out);
                    return 0;
                }
                case "compare" -> {
                    if (!o.containsKey("--base") || !o.containsKey("--new")) {
                        return fail("compare needs --base RUN and --new RUN");
                    }
                    Run base = RunReader.read(runDir(results, o.get("--base")));
                    Run current = RunReader.read(runDir(results, o.get("--new")));
                    Compare.Report report = o.containsKey("--control")
                            ? Compare.compare(base, current, RunReader.read(runDir(results, o.get("--control"))))
                            : Compare.compare(base, current);
                    String md = CompareOutput.markdown(report);
                    print(o, md, () -> CompareOutput.json(report));
                    if (report.matchedCases() == 0) {
                        return fail("wirebench compare: no case of " + base.id() + " matches one of " + current.id()
                                + " (contender, data set, operation, mode, parameters and JDK must agree); nothing to compare");
                    }
                    return report.exitStatus();
                }
                case "calibration" -> {
                    if (!o.containsKey("--base") || !o.containsKey("--new")) {
                        return fail("calibration needs --base RUN and --new RUN (two runs of the same code)");
                    }
                    Run first = RunReader.read(runDir(results, o.get("--base")));
                    Run second = RunReader.read(runDir(results, o.get("--new")));
                    List<Calibration.Pair> pairs = Calibration.pairs(first, second);
                    if (pairs.isEmpty()) {
                        return fail("wirebench calibration: no settled case of " + first.id() + " matches one of " + second.id());
                    }
                    String md = Calibration.markdown(first, second, pairs);
                    print(o, md, () -> Calibration.json(first, second, pairs));
                    return 0;
                }
                case "precision" -> {
                    if (!o.containsKey("--run")) {
                        return fail("precision needs --run RUN");
                    }
                    Run run = RunReader.read(runDir(results, o.get("--run")));
                    Precision.Report report = Precision.of(run);
                    String md = Precision.markdown(report);
                    print(o, md, () -> Precision.json(report));
                    return 0;
                }
                case "history" -> {
                    List<History.Series> series = History.read(results);
                    String md = History.markdown(series, RunReader.runs(results).size());
                    print(o, md, () -> History.json(series));
                    return 0;
                }
                case "pages" -> {
                    if (!o.containsKey("--out")) {
                        return fail("pages needs --out DIR (the site's data folder)");
                    }
                    if (o.containsKey("--adapters")) {
                        // a caller from before issue 26 would otherwise believe its READMEs were read
                        return fail("pages reads no READMEs (--adapters is gone): the contender pages show the run's descriptions.json;"
                                + " for a run without one: bench Main describe --run-dir DIR");
                    }
                    pages(results, o.get("--run"), Path.of(o.get("--out")),
                            o.containsKey("--downloads") ? Path.of(o.get("--downloads")) : null);
                    return 0;
                }
                default -> {
                    String out = o.get("--out");
                    if (out == null) {
                        return fail("--out is required");
                    }
                    JdkRuns.Choice choice = JdkRuns.choose(results, o.get("--run"));
                    Run run = JdkViews.export(results, choice, Path.of(out));
                    System.out.printf("exported run %s (JDK %d; %d measurements, %d sizes, %d open-loop results) to %s%s%n", run.id(),
                            choice.shownFeature(), run.measurements().size(), run.sizes().size(), run.openLoop().size(), out,
                            choice.others().isEmpty() ? "" : ", and beside it the newest whole run of JDK " + choice.others());
                    return 0;
                }
            }
        } catch (ResultFormatException e) {
            return fail("wirebench report: " + e.getMessage());
        }
    }

    /** The site's pages beyond the results: one per contender, compare, history and downloads. */
    static void pages(Path results, String runId, Path out, Path downloads) throws IOException {
        List<Run> runs = readAll(results);
        JdkRuns.Choice choice = JdkRuns.choose(results, runId);
        Run shown = runs.stream().filter(r -> r.directory().equals(choice.shown())).findFirst()
                .orElseThrow(() -> new ResultFormatException("no run " + choice.shown().getFileName() + " under " + results));
        Files.createDirectories(out);
        List<Path> written = List.of(out.resolve("contenders.json"), out.resolve("compare.json"), out.resolve("history.json"));
        ObjectNode contenders = ContenderPages.export(shown, FocusedRuns.Supplements.of(runs, shown));
        JdkViews.addContenderNumbers(contenders, runs, choice);
        ResultFiles.write(written.get(0), contenders);
        ResultFiles.write(written.get(1), RunPages.compare(runs));
        ResultFiles.write(written.get(2), RunPages.history(runs, AcceptedChanges.read(results.resolve("accepted-changes.json"))));
        if (downloads != null) {
            List<Path> offered = new java.util.ArrayList<>(List.of(out.resolve("wirebench.json")));
            choice.others().keySet().forEach(f -> offered.add(out.resolve("wirebench-jdk" + f + ".json"))); // the other JDKs' data (JdkViews)
            offered.addAll(written);
            ResultFiles.write(out.resolve("downloads.json"), Downloads.copy(shown, offered, downloads));
        }
        System.out.printf("pages of run %s: %d contenders, compare over %d run(s), history over %d run(s) into %s%n", shown.id(),
                shown.manifest().contenders().size(), Math.min(runs.size(), RunPages.MAX_RUNS), runs.size(), out);
    }

    private static List<Run> readAll(Path results) {
        return RunReader.runs(results).stream().map(RunReader::read).toList();
    }

    /** A run folder as given, or a run id under the results folder. */
    static Path runDir(Path results, String given) {
        Path p = Path.of(given);
        if (Files.isDirectory(p)) {
            return p;
        }
        if (Files.isDirectory(results.resolve(given))) {
            return results.resolve(given);
        }
        throw new ResultFormatException("no run folder " + given + " (neither a folder nor a run id under " + results + ")");
    }

    /**
     * Prints a command's markdown; with {@code --out X} also writes it to {@code X.md} and its JSON, made only then,
     * to {@code X.json}.
     */
    private static void print(Map<String, String> o, String md, Supplier<Object> json) throws IOException {
        System.out.print(md);
        if (o.containsKey("--out")) {
            write(Path.of(o.get("--out") + ".md"), md);
            ResultFiles.write(Path.of(o.get("--out") + ".json"), json.get());
        }
    }

    private static void write(Path file, String text) throws IOException {
        Path parent = file.toAbsolutePath().getParent();
        Files.createDirectories(parent);
        Files.writeString(file, text);
    }

    private static int fail(String message) {
        System.err.println(message);
        return 2;
    }
}
