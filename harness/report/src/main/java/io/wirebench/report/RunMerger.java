package io.wirebench.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Merges the shard folders of one sharded run ({@code make bench SHARD=i/N} on N machines) into
 * one run folder that reads like any other. Refuses, saying which fact differs and in which shard,
 * to merge shards of different plans (profile, selection, shard count), a set with a shard
 * missing or twice, and, unless {@code allowMixed}, shards from different kinds of machine (CPU
 * model, logical CPUs, memory, OS, kernel, architecture: host names may differ, that is the point
 * of shards), different JDKs (vendor, VM version) or different commits. Merging mixed shards
 * records what differed in the manifest's {@code mixed}.
 */
public final class RunMerger {
    private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
    private static final List<String> MACHINE_FACTS = List.of("cpuModel", "logicalCpus", "memoryBytes", "os", "kernel", "arch");

    private RunMerger() {
    }

    /** The shard folders of run {@code baseRunId} under {@code resultsRoot}: {@code <baseRunId>-shard<i>of<N>}. */
    public static List<Path> shardsOf(Path resultsRoot, String baseRunId) {
        try (Stream<Path> dirs = Files.list(resultsRoot)) {
            List<Path> found = dirs.filter(d -> d.getFileName().toString().matches(java.util.regex.Pattern.quote(baseRunId) + "-shard\\d+of\\d+"))
                    .sorted().toList();
            if (found.isEmpty()) {
                throw new ResultFormatException("no shard folders " + baseRunId + "-shard<i>of<N> under " + resultsRoot);
            }
            return found;
        } catch (IOException e) {
            throw new ResultFormatException("cannot list " + resultsRoot + ": " + e.getMessage(), e);
        }
    }

    /** @return the merged run folder, {@code outDir} */
    public static Path merge(List<Path> shardDirs, Path outDir, boolean allowMixed, boolean allowPartial) {
        List<Run> shards = new ArrayList<>();
        for (Path d : shardDirs) {
            shards.add(RunReader.read(d));
        }
        shards.sort(Comparator.comparingInt(r -> r.manifest().path("shard").path("index").asInt(1)));
        Run first = shards.get(0);
        JsonNode m0 = first.manifest();
        int count = m0.path("shard").path("count").asInt(1);
        List<String> mixed = new ArrayList<>();
        Set<Integer> indices = new LinkedHashSet<>();
        for (Run r : shards) {
            JsonNode m = r.manifest();
            String who = "shard " + m.path("shard").path("index").asInt(1) + "/" + m.path("shard").path("count").asInt(1)
                    + " (" + r.directory().getFileName() + ")";
            if (m.path("shard").path("count").asInt(1) != count) {
                throw new ResultFormatException(who + " belongs to a plan of " + m.path("shard").path("count").asInt(1)
                        + " shards, not " + count);
            }
            if (!indices.add(m.path("shard").path("index").asInt(1))) {
                throw new ResultFormatException(who + " is given twice");
            }
            if (!Objects.equals(m.path("profile"), m0.path("profile")) || !Objects.equals(m.path("selection"), m0.path("selection"))) {
                throw new ResultFormatException(who + " ran another plan (profile or selection differ from shard "
                        + m0.path("shard").path("index").asInt(1) + "); shards of different plans cannot be merged");
            }
            List<String> differences = new ArrayList<>();
            for (String fact : MACHINE_FACTS) {
                compare(differences, "machine " + fact, m0.path("machine").path(fact), m.path("machine").path(fact));
            }
            compare(differences, "JDK vendor", m0.path("jvm").path("vendor"), m.path("jvm").path("vendor"));
            compare(differences, "JDK version", m0.path("jvm").path("vmVersion"), m.path("jvm").path("vmVersion"));
            compare(differences, "commit", m0.path("source").path("commit"), m.path("source").path("commit"));
            compare(differences, "uncommitted changes", m0.path("source").path("dirty"), m.path("source").path("dirty"));
            for (String d : differences) {
                mixed.add(who + ": " + d);
            }
        }
        if (!mixed.isEmpty() && !allowMixed) {
            throw new ResultFormatException("will not merge shards that ran on different machines, JDKs or commits: "
                    + String.join("; ", mixed) + ". Their numbers do not compare; merge anyway with --allow-mixed (ALLOW_MIXED=1)");
        }
        List<Integer> missing = new ArrayList<>();
        for (int i = 1; i <= count; i++) {
            if (!indices.contains(i)) {
                missing.add(i);
            }
        }
        if (!missing.isEmpty() && !allowPartial) {
            throw new ResultFormatException("shard(s) " + missing + " of " + count + " are missing; merge the complete set, or pass --allow-partial");
        }
        if (Files.exists(outDir)) {
            throw new ResultFormatException(outDir + " exists already; remove it or merge into another folder");
        }
        try {
            Files.createDirectories(outDir);
            for (Run r : shards) {
                copyTree(r.directory().resolve("jmh"), outDir.resolve("jmh"));
                copyTree(r.directory().resolve("openloop"), outDir.resolve("openloop"));
                copyTree(r.directory().resolve("logs"), outDir.resolve("logs").resolve("shard-" + r.manifest().path("shard").path("index").asInt(1)));
            }
            MAPPER.writeValue(outDir.resolve("sizes.json").toFile(), sizes(shards));
            MAPPER.writeValue(outDir.resolve("manifest.json").toFile(), manifest(shards, outDir, mixed, missing));
        } catch (IOException e) {
            throw new ResultFormatException("cannot write the merged run " + outDir + ": " + e.getMessage(), e);
        }
        return outDir;
    }

