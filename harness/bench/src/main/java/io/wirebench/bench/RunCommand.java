package io.wirebench.bench;

import com.fasterxml.jackson.databind.JsonNode;
import io.wirebench.core.model.Dataset;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Runs a plan: one JVM per contender (started with that contender's JVM flags, so a crash or a
 * flag it needs stays with it), then writes {@code sizes.json} and {@code manifest.json} beside
 * the raw JMH files. Prints the plan first, a progress line per contender, and where the results are.
 */
final class RunCommand {
    static final int FORMAT_VERSION = 1;
    private static final DateTimeFormatter RUN_ID_TIME = DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmmss'Z'").withZone(ZoneOffset.UTC);

    private final PrintStream out;

    RunCommand(PrintStream out) {
        this.out = out;
    }

    /** @return the run folder */
    Path run(Plan plan, Selection selection, Path resultsRoot, Path repository) {
        Instant started = Instant.now();
        Profile profile = plan.profile();
        String runId = RUN_ID_TIME.format(started) + "-" + profile.name();
        Path runDir = resultsRoot.resolve(runId);
        for (String sub : List.of("logs", "jmh", "parts")) {
            createDirectories(runDir.resolve(sub));
        }
        printPlan(plan);

        List<Object> failures = new ArrayList<>();
        List<Object> unsupported = new ArrayList<>(plan.unsupported());
        List<Object> sizes = new ArrayList<>();
        List<Object> descriptors = new ArrayList<>();
        Set<String> sizedDatasets = new LinkedHashSet<>();
        Object jvm = Provenance.runtime();
        int casesDone = 0;
        for (int i = 0; i < plan.entries().size(); i++) {
            Plan.Entry entry = plan.entries().get(i);
            String id = entry.contender().descriptor().id();
            Instant t0 = Instant.now();
            int exit = startContenderJvm(entry, profile, runDir);
            casesDone += entry.caseCount();
            Path part = runDir.resolve("parts").resolve(id + ".json");
            if (Files.exists(part)) {
                JsonNode p = Json.read(part);
                descriptors.add(p.get("contender"));
                jvm = p.get("jvm");
                p.get("sizes").forEach(s -> {
                    sizes.add(s);
                    sizedDatasets.add(s.path("dataset").asText());
                });
                p.get("failures").forEach(f -> failures.add(withContender(id, f)));
                p.get("unsupported").forEach(u -> unsupported.add(withContender(id, u)));
            }
            if (exit != 0 || !Files.exists(part)) {
                Map<String, Object> f = new LinkedHashMap<>();
                f.put("contender", id);
                f.put("dataset", "*");
                f.put("operation", "*");
                f.put("stage", "jvm");
                f.put("error", "the contender's JVM exited with code " + exit + "; see logs/" + id + ".log");
                failures.add(f);
            }
            long elapsed = Duration.between(started, Instant.now()).toSeconds();
            long eta = casesDone == 0 ? 0 : elapsed * (plan.caseCount() - casesDone) / casesDone;
            out.printf("[%d/%d] %-28s %3d case(s) in %3ds%s   elapsed %s, about %s left%n", i + 1, plan.entries().size(), id,
                    entry.caseCount(), Duration.between(t0, Instant.now()).toSeconds(), exit == 0 ? "" : "  FAILED (exit " + exit + ")",
                    minutes(elapsed), minutes(eta));
        }

        Map<String, Object> sizesFile = new LinkedHashMap<>();
        sizesFile.put("formatVersion", FORMAT_VERSION);
        sizesFile.put("sizes", sizes);
        Json.write(runDir.resolve("sizes.json"), sizesFile);
        Json.write(runDir.resolve("manifest.json"),
                manifest(runId, started, plan, selection, repository, jvm, descriptors, sizedDatasets, unsupported, failures));

        out.printf("done in %s: %s%n", minutes(Duration.between(started, Instant.now()).toSeconds()), runDir);
        if (!failures.isEmpty()) {
            out.printf("%d failure(s) recorded in manifest.json:%n", failures.size());
            failures.forEach(f -> {
                @SuppressWarnings("unchecked") Map<String, Object> m = (Map<String, Object>) f;
                out.printf("  %s %s %s %s: %s%n", m.get("contender"), m.get("dataset"), m.get("operation"), m.get("stage"),
                        String.valueOf(m.get("error")).lines().findFirst().orElse(""));
            });
        }
        return runDir;
    }

