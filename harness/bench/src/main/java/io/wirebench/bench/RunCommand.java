package io.wirebench.bench;

import com.fasterxml.jackson.databind.JsonNode;
import io.wirebench.core.Contenders;
import io.wirebench.core.model.Dataset;
import io.wirebench.core.model.Datasets;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Collectors;

/**
 * Runs a plan: one JVM per contender (started with that contender's JVM flags, pinned with
 * taskset when CPUs were given, on the requested JDK), results written case by case, then
 * {@code sizes.json} and {@code manifest.json}. Prints the plan and its cost first, a progress
 * line with an ETA per case, and where the results are.
 *
 * <p>A contender JVM that dies (a crash, {@code System.exit}, an OutOfMemoryError) costs the case
 * it was running, which is recorded as failed; a new JVM carries on with the rest (up to
 * {@value #MAX_JVM_STARTS} starts per contender). An interrupted run is continued with
 * {@code --resume <run-id>}: cases with results are skipped, the rest (failed ones included) run
 * again, and the manifest is written as if the run had never stopped.
 */
final class RunCommand {
    /** Version 2: tiers and open-loop results, per-case JMH files, isolation, shards; readers of version 1 files keep working. */
    static final int FORMAT_VERSION = 2;
    static final int MAX_JVM_STARTS = 4;
    /**
     * For the runner's own tests only: their tiny runs need not queue behind other JMH runs on
     * the machine (JMH's /tmp/jmh.lock), whose numbers they do not disturb in any way that matters.
     */
    static final String IGNORE_JMH_LOCK = "wirebench.test.ignoreJmhLock";
    private static final DateTimeFormatter RUN_ID_TIME = DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmmss'Z'").withZone(ZoneOffset.UTC);

    private final PrintStream out;
    private final Path repository;
    /** Set when the watchdog stopped the contender JVM that ran last: its per-case timeout. */
    private Duration lastTimeout;
    private final Path sysCpu;

    RunCommand(PrintStream out, Path repository) {
        this(out, repository, Isolation.SYS_CPU);
    }

    RunCommand(PrintStream out, Path repository, Path sysCpu) {
        this.out = out;
        this.repository = repository;
        this.sysCpu = sysCpu;
    }

    /** The data sets a request can choose from: the built-in ones and the user's file. */
    static List<Dataset<?>> datasets(RunRequest request) {
        List<Dataset<?>> datasets = new ArrayList<>(Datasets.all());
        if (request.dataFile() != null) {
            datasets.add(UserData.dataset(UserData.idFor(request.dataFile())));
        }
        return datasets;
    }

    static Plan plan(RunRequest request, Contenders contenders) {
        Selection s = request.selection();
        if (request.dataFile() != null) {
            s = new Selection(s.contenders(), Set.of(UserData.idFor(request.dataFile())), s.models(), s.sizes(), s.operations());
        }
        return Plan.of(contenders, datasets(request), request.profile(), s).shard(request.shard());
    }

    /** Starts a new run. @return the run folder */
    Path run(RunRequest request, Path resultsRoot) {
        Instant started = Instant.now();
        String base = request.runId() != null ? request.runId() : RUN_ID_TIME.format(started) + "-" + request.profileName();
        String runId = request.shard().isWhole() ? base : base + "-shard" + request.shard().index() + "of" + request.shard().count();
        Path runDir = resultsRoot.resolve(runId);
        if (Files.exists(runDir.resolve("invocation.json"))) {
            throw new IllegalArgumentException("a run " + runId + " exists already in " + resultsRoot + "; resume it with RESUME=" + runId
                    + " or choose another RUN_ID");
        }
        // Everything that can refuse the request does so before the run's folder exists: a refused
        // run used to leave a folder holding only invocation.json, which blocked its own RUN_ID.
        Plan plan = plan(request, Discovery.discover().contenders());
        if (plan.caseCount() == 0) {
            throw new IllegalArgumentException(nothingToMeasure(plan));
        }
        Map<String, Object> jvm = probeJvm(request);
        Map<String, Object> invocation = new LinkedHashMap<>(request.toJson());
        invocation.put("formatVersion", FORMAT_VERSION);
        invocation.put("runId", runId);
        invocation.put("baseRunId", base);
        invocation.put("startedAt", started.toString());
        invocation.put("source", Provenance.source(repository));
        invocation.put("jvm", jvm);
        invocation.put("machine", Provenance.machine()); // what a resume must find again
        Json.write(runDir.resolve("invocation.json"), invocation);
        return execute(request, runDir, invocation, jvm, started, List.of());
    }