    private static void compare(List<String> differences, String fact, JsonNode expected, JsonNode actual) {
        if (!Objects.equals(expected, actual)) {
            differences.add(fact + " is " + actual + ", not " + expected);
        }
    }

    private static ObjectNode sizes(List<Run> shards) {
        Map<String, Run.Size> sizes = new LinkedHashMap<>();
        for (Run r : shards) {
            for (Run.Size s : r.sizes()) {
                Run.Size before = sizes.putIfAbsent(s.contender() + "|" + s.dataset(), s);
                if (before != null && !before.equals(s)) {
                    throw new ResultFormatException("shards disagree on the size of " + s.contender() + " on " + s.dataset() + ": "
                            + before.bytes() + " and " + s.bytes() + " bytes; encoders must be deterministic (conformance checks that)");
                }
            }
        }
        ObjectNode out = MAPPER.createObjectNode();
        out.put("formatVersion", RunReader.FORMAT_VERSION);
        ArrayNode array = out.putArray("sizes");
        for (Run.Size s : sizes.values()) {
            ObjectNode o = array.addObject().put("contender", s.contender()).put("dataset", s.dataset()).put("samples", s.samples());
            putSize(o, "payloadBytes", s.payloadBytes());
            putSize(o, "framedBytes", s.framedBytes());
            putSize(o, "bytes", s.bytes());
            putSize(o, "gzipBytes", s.gzipBytes());
        }
        return out;
    }

    /** A size as written: an integer when it is one (single messages), else the mean; nothing when unknown. */
    static void putSize(ObjectNode o, String field, double value) {
        if (Double.isNaN(value)) {
            return;
        }
        if (value == Math.rint(value)) {
            o.put(field, (long) value);
        } else {
            o.put(field, value);
        }
    }

