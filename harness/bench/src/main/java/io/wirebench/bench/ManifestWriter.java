package io.wirebench.bench;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.wirebench.bench.host.ThreadPinning;
import io.wirebench.bench.openloop.HistogramFiles;
import io.wirebench.core.Contender;
import io.wirebench.core.model.Dataset;
import io.wirebench.core.model.Datasets;
import io.wirebench.results.Manifest;
import io.wirebench.results.Sizes;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Writes a run's {@code manifest.json} and {@code sizes.json} ({@link Manifest}, {@link Sizes}), and
 * through {@link TradeOffFiles} its {@code updatestream.json} and {@code compression.json}, through
 * {@link FootprintRecorder} its {@code footprint.json}, through {@link DescriptionsRecorder} its {@code descriptions.json}
 * (from the READMEs under {@code adapters}), through {@link ColdStartRecorder} its {@code coldstart.json},
 * from what the contender JVMs left in {@code parts/} ({@link Part}): provenance (source, machine,
 * isolation, JVM), the profile and plan, every contender's descriptor, unsupported pairs with
 * reasons, failures with errors, and the open-loop summaries. Written at the end of a run, and
 * again at the end of every resumed session.
 */
final class ManifestWriter {
    /** What the run came to, for the closing lines the runner prints. */
    record Outcome(int planned, int measured, List<String> failed, List<String> openLoopLines) {
    }

    private ManifestWriter() {
    }

    static Outcome write(RunFolder folder, Path adapters, Invocation invocation, Plan plan, Manifest.Isolation isolation, Discovery discovery,
                         long sessionSeconds) {
        RunRequest request = invocation.request();
        Manifest.Jvm jvm = invocation.jvm();
        List<Sizes.Size> sizes = new ArrayList<>();
        List<Manifest.Contender> descriptors = new ArrayList<>();
        List<Manifest.Failure> failures = new ArrayList<>();
        List<Manifest.Unsupported> unsupported = new ArrayList<>();
        List<Manifest.OpenLoopSummary> openLoop = new ArrayList<>();
        discovery.failures().forEach(f -> failures.add(failure(f)));
        plan.failures().forEach(f -> failures.add(failure(f)));
        plan.unsupported().forEach(u -> unsupported.add(new Manifest.Unsupported(u.contender(), u.dataset(), u.operation(), u.reason())));
        for (Plan.Entry entry : plan.entries()) {
            Part p = Part.read(folder, entry.contender().descriptor().id());
            // The descriptor as the contender's own JVM saw it (a JDK library's version is that JVM's).
            descriptors.add(p.contender() != null ? p.contender()
                    : describe(entry.contender()));
            sizes.addAll(p.sizes());
            failures.addAll(p.failures());
            unsupported.addAll(p.unsupported());
            openLoop.addAll(p.openLoop());
        }

        Set<String> failedKeys = new HashSet<>();
        Set<String> wholeFailures = new HashSet<>();
        for (Manifest.Failure f : failures) {
            if (f.caseKey() != null) {
                failedKeys.add(f.caseKey());
            } else {
                wholeFailures.add(f.contender() + "/" + f.dataset());
                wholeFailures.add(f.contender() + "/*");
            }
        }
        Set<String> unsupportedKeys = unsupported.stream().map(Manifest.Unsupported::caseKey).collect(Collectors.toSet());
        int measured = 0;
        int accounted = 0;
        for (Case c : plan.cases()) {
            boolean result = folder.hasResult(c);
            measured += result ? 1 : 0;
            if (result || failedKeys.contains(c.key()) || wholeFailures.contains(c.contender() + "/" + c.dataset())
                    || wholeFailures.contains(c.contender() + "/*") || unsupportedKeys.contains(c.key())) {
                accounted++;
            }
        }

        Manifest.Machine m = Provenance.machine();
        Manifest.Machine machine = new Manifest.Machine(m.hostname(), m.cpuModel(), m.logicalCpus(), isolation.isolatedCpus(),
                governor(isolation.governors()), m.os(), m.kernel(), m.arch(), m.memoryBytes());
        Manifest.Jdk jdk = new Manifest.Jdk(request.jdk() == null ? "default" : request.jdk().toString(), jvm.vendor(), jvm.version(),
                jvm.vmVersion());
        List<String> forkArgs = new ArrayList<>(ContenderRun.BASE_FORK_JVM_ARGS);
        if (!request.cpus().isEmpty()) {
            forkArgs.add("-D" + ThreadPinning.PROPERTY + "=" + request.cpus());
        }
        // the data sets the codec and open-loop cases timed; the update stream and the compressors' payloads have their own files
        Set<String> timed = plan.cases().stream().filter(c -> !(c instanceof Case.Jmh j) || j.operation().isCodec()).map(Case::dataset)
                .collect(Collectors.toCollection(LinkedHashSet::new));
        Set<String> all = new LinkedHashSet<>(timed);
        sizes.forEach(s -> all.add(s.dataset()));
        Manifest.Cases cases = new Manifest.Cases(plan.caseCount(), measured, failedKeys.size(), plan.estimatedSeconds(), sessionSeconds);

        Manifest manifest = new Manifest(RunCommand.FORMAT_VERSION, invocation.runId(), invocation.baseRunId(),
                accounted == plan.caseCount() ? "complete" : "incomplete", invocation.startedAt(), Instant.now().toString(),
                invocation.resumes(), plan.profile().info(), request.selection().info(),
                new Manifest.Shard(plan.shard().index(), plan.shard().count()), null, invocation.mixed(), null, cases, invocation.source(),
                machine, isolation, jvm, jdk, forkArgs, descriptors, all.stream().map(id -> dataset(id, timed.contains(id))).toList(),
                unsupported, failures, openLoop);
        Json.write(folder.sizes(), new Sizes(RunCommand.FORMAT_VERSION, sizes));
        TradeOffFiles.write(folder, plan);
        FootprintRecorder.write(folder, plan, discovery, System.err);
        DescriptionsRecorder.write(folder, adapters, descriptors, System.err);
        ColdStartRecorder.write(folder, plan, System.err);
        Json.write(folder.manifest(), manifest);

        List<String> failed = failures.stream().map(f -> String.format(Locale.ROOT, "%s %s %s %s: %s", f.contender(), f.dataset(),
                f.operation(), f.stage(), f.error().lines().findFirst().orElse(""))).toList();
        return new Outcome(plan.caseCount(), measured, failed, openLoop.stream().map(ManifestWriter::openLoopLine).toList());
    }

