package io.wirebench.bench;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * Everything a run was asked to do, as given on the command line. Stored in the run folder as
 * {@code invocation.json} when a run starts, so that {@code RESUME=<run-id>} can plan the very
 * same cases again.
 *
 * @param profileName  quick or full
 * @param overrides    FORKS=, TIME=, ... ({@link Profile#withOverrides})
 * @param selection    which contenders, data sets, operations
 * @param dataFile     a user's data file (DATA=), or null
 * @param shard        which part of the plan this machine runs
 * @param cpus         CPUs to pin the benchmark JVMs to; empty for none
 * @param jdk          the JDK home the benchmark JVMs run on; null for the runner's own
 * @param runId        the run's id, or null to make one from the start time
 */
record RunRequest(String profileName, Map<String, String> overrides, Selection selection, Path dataFile, Shard shard,
                  CpuSet cpus, Path jdk, String runId) {

    RunRequest {
        overrides = Map.copyOf(overrides);
    }

    Profile profile() {
        return Profile.byName(profileName).withOverrides(overrides);
    }

    /** The java launcher of the benchmark JVMs. */
    Path javaLauncher() {
        Path home = jdk != null ? jdk : Path.of(System.getProperty("java.home"));
        return home.resolve("bin").resolve("java");
    }

    Map<String, Object> toJson() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("profile", profileName);
        m.put("overrides", new TreeMap<>(overrides));
        m.put("selection", selectionJson(selection));
        m.put("data", dataFile == null ? null : dataFile.toString());
        m.put("shard", shard.toString());
        m.put("cpus", cpus.toString());
        m.put("jdk", jdk == null ? null : jdk.toString());
        m.put("runId", runId);
        return m;
    }

    static Map<String, Object> selectionJson(Selection s) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("contenders", new TreeSet<>(s.contenders()));
        m.put("datasets", new TreeSet<>(s.datasets()));
        m.put("models", new TreeSet<>(s.models()));
        m.put("sizes", new TreeSet<>(s.sizes()));
        m.put("operations", s.operations().stream().map(Operation::id).sorted().toList());
        return m;
    }

    static RunRequest fromJson(JsonNode n) {
        JsonNode s = n.path("selection");
        Selection selection = new Selection(strings(s.path("contenders")), strings(s.path("datasets")), strings(s.path("models")),
                strings(s.path("sizes")).stream().map(Integer::parseInt).collect(Collectors.toSet()),
                strings(s.path("operations")).stream().map(Operation::byId).collect(Collectors.toSet()));
        Map<String, String> overrides = new LinkedHashMap<>();
        n.path("overrides").fields().forEachRemaining(e -> overrides.put(e.getKey(), e.getValue().asText()));
        return new RunRequest(n.path("profile").asText(), overrides, selection,
                n.path("data").isTextual() ? Path.of(n.path("data").asText()) : null, Shard.parse(n.path("shard").asText("1/1")),
                CpuSet.parse(n.path("cpus").asText("")), n.path("jdk").isTextual() ? Path.of(n.path("jdk").asText()) : null,
                n.path("runId").isTextual() ? n.path("runId").asText() : null);
    }

    private static java.util.Set<String> strings(JsonNode array) {
        java.util.Set<String> out = new TreeSet<>();
        array.forEach(v -> out.add(v.asText()));
        return out;
    }
}
