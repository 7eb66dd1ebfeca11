package io.wirebench.bench;

import static io.wirebench.bench.Progress.minutes;

import io.wirebench.bench.host.Isolation;
import io.wirebench.bench.host.Taskset;
import io.wirebench.core.Contenders;
import io.wirebench.core.model.Dataset;
import io.wirebench.core.model.Datasets;
import io.wirebench.results.Manifest;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Collectors;

/**
 * Runs a plan: prints it and its cost ({@link PlanPrinter}), runs each contender's cases in its own
 * JVMs ({@link ContenderSession}), a progress line with an ETA per case ({@link Progress}), then
 * writes {@code sizes.json} and {@code manifest.json} ({@link ManifestWriter}) and says where the
 * results are. An interrupted run is continued with {@code --resume <run-id>}: cases with results
 * are skipped, the rest (failed ones included) run again, and the manifest is written as if the
 * run had never stopped.
 */
final class RunCommand {
    /** Version 2: tiers and open-loop results, per-case JMH files, isolation, shards; readers of version 1 files keep working. */
    static final int FORMAT_VERSION = io.wirebench.results.ResultFiles.FORMAT_VERSION;

    private final PrintStream out;
    private final Path repository;
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
        String base = RunFolder.baseRunId(request, started);
        String runId = RunFolder.runId(base, request.shard());
        RunFolder folder = new RunFolder(resultsRoot.resolve(runId));
        if (Files.exists(folder.invocation())) {
            throw new IllegalArgumentException("a run " + runId + " exists already in " + resultsRoot + "; resume it with RESUME=" + runId
                    + " or choose another RUN_ID");
        }
        // Everything that can refuse the request does so before the run's folder exists: a refused
        // run used to leave a folder holding only invocation.json, which blocked its own RUN_ID.
        Plan plan = plan(request, Discovery.discover().contenders());
        if (plan.caseCount() == 0) {
            throw new IllegalArgumentException(PlanPrinter.nothingToMeasure(plan));
        }
        Invocation invocation = Invocation.start(request, runId, base, started.toString(), Provenance.source(repository),
                probeJvm(request));
        Json.write(folder.invocation(), invocation);
        return execute(folder, invocation);
    }

    /** Continues an interrupted run in {@code runDir}. @param allowMixed resume on another commit or JDK anyway */
    Path resume(Path runDir, boolean allowMixed) {
        RunFolder folder = new RunFolder(runDir);
        if (!Files.exists(folder.invocation())) {
            throw new IllegalArgumentException("nothing to resume: " + runDir + " has no invocation.json (was it started by this runner?)");
        }
        if (Files.exists(folder.manifest())) {
            throw new IllegalArgumentException("will not resume " + folder.name() + ": it is finished (it has its manifest.json),"
                    + " and a finished run's files are never rewritten; measure again in a new run (another RUN_ID)");
        }
        Invocation started = Json.read(folder.invocation(), Invocation.class);
        Manifest.Jvm jvm = probeJvm(started.request());
        List<String> differences = ResumeCheck.differences(started, Provenance.source(repository), jvm, Provenance.machine());
        if (!differences.isEmpty() && !allowMixed) {
            throw new IllegalArgumentException("will not resume " + folder.name() + ": " + String.join("; ", differences)
                    + ". Results from both would be mixed in one run; resume with the original, or pass --allow-mixed (ALLOW_MIXED=1)");
        }
        Invocation invocation = started.resumed(Instant.now().toString(), differences);
        Json.write(folder.invocation(), invocation);
        out.printf("resuming %s (started %s)%n", folder.name(), started.startedAt());
        return execute(folder, invocation);
    }

    private static Manifest.Jvm probeJvm(RunRequest request) {
        Path java = request.javaLauncher();
        if (!Files.isExecutable(java)) {
            throw new IllegalArgumentException("JDK=" + request.jdk() + " has no executable " + java);
        }
        return Provenance.probe(java);
    }

    private Path execute(RunFolder folder, Invocation invocation) {
        RunRequest request = invocation.request();
        folder.createFolders();
        Discovery discovery = Discovery.discover();
        Plan plan = plan(request, discovery.contenders());
        Set<String> done = plan.cases().stream().filter(folder::hasResult).map(Case::key).collect(Collectors.toSet());
        Plan todo = plan.without(done);
        Manifest.Isolation isolation = Isolation.facts(sysCpu, request.cpus(), Taskset.available());
        PlanPrinter.print(out, plan, todo, done.size(), invocation.jvm(), isolation, discovery);

        Instant sessionStart = Instant.now();
        Progress progress = plan.profile().inRounds() ? null : new Progress(out, todo);
        AtomicReference<Process> current = new AtomicReference<>();
        Thread hook = new Thread(() -> {
            Process p = current.get();
            if (p != null) {
                p.destroyForcibly();
            }
            out.printf("%ninterrupted: finished cases are kept in %s; continue with: make bench RESUME=%s (or Main run --resume %s)%n",
                    folder.dir(), folder.name(), folder.name());
        });
        Runtime.getRuntime().addShutdownHook(hook);
        if (plan.profile().inRounds()) {
            Rounds.run(plan, todo, request, folder, Rounds.seed(request, invocation.baseRunId()), out, current);
        } else {
            for (Plan.Entry entry : todo.entries()) {
                ContenderSession.run(entry, request, folder, progress, out, current);
            }
        }
        Runtime.getRuntime().removeShutdownHook(hook);

        long sessionSeconds = Duration.between(sessionStart, Instant.now()).toSeconds();
        ManifestWriter.Outcome outcome = ManifestWriter.write(folder, repository.resolve("adapters"), invocation, plan, isolation, discovery,
                sessionSeconds);
        out.printf("done in %s (this session): %s%n", minutes(Duration.between(sessionStart, Instant.now()).toSeconds()), folder.dir());
        out.printf("  %d case(s) planned, %d with results, %d failed%n", outcome.planned(), outcome.measured(), outcome.failed().size());
        for (String line : outcome.openLoopLines()) {
            out.println("  " + line);
        }
        if (!outcome.failed().isEmpty()) {
            out.printf("%d failure(s) recorded in manifest.json:%n", outcome.failed().size());
            outcome.failed().forEach(line -> out.println("  " + line));
        }
        if (!isolation.warnings().isEmpty()) {
            out.println("not an isolated run (see manifest.json isolation.warnings): compare ratios within this run only");
        }
        if (outcome.measured() == 0) {
            throw new NothingMeasuredException(folder.name() + ": no case was measured (" + outcome.planned() + " planned, "
                    + outcome.failed().size() + " failed); its files are kept in " + folder.dir() + " but it is no result to publish");
        }
        return folder.dir();
    }

    /** A run ended without a single measurement: an error (exit code 3), so that make bench does not publish it. */
    static final class NothingMeasuredException extends RuntimeException {
        private static final long serialVersionUID = 1L;

        NothingMeasuredException(String message) {
            super(message);
        }
    }
}
