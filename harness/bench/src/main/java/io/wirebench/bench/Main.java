package io.wirebench.bench;

import io.wirebench.bench.host.CpuSet;
import io.wirebench.bench.readme.FairnessTable;
import io.wirebench.bench.readme.ReadmeContenders;
import io.wirebench.core.Contender;
import io.wirebench.core.Contenders;
import io.wirebench.core.model.Dataset;
import io.wirebench.core.model.Datasets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The runner's command line.
 *
 * <pre>
 * run  [--profile quick|publish|full] [--contender a,b] [--dataset x,y|updates] [--model m,n] [--size 1,100]
 *      [--op encode,decode,roundTrip,decodeAndUse,access,streamEncode,streamRoundTrip,compress,decompress] [--data FILE.json|yaml]
 *      [--forks N] [--warmup N] [--iterations N] [--time 500ms] [--modes avgt,sample,thrpt]
 *      [--rates 10000,100000|none] [--openloop-time 10s] [--case-timeout 10m]
 *      [--shard i/N] [--cpus 2-5] [--jdk JDK_HOME] [--run-id ID]
 *      [--results DIR] [--repo DIR]        plan, run and write results/&lt;run-id&gt;/
 * run  --resume RUN_ID [--allow-mixed]     continue an interrupted run
 * plan [same options as run]               print the plan and its cost, and stop
 * list                                     contenders, data sets, and who supports what
 * readme --file README.md                  rewrite the README's contender table from the descriptors
 * describe --run-dir DIR [--repo DIR]      write descriptions.json for a run made without one (from today's READMEs)
 * footprint --run-dir DIR [--repo DIR]     write footprint.json for a run made without one (this build; the same poms)
 * jdk-check --jdk JDK_HOME [--contender a,b] [--results DIR] [--repo DIR] [--timeout 300s]
 *                                          each contender proved on this JDK and on JDK_HOME: results/&lt;time&gt;-jdk-compat/
 * </pre>
 */
public final class Main {
    private static final Set<String> OVERRIDES = Set.of("forks", "warmup", "iterations", "time", "modes", "rates", "openloop-time",
            "openloop-warmup", "openloop-forks", "case-timeout", "seed", "rounds", "lanes",
            "latency-forks", "coldstart-forks", "budget");
    private static final Set<String> FLAGS = Set.of("allow-mixed", "conformance-only");

    private Main() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length == 0) {
            usage("no command given");
        }
        Map<String, String> options = parseOptions(Arrays.copyOfRange(args, 1, args.length));
        try {
            switch (args[0]) {
                case "run" -> {
                    Path results = Path.of(options.getOrDefault("results", "results"));
                    RunCommand command = new RunCommand(System.out, Path.of(options.getOrDefault("repo", ".")));
                    if (options.containsKey("resume")) {
                        command.resume(results.resolve(options.get("resume")), options.containsKey("allow-mixed"));
                    } else {
                        command.run(request(options), results);
                    }
                }
                case "plan" -> plan(request(options));
                case "contender-prove" -> ContenderRun.prove(Path.of(required(options, "plan")), Path.of(required(options, "run-dir")),
                        options.containsKey("conformance-only"));
                case "jdk-check" -> JdkCheck.main(options, System.out);
                case "contender-run" -> ContenderRun.run(Path.of(required(options, "plan")), Path.of(required(options, "run-dir")));
                case "openloop-fork" -> openLoopFork(options);
                case "probe" -> System.out.println(Json.MAPPER.writeValueAsString(Provenance.runtime()));
                case "list" -> list();
                case "readme" -> {
                    Path file = Path.of(required(options, "file"));
                    Discovery discovery = Discovery.discover();
                    if (!discovery.failures().isEmpty()) {
                        throw new IllegalStateException("not writing " + file + " from a partial discovery: " + discovery.failures());
                    }
                    System.out.println(ReadmeContenders.write(file, discovery.contenders().all()));
                    System.out.println(FairnessTable.write(Path.of(required(options, "adapters")), discovery.contenders().all()));
                }
                case "describe" -> System.out.println("wrote " + DescriptionsRecorder.describe(Path.of(required(options, "run-dir")),
                        Path.of(options.getOrDefault("repo", ".")).resolve("adapters"), java.time.Instant.now())
                        + " (recordedBy describe: the READMEs of this tree, not necessarily those of the run's day)");
                case "footprint" -> System.out.println("wrote " + FootprintRecorder.record(Path.of(required(options, "run-dir")),
                        Path.of(options.getOrDefault("repo", "."))));
                default -> usage("unknown command '" + args[0] + "'");
            }
        } catch (IllegalArgumentException | java.util.NoSuchElementException | io.wirebench.results.ResultFormatException e) {
            System.err.println("wirebench: " + e.getMessage());
            System.exit(2);
        } catch (RunCommand.NothingMeasuredException e) {
            System.err.println("wirebench: " + e.getMessage());
            System.exit(3);
        }
    }

    static RunRequest request(Map<String, String> options) {
        Map<String, String> overrides = new LinkedHashMap<>();
        options.forEach((k, v) -> {
            if (OVERRIDES.contains(k) && !v.isBlank()) {
                overrides.put(k, v);
            }
        });
        Selection selection = new Selection(list(options.get("contender")), list(options.get("dataset")), list(options.get("model")),
                list(options.get("size")).stream().map(Main::size).collect(Collectors.toSet()),
                list(options.get("op")).stream().map(Operation::byId).collect(Collectors.toSet()));
        RunRequest request = new RunRequest(options.getOrDefault("profile", "quick"), overrides, selection,
                blank(options.get("data")) ? null : Path.of(options.get("data")).toAbsolutePath().normalize(),
                blank(options.get("shard")) ? Shard.WHOLE : Shard.parse(options.get("shard")),
                CpuSet.parse(options.get("cpus")), blank(options.get("jdk")) ? null : Path.of(options.get("jdk")),
                blank(options.get("run-id")) ? null : options.get("run-id"));
        // refuse bad overrides before anything runs
        Profile profile = request.profile();
        if (RoundsBudget.parse(overrides.get("budget")) != null && !profile.inRounds()) {
            throw new IllegalArgumentException("a budget limits the rounds of a run in rounds (publish, full), and profile '"
                    + request.profileName() + "' with these settings runs none");
        }
        return request;
    }

    private static void plan(RunRequest request) {
        Discovery discovery = Discovery.discover();
        Plan whole = RunCommand.plan(new RunRequest(request.profileName(), request.overrides(), request.selection(), request.dataFile(),
                Shard.WHOLE, request.cpus(), request.jdk(), request.runId()), discovery.contenders());
        PlanPrinter.printCosts(System.out, whole);
        if (!request.shard().isWhole()) {
            PlanPrinter.printCosts(System.out, whole.shard(request.shard()));
        }
        PlanPrinter.printEntries(System.out, whole.shard(request.shard()));
        discovery.failures().forEach(f -> System.out.printf("  BROKEN %s: %s%n", f.contender(), f.error()));
    }

    private static void openLoopFork(Map<String, String> options) throws Exception {
        Contender contender = Discovery.discover().contenders().byId(required(options, "contender"));
        var result = OpenLoopFork.run(contender, required(options, "dataset"), Integer.parseInt(required(options, "rate")),
                Integer.parseInt(required(options, "warmup-ms")), Integer.parseInt(required(options, "measure-ms")));
        Json.write(Path.of(required(options, "out")), result);
    }

    private static void list() {
        Discovery discovery = Discovery.discover();
        List<Contender> contenders = discovery.contenders().all();
        System.out.println("contenders:");
        for (Contender c : contenders) {
            System.out.printf("  %-28s %s %s (%s)%n", c.descriptor().id(), c.descriptor().library(),
                    c.descriptor().libraryVersion(), c.descriptor().displayName());
        }
        // What a JMH run by hand needs in -jvmArgsAppend; the runner adds them itself.
        Map<List<String>, List<String>> idsByFlags = new LinkedHashMap<>();
        contenders.stream().filter(c -> !c.jvmArgs().isEmpty())
                .forEach(c -> idsByFlags.computeIfAbsent(c.jvmArgs(), f -> new ArrayList<>()).add(c.descriptor().id()));
        System.out.println("JVM flags (the runner gives them to these contenders' JVMs; a JMH run by hand needs -jvmArgsAppend):");
        idsByFlags.forEach((flags, ids) -> System.out.printf("  %s%n      %s%n", String.join(",", ids), String.join(" ", flags)));
        discovery.failures().forEach(f -> System.out.printf("  BROKEN %-21s %s%n", f.contender(), f.error()));
        System.out.println("data sets (supported by):");
        for (Dataset<?> d : Datasets.all()) {
            long n = contenders.stream().filter(c -> c.supports(d).supported()).count();
            System.out.printf("  %-22s %2d/%d  %s%s%n", d.id(), n, contenders.size(), d.description(),
                    d.tags().isEmpty() ? "" : " " + d.tags());
        }
    }

    static Map<String, String> parseOptions(String[] args) {
        Map<String, String> options = new HashMap<>();
        for (int i = 0; i < args.length; i++) {
            if (!args[i].startsWith("--")) {
                usage("expected --name value, got '" + args[i] + "'");
            }
            String name = args[i].substring(2);
            if (FLAGS.contains(name)) {
                options.put(name, "true");
            } else if (i + 1 >= args.length) {
                usage("--" + name + " needs a value");
            } else {
                options.put(name, args[++i]);
            }
        }
        return options;
    }

    private static boolean blank(String s) {
        return s == null || s.isBlank();
    }

    private static Set<String> list(String commaSeparated) {
        if (commaSeparated == null || commaSeparated.isBlank()) {
            return Set.of();
        }
        return Arrays.stream(commaSeparated.split(",")).map(String::trim).filter(s -> !s.isEmpty()).collect(Collectors.toSet());
    }

    private static int size(String s) {
        try {
            return Integer.parseInt(s);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("--size takes batch lengths such as 1,10,100,1000 (0 for single messages), not '" + s + "'");
        }
    }

    private static String required(Map<String, String> options, String name) {
        String v = options.get(name);
        if (v == null) {
            usage("--" + name + " is required");
        }
        return v;
    }

    private static void usage(String problem) {
        System.err.println("wirebench: " + problem);
        System.err.println("usage: run|plan [--profile quick|full] [--contender a,b] [--dataset x,y] [--model m] [--size n]");
        System.err.println("                [--op encode,decode,roundTrip,decodeAndUse,access] [--data FILE] [--results DIR]");
        System.err.println("                [--forks N] [--warmup N] [--iterations N] [--time 500ms] [--modes avgt,sample,thrpt]");
        System.err.println("                [--rates 10000,100000|none] [--openloop-time 10s] [--shard i/N] [--cpus 2-5] [--jdk DIR] [--run-id ID]");
        System.err.println("       run --resume RUN_ID [--allow-mixed]");
        System.err.println("       list");
        System.err.println("       readme --file README.md");
        System.err.println("       describe --run-dir DIR [--repo DIR]");
        System.err.println("       footprint --run-dir DIR [--repo DIR]");
        System.err.println("       jdk-check --jdk JDK_HOME [--contender a,b] [--results DIR] [--timeout 300s]");
        System.exit(2);
    }
}