    private static ObjectNode manifest(List<Run> shards, Path outDir, List<String> mixed, List<Integer> missing) {
        JsonNode m0 = shards.get(0).manifest();
        ObjectNode m = m0.deepCopy();
        m.put("formatVersion", RunReader.FORMAT_VERSION);
        m.put("runId", outDir.getFileName().toString());
        String started = null;
        String finished = null;
        boolean complete = missing.isEmpty();
        long planned = 0;
        long measured = 0;
        long failed = 0;
        long estimated = 0;
        ArrayNode shardList = MAPPER.createArrayNode();
        Map<String, JsonNode> contenders = new LinkedHashMap<>();
        Map<String, ObjectNode> datasets = new LinkedHashMap<>();
        Set<JsonNode> unsupported = new LinkedHashSet<>();
        ArrayNode failures = MAPPER.createArrayNode();
        ArrayNode openLoop = MAPPER.createArrayNode();
        for (Run r : shards) {
            JsonNode s = r.manifest();
            started = min(started, s.path("startedAt").asText(null));
            finished = max(finished, s.path("finishedAt").asText(null));
            complete &= s.path("status").asText("complete").equals("complete");
            planned += s.path("cases").path("planned").asLong();
            measured += s.path("cases").path("measured").asLong();
            failed += s.path("cases").path("failed").asLong();
            estimated += s.path("cases").path("estimatedSeconds").asLong();
            ObjectNode sh = shardList.addObject();
            sh.put("index", s.path("shard").path("index").asInt(1));
            sh.put("runId", s.path("runId").asText());
            sh.put("hostname", s.path("machine").path("hostname").asText("unknown"));
            sh.put("startedAt", s.path("startedAt").asText());
            sh.put("finishedAt", s.path("finishedAt").asText());
            sh.put("status", s.path("status").asText());
            sh.set("cases", s.path("cases"));
            sh.set("isolation", s.path("isolation"));
            s.path("contenders").forEach(c -> contenders.putIfAbsent(c.path("id").asText(), c));
            for (JsonNode d : s.path("datasets")) {
                ObjectNode known = datasets.putIfAbsent(d.path("id").asText(), (ObjectNode) d.deepCopy());
                if (known != null && d.path("timed").asBoolean()) {
                    known.put("timed", true);
                }
            }
            s.path("unsupported").forEach(unsupported::add);
            s.path("failures").forEach(failures::add);
            s.path("openLoop").forEach(openLoop::add);
        }
        m.put("status", complete ? "complete" : "incomplete");
        if (started != null) {
            m.put("startedAt", started);
        }
        if (finished != null) {
            m.put("finishedAt", finished);
        }
        ObjectNode shard = m.putObject("shard");
        shard.put("index", 1);
        shard.put("count", 1);
        m.set("shards", shardList);
        ObjectNode cases = m.putObject("cases");
        cases.put("planned", planned);
        cases.put("measured", measured);
        cases.put("failed", failed);
        cases.put("estimatedSeconds", estimated);
        ArrayNode c = m.putArray("contenders");
        contenders.values().stream().sorted(Comparator.comparing(n -> n.path("id").asText())).forEach(c::add);
        ArrayNode d = m.putArray("datasets");
        datasets.values().forEach(d::add);
        ArrayNode u = m.putArray("unsupported");
        unsupported.forEach(u::add);
        m.set("failures", failures);
        m.set("openLoop", openLoop);
        if (!mixed.isEmpty()) {
            ArrayNode x = m.putArray("mixed");
            mixed.forEach(x::add);
        }
        if (!missing.isEmpty()) {
            ArrayNode x = m.putArray("missingShards");
            missing.forEach(x::add);
        }
        return m;
    }

    private static String min(String a, String b) {
        return a == null ? b : b == null ? a : a.compareTo(b) <= 0 ? a : b;
    }

    private static String max(String a, String b) {
        return a == null ? b : b == null ? a : a.compareTo(b) >= 0 ? a : b;
    }

    private static void copyTree(Path from, Path to) throws IOException {
        if (!Files.isDirectory(from)) {
            return;
        }
        try (Stream<Path> files = Files.walk(from)) {
            for (Path f : files.filter(Files::isRegularFile).filter(p -> !p.toString().endsWith(".tmp")).toList()) {
                Path target = to.resolve(from.relativize(f).toString());
                Files.createDirectories(target.getParent());
                try {
                    Files.copy(f, target);
                } catch (FileAlreadyExistsException e) {
                    throw new ResultFormatException("two shards both hold " + from.relativize(f) + "; a case ran in more than one shard");
                }
            }
        }
    }
}
