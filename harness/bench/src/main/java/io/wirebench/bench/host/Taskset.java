package io.wirebench.bench.host;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** Pinning the benchmark JVMs to the requested CPUs with {@code taskset}, when it is on the PATH. */
public final class Taskset {
    private Taskset() {
    }

    public static boolean available() {
        for (String dir : System.getenv().getOrDefault("PATH", "/usr/bin:/bin").split(":")) {
            if (Files.isExecutable(Path.of(dir, "taskset"))) {
                return true;
            }
        }
        return false;
    }

    /** {@code taskset -c CPUS} to put before a command, or nothing when no CPUs were given or taskset is missing. */
    public static List<String> prefix(CpuSet cpus) {
        return !cpus.isEmpty() && available() ? List.of("taskset", "-c", cpus.toString()) : List.of();
    }
}