    /** Continues an interrupted run in {@code runDir}. @param allowMixed resume on another commit or JDK anyway */
    Path resume(Path runDir, boolean allowMixed) {
        Path invocationFile = runDir.resolve("invocation.json");
        if (!Files.exists(invocationFile)) {
            throw new IllegalArgumentException("nothing to resume: " + runDir + " has no invocation.json (was it started by this runner?)");
        }
        if (Files.exists(runDir.resolve("manifest.json"))) {
            throw new IllegalArgumentException("will not resume " + runDir.getFileName() + ": it is finished (it has its manifest.json),"
                    + " and a finished run's files are never rewritten; measure again in a new run (another RUN_ID)");
        }
        JsonNode inv = Json.read(invocationFile);
        RunRequest request = RunRequest.fromJson(inv);
        Map<String, Object> jvm = probeJvm(request);
        Map<String, Object> source = Provenance.source(repository);
        List<String> differences = new ArrayList<>();
        compare(differences, "commit", inv.path("source").path("commit").asText(), String.valueOf(source.get("commit")));
        compare(differences, "JDK vendor", inv.path("jvm").path("vendor").asText(), String.valueOf(jvm.get("vendor")));
        compare(differences, "JDK version", inv.path("jvm").path("vmVersion").asText(), String.valueOf(jvm.get("vmVersion")));
        compare(differences, "JDK home", inv.path("jvm").path("home").asText(), String.valueOf(jvm.get("home")));
        Map<String, Object> machine = Provenance.machine();
        inv.path("machine").fields().forEachRemaining(f -> compare(differences, f.getKey(), f.getValue().asText(),
                String.valueOf(machine.get(f.getKey()))));
        if (!differences.isEmpty() && !allowMixed) {
            throw new IllegalArgumentException("will not resume " + runDir.getFileName() + ": " + String.join("; ", differences)
                    + ". Results from both would be mixed in one run; resume with the original, or pass --allow-mixed (ALLOW_MIXED=1)");
        }
        Map<String, Object> invocation = Json.MAPPER.convertValue(inv, Json.MAP);
        List<String> resumes = new ArrayList<>();
        inv.path("resumedAt").forEach(r -> resumes.add(r.asText()));
        resumes.add(Instant.now().toString());
        invocation.put("resumedAt", resumes);
        if (!differences.isEmpty()) {
            invocation.put("mixed", differences);
        }
        Json.write(invocationFile, invocation);
        out.printf("resuming %s (started %s)%n", runDir.getFileName(), inv.path("startedAt").asText());
        return execute(request, runDir, invocation, jvm, Instant.parse(inv.path("startedAt").asText()), resumes);
    }

    private static void compare(List<String> differences, String fact, String was, String now) {
        if (!Objects.equals(was, now)) {
            differences.add(fact + " was " + was + ", is " + now);
        }
    }