    /** "jackson-databind order @10000/s: p50 1.2 us, p99 4.5 us, ... (20000 samples)", only percentiles enough samples back. */
    static String openLoopLine(Manifest.OpenLoopSummary o) {
        StringBuilder b = new StringBuilder(String.format(Locale.ROOT, "open loop %s %s @%d msg/s:", o.contender(), o.dataset(),
                o.ratePerSecond()));
        o.responseTimePercentiles().forEach((p, nanos) -> {
            if (HistogramFiles.backed(Double.parseDouble(p), o.sent())) {
                b.append(String.format(Locale.ROOT, " p%s %s,", p.replaceAll("\\.0$", ""), micros(nanos)));
            }
        });
        b.append(String.format(Locale.ROOT, " max %s (%d samples)%s", micros(o.responseTimeMax()), o.sent(),
                o.saturated() ? " SATURATED: " + (o.saturationReason() != null ? o.saturationReason() : "could not keep the rate") : ""));
        return b.toString();
    }

    private static String micros(long nanos) {
        return String.format(Locale.ROOT, "%.1f us", nanos / 1000.0);
    }

    /** One governor for all CPUs examined, or each CPU's. */
    private static String governor(Map<String, String> governors) {
        Set<String> distinct = new LinkedHashSet<>(governors.values());
        return distinct.size() == 1 ? distinct.iterator().next() : governors.toString();
    }

    private static Manifest.DatasetInfo dataset(String id, boolean timed) {
        Dataset<?> d = UserData.resolve(id);
        return new Manifest.DatasetInfo(d.id(), d.model().id(), d.description(), d.tags().stream().sorted().toList(), d.batchSize(), timed,
                d.sampleCount());
    }

    private static Manifest.Failure failure(Plan.Failure f) {
        return new Manifest.Failure(f.contender(), f.dataset(), f.operation(), f.stage(), null, f.error());
    }

    /**
     * A contender as the manifest lists it: its descriptor, plus {@code zeroCopyAccess}, whether it
     * reads some data set's use in place, taken from {@link Contender#access} (the
     * site's column), and {@code jvmArgs}, the flags its JVMs were started with ({@link Contender#jvmArgs}).
     */
    static Manifest.Contender describe(Contender contender) {
        ObjectNode node = Json.MAPPER.valueToTree(contender.descriptor());
        node.set("jvmArgs", Json.MAPPER.valueToTree(contender.jvmArgs()));
        node.put("zeroCopyAccess", Datasets.all().stream()
                .anyMatch(d -> d.useFunction().isPresent() && contender.access(d.model()).supported()));
        return Json.MAPPER.convertValue(node, Manifest.Contender.class);
    }
}
