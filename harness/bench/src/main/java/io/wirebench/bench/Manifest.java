package io.wirebench.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.wirebench.core.Contender;
import io.wirebench.core.model.Datasets;
import io.wirebench.core.model.Dataset;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Writes a run's {@code manifest.json} and {@code sizes.json} from what the contender JVMs left
 * in {@code parts/}: provenance (source, machine, isolation, JVM), the profile and plan, every
 * contender's descriptor, unsupported pairs with reasons, failures with errors, and the open-loop
 * summaries. Written at the end of a run, and again at the end of every resumed session.
 */
final class Manifest {
    /** What the run came to, for the closing lines the runner prints. */
    record Outcome(int planned, int measured, List<String> failed, List<String> openLoopLines) {
    }

    private Manifest() {
    }

    static Outcome write(Path runDir, Map<String, Object> invocation, Plan plan, RunRequest request, Map<String, Object> jvm,
                         Map<String, Object> isolation, Discovery discovery, Instant started, List<String> resumes,
                         long sessionSeconds) {
        List<Object> sizes = new ArrayList<>();
        List<Object> descriptors = new ArrayList<>();
        List<Map<String, Object>> failures = new ArrayList<>();
        List<Object> unsupported = new ArrayList<>();
        List<Object> openLoop = new ArrayList<>();
        Set<String> sizedDatasets = new LinkedHashSet<>();
        discovery.failures().forEach(f -> failures.add(failure(f)));
        plan.failures().forEach(f -> failures.add(failure(f)));
        for (Plan.Unsupported u : plan.unsupported()) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("contender", u.contender());
            m.put("dataset", u.dataset());
            m.put("operation", u.operation());
            m.put("reason", u.reason());
            unsupported.add(m);
        }
        for (Plan.Entry entry : plan.entries()) {
            String id = entry.contender().descriptor().id();
            Path part = ContenderRun.partFile(runDir, id);
            JsonNode p = Files.exists(part) ? Json.read(part) : Json.MAPPER.createObjectNode();
            // The descriptor as the contender's own JVM saw it (a JDK library's version is that JVM's).
            descriptors.add(p.hasNonNull("contender") ? p.get("contender") : describe(entry.contender()));
            for (JsonNode s : p.path("sizes")) {
                Map<String, Object> m = withContender(id, s);
                sizes.add(m);
                sizedDatasets.add(s.path("dataset").asText());
            }
            p.path("failures").forEach(f -> failures.add(withContender(id, f)));
            p.path("unsupported").forEach(u -> unsupported.add(withContender(id, u)));
            p.path("openLoop").forEach(o -> openLoop.add(withContender(id, o)));
        }

        Set<String> failedKeys = new HashSet<>();
        Set<String> wholeFailures = new HashSet<>();
        for (Map<String, Object> f : failures) {
            if (f.get("case") != null) {
                failedKeys.add(String.valueOf(f.get("case")));
            } else {
                wholeFailures.add(f.get("contender") + "/" + f.get("dataset"));
                wholeFailures.add(f.get("contender") + "/*");
            }
        }
        int measured = 0;
        int accounted = 0;
        for (Plan.Case c : plan.cases()) {
            boolean result = ContenderRun.hasResult(runDir, c);
            measured += result ? 1 : 0;
            if (result || failedKeys.contains(c.key()) || wholeFailures.contains(c.contender() + "/" + c.dataset())
                    || wholeFailures.contains(c.contender() + "/*") || unsupportedCase(unsupported, c)) {
                accounted++;
            }
        }

        Map<String, Object> m = new LinkedHashMap<>();
        m.put("formatVersion", RunCommand.FORMAT_VERSION);
        m.put("runId", invocation.get("runId"));
        m.put("baseRunId", invocation.get("baseRunId"));
        m.put("status", accounted == plan.caseCount() ? "complete" : "incomplete");
        m.put("startedAt", started.toString());
        m.put("finishedAt", Instant.now().toString());
        m.put("resumedAt", resumes);
        m.put("profile", plan.profile().toJson());
        m.put("selection", RunRequest.selectionJson(request.selection()));
        Map<String, Object> shard = new LinkedHashMap<>();
        shard.put("index", plan.shard().index());
        shard.put("count", plan.shard().count());
        m.put("shard", shard);
        Map<String, Object> cases = new LinkedHashMap<>();
        cases.put("planned", plan.caseCount());
        cases.put("measured", measured);
        cases.put("failed", failedKeys.size());
        cases.put("estimatedSeconds", plan.estimatedSeconds());
        cases.put("lastSessionSeconds", sessionSeconds);
        m.put("cases", cases);
        m.put("source", invocation.get("source"));
        if (invocation.containsKey("mixed")) {
            m.put("mixed", invocation.get("mixed"));
        }
        Map<String, Object> machine = Provenance.machine();
        machine.put("isolatedCpus", isolation.get("isolatedCpus"));
        machine.put("governor", governor(isolation));
        m.put("machine", machine);
        m.put("isolation", isolation);
        m.put("jvm", jvm);
        Map<String, Object> jdk = new LinkedHashMap<>();
        jdk.put("requested", request.jdk() == null ? "default" : request.jdk().toString());
        jdk.put("vendor", jvm.get("vendor"));
        jdk.put("version", jvm.get("version"));
        jdk.put("vmVersion", jvm.get("vmVersion"));
        m.put("jdk", jdk);
        List<String> forkArgs = new ArrayList<>(ContenderRun.BASE_FORK_JVM_ARGS);
        if (!request.cpus().isEmpty()) {
            forkArgs.add("-D" + ThreadPinning.PROPERTY + "=" + request.cpus());
        }
        m.put("forkJvmArgs", forkArgs);
        m.put("contenders", descriptors);
        Set<String> timed = plan.cases().stream().map(Plan.Case::dataset).collect(Collectors.toCollection(LinkedHashSet::new));
        Set<String> all = new LinkedHashSet<>(timed);
        all.addAll(sizedDatasets);
        m.put("datasets", all.stream().map(id -> dataset(id, timed.contains(id))).toList());
        m.put("unsupported", unsupported);
        m.put("failures", failures);
        m.put("openLoop", openLoop);
        Map<String, Object> sizesFile = new LinkedHashMap<>();
        sizesFile.put("formatVersion", RunCommand.FORMAT_VERSION);
        sizesFile.put("sizes", sizes);
        Json.write(runDir.resolve("sizes.json"), sizesFile);
        Json.write(runDir.resolve("manifest.json"), m);

