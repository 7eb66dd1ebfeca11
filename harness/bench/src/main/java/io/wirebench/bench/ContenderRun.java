package io.wirebench.bench;

import com.fasterxml.jackson.databind.JsonNode;
import io.wirebench.compress.Compressor;
import io.wirebench.compress.Compressors;
import io.wirebench.core.ConformanceCheck;
import io.wirebench.core.Contender;
import io.wirebench.core.Support;
import io.wirebench.core.model.Dataset;
import io.wirebench.core.model.Datasets;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.zip.GZIPOutputStream;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

/**
 * Everything measured for one contender, in a JVM started with that contender's flags: first the
 * conformance gate and sizes for every data set it supports (cheap, so always all of them) in a
 * separate <em>proving</em> JVM, then its planned cases one at a time. Reads its cases from
 * {@code parts/<id>.plan.json}.
 *
 * <p>Why a separate JVM proves: the conformance check encodes and decodes every supported data set
 * (batches of up to 1000 elements included). Done in the JVM that then measures, it trains that
 * JVM's JIT on shapes the measured case never sees (profiles, inlining decisions, megamorphic call
 * sites), which moved measured round trips by 13-24 % in a forked A/B. The proving JVM is started
 * with this JVM's own flags (the contender's, the heap, the CPUs), writes
 * {@code parts/<id>.proof.json} (sizes from the verified bytes, conformance failures) and exits;
 * this JVM then only runs the cases of data sets that passed. Each case still checks its own data
 * set first ({@link CodecBenchmark} and {@link OpenLoopFork} set-up), so the measuring JVM sees the
 * measured shapes only: with forks, exactly one data set; in the quick profile (no forks), the
 * planned headline data sets of this contender, one case after another.
 *
 * <p>Written as it goes, so that a crash loses at most the case in flight: before a case it names
 * the case in {@code parts/<id>.inflight} (the runner records a JVM that dies there as that case's
 * failure and starts a new JVM for the rest); each case's result is its own file
 * ({@code jmh/<id>/<dataset>/<operation>.json}, {@code openloop/<id>/<dataset>/<rate>.json}),
 * moved into place whole; {@code parts/<id>.json} (sizes, failures, unsupported operations, the
 * JVM) is rewritten after every step. A case that throws is recorded and the next one runs.
 * After each case it prints one line starting with {@value #EVENT} for the runner's progress line.
 */
final class ContenderRun {
    /** The heap every benchmark JVM gets, the same for every contender. */
    static final List<String> BASE_FORK_JVM_ARGS = List.of("-Xms1g", "-Xmx1g");
    /** Marks a progress line on this JVM's output: {@code @@wirebench <case key> <ok|failed|skipped> <seconds>}. */
    static final String EVENT = "@@wirebench";
    /** Marks a line the runner shows the user as it comes (this JVM's other output goes to its log only). */
    static final String NOTE = "@@wirebench-note";
    static final int JMH_LOCK_WAIT_SECONDS = 900;

    private final Contender contender;
    private final Path runDir;
    private final List<Map<String, Object>> sizes = new ArrayList<>();
    private final List<Map<String, Object>> failures = new ArrayList<>();
    private final List<Map<String, Object>> unsupported = new ArrayList<>();
    private final List<Map<String, Object>> openLoop = new ArrayList<>();
    /** Every compressor at every setting, for the compressed sizes the proving JVM adds to each size entry. */
    private final List<Compressor> compressors = Compressors.ids().stream().map(Compressors::create).toList();

    private ContenderRun(Contender contender, Path runDir) {
        this.contender = contender;
        this.runDir = runDir;
    }

    static Path partFile(Path runDir, String id) {
        return runDir.resolve("parts").resolve(id + ".json");
    }

    static Path inflightFile(Path runDir, String id) {
        return runDir.resolve("parts").resolve(id + ".inflight");
    }

    static Path jmhFile(Path runDir, String contender, String dataset, Operation op) {
        return runDir.resolve("jmh").resolve(contender).resolve(fileName(dataset)).resolve(op.id() + ".json");
    }

    /** Whether a case has a result on disk (resume skips those). */
    static boolean hasResult(Path runDir, Plan.Case c) {
        Path f = c.isOpenLoop() ? OpenLoopCase.resultFile(runDir, c.contender(), c.dataset(), c.ratePerSecond())
                : jmhFile(runDir, c.contender(), c.dataset(), c.operation());
        if (!Files.isRegularFile(f)) {
            return false;
        }
        try {
            JsonNode n = Json.read(f);
            return c.isOpenLoop() ? n.has("responseTime") : n.isArray() && !n.isEmpty();
        } catch (RuntimeException e) {
            return false;
        }
    }

