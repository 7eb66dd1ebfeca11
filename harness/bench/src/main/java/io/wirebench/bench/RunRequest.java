package io.wirebench.bench;

import io.wirebench.bench.host.CpuSet;
import java.nio.file.Path;
import java.util.Map;

/**
 * Everything a run was asked to do, as given on the command line. Stored in the run folder as
 * {@code invocation.json} when a run starts ({@link Invocation}), so that {@code RESUME=<run-id>} can plan the very
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
}