        List<String> failed = failures.stream().map(f -> String.format(Locale.ROOT, "%s %s %s %s: %s", f.get("contender"), f.get("dataset"),
                f.get("operation"), f.get("stage"), String.valueOf(f.get("error")).lines().findFirst().orElse(""))).toList();
        List<String> lines = new ArrayList<>();
        for (Object o : openLoop) {
            lines.add(openLoopLine(Json.MAPPER.valueToTree(o)));
        }
        return new Outcome(plan.caseCount(), measured, failed, lines);
    }

    /** "jackson-databind order @10000/s: p50 1.2 us, p99 4.5 us, ... (20000 samples)", only percentiles enough samples back. */
    static String openLoopLine(JsonNode o) {
        long sent = o.path("sent").asLong();
        StringBuilder b = new StringBuilder(String.format(Locale.ROOT, "open loop %s %s @%d msg/s:", o.path("contender").asText(),
                o.path("dataset").asText(), o.path("ratePerSecond").asInt()));
        o.path("responseTimePercentiles").fields().forEachRemaining(e -> {
            if (HistogramFiles.backed(Double.parseDouble(e.getKey()), sent)) {
                b.append(String.format(Locale.ROOT, " p%s %s,", e.getKey().replaceAll("\\.0$", ""), micros(e.getValue().asLong())));
            }
        });
        b.append(String.format(Locale.ROOT, " max %s (%d samples)%s", micros(o.path("responseTimeMax").asLong()), sent,
                o.path("saturated").asBoolean() ? " SATURATED: could not keep the rate" : ""));
        return b.toString();
    }

    private static String micros(long nanos) {
        return String.format(Locale.ROOT, "%.1f us", nanos / 1000.0);
    }

    private static boolean unsupportedCase(List<Object> unsupported, Plan.Case c) {
        for (Object u : unsupported) {
            if (u instanceof Map<?, ?> m && c.key().equals(m.get("case"))) {
                return true;
            }
        }
        return false;
    }

    private static Object governor(Map<String, Object> isolation) {
        Map<?, ?> g = (Map<?, ?>) isolation.get("governors");
        Set<Object> distinct = new LinkedHashSet<>(g.values());
        return distinct.size() == 1 ? distinct.iterator().next() : g.toString();
    }

    private static Map<String, Object> dataset(String id, boolean timed) {
        Dataset<?> d = DatasetResolver.resolve(id);
        Map<String, Object> dm = new LinkedHashMap<>();
        dm.put("id", d.id());
        dm.put("model", d.model().id());
        dm.put("description", d.description());
        dm.put("tags", d.tags().stream().sorted().toList());
        dm.put("batchSize", d.batchSize());
        dm.put("samples", d.sampleCount());
        dm.put("timed", timed);
        return dm;
    }

    private static Map<String, Object> failure(Plan.Failure f) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("contender", f.contender());
        m.put("dataset", f.dataset());
        m.put("operation", f.operation());
        m.put("stage", f.stage());
        m.put("error", f.error());
        return m;
    }

    private static Map<String, Object> withContender(String id, JsonNode node) {
        Map<String, Object> f = new LinkedHashMap<>();
        f.put("contender", id);
        f.putAll(Json.MAPPER.convertValue(node, Json.MAP));
        return f;
    }

    /**
     * A contender as the manifest lists it: its descriptor, plus {@code zeroCopyAccess}, whether it
     * reads some data set's use in place, taken from {@link Contender#access} (the site's column).
     */
    static ObjectNode describe(Contender contender) {
        ObjectNode node = Json.MAPPER.valueToTree(contender.descriptor());
        node.put("zeroCopyAccess", Datasets.all().stream()
                .anyMatch(d -> d.useFunction().isPresent() && contender.access(d.model()).supported()));
        return node;
    }
}
