package io.wirebench.bench;

import io.wirebench.bench.host.HiccupLogs;
import io.wirebench.bench.host.HiccupSummary;
import io.wirebench.bench.host.HostBlock;
import io.wirebench.bench.host.HostWatch;
import io.wirebench.bench.host.ThreadPinning;
import io.wirebench.compress.Compressor;
import io.wirebench.compress.Compressors;
import io.wirebench.core.ConformanceCheck;
import io.wirebench.core.Contender;
import io.wirebench.core.Support;
import io.wirebench.core.model.Dataset;
import io.wirebench.core.model.Datasets;
import io.wirebench.core.model.Models;
import io.wirebench.results.Manifest;
import io.wirebench.results.Sizes;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Instant;
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
 * After each case it prints one line starting with {@value ContenderEvents#EVENT} for the runner's progress line.
 */
final class ContenderRun {
    /**
     * The heap and collector every benchmark JVM gets, the same for every contender. G1 is named
     * because the JVM picks its collector from the CPUs it may use: pinned to one CPU (CPUS=, LANES=)
     * it would take the serial collector where an unpinned JVM on the same machine takes G1.
     */
    static final List<String> BASE_FORK_JVM_ARGS = List.of("-Xms1g", "-Xmx1g", "-XX:+UseG1GC");
    static final int JMH_LOCK_WAIT_SECONDS = 900;

    /** {@code parts/<id>.proof.json}: what the proving JVM found: the data sets that passed, their sizes, the conformance failures. */
    record Proof(String contender, Manifest.Jvm jvm, List<String> passed, List<Sizes.Size> sizes, List<Manifest.Failure> failures) {
    }

    private final Contender contender;
    private final String id;
    private final RunFolder folder;
    private final Part part;
    /**
     * The compressors of the size tables ({@link Compressors#SIZES_TABLE}), for the compressed sizes the
     * proving JVM adds to each size entry; made on first use, so the runner and the measuring JVMs never load the native libraries.
     */
    private List<Compressor> compressors;
    /** The class of the provider that lists this contender, handed to its forks ({@link Discovery#PROVIDER_PROPERTY}). */
    private String provider;

    private ContenderRun(Contender contender, String id, RunFolder folder) {
        this.contender = contender;
        this.id = id;
        this.folder = folder;
        this.part = Part.empty(contender == null ? null : ManifestWriter.describe(contender));
    }

    static void run(Path planFile, Path runDir) {
        ContenderPlan plan = Json.read(planFile, ContenderPlan.class);
        RunFolder folder = new RunFolder(runDir);
        Discovery discovery = Discovery.discover();
        Contender contender;
        try {
            contender = discovery.contenders().byId(plan.contender());
        } catch (RuntimeException e) {
            // The orchestrator found it, this JVM (with the contender's own flags) did not.
            ContenderRun broken = new ContenderRun(null, plan.contender(), folder);
            broken.part.failures().add(Part.failure(plan.contender(), "*", "*", "discovery", "not found in its own JVM: " + e.getMessage()
                    + discovery.failures().stream().map(f -> "; " + f.error()).collect(Collectors.joining())));
            broken.writePart();
            return;
        }
        ContenderRun run = new ContenderRun(contender, plan.contender(), folder);
        run.provider = discovery.providers().get(plan.contender());
        run.loadPrevious(plan.cases());
        run.execute(plan.cases(), plan.resolvedProfile(), planFile, plan.reuseProof());
    }

    /** Keeps what earlier JVMs of this run recorded about cases this one will not run again. */
    private void loadPrevious(List<Case> cases) {
        Set<String> rerun = cases.stream().map(Case::key).collect(Collectors.toSet());
        Part previous = Part.read(folder, id);
        // Whole-contender failures (conformance, a JVM that died outside a case) are about an
        // earlier JVM: this one checks again. Case failures stay unless the case runs again.
        previous.failures().stream().filter(f -> f.caseKey() != null && !rerun.contains(f.caseKey())).forEach(part.failures()::add);
        previous.unsupported().stream().filter(u -> !rerun.contains(u.caseKey())).forEach(part.unsupported()::add);
        previous.openLoop().stream().filter(o -> !rerun.contains(o.caseKey())).forEach(part.openLoop()::add);
    }

    /**
     * Proves the contender on every data set it supports and on the planned ones (in the proving
     * JVM, {@code Main contender-prove}): writes {@link RunFolder#proof}, and when the plan has
     * update-stream or compression cases, checks the stream and sizes them ({@link CompressedSizes},
     * {@link RunFolder#tradeOffs}); the stream's data set passes when its check did.
     *
     * <p>{@code conformanceOnly} (the JDK check, {@link JdkCheck}): the conformance check on each data set and the
     * update stream's encode and decode where the contender carries it, and nothing sized: sizing loads the
     * compressors, whose native libraries would print the same JDK warnings in every contender's JVM.
     */
    static void prove(Path planFile, Path runDir, boolean conformanceOnly) {
        ContenderPlan plan = Json.read(planFile, ContenderPlan.class);
        // the update stream is no data set of the codec cases: it is checked and sized below, with the compressors
        Set<String> planned = plan.cases().stream().map(Case::dataset).filter(d -> !d.equals(TradeOffs.STREAM_DATASET))
                .collect(Collectors.toSet());
        // the provider named by -Dwirebench.provider only, when given: the JDK check's JVMs load no other adapter
        ContenderRun run = new ContenderRun(Discovery.contender(plan.contender()), plan.contender(), new RunFolder(runDir));
        List<String> passed = new ArrayList<>();
        for (Dataset<?> dataset : run.datasetsToSize(planned)) {
            try {
                if (conformanceOnly) {
                    ConformanceCheck.verify(run.contender, dataset);
                } else {
                    run.part.sizes().add(run.measureSize(dataset));
                }
                passed.add(dataset.id());
            } catch (Throwable t) {
                run.part.failures().add(Part.failure(run.id, dataset.id(), "*", "conformance", t));
            }
        }
        if (conformanceOnly) {
            run.checkUpdateStream(passed);
        } else if (CompressedSizes.wanted(plan.cases())) {
            TradeOffSizes t = CompressedSizes.measure(run.contender, plan.resolvedProfile().tradeOffs(), plan.cases(), run.part.failures());
            TradeOffSizes.write(run.folder, t);
            if (t.streamChecked()) {
                passed.add(TradeOffs.STREAM_DATASET);
            }
        }
        Json.write(run.folder.proof(run.id), new Proof(run.id, Provenance.runtime(), passed, run.part.sizes(), run.part.failures()));
    }

    /** The JDK check's one pass over the update stream (encode, decode, compare each update), where the contender carries it. */
    private void checkUpdateStream(List<String> passed) {
        try {
            if (contender.supports(Models.MY_DATA_TYPE).supported() || contender.supports(Models.UPDATES).supported()) {
                Payloads.updateMessages(contender);
                passed.add(TradeOffs.STREAM_DATASET);
            }
        } catch (Throwable t) {
            part.failures().add(Part.failure(id, TradeOffs.STREAM_DATASET, "*", "conformance", t));
        }
    }

    /**
     * Starts the proving JVM with this JVM's flags and waits for it.
     *
     * @return the data sets that passed; sizes and failures are added to this run's part
     */
    private Set<String> proveInAnotherJvm(Path planFile, boolean reuseProof) throws IOException, InterruptedException {
        Path proofFile = folder.proof(id);
        if (reuseProof && Files.isRegularFile(proofFile)) {
            return readProof(proofFile);
        }
        Files.deleteIfExists(proofFile);
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(ManagementFactory.getRuntimeMXBean().getInputArguments());
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), Main.class.getName(), "contender-prove",
                "--plan", planFile.toString(), "--run-dir", folder.dir().toString()));
        Process p = new ProcessBuilder(command).inheritIO().start();
        int exit = p.waitFor();
        if (exit != 0 || !Files.exists(proofFile)) {
            part.failures().add(Part.failure(id, "*", "*", "conformance", "the proving JVM exited with code " + exit + " before it wrote "
                    + proofFile.getFileName() + "; see logs/" + id + ".log"));
            return Set.of();
        }
        return readProof(proofFile);
    }

    private Set<String> readProof(Path proofFile) {
        Proof proof = Json.read(proofFile, Proof.class);
        part.sizes().addAll(proof.sizes());
        part.failures().addAll(proof.failures());
        return new HashSet<>(proof.passed());
    }

    private void execute(List<Case> cases, Profile profile, Path planFile, boolean reuseProof) {
        Set<String> passed;
        try {
            passed = proveInAnotherJvm(planFile, reuseProof);
        } catch (IOException | InterruptedException e) {
            part.failures().add(Part.failure(id, "*", "*", "conformance", e));
            passed = Set.of();
        }
        writePart();
        for (Case c : cases) {
            long t0 = System.nanoTime();
            String outcome;
            if (!passed.contains(c.dataset())) {
                outcome = "skipped";
            } else {
                writeInflight(c);
                try {
                    outcome = c instanceof Case.OpenLoop o ? openLoop(o, profile)
                            : c instanceof Case.ColdStart s ? coldStart(s) : benchmark((Case.Jmh) c, profile);
                } catch (Throwable t) {
                    part.failures().add(Part.caseFailure(c, "benchmark", t));
                    outcome = "failed";
                }
                writePart();
                clearInflight();
            }
            ContenderEvents.caseDone(c, outcome, (System.nanoTime() - t0) / 1e9);
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
                part.failures().add(Part.failure(id, d.id(), "*", "conformance", e));
            }
        }
        for (String planId : planned) {
            if (all.stream().noneMatch(d -> d.id().equals(planId))) {
                all.add(UserData.resolve(planId));
            }
        }
        return all;
    }

    private String openLoop(Case.OpenLoop c, Profile profile) throws Exception {
        Manifest.OpenLoopSummary summary = OpenLoopRun.run(contender, c, profile.openLoop(), folder, forkJvmArgs(contender));
        part.openLoop().add(summary);
        return "ok";
    }

    private String benchmark(Case.Jmh c, Profile profile) throws Exception {
        Support access = c.operation() == Operation.ACCESS ? contender.access(UserData.resolve(c.dataset()).model()) : Support.YES;
        if (!access.supported()) {
            part.unsupported().add(new Manifest.Unsupported(id, c.dataset(), Operation.ACCESS.id(), access.reason(), c.key()));
            return "skipped";
        }
        Path resultFile = c.resultFile(folder);
        Path tmp = resultFile.resolveSibling(resultFile.getFileName() + ".tmp");
        Files.createDirectories(resultFile.getParent());
        Files.deleteIfExists(tmp);
        Instant started = Instant.now();
        Collection<RunResult> results = runHoldingJmhLock(jmhOptions(c, profile.settings(c.tier()), tmp));
        com.fasterxml.jackson.databind.JsonNode written = Files.exists(tmp) ? Json.read(tmp) : null;
        if (results.isEmpty() || written == null || !written.isArray() || written.isEmpty()) {
            Files.deleteIfExists(tmp);
            part.failures().add(Part.caseFailure(c, "benchmark", "no result; the benchmark threw or its fork died; see logs/" + id + ".log"));
            return "failed";
        }
        if (c.round() != null) {
            writeForkMeta(c, profile.settings(c.tier()), started, resultFile, written);
        }
        Files.move(tmp, resultFile, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        return "ok";
    }

    /** A cold-start case's forks, as JMH writes them ({@link ColdStartRecorder#options}); no steady state, no warm-up to adapt. */
    private String coldStart(Case.ColdStart c) throws Exception {
        Path resultFile = c.resultFile(folder);
        Path tmp = resultFile.resolveSibling(resultFile.getFileName() + ".tmp");
        Files.createDirectories(resultFile.getParent());
        Files.deleteIfExists(tmp);
        Collection<RunResult> results = runHoldingJmhLock(ColdStartRecorder.options(id, c, measuringJvmArgs(), tmp));
        com.fasterxml.jackson.databind.JsonNode written = Files.exists(tmp) ? Json.read(tmp) : null;
        if (results.isEmpty() || written == null || !written.isArray() || written.isEmpty()) {
            Files.deleteIfExists(tmp);
            part.failures().add(Part.caseFailure(c, "benchmark", "no result; the benchmark threw or its fork died; see logs/" + id + ".log"));
            return "failed";
        }
        Files.move(tmp, resultFile, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        return "ok";
    }

    /** Beside a round's fork ({@link ForkMerge#metaFile}): when it ran and the warm-up it had. */
    private void writeForkMeta(Case.Jmh c, JmhSettings s, Instant started, Path resultFile, com.fasterxml.jackson.databind.JsonNode fork) {
        Map<String, Object> meta = new LinkedHashMap<>();
        meta.put("startedAt", started.toString());
        meta.put("finishedAt", Instant.now().toString());
        // warmupMillis is the blind warm-up before the first measured iteration; the forks file adds the watched
        // iterations before steady state to it (ForkMerge), giving the warm-up the fork really had
        meta.put("warmupIterations", s.warmupIterations());
        meta.put("warmupMillis", (long) s.warmupIterations() * s.warmupMillis());
        meta.put("watchedMillis", watchedIterations(c, s) * (long) s.measurementMillis());
        meta.put("iterationMillis", s.measurementMillis());
        // what the host did during the fork's steady iterations (all of them when it did not settle)
        int steadyFrom = ForkMerge.fold(fork.get(0)).from();
        HiccupSummary hiccups = null;
        try {
            hiccups = HiccupLogs.summarize(hiccupLog(c), steadyFrom);
        } catch (IllegalArgumentException e) {
            meta.put("hiccupLogProblem", e.getMessage());
        }
        HostBlock host = HostWatch.summarizeFork(fork, steadyFrom, hiccups);
        meta.put("host", host);
        HostWatch.stallReason(host).ifPresent(reason -> meta.put("stallReason", reason));
        meta.put("rerun", Files.exists(ForkMerge.stalledFile(resultFile)));
        Json.write(ForkMerge.metaFile(resultFile), meta);
    }

    /** Where a round's fork logs its stalls ({@link io.wirebench.bench.host.HiccupMeter}), beside its result. */
    private Path hiccupLog(Case.Jmh c) {
        Path result = c.resultFile(folder);
        return result.resolveSibling(result.getFileName().toString().replace(".json", ".hlog"));
    }

    /**
     * The measured iterations a fork of a round adds before its tier's, to watch its warm-up ({@link Rounds}): its
     * watched time in whole iterations, rounded up; none for a whole case.
     */
    static int watchedIterations(Case.Jmh c, JmhSettings s) {
        return c.watchedMillis() == null ? 0 : (c.watchedMillis() + s.measurementMillis() - 1) / s.measurementMillis();
    }

    /**
     * The file JMH locks, as JMH names it: {@code jmh.lock} in this JVM's {@code java.io.tmpdir}
     * ({@code /tmp/jmh.lock} unless the runner was given another folder, which it passes on).
     */
    static String jmhLock() {
        return System.getProperty("java.io.tmpdir") + "/jmh.lock";
    }

    /**
     * JMH refuses to start while another JMH run holds {@link #jmhLock()} (two benchmark runs
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
                    ContenderEvents.note("another JMH run holds " + jmhLock() + " (two benchmark runs on one machine disturb"
                            + " each other); waiting for it to finish, up to " + JMH_LOCK_WAIT_SECONDS + " s");
                    said = true;
                }
                Thread.sleep(500);
            }
        }
    }

    /** {@link #forkJvmArgs} and the provider to load the contender from ({@link Discovery#PROVIDER_PROPERTY}). */
    private List<String> measuringJvmArgs() {
        List<String> args = new ArrayList<>(forkJvmArgs(contender));
        if (provider != null) {
            args.add("-D" + Discovery.PROVIDER_PROPERTY + "=" + provider);
        }
        return args;
    }

    /** Flags of every benchmark JVM of this contender: the common heap, the contender's own flags, the CPUs to pin to. */
    static List<String> forkJvmArgs(Contender contender) {
        List<String> args = new ArrayList<>(BASE_FORK_JVM_ARGS);
        args.addAll(contender.jvmArgs());
        String cpus = System.getProperty(ThreadPinning.PROPERTY);
        if (cpus != null && !cpus.isBlank()) {
            args.add("-D" + ThreadPinning.PROPERTY + "=" + cpus);
        }
        return args;
    }

    private ChainedOptionsBuilder jmhOptions(Case.Jmh c, JmhSettings s, Path resultFile) {
        ChainedOptionsBuilder b = new OptionsBuilder()
                .include(c.operation().include(id, c.operation() == Operation.DIRECT_ROUND_TRIP ? DirectUse.discover() : DirectUse.NONE))
                .param("contender", id)
                .param("dataset", c.dataset())
                .forks(c.round() != null ? 1 : s.forks())
                .warmupIterations(s.warmupIterations())
                .warmupTime(TimeValue.milliseconds(s.warmupMillis()))
                .measurementIterations(s.measurementIterations() + watchedIterations(c, s))
                .measurementTime(TimeValue.milliseconds(s.measurementMillis()))
                .timeUnit(TimeUnit.NANOSECONDS)
                .addProfiler(GCProfiler.class)
                .jvmArgs(measuringJvmArgs().toArray(String[]::new))
                .shouldFailOnError(false)
                .resultFormat(ResultFormatType.JSON)
                .result(resultFile.toString());
        for (Map.Entry<String, String> p : c.params().entrySet()) {
            b = b.param(p.getKey(), p.getValue()); // the compressor and payload of the trade-off cases
        }
        for (String m : s.modes()) {
            b = b.mode(Mode.deepValueOf(m));
        }
        if (c.round() != null) {
            // the host's own figures per iteration and a stall meter beside the benchmark thread (HostWatch)
            b = b.addProfiler(HostProfiler.class).jvmArgsAppend(HostWatch.forkJvmArgs(hiccupLog(c)).toArray(String[]::new));
        }
        return b;
    }

    /**
     * Checks the data set and sizes it from the bytes the check verified. A rotation is checked as a
     * whole and then message by message ({@link Dataset#only}), so every one of its samples is
     * verified and sized; its sizes are means per message.
     */
    private <T> Sizes.Size measureSize(Dataset<T> dataset) throws IOException {
        byte[] first = ConformanceCheck.verify(contender, dataset);
        int n = dataset.sampleCount();
        int[] encoded = new int[n];
        int[] gzip = new int[n];
        if (compressors == null) {
            compressors = Compressors.SIZES_TABLE.stream().map(Compressors::create).toList();
        }
        long[] compressed = new long[compressors.size()];
        for (int i = 0; i < n; i++) {
            byte[] bytes = n == 1 ? first : ConformanceCheck.verify(contender, dataset.only(i));
            encoded[i] = bytes.length;
            gzip[i] = gzipLength(bytes);
            for (int c = 0; c < compressed.length; c++) {
                compressed[c] += CompressedSizes.compressedLength(compressors.get(c), bytes);
            }
        }
        if (dataset.id().equals(RunFolder.SAMPLE_DATASET)) {
            Path file = folder.sample(id);
            Files.createDirectories(file.getParent());
            Files.write(file, first);
        }
        Map<String, Double> byCompressor = new LinkedHashMap<>();
        for (int c = 0; c < compressed.length; c++) {
            byCompressor.put(compressors.get(c).id(), mean(compressed[c], n));
        }
        return sizeEntry(contender.descriptor(), dataset.id(), encoded, gzip, byCompressor);
    }

    /**
     * One entry of {@code sizes.json}: payload (the encoding less the format's frame), framed (what a
     * stream needs: the encoding when the format frames itself, else the payload and its varint
     * length; {@link io.wirebench.core.Descriptor#framedBytes}), the encoding as the codec wrote it,
     * and gzip of the encoding. Over several samples each is the mean per message, rounded to 0.01.
     * {@code compressedBytes}: each message compressed on its own by every compressor of
     * {@code harness/compress} at each setting, the same mean.
     */
    static Sizes.Size sizeEntry(io.wirebench.core.Descriptor d, String dataset, int[] encoded, int[] gzip, Map<String, Double> compressedBytes) {
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
        int n = encoded.length;
        return new Sizes.Size(d.id(), dataset, mean(bytes, n), mean(gz, n), mean(payload, n), mean(framed, n), d.frameBytes(), n,
                compressedBytes);
    }

    /** The mean to two decimals (exact for one sample); the files write a whole number without a fraction. */
    private static double mean(long total, int count) {
        return count == 1 ? total : Math.round(total * 100.0 / count) / 100.0;
    }

    static int gzipLength(byte[] bytes) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (GZIPOutputStream gzip = new GZIPOutputStream(out)) {
            gzip.write(bytes);
        }
        return out.size();
    }

    private void writeInflight(Case c) {
        try {
            Files.writeString(folder.inflight(id), c.key());
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private void clearInflight() {
        try {
            Files.deleteIfExists(folder.inflight(id));
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private void writePart() {
        Json.write(folder.part(id), part);
    }
}
