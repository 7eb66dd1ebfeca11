package io.wirebench.bench;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Where a run happened: a number without its provenance is not a result. Reads what the OS and
 * the JVM tell; a fact that cannot be read is recorded as {@code "unknown"}, never guessed.
 */
final class Provenance {
    static final String UNKNOWN = "unknown";

    private Provenance() {
    }

    /** The JVM this code runs in: in a contender's JVM, the one its benchmark forks use. */
    static Map<String, Object> runtime() {
        Map<String, Object> jvm = new LinkedHashMap<>();
        jvm.put("vendor", System.getProperty("java.vendor"));
        jvm.put("version", System.getProperty("java.version"));
        jvm.put("vmName", System.getProperty("java.vm.name"));
        jvm.put("vmVersion", System.getProperty("java.vm.version"));
        jvm.put("home", System.getProperty("java.home"));
        jvm.put("inputArguments", ManagementFactory.getRuntimeMXBean().getInputArguments());
        return jvm;
    }

    static Map<String, Object> machine() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("hostname", readFirstLine(Path.of("/proc/sys/kernel/hostname")));
        m.put("cpuModel", cpuModel());
        m.put("logicalCpus", Runtime.getRuntime().availableProcessors());
        m.put("isolatedCpus", readFirstLine(Path.of("/sys/devices/system/cpu/isolated")));
        m.put("governor", readFirstLine(Path.of("/sys/devices/system/cpu/cpu0/cpufreq/scaling_governor")));
        m.put("os", System.getProperty("os.name"));
        m.put("kernel", System.getProperty("os.version"));
        m.put("arch", System.getProperty("os.arch"));
        m.put("memoryBytes", totalMemory());
        return m;
    }

    /** Commit and whether the tree differs from it; changes under {@code results/} do not count. */
    static Map<String, Object> source(Path repository) {
        Map<String, Object> s = new LinkedHashMap<>();
        String commit = run(repository, "git", "rev-parse", "HEAD");
        s.put("commit", commit == null ? UNKNOWN : commit);
        String status = run(repository, "git", "status", "--porcelain", "--", ".", ":(exclude)results");
        s.put("dirty", status == null ? UNKNOWN : !status.isEmpty());
        return s;
    }

    private static String cpuModel() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/cpuinfo"))) {
                if (line.startsWith("model name")) {
                    return line.substring(line.indexOf(':') + 1).trim();
                }
            }
        } catch (IOException | RuntimeException e) {
            // not Linux, or not readable
        }
        return UNKNOWN;
    }

    private static Object totalMemory() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/meminfo"))) {
                if (line.startsWith("MemTotal:")) {
                    return Long.parseLong(line.replaceAll("[^0-9]", "")) * 1024;
                }
            }
        } catch (IOException | RuntimeException e) {
            // not Linux, or not readable
        }
        return UNKNOWN;
    }

    private static String readFirstLine(Path file) {
        try {
            List<String> lines = Files.readAllLines(file);
            return lines.isEmpty() ? "" : lines.get(0).trim();
        } catch (IOException | RuntimeException e) {
            return UNKNOWN;
        }
    }

    /** Runs a short command; null if it cannot run or fails. */
    private static String run(Path dir, String... command) {
        try {
            Process p = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true).start();
            String out = new String(p.getInputStream().readAllBytes()).trim();
            if (!p.waitFor(10, TimeUnit.SECONDS) || p.exitValue() != 0) {
                return null;
            }
            return out;
        } catch (IOException e) {
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }
}