    private Path execute(RunRequest request, Path runDir, Map<String, Object> invocation, Map<String, Object> jvm, Instant started,
                         List<String> resumes) {
        for (String sub : List.of("logs", "jmh", "parts", "openloop")) {
            createDirectories(runDir.resolve(sub));
        }
        Discovery discovery = Discovery.discover();
        Plan plan = plan(request, discovery.contenders());
        Set<String> done = plan.cases().stream().filter(c -> ContenderRun.hasResult(runDir, c)).map(Plan.Case::key)
                .collect(Collectors.toSet());
        Plan todo = plan.without(done);
        Map<String, Object> isolation = Isolation.facts(sysCpu, request.cpus(), tasksetAvailable());
        printPlan(plan, todo, done.size(), request, jvm, isolation, discovery);

        Instant resumedAt = Instant.now();
        Progress progress = new Progress(todo);
        AtomicReference<Process> current = new AtomicReference<>();
        Thread hook = new Thread(() -> {
            Process p = current.get();
            if (p != null) {
                p.destroyForcibly();
            }
            out.printf("%ninterrupted: finished cases are kept in %s; continue with: make bench RESUME=%s (or Main run --resume %s)%n",
                    runDir, runDir.getFileName(), runDir.getFileName());
        });
        Runtime.getRuntime().addShutdownHook(hook);
        for (Plan.Entry entry : todo.entries()) {
            runContender(entry, request, runDir, progress, current);
        }
        Runtime.getRuntime().removeShutdownHook(hook);

        Manifest.Outcome outcome = Manifest.write(runDir, invocation, plan, request, jvm, isolation, discovery, started, resumes,
                Duration.between(resumedAt, Instant.now()).toSeconds());
        out.printf("done in %s (this session): %s%n", minutes(Duration.between(resumedAt, Instant.now()).toSeconds()), runDir);
        out.printf("  %d case(s) planned, %d with results, %d failed%n", outcome.planned(), outcome.measured(), outcome.failed().size());
        for (String line : outcome.openLoopLines()) {
            out.println("  " + line);
        }
        if (!outcome.failed().isEmpty()) {
            out.printf("%d failure(s) recorded in manifest.json:%n", outcome.failed().size());
            outcome.failed().forEach(line -> out.println("  " + line));
        }
        if (!((List<?>) isolation.get("warnings")).isEmpty()) {
            out.println("not an isolated run (see manifest.json isolation.warnings): compare ratios within this run only");
        }
        if (outcome.measured() == 0) {
            throw new NothingMeasuredException(runDir.getFileName() + ": no case was measured (" + outcome.planned() + " planned, "
                    + outcome.failed().size() + " failed); its files are kept in " + runDir + " but it is no result to publish");
        }
        return runDir;
    }

    /** A run ended without a single measurement: an error (exit code 3), so that make bench does not publish it. */
    static final class NothingMeasuredException extends RuntimeException {
        private static final long serialVersionUID = 1L;

        NothingMeasuredException(String message) {
            super(message);
        }
    }

    /** Why a plan has no case: what was selected, and each contender's reason. */
    static String nothingToMeasure(Plan plan) {
        StringBuilder why = new StringBuilder("nothing to measure: the selection gives 0 cases");
        plan.unsupported().stream().limit(20).forEach(u -> why.append("; ").append(u.contender()).append(" on ").append(u.dataset())
                .append(u.operation().equals("*") ? "" : " " + u.operation()).append(": ").append(u.reason()));
        plan.failures().stream().limit(20).forEach(f -> why.append("; ").append(f.contender()).append(" on ").append(f.dataset())
                .append(": ").append(f.error()));
        if (plan.unsupported().isEmpty() && plan.failures().isEmpty()) {
            why.append(" (no contender, data set or operation matches it; make list shows the ids)");
        }
        return why.toString();
    }

    /** Predicted versus actual time, for the ETA: the prediction scaled by how fast the run has gone so far. */
    private final class Progress {
        private final int total;
        private final double estimateTotal;
        private final long startNanos = System.nanoTime();
        private final Map<String, Double> estimateByKey = new LinkedHashMap<>();
        private final Profile profile;
        private int done;
        private double estimateDone;

        Progress(Plan todo) {
            this.profile = todo.profile();
            this.total = todo.caseCount();
            this.estimateTotal = todo.estimatedSeconds();
            todo.cases().forEach(c -> estimateByKey.put(c.key(), CostModel.seconds(profile, c)));
        }

        void contenderStarted() {
            estimateDone += CostModel.CONTENDER_JVM_SECONDS;
        }

        void caseDone(String key, String outcome, String seconds) {
            done++;
            estimateDone += estimateByKey.getOrDefault(key, 0.0);
            double elapsed = (System.nanoTime() - startNanos) / 1e9;
            double speed = estimateDone > 0 ? elapsed / estimateDone : 1.0;
            long eta = Math.round(Math.max(0, estimateTotal - estimateDone) * speed);
            out.printf("[%" + String.valueOf(total).length() + "d/%d] %-58s %-7s %6ss   elapsed %s, ETA %s%n", done, total, key,
                    outcome, seconds, minutes(Math.round(elapsed)), minutes(eta));
        }
    }