    static void run(Path planFile, Path runDir) {
        JsonNode plan = Json.read(planFile);
        String id = plan.path("contender").asText();
        Map<String, String> overrides = Json.MAPPER.convertValue(plan.path("overrides"), Json.STRING_MAP);
        Profile profile = Profile.byName(plan.path("profile").asText()).withOverrides(overrides);
        List<Plan.Case> cases = new ArrayList<>();
        for (JsonNode c : plan.path("cases")) {
            cases.add(new Plan.Case(id, c.path("dataset").asText(), Operation.byId(c.path("operation").asText()),
                    Profile.Tier.valueOf(c.path("tier").asText()), c.path("rate").asInt()));
        }
        Discovery discovery = Discovery.discover();
        Contender contender;
        try {
            contender = discovery.contenders().byId(id);
        } catch (RuntimeException e) {
            // The orchestrator found it, this JVM (with the contender's own flags) did not.
            ContenderRun broken = new ContenderRun(null, runDir);
            broken.failures.add(failure("*", "*", "discovery", "not found in its own JVM: " + e.getMessage()
                    + discovery.failures().stream().map(f -> "; " + f.error()).collect(Collectors.joining())));
            broken.writePart(id);
            return;
        }
        ContenderRun run = new ContenderRun(contender, runDir);
        run.loadPrevious(cases);
        run.execute(cases, profile, planFile);
    }

    /** Keeps what earlier JVMs of this run recorded about cases this one will not run again. */
    private void loadPrevious(List<Plan.Case> cases) {
        Path part = partFile(runDir, contender.descriptor().id());
        if (!Files.exists(part)) {
            return;
        }
        Set<String> rerun = cases.stream().map(Plan.Case::key).collect(Collectors.toSet());
        JsonNode p = Json.read(part);
        for (JsonNode f : p.path("failures")) {
            // Whole-contender failures (conformance, a JVM that died outside a case) are about an
            // earlier JVM: this one checks again. Case failures stay unless the case runs again.
            if (f.hasNonNull("case") && !rerun.contains(f.path("case").asText())) {
                failures.add(Json.MAPPER.convertValue(f, Json.MAP));
            }
        }
        for (JsonNode u : p.path("unsupported")) {
            if (!rerun.contains(u.path("case").asText())) {
                unsupported.add(Json.MAPPER.convertValue(u, Json.MAP));
            }
        }
        for (JsonNode o : p.path("openLoop")) {
            if (!rerun.contains(o.path("case").asText())) {
                openLoop.add(Json.MAPPER.convertValue(o, Json.MAP));
            }
        }
    }

    /** The file the proving JVM writes: sizes of every data set that passed, and the conformance failures. */
    static Path proofFile(Path runDir, String id) {
        return runDir.resolve("parts").resolve(id + ".proof.json");
    }

    /**
     * Proves the contender on every data set it supports and on the planned ones (in the proving
     * JVM, {@code Main contender-prove}): writes {@link #proofFile} and nothing else.
     */
    static void prove(Path planFile, Path runDir) {
        JsonNode plan = Json.read(planFile);
        String id = plan.path("contender").asText();
        Set<String> planned = new HashSet<>();
        plan.path("cases").forEach(c -> planned.add(c.path("dataset").asText()));
        ContenderRun run = new ContenderRun(Discovery.discover().contenders().byId(id), runDir);
        List<String> passed = new ArrayList<>();
        for (Dataset<?> dataset : run.datasetsToSize(planned)) {
            try {
                run.sizes.add(run.measureSize(dataset));
                passed.add(dataset.id());
            } catch (Throwable t) {
                run.failures.add(failure(dataset.id(), "*", "conformance", t));
            }
        }
        Map<String, Object> proof = new LinkedHashMap<>();
        proof.put("contender", id);
        proof.put("jvm", Provenance.runtime());
        proof.put("passed", passed);
        proof.put("sizes", run.sizes);
        proof.put("failures", run.failures);
        Json.write(proofFile(runDir, id), proof);
    }