    private void printPlan(Plan plan) {
        Profile profile = plan.profile();
        out.printf("wirebench: profile %s (%d fork(s), %dx%d ms warm-up, %dx%d ms measured per case)%n", profile.name(),
                profile.forks(), profile.warmupIterations(), profile.warmupMillis(), profile.measurementIterations(), profile.measurementMillis());
        out.printf("plan: %d contender(s), %d case(s), about %s%n", plan.entries().size(), plan.caseCount(), minutes(plan.estimatedSeconds()));
        for (Plan.Entry e : plan.entries()) {
            out.printf("  %-28s %3d case(s) on %s%n", e.contender().descriptor().id(), e.caseCount(), String.join(",", e.datasets()));
        }
    }

    private int startContenderJvm(Plan.Entry entry, Profile profile, Path runDir) {
        String id = entry.contender().descriptor().id();
        Path planFile = runDir.resolve("parts").resolve(id + ".plan.json");
        Map<String, Object> plan = new LinkedHashMap<>();
        plan.put("contender", id);
        plan.put("profile", profile.name());
        plan.put("cases", entry.cases().stream().map(c -> Map.of("dataset", c.dataset(), "operation", c.operation().id())).toList());
        Json.write(planFile, plan);

        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(entry.contender().descriptor().jvmArgs());
        command.add("-cp");
        command.add(System.getProperty("java.class.path"));
        command.add(Main.class.getName());
        command.addAll(List.of("contender-run", "--plan", planFile.toString(), "--run-dir", runDir.toString()));
        try {
            Process p = new ProcessBuilder(command).redirectErrorStream(true)
                    .redirectOutput(runDir.resolve("logs").resolve(id + ".log").toFile()).start();
            return p.waitFor();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot start a JVM for " + id, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while " + id + " ran", e);
        }
    }

    private static Map<String, Object> manifest(String runId, Instant started, Plan plan, Selection selection, Path repository,
                                                Object jvm, List<Object> descriptors, Set<String> sizedDatasets,
                                                List<Object> unsupported, List<Object> failures) {
        Profile profile = plan.profile();
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("formatVersion", FORMAT_VERSION);
        m.put("runId", runId);
        m.put("startedAt", started.toString());
        m.put("finishedAt", Instant.now().toString());
        Map<String, Object> p = new LinkedHashMap<>();
        p.put("name", profile.name());
        p.put("forks", profile.forks());
        p.put("warmupIterations", profile.warmupIterations());
        p.put("warmupMillis", profile.warmupMillis());
        p.put("measurementIterations", profile.measurementIterations());
        p.put("measurementMillis", profile.measurementMillis());
        p.put("modes", List.of("avgt"));
        p.put("profilers", List.of("gc"));
        m.put("profile", p);
        Map<String, Object> s = new LinkedHashMap<>();
        s.put("contenders", selection.contenders().stream().sorted().toList());
        s.put("datasets", selection.datasets().stream().sorted().toList());
        s.put("models", selection.models().stream().sorted().toList());
        s.put("sizes", selection.sizes().stream().sorted().toList());
        s.put("operations", selection.operations().stream().map(Operation::id).sorted().toList());
        m.put("selection", s);
        m.put("source", Provenance.source(repository));
        m.put("machine", Provenance.machine());
        m.put("jvm", jvm);
        m.put("forkJvmArgs", ContenderRun.BASE_FORK_JVM_ARGS);
        m.put("contenders", descriptors);
        Set<String> timed = plan.cases().stream().map(Plan.Case::dataset).collect(Collectors.toCollection(LinkedHashSet::new));
        Set<String> all = new LinkedHashSet<>(timed);
        all.addAll(sizedDatasets);
        m.put("datasets", all.stream().map(id -> {
            Dataset<?> d = DatasetResolver.resolve(id);
            Map<String, Object> dm = new LinkedHashMap<>();
            dm.put("id", d.id());
            dm.put("model", d.model().id());
            dm.put("description", d.description());
            dm.put("tags", d.tags().stream().sorted().toList());
            dm.put("batchSize", d.batchSize());
            dm.put("timed", timed.contains(id));
            return dm;
        }).toList());
        m.put("unsupported", unsupported);
        m.put("failures", failures);
        return m;
    }

    private static Map<String, Object> withContender(String id, JsonNode node) {
        Map<String, Object> f = new LinkedHashMap<>();
        f.put("contender", id);
        node.fields().forEachRemaining(e -> f.put(e.getKey(), e.getValue().asText()));
        return f;
    }

    private static String minutes(long seconds) {
        return seconds < 90 ? seconds + " s" : String.format("%.1f min", seconds / 60.0);
    }

    private static void createDirectories(Path dir) {
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create " + dir, e);
        }
    }
}