    private void runContender(Plan.Entry entry, RunRequest request, Path runDir, Progress progress, AtomicReference<Process> current) {
        String id = entry.contender().descriptor().id();
        List<Plan.Case> remaining = new ArrayList<>(entry.cases());
        Path log = runDir.resolve("logs").resolve(id + ".log");
        for (int start = 1; !remaining.isEmpty(); start++) {
            progress.contenderStarted();
            deleteQuietly(ContenderRun.inflightFile(runDir, id)); // left by an interrupted session
            Set<String> finished = new HashSet<>();
            int exit = startContenderJvm(entry, remaining, request, runDir, log, current,
                    (key, outcome, seconds) -> {
                        finished.add(key);
                        progress.caseDone(key, outcome, seconds);
                    });
            remaining.removeIf(c -> finished.contains(c.key()));
            if (exit == 0 && remaining.isEmpty()) {
                return;
            }
            Path inflight = ContenderRun.inflightFile(runDir, id);
            String crashed = readQuietly(inflight);
            Plan.Case crashedCase = remaining.stream().filter(c -> c.key().equals(crashed)).findFirst().orElse(null);
            String timedOut = lastTimeout == null ? null : "did not finish within " + lastTimeout.toSeconds()
                    + " s (the per-case timeout, CASE_TIMEOUT): its JVM and the processes it started were stopped";
            if (crashedCase != null && start < MAX_JVM_STARTS) {
                appendFailure(runDir, id, ContenderRun.caseFailure(crashedCase, timedOut != null ? "timeout" : "jvm", (timedOut != null
                        ? "the case " + timedOut : "the contender's JVM died during this case (exit code " + exit + ")")
                        + removePartialResult(runDir, crashedCase) + "; see logs/" + id + ".log"));
                deleteQuietly(inflight);
                remaining.remove(crashedCase);
                progress.caseDone(crashedCase.key(), timedOut != null ? "timeout" : "crashed", "-");
                out.printf("  %s: %s during %s; recorded as failed, starting a new JVM for the %d case(s) left%n",
                        id, timedOut != null ? "no progress for " + lastTimeout.toSeconds() + " s, JVM stopped" : "JVM exited with code " + exit,
                        crashedCase.key(), remaining.size());
                continue;
            }
            Map<String, Object> f = ContenderRun.failure("*", "*", timedOut != null ? "timeout" : "jvm", timedOut != null
                    ? "the contender " + timedOut + (crashedCase == null ? " outside any case" : " again (" + start + " starts)") + "; "
                    + remaining.size() + " case(s) not measured; see logs/" + id + ".log"
                    : "the contender's JVM exited with code " + exit
                    + (crashedCase == null ? " outside any case" : " again (" + start + " starts)") + "; " + remaining.size()
                    + " case(s) not measured; see logs/" + id + ".log");
            appendFailure(runDir, id, f);
            deleteQuietly(inflight);
            remaining.forEach(c -> progress.caseDone(c.key(), "lost", "-"));
            out.printf("  %s: JVM exited with code %d; %d case(s) not measured%n", id, exit, remaining.size());
            return;
        }
    }

    /**
     * A JVM that died while its case's result was being written leaves the file half written
     * ({@code .tmp}); it is no result, and readers refuse runs that hold one. Removed here, and said
     * so in the case's failure, so that nothing is dropped without a word.
     */
    private static String removePartialResult(Path runDir, Plan.Case c) {
        Path result = c.isOpenLoop() ? OpenLoopCase.resultFile(runDir, c.contender(), c.dataset(), c.ratePerSecond())
                : ContenderRun.jmhFile(runDir, c.contender(), c.dataset(), c.operation());
        Path partial = result.resolveSibling(result.getFileName() + ".tmp");
        try {
            return Files.deleteIfExists(partial) ? "; its partial result file " + runDir.relativize(partial) + " was removed" : "";
        } catch (IOException e) {
            return "; its partial result file " + runDir.relativize(partial) + " could not be removed: " + e.getMessage();
        }
    }

    @FunctionalInterface
    private interface CaseListener {
        void caseDone(String key, String outcome, String seconds);
    }

