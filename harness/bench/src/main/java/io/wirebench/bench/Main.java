package io.wirebench.bench;

import io.wirebench.core.Contender;
import io.wirebench.core.Contenders;
import io.wirebench.core.model.Dataset;
import io.wirebench.core.model.Datasets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The runner's command line.
 *
 * <pre>
 * run  [--profile quick|full] [--contender a,b] [--dataset x,y] [--model m,n] [--size 1,100]
 *      [--op encode,decode,roundTrip,decodeAndUse,access] [--data FILE.json|yaml]
 *      [--results DIR] [--repo DIR]        plan, run and write results/&lt;run-id&gt;/
 * plan [same options]                      print the plan and stop
 * list                                     contenders, data sets, and who supports what
 * </pre>
 */
public final class Main {
    private Main() {
    }

    public static void main(String[] args) {
        if (args.length == 0) {
            usage("no command given");
        }
        Map<String, String> options = parseOptions(Arrays.copyOfRange(args, 1, args.length));
        try {
            switch (args[0]) {
                case "run", "plan" -> {
                    Profile profile = Profile.byName(options.getOrDefault("profile", "quick"));
                    List<Dataset<?>> datasets = new ArrayList<>(Datasets.all());
                    Set<String> datasetIds = list(options.get("dataset"));
                    if (options.containsKey("data")) {
                        Dataset<?> user = UserData.dataset(UserData.idFor(Path.of(options.get("data"))));
                        datasets.add(user);
                        datasetIds = Set.of(user.id());
                    }
                    Selection selection = new Selection(list(options.get("contender")), datasetIds, list(options.get("model")),
                            list(options.get("size")).stream().map(Main::size).collect(Collectors.toSet()),
                            list(options.get("op")).stream().map(Operation::byId).collect(Collectors.toSet()));
                    Plan plan = Plan.of(Contenders.discover(), datasets, profile, selection);
                    if (args[0].equals("plan")) {
                        System.out.printf("%d contender(s), %d case(s), about %d s%n", plan.entries().size(), plan.caseCount(), plan.estimatedSeconds());
                        return;
                    }
                    new RunCommand(System.out).run(plan, selection, Path.of(options.getOrDefault("results", "results")),
                            Path.of(options.getOrDefault("repo", ".")));
                }
                case "contender-run" -> ContenderRun.run(Path.of(required(options, "plan")), Path.of(required(options, "run-dir")));
                case "list" -> list();
                default -> usage("unknown command '" + args[0] + "'");
            }
        } catch (IllegalArgumentException | java.util.NoSuchElementException e) {
            System.err.println("wirebench: " + e.getMessage());
            System.exit(2);
        }
    }

    private static void list() {
        List<Contender> contenders = Contenders.discover().all();
        System.out.println("contenders:");
        for (Contender c : contenders) {
            System.out.printf("  %-28s %s %s (%s)%n", c.descriptor().id(), c.descriptor().library(),
                    c.descriptor().libraryVersion(), c.descriptor().displayName());
        }
        System.out.println("data sets (supported by):");
        for (Dataset<?> d : Datasets.all()) {
            long n = contenders.stream().filter(c -> c.supports(d.model()).supported()).count();
            System.out.printf("  %-22s %2d/%d  %s%s%n", d.id(), n, contenders.size(), d.description(),
                    d.tags().isEmpty() ? "" : " " + d.tags());
        }
    }

    private static Map<String, String> parseOptions(String[] args) {
        Map<String, String> options = new HashMap<>();
        for (int i = 0; i < args.length; i++) {
            if (!args[i].startsWith("--") || i + 1 >= args.length) {
                usage("expected --name value, got '" + args[i] + "'");
            }
            options.put(args[i].substring(2), args[++i]);
        }
        return options;
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
        System.err.println("       list");
        System.exit(2);
    }
}
