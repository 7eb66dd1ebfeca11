package io.wirebench.bench;

import io.wirebench.bench.host.CpuSet;
import io.wirebench.core.Contender;
import io.wirebench.results.JavaVersion;
import io.wirebench.results.JdkCompatFile;
import io.wirebench.results.Manifest;
import io.wirebench.results.ResultFiles;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * {@code make jdk-check JDK=<home>} ({@code Main jdk-check}): does each contender work on another JDK, and what does
 * that JDK print about it? Each contender's proving JVM is started as a run starts it ({@link ContenderJvm#command}:
 * the contender's own flags, the common heap, {@code Main contender-prove}), in conformance-only mode
 * ({@link ContenderRun#prove}), once on the runner's own JDK and once on the other; where the other JDK printed
 * warnings that it documents a flag for ({@link JdkWarnings#silencingFlags}), once more with those flags. Each JVM's
 * standard error and output are kept under {@code logs/<base|target|target-flags>/}; the outcome and the distinct
 * warnings go into {@code jdk-compat.json} ({@link JdkCompatFile}) in a folder of its own,
 * {@code results/<time>-jdk-compat/}. Not a timing: nothing here is measured.
 */
final class JdkCheck {
    static final Duration DEFAULT_TIMEOUT = Duration.ofMinutes(5);
    static final String CHECKED = "each contender's proving JVM (Main contender-prove --conformance-only), started as a run starts it"
            + " (the contender's own JVM flags and " + String.join(" ", ContenderRun.BASE_FORK_JVM_ARGS) + "): the conformance check on"
            + " every data set it supports and one encode and decode of each update of the update stream where it carries it;"
            + " on the target JDK, where it printed warnings the JDK documents a flag for, once more with those flags";
    private static final DateTimeFormatter FOLDER_TIME = DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmmss'Z'").withZone(ZoneOffset.UTC);

    private final Path folder;
    private final Path work;
    private final Duration timeout;

    JdkCheck(Path folder, Path work, Duration timeout) {
        this.folder = folder;
        this.work = work;
        this.timeout = timeout;
    }

    /** {@code jdk-check --jdk HOME [--contender a,b] [--results DIR] [--repo DIR] [--timeout 5m]}. */
    static void main(Map<String, String> options, PrintStream out) throws IOException {
        String jdk = options.get("jdk");
        if (jdk == null || jdk.isBlank()) {
            throw new IllegalArgumentException("jdk-check needs the JDK to check on: --jdk JDK_HOME"
                    + " (make jdk-check JDK=/usr/lib/jvm/temurin-25-jdk-amd64)");
        }
        Path target = Path.of(jdk).toAbsolutePath().normalize();
        if (!Files.isExecutable(target.resolve("bin").resolve("java"))) {
            throw new IllegalArgumentException("--jdk " + jdk + " is no JDK: it has no bin/java");
        }
        Duration timeout = DEFAULT_TIMEOUT;
        if (options.containsKey("timeout")) {
            try {
                timeout = CaseWatchdog.parse(options.get("timeout"));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("--timeout must be a positive duration such as 90s or 5m, not '" + options.get("timeout") + "'");
            }
        }
        Discovery discovery = Discovery.discover();
        discovery.failures().forEach(f -> out.printf("  BROKEN %s: %s%n", f.contender(), f.error()));
        List<Contender> contenders = select(discovery, options.get("contender"));
        Path results = Path.of(options.getOrDefault("results", "results"));
        Path folder = results.resolve(FOLDER_TIME.format(Instant.now()) + JdkCompatFile.FOLDER_SUFFIX);
        Path work = Files.createTempDirectory("wirebench-jdk-check");
        JdkCompatFile file;
        try {
            file = new JdkCheck(folder, work, timeout).check(contenders, discovery.providers(), Path.of(System.getProperty("java.home")),
                    target, Path.of(options.getOrDefault("repo", ".")), out);
        } finally {
            deleteTree(work);
        }
        ResultFiles.write(folder.resolve(JdkCompatFile.FILE), file);
        printSummary(file, out);
        out.println("wrote " + folder.resolve(JdkCompatFile.FILE));
    }

    /** The contenders named (all when none is), in id order; an id no adapter has is refused by name. */
    static List<Contender> select(Discovery discovery, String commaSeparated) {
        Set<String> wanted = commaSeparated == null ? Set.of()
                : Arrays.stream(commaSeparated.split(",")).map(String::trim).filter(s -> !s.isEmpty()).collect(Collectors.toSet());
        List<Contender> all = discovery.contenders().all();
        Set<String> unknown = new TreeSet<>(wanted);
        all.forEach(c -> unknown.remove(c.descriptor().id()));
        if (!unknown.isEmpty()) {
            throw new IllegalArgumentException("no contender " + String.join(", ", unknown) + " (make list shows the ids)");
        }
        return all.stream().filter(c -> wanted.isEmpty() || wanted.contains(c.descriptor().id()))
                .sorted(Comparator.comparing(c -> c.descriptor().id())).toList();
    }

    /** Every contender on both JDKs, one line of progress each. */
    JdkCompatFile check(List<Contender> contenders, Map<String, String> providers, Path base, Path target, Path repo, PrintStream out) {
        String startedAt = Instant.now().toString();
        JdkCompatFile.Jdk baseJdk = describe(base);
        JdkCompatFile.Jdk targetJdk = describe(target);
        List<JdkCompatFile.Row> rows = new ArrayList<>();
        for (Contender c : contenders) {
            String id = c.descriptor().id();
            String provider = providers.get(id);
            JdkCompatFile.Result onBase = prove(c, provider, base, "base", List.of());
            JdkCompatFile.Result onTarget = prove(c, provider, target, "target", List.of());
            List<String> silencing = JdkWarnings.silencingFlags(onTarget.warnings(), targetJdk.feature());
            if (!silencing.isEmpty()) {
                onTarget = onTarget.plusFlagsCheck(prove(c, provider, target, "target-flags", silencing));
            }
            rows.add(new JdkCompatFile.Row(id, c.jvmArgs(), onBase, onTarget));
            out.printf("[%d/%d] %-32s JDK %d: %-40s JDK %d: %s%n", rows.size(), contenders.size(), id, baseJdk.feature(), brief(onBase),
                    targetJdk.feature(), brief(onTarget));
            out.flush();
        }
        return new JdkCompatFile(JdkCompatFile.FORMAT_VERSION, CHECKED, startedAt, Instant.now().toString(), Provenance.source(repo),
                Provenance.machine(), baseJdk, targetJdk, rows);
    }

    /** The JDK as it describes itself when it runs the bench ({@link Provenance#probe}); a JDK that cannot run it is refused. */
    static JdkCompatFile.Jdk describe(Path home) {
        Manifest.Jvm jvm = Provenance.probe(home.resolve("bin").resolve("java"));
        return new JdkCompatFile.Jdk(home.toString(), jvm.vendor(), jvm.version(), JavaVersion.feature(jvm.version()), jvm.vmName(), jvm.vmVersion());
    }

    /** One proving JVM of {@code c} on the JDK at {@code home}, {@code extraFlags} after the contender's own. */
    JdkCompatFile.Result prove(Contender c, String provider, Path home, String label, List<String> extraFlags) {
        String id = c.descriptor().id();
        RunFolder run = new RunFolder(work.resolve(label));
        Path errLog = folder.resolve("logs").resolve(label).resolve(id + ".err.log");
        Path outLog = errLog.resolveSibling(id + ".out.log");
        List<String> args = new ArrayList<>(c.jvmArgs());
        args.addAll(extraFlags);
        if (provider != null) {
            args.add("-D" + Discovery.PROVIDER_PROPERTY + "=" + provider);
        }
        RunRequest request = new RunRequest("quick", Map.of(), Selection.ALL, null, Shard.WHOLE, CpuSet.NONE, home, null);
        List<String> command = ContenderJvm.command(args, request, List.of("contender-prove", "--plan", run.plan(id).toString(),
                "--run-dir", run.dir().toString(), "--conformance-only"));
        boolean stopped;
        int exit;
        try {
            Files.createDirectories(errLog.getParent());
            Json.write(run.plan(id), new ContenderPlan(id, "quick", Map.of(), List.of()));
            Files.deleteIfExists(run.proof(id));
            Process p = new ProcessBuilder(command).redirectError(errLog.toFile()).redirectOutput(outLog.toFile()).start();
            stopped = !p.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS);
            if (stopped) {
                p.destroyForcibly();
                p.waitFor();
            }
            exit = p.exitValue();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot start a JVM for " + id + " on " + home, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while " + id + " ran on " + home, e);
        }
        List<String> err = linesOf(errLog);
        List<String> printed = new ArrayList<>(err);
        printed.addAll(linesOf(outLog));
        List<JdkCompatFile.Warning> warnings = JdkWarnings.read(printed);
        List<String> added = extraFlags.isEmpty() ? null : extraFlags;
        Path proofFile = run.proof(id);
        if (stopped || exit != 0 || !Files.isRegularFile(proofFile)) {
            String error = stopped ? "no answer within " + timeout.toSeconds() + " s; stopped" : firstError(printed, exit);
            return new JdkCompatFile.Result(JdkCompatFile.CRASHES, exit, error, List.of(), List.of(), warnings, added, null);
        }
        ContenderRun.Proof proof = Json.read(proofFile, ContenderRun.Proof.class);
        Set<String> checked = new LinkedHashSet<>(proof.passed());
        Set<String> failed = new LinkedHashSet<>();
        for (Manifest.Failure f : proof.failures()) {
            if (f.dataset() != null && !f.dataset().equals("*")) {
                failed.add(f.dataset());
                checked.add(f.dataset());
            }
        }
        if (!proof.failures().isEmpty()) {
            Manifest.Failure first = proof.failures().get(0);
            String line = first.error().lines().findFirst().orElse(first.stage());
            return new JdkCompatFile.Result(JdkCompatFile.FAILS, exit, line, List.copyOf(checked), List.copyOf(failed), warnings, added, null);
        }
        if (checked.isEmpty()) {
            return new JdkCompatFile.Result(JdkCompatFile.FAILS, exit, "nothing was checked: it supports no data set and no update stream",
                    List.of(), List.of(), warnings, added, null);
        }
        return new JdkCompatFile.Result(JdkCompatFile.OK, exit, null, List.copyOf(checked), List.of(), warnings, added, null);
    }

    /**
     * The first line a dead JVM printed that is no warning (standard error first), else its exit code. The launcher's
     * "Picked up JAVA_TOOL_OPTIONS: ..." notices come from the environment, not the contender, and are passed over.
     */
    static String firstError(List<String> printed, int exit) {
        return printed.stream().map(String::strip).filter(l -> !l.isEmpty() && !l.startsWith("Picked up "))
                .filter(l -> JdkWarnings.read(List.of(l)).isEmpty())
                .findFirst().orElse("exited with code " + exit + " and printed no error");
    }

    /** A log's lines; an empty log is deleted, so the folder keeps only what a JVM said. */
    private static List<String> linesOf(Path log) {
        try {
            if (Files.size(log) == 0) {
                Files.delete(log);
                return List.of();
            }
            // decoded leniently: a dying JVM may print bytes that are not UTF-8, and one bad byte must not lose the check
            return new String(Files.readAllBytes(log), StandardCharsets.UTF_8).lines().toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + log, e);
        }
    }

    /** "ok", "ok, 4 warnings (unsafe-memory-access); silenced by ...", "fails: ...", "crashes (exit 134): ...". */
    static String brief(JdkCompatFile.Result r) {
        String s = switch (r.outcome()) {
            case JdkCompatFile.OK -> "ok";
            case JdkCompatFile.FAILS -> "fails: " + r.error();
            default -> "crashes (exit " + r.exitCode() + "): " + r.error();
        };
        if (!r.warnings().isEmpty()) {
            s += ", " + r.warnings().size() + " warning line" + (r.warnings().size() == 1 ? "" : "s") + " ("
                    + r.warnings().stream().map(JdkCompatFile.Warning::kind).distinct().collect(Collectors.joining(", ")) + ")";
        }
        if (r.withFlags() != null) {
            s += "; with " + String.join(" ", r.withFlags().addedFlags()) + ": " + r.withFlags().outcome() + ", "
                    + r.withFlags().warnings().size() + " warning lines";
        }
        return s;
    }

    /** How many contenders work on the target JDK quietly, with warnings, fail or crash, and which. */
    static void printSummary(JdkCompatFile file, PrintStream out) {
        Map<String, List<String>> by = new java.util.LinkedHashMap<>();
        for (String k : List.of("ok", "ok with warnings", JdkCompatFile.FAILS, JdkCompatFile.CRASHES)) {
            by.put(k, new ArrayList<>());
        }
        for (JdkCompatFile.Row row : file.rows()) {
            JdkCompatFile.Result t = row.target();
            String k = t.outcome().equals(JdkCompatFile.OK) && !t.warnings().isEmpty() ? "ok with warnings" : t.outcome();
            by.get(k).add(row.contender());
        }
        out.printf("on JDK %s (%s %s):%n", file.target().feature(), file.target().vendor(), file.target().version());
        by.forEach((k, ids) -> out.printf("  %-17s %3d  %s%n", k, ids.size(), String.join(", ", ids)));
    }

    private static void deleteTree(Path dir) throws IOException {
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> all = Files.walk(dir)) {
            for (Path p : all.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }
}