    private int startContenderJvm(Plan.Entry entry, List<Plan.Case> cases, RunRequest request, Path runDir, Path log,
                                  AtomicReference<Process> current, CaseListener listener) {
        String id = entry.contender().descriptor().id();
        Path planFile = runDir.resolve("parts").resolve(id + ".plan.json");
        Map<String, Object> plan = new LinkedHashMap<>();
        plan.put("contender", id);
        plan.put("profile", request.profileName());
        plan.put("overrides", request.overrides());
        plan.put("cases", cases.stream().map(c -> {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("dataset", c.dataset());
            m.put("operation", c.operation().id());
            m.put("tier", c.tier().name());
            m.put("rate", c.ratePerSecond());
            return m;
        }).toList());
        Json.write(planFile, plan);

        List<String> command = contenderCommand(id, entry.contender().descriptor().jvmArgs(), request, planFile, runDir);
        try (Writer logOut = Files.newBufferedWriter(log, StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND)) {
            logOut.write("# " + Instant.now() + ": " + String.join(" ", command) + "\n");
            Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
            current.set(p);
            try (CaseWatchdog watchdog = new CaseWatchdog(p.toHandle(), CaseWatchdog.timeout(request, entry))) {
                try (BufferedReader in = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
                    String line;
                    while ((line = in.readLine()) != null) {
                        logOut.write(line);
                        logOut.write('\n');
                        if (line.startsWith(ContenderRun.EVENT + " ")) {
                            logOut.flush();
                            watchdog.progress();
                            String[] e = line.split(" ");
                            if (e.length >= 4) {
                                listener.caseDone(e[1], e[2], e[3]);
                            }
                        } else if (line.startsWith(ContenderRun.NOTE + " ")) {
                            out.println("  " + id + ": " + line.substring(ContenderRun.NOTE.length() + 1));
                            out.flush();
                        }
                    }
                }
                int exit = p.waitFor();
                current.set(null);
                lastTimeout = watchdog.fired() ? watchdog.timeout() : null;
                return exit;
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot run a JVM for " + id, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while " + id + " ran", e);
        }
    }

    /** [taskset -c CPUS] java [contender flags] [heap] [-Dwirebench.cpus=...] -cp ... Main contender-run ... */
    static List<String> contenderCommand(String id, List<String> contenderJvmArgs, RunRequest request, Path planFile, Path runDir) {
        List<String> command = new ArrayList<>();
        if (!request.cpus().isEmpty() && tasksetAvailable()) {
            command.addAll(List.of("taskset", "-c", request.cpus().toString()));
        }
        command.add(request.javaLauncher().toString());
        command.addAll(contenderJvmArgs);
        command.addAll(ContenderRun.BASE_FORK_JVM_ARGS);
        if (Boolean.getBoolean(IGNORE_JMH_LOCK)) {
            command.add("-Djmh.ignoreLock=true");
        }
        if (!request.cpus().isEmpty()) {
            command.add("-D" + ThreadPinning.PROPERTY + "=" + request.cpus());
        }
        command.add("-cp");
        command.add(System.getProperty("java.class.path"));
        command.add(Main.class.getName());
        command.addAll(List.of("contender-run", "--plan", planFile.toString(), "--run-dir", runDir.toString()));
        return command;
    }

