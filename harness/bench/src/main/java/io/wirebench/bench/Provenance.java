package io.wirebench.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.BooleanNode;
import com.fasterxml.jackson.databind.node.LongNode;
import com.fasterxml.jackson.databind.node.TextNode;
import io.wirebench.results.Manifest;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

/**
 * Where a run happened: a number without its provenance is not a result. Reads what the OS and
 * the JVM tell; a fact that cannot be read is recorded as {@code "unknown"}, never guessed.
 */
final class Provenance {
    static final String UNKNOWN = "unknown";

    private Provenance() {
    }

    /** The JVM this code runs in: in a contender's JVM, the one its benchmark forks use. */
    static Manifest.Jvm runtime() {
        return new Manifest.Jvm(System.getProperty("java.vendor"), System.getProperty("java.version"), System.getProperty("java.vm.name"),
                System.getProperty("java.vm.version"), System.getProperty("java.home"), ManagementFactory.getRuntimeMXBean().getInputArguments());
    }

    /** The benchmark JVM's identity (vendor, version, flags), asked of that JVM itself ({@code Main probe}). */
    static Manifest.Jvm probe(Path java) {
        List<String> command = List.of(java.toString(), "-cp", System.getProperty("java.class.path"), Main.class.getName(), "probe");
        try {
            Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
            String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (p.waitFor() != 0) {
                throw new IllegalArgumentException(java + " cannot run the bench (exit " + p.exitValue() + "): "
                        + output.lines().limit(5).collect(Collectors.joining(" / ")));
            }
            return Json.MAPPER.readValue(output.substring(output.indexOf('{')), Manifest.Jvm.class);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot start " + java, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
    }

    /** The machine; {@code isolatedCpus} and {@code governor} as /sys tells, before the run's isolation facts are known. */
    static Manifest.Machine machine() {
        return new Manifest.Machine(readFirstLine(Path.of("/proc/sys/kernel/hostname")), cpuModel(), Runtime.getRuntime().availableProcessors(),
                readFirstLine(Path.of("/sys/devices/system/cpu/isolated")),
                readFirstLine(Path.of("/sys/devices/system/cpu/cpu0/cpufreq/scaling_governor")), System.getProperty("os.name"),
                System.getProperty("os.version"), System.getProperty("os.arch"), totalMemory());
    }

    /** Commit and whether the tree differs from it; changes under {@code results/} do not count. */
    static Manifest.Source source(Path repository) {
        String commit = run(repository, "git", "rev-parse", "HEAD");
        String status = run(repository, "git", "status", "--porcelain", "--", ".", ":(exclude)results");
        return new Manifest.Source(commit == null ? UNKNOWN : commit,
                status == null ? TextNode.valueOf(UNKNOWN) : BooleanNode.valueOf(!status.isEmpty()));
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

    /** Bytes, or {@code "unknown"}. */
    private static JsonNode totalMemory() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/meminfo"))) {
                if (line.startsWith("MemTotal:")) {
                    return LongNode.valueOf(Long.parseLong(line.replaceAll("[^0-9]", "")) * 1024);
                }
            }
        } catch (IOException | RuntimeException e) {
            // not Linux, or not readable
        }
        return TextNode.valueOf(UNKNOWN);
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
    /** The command's trimmed output, or null when it cannot start, fails or takes over 10 s. */
    static String run(Path dir, String... command) {
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