    /**
     * Starts the proving JVM with this JVM's flags and waits for it.
     *
     * @return the data sets that passed; sizes and failures are added to this run's part
     */
    private Set<String> proveInAnotherJvm(Path planFile) throws IOException, InterruptedException {
        String id = contender.descriptor().id();
        Path proof = proofFile(runDir, id);
        Files.deleteIfExists(proof);
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(ManagementFactory.getRuntimeMXBean().getInputArguments());
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), Main.class.getName(), "contender-prove",
                "--plan", planFile.toString(), "--run-dir", runDir.toString()));
        Process p = new ProcessBuilder(command).inheritIO().start();
        int exit = p.waitFor();
        if (exit != 0 || !Files.exists(proof)) {
            failures.add(failure("*", "*", "conformance", "the proving JVM exited with code " + exit + " before it wrote "
                    + proof.getFileName() + "; see logs/" + id + ".log"));
            return Set.of();
        }
        JsonNode result = Json.read(proof);
        result.path("sizes").forEach(n -> sizes.add(Json.MAPPER.convertValue(n, Json.MAP)));
        result.path("failures").forEach(n -> failures.add(Json.MAPPER.convertValue(n, Json.MAP)));
        Set<String> passed = new HashSet<>();
        result.path("passed").forEach(n -> passed.add(n.asText()));
        return passed;
    }

    private void execute(List<Plan.Case> cases, Profile profile, Path planFile) {
        String id = contender.descriptor().id();
        Set<String> passed;
        try {
            passed = proveInAnotherJvm(planFile);
        } catch (IOException | InterruptedException e) {
            failures.add(failure("*", "*", "conformance", e));
            passed = Set.of();
        }
        writePart(id);
        for (Plan.Case c : cases) {
            long t0 = System.nanoTime();
            String outcome;
            if (!passed.contains(c.dataset())) {
                outcome = "skipped";
            } else {
                writeInflight(c);
                try {
                    outcome = c.isOpenLoop() ? openLoop(c, profile) : benchmark(c, profile);
                } catch (Throwable t) {
                    failures.add(caseFailure(c, "benchmark", t));
                    outcome = "failed";
                }
                writePart(id);
                clearInflight();
            }
            System.out.printf("%s %s %s %.1f%n", EVENT, c.key(), outcome, (System.nanoTime() - t0) / 1e9);
            System.out.flush();
        }
    }

    /** Every built-in data set this contender supports, plus any planned one (a user's file). */
    private List<Dataset<?>> datasetsToSize(Collection<String> planned) {
        List<Dataset<?>> all = new ArrayList<>();
        for (Dataset<?> d : Datasets.all()) {
            try {
                if (contender.supports(d).supported()) {
                    all.add(d);
                }
            } catch (RuntimeException | LinkageError e) {
                failures.add(failure(d.id(), "*", "conformance", e));
            }
        }
        for (String id : planned) {
            if (all.stream().noneMatch(d -> d.id().equals(id))) {
                all.add(DatasetResolver.resolve(id));
            }
        }
        return all;
    }

    private String openLoop(Plan.Case c, Profile profile) throws Exception {
        Map<String, Object> result = OpenLoopCase.run(contender, c.dataset(), c.ratePerSecond(), profile.openLoop(), runDir,
                forkJvmArgs(contender));
        Map<String, Object> summary = new LinkedHashMap<>();
        summary.put("case", c.key());
        summary.put("dataset", c.dataset());
        summary.put("ratePerSecond", c.ratePerSecond());
        summary.put("sent", result.get("sent"));
        summary.put("saturated", result.get("saturated"));
        @SuppressWarnings("unchecked") Map<String, Object> rt = (Map<String, Object>) result.get("responseTime");
        summary.put("responseTimePercentiles", rt.get("percentiles"));
        summary.put("responseTimeMax", rt.get("max"));
        openLoop.add(summary);
        return "ok";
    }

    private String benchmark(Plan.Case c, Profile profile) throws Exception {
        String id = contender.descriptor().id();
        Support access = c.operation() == Operation.ACCESS ? contender.access(DatasetResolver.resolve(c.dataset()).model()) : Support.YES;
        if (!access.supported()) {
            Map<String, Object> u = new LinkedHashMap<>();
            u.put("case", c.key());
            u.put("dataset", c.dataset());
            u.put("operation", Operation.ACCESS.id());
            u.put("reason", access.reason());
            unsupported.add(u);
            return "skipped";
        }
        Path resultFile = jmhFile(runDir, id, c.dataset(), c.operation());
        Path tmp = resultFile.resolveSibling(resultFile.getFileName() + ".tmp");
        Files.createDirectories(resultFile.getParent());
        Files.deleteIfExists(tmp);
        Collection<RunResult> results = runHoldingJmhLock(jmhOptions(c, profile.settings(c.tier()), tmp));
        JsonNode written = Files.exists(tmp) ? Json.read(tmp) : null;
        if (results.isEmpty() || written == null || !written.isArray() || written.isEmpty()) {
            Files.deleteIfExists(tmp);
            failures.add(caseFailure(c, "benchmark", "no result; the benchmark threw or its fork died; see logs/" + id + ".log"));
            return "failed";
        }
        Files.move(tmp, resultFile, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        return "ok";
    }

    /**
     * JMH refuses to start while another JMH run holds {@code /tmp/jmh.lock} (two benchmark runs
     * on one machine disturb each other). Rather than ignore the lock or fail the case, wait for
     * the other run, up to {@value #JMH_LOCK_WAIT_SECONDS} s.
     */
    private static Collection<RunResult> runHoldingJmhLock(ChainedOptionsBuilder options) throws RunnerException, InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(JMH_LOCK_WAIT_SECONDS);
        boolean said = false;
        while (true) {
            try {
                return new Runner(options.build()).run();
            } catch (RunnerException e) {
                if (!String.valueOf(e.getMessage()).contains("JMH lock") || System.nanoTime() - deadline > 0) {
                    throw e;
                }
                if (!said) {
                    // On the runner's console too: a run waiting here printed nothing and looked hung.
                    System.out.println(NOTE + " another JMH run holds /tmp/jmh.lock (two benchmark runs on one machine disturb"
                            + " each other); waiting for it to finish, up to " + JMH_LOCK_WAIT_SECONDS + " s");
                    System.out.flush();
                    said = true;
                }
                Thread.sleep(500);
            }
        }
    }

    /** Flags of every benchmark JVM of this contender: the common heap, the contender's own flags, the CPUs to pin to. */
    static List<String> forkJvmArgs(Contender contender) {
        List<String> args = new ArrayList<>(BASE_FORK_JVM_ARGS);
        args.addAll(contender.descriptor().jvmArgs());
        String cpus = System.getProperty(ThreadPinning.PROPERTY);
        if (cpus != null && !cpus.isBlank()) {
            args.add("-D" + ThreadPinning.PROPERTY + "=" + cpus);
        }
        return args;
    }

    private ChainedOptionsBuilder jmhOptions(Plan.Case c, JmhSettings s, Path resultFile) {
        ChainedOptionsBuilder b = new OptionsBuilder()
                .include("^" + CodecBenchmark.class.getName().replace(".", "\\.") + "\\." + c.operation().id() + "$")
                .param("contender", contender.descriptor().id())
                .param("dataset", c.dataset())
                .forks(s.forks())
                .warmupIterations(s.warmupIterations())
                .warmupTime(TimeValue.milliseconds(s.warmupMillis()))
                .measurementIterations(s.measurementIterations())
                .measurementTime(TimeValue.milliseconds(s.measurementMillis()))
                .timeUnit(TimeUnit.NANOSECONDS)
                .addProfiler(GCProfiler.class)
                .jvmArgs(forkJvmArgs(contender).toArray(String[]::new))
                .shouldFailOnError(false)
                .resultFormat(ResultFormatType.JSON)
                .result(resultFile.toString());
        for (String m : s.modes()) {
            b = b.mode(Mode.deepValueOf(m));
        }
        return b;
    }

    /** A data set id as a file name: a user's file path would otherwise make folders. */
    static String fileName(String datasetId) {
        return datasetId.replaceAll("[^A-Za-z0-9._-]", "_");
    }

    /**
     * Checks the data set and sizes it from the bytes the check verified. A rotation is checked as a
     * whole and then message by message ({@link Dataset#only}), so every one of its samples is
     * verified and sized; its sizes are means per message.
     */
    private <T> Map<String, Object> measureSize(Dataset<T> dataset) throws IOException {
        byte[] first = ConformanceCheck.verify(contender, dataset);
        int n = dataset.sampleCount();
        int[] encoded = new int[n];
        int[] gzip = new int[n];
        long[] compressed = new long[compressors.size()];
        for (int i = 0; i < n; i++) {
            byte[] bytes = n == 1 ? first : ConformanceCheck.verify(contender, dataset.only(i));
            encoded[i] = bytes.length;
            gzip[i] = gzipLength(bytes);
            for (int c = 0; c < compressed.length; c++) {
                compressed[c] += CompressedSizes.compressedLength(compressors.get(c), bytes);
            }
        }
        if (dataset.id().equals(SAMPLE_DATASET)) {
            writeSample(first);
        }
        Map<String, Object> size = sizeEntry(contender.descriptor(), dataset.id(), encoded, gzip);
        Map<String, Number> byCompressor = new LinkedHashMap<>();
        for (int c = 0; c < compressed.length; c++) {
            byCompressor.put(compressors.get(c).id(), mean(compressed[c], n));
        }
        size.put("compressedBytes", byCompressor);
        return size;
    }

    /** The data set whose encoding the run keeps, so the site can show every contender's bytes. */
    static final String SAMPLE_DATASET = "order";

    /** {@code samples/<contender>.order.bin}: the bytes this contender wrote for the order, as verified. */
    static Path sampleFile(Path runDir, String contenderId) {
        return runDir.resolve("samples").resolve(contenderId + "." + SAMPLE_DATASET + ".bin");
    }

    private void writeSample(byte[] bytes) throws IOException {
        Path file = sampleFile(runDir, contender.descriptor().id());
        Files.createDirectories(file.getParent());
        Files.write(file, bytes);
    }

    /**
     * One entry of {@code sizes.json}: payload (the encoding less the format's frame), framed (what a
     * stream needs: the encoding when the format frames itself, else the payload and its varint
     * length; {@link io.wirebench.core.Descriptor#framedBytes}), the encoding as the codec wrote it,
     * and gzip of the encoding. Over several samples each is the mean per message, rounded to 0.01.
     * The proving JVM adds {@code compressedBytes}: each message compressed on its own by every
     * compressor of {@code harness/compress} at each setting, the same mean.
     */
    static Map<String, Object> sizeEntry(io.wirebench.core.Descriptor d, String dataset, int[] encoded, int[] gzip) {
        long payload = 0;
        long framed = 0;
        long bytes = 0;
        long gz = 0;
        for (int i = 0; i < encoded.length; i++) {
            payload += d.payloadBytes(encoded[i]);
            framed += d.framedBytes(encoded[i]);
            bytes += encoded[i];
            gz += gzip[i];
        }
        Map<String, Object> size = new LinkedHashMap<>();
        size.put("dataset", dataset);
        size.put("samples", encoded.length);
        size.put("payloadBytes", mean(payload, encoded.length));
        size.put("framedBytes", mean(framed, encoded.length));
        size.put("frameBytes", d.frameBytes());
        size.put("bytes", mean(bytes, encoded.length));
        size.put("gzipBytes", mean(gz, encoded.length));
        return size;
    }

    /** An integer for one sample (the common case stays exact), else the mean to two decimals. */
    private static Number mean(long total, int count) {
        return count == 1 ? (Number) total : (Number) (Math.round(total * 100.0 / count) / 100.0);
    }

    static int gzipLength(byte[] bytes) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (GZIPOutputStream gzip = new GZIPOutputStream(out)) {
            gzip.write(bytes);
        }
        return out.size();
    }

    static Map<String, Object> caseFailure(Plan.Case c, String stage, Object error) {
        Map<String, Object> f = failure(c.dataset(), c.isOpenLoop() ? "openLoop@" + c.ratePerSecond() : c.operation().id(), stage, error);
        f.put("case", c.key());
        return f;
    }

    static Map<String, Object> failure(String dataset, String operation, String stage, Object error) {
        Map<String, Object> f = new LinkedHashMap<>();
        f.put("dataset", dataset);
        f.put("operation", operation);
        f.put("stage", stage);
        f.put("error", error instanceof Throwable t ? describe(t) : String.valueOf(error));
        return f;
    }

    /** The exception and the first frames of its trace: enough to see where, short enough to show. */
    private static String describe(Throwable t) {
        StringWriter w = new StringWriter();
        t.printStackTrace(new PrintWriter(w));
        return w.toString().lines().limit(12).collect(Collectors.joining("\n"));
    }

    private void writeInflight(Plan.Case c) {
        try {
            Files.writeString(inflightFile(runDir, contender.descriptor().id()), c.key());
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private void clearInflight() {
        try {
            Files.deleteIfExists(inflightFile(runDir, contender.descriptor().id()));
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private void writePart(String id) {
        Map<String, Object> part = new LinkedHashMap<>();
        part.put("contender", contender == null ? null : Manifest.describe(contender));
        part.put("jvm", Provenance.runtime());
        part.put("sizes", sizes);
        part.put("failures", failures);
        part.put("unsupported", unsupported);
        part.put("openLoop", openLoop);
        Json.write(partFile(runDir, id), part);
    }
}