    /** The benchmark JVM's identity (vendor, version, flags), asked of that JVM itself. */
    static Map<String, Object> probeJvm(RunRequest request) {
        Path java = request.javaLauncher();
        if (!Files.isExecutable(java)) {
            throw new IllegalArgumentException("JDK=" + request.jdk() + " has no executable " + java);
        }
        List<String> command = List.of(java.toString(), "-cp", System.getProperty("java.class.path"), Main.class.getName(), "probe");
        try {
            Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
            String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (p.waitFor() != 0) {
                throw new IllegalArgumentException(java + " cannot run the bench (exit " + p.exitValue() + "): "
                        + output.lines().limit(5).collect(Collectors.joining(" / ")));
            }
            String json = output.substring(output.indexOf('{'));
            return Json.MAPPER.readValue(json, Json.MAP);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot start " + java, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
    }

    private void printPlan(Plan plan, Plan todo, int done, RunRequest request, Map<String, Object> jvm, Map<String, Object> isolation,
                           Discovery discovery) {
        Profile profile = plan.profile();
        out.printf("wirebench: profile %s%s on %s %s (%s)%n", profile.name(), profile.overrides().isEmpty() ? "" : " with " + profile.overrides(),
                jvm.get("vmName"), jvm.get("version"), jvm.get("vendor"));
        printCosts(out, plan);
        if (!plan.shard().isWhole()) {
            out.printf("  shard %s: this machine runs %d case(s)%n", plan.shard(), plan.caseCount());
        }
        if (done > 0) {
            out.printf("  %d case(s) have results already and are skipped; %d left, about %s%n", done, todo.caseCount(),
                    minutes(todo.estimatedSeconds()));
        }
        for (Plan.Entry e : todo.entries()) {
            out.printf("  %-28s %3d case(s) on %s%n", e.contender().descriptor().id(), e.caseCount(), Plan.describeDatasets(e.datasets()));
        }
        discovery.failures().forEach(f -> out.printf("  BROKEN %s: %s%n", f.contender(), f.error()));
        plan.failures().forEach(f -> out.printf("  BROKEN %s on %s: %s%n", f.contender(), f.dataset(), f.error()));
        out.printf("  CPUs: %s; isolated: %s; governor: %s; SMT: %s; turbo: %s%n", isolation.get("requestedCpus"),
                isolation.get("isolatedCpus"), isolation.get("governors"), isolation.get("smt"), isolation.get("turbo"));
        for (Object w : (List<?>) isolation.get("warnings")) {
            out.println("  WARNING " + w);
        }
        out.flush();
    }

    /** The plan's size and cost, by tier, with what each tier's settings can back. */
    static void printCosts(PrintStream out, Plan plan) {
        Profile p = plan.profile();
        out.printf("plan: %d contender(s), %d case(s), about %s%s%n", plan.entries().size(), plan.caseCount(), minutes(plan.estimatedSeconds()),
                plan.shard().isWhole() ? "" : " (shard " + plan.shard() + ")");
        for (Map.Entry<String, double[]> t : plan.costByTier().entrySet()) {
            String how;
            if (t.getKey().equals("open loop")) {
                OpenLoopSettings o = p.openLoop();
                how = String.format(Locale.ROOT, "%s msg/s, %d fork(s) x (%d ms warm-up + %d ms measured)%s", o.rates(), o.forks(),
                        o.warmupMillis(), o.measurementMillis(), o.rates().stream().map(r -> ", " + o.samples(r) + " samples @" + r)
                                .collect(Collectors.joining()));
            } else {
                JmhSettings s = p.settings(Profile.Tier.valueOf(t.getKey().toUpperCase(Locale.ROOT)));
                how = String.format(Locale.ROOT, "%s, %d fork(s), %dx%d ms warm-up, %dx%d ms measured%s", s.modes(), s.forks(),
                        s.warmupIterations(), s.warmupMillis(), s.measurementIterations(), s.measurementMillis(),
                        s.modes().contains("sample") ? ", about " + s.maxSamples() + " samples" : "");
            }
            out.printf("  %-9s %5d case(s), about %-9s %s%n", t.getKey(), (long) t.getValue()[0], minutes(Math.round(t.getValue()[1])), how);
        }
    }

    private void appendFailure(Path runDir, String id, Map<String, Object> failure) {
        Path part = ContenderRun.partFile(runDir, id);
        Map<String, Object> p = Files.exists(part) ? Json.MAPPER.convertValue(Json.read(part), Json.MAP) : new LinkedHashMap<>();
        @SuppressWarnings("unchecked")
        List<Object> failures = (List<Object>) p.computeIfAbsent("failures", k -> new ArrayList<>());
        failures.add(failure);
        Json.write(part, p);
    }

    static boolean tasksetAvailable() {
        for (String dir : System.getenv().getOrDefault("PATH", "/usr/bin:/bin").split(":")) {
            if (Files.isExecutable(Path.of(dir, "taskset"))) {
                return true;
            }
        }
        return false;
    }

    private static String readQuietly(Path file) {
        try {
            return Files.exists(file) ? Files.readString(file).trim() : null;
        } catch (IOException e) {
            return null;
        }
    }

    private static void deleteQuietly(Path file) {
        try {
            Files.deleteIfExists(file);
        } catch (IOException e) {
            // nothing lost: the marker only names the case in flight
        }
    }

    static String minutes(long seconds) {
        if (seconds < 90) {
            return seconds + " s";
        }
        if (seconds < 5400) {
            return String.format(Locale.ROOT, "%.1f min", seconds / 60.0);
        }
        return String.format(Locale.ROOT, "%.1f h", seconds / 3600.0);
    }

    private static void createDirectories(Path dir) {
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create " + dir, e);
        }
    }

    static Set<String> keys(List<Plan.Case> cases) {
        return cases.stream().map(Plan.Case::key).collect(Collectors.toCollection(LinkedHashSet::new));
    }
}
