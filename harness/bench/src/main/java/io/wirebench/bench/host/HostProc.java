package io.wirebench.bench.host;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.stream.Stream;

/**
 * What this JVM reads of the kernel's {@code /proc}: the machine's CPU times, this process's own CPU
 * time, its threads' involuntary context switches and the performance-data file HotSpot maps. Every
 * reader returns null (or an empty map) where the file is missing or not as proc(5) describes it, as
 * on a system without {@code /proc}: host watching is an extra, it never stops a benchmark.
 *
 * @param root {@code /proc}, or a folder laid out like it (tests)
 */
public record HostProc(Path root) {
    public static final HostProc SYSTEM = new HostProc(Path.of("/proc"));

    HostCpuTimes machine() {
        String text = read(root.resolve("stat"));
        try {
            return text == null ? null : HostCpuTimes.parse(text);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    /** utime + stime of this process (all its threads), in clock ticks, from {@code self/stat}; null when unreadable. */
    Long processTicks() {
        String text = read(root.resolve("self").resolve("stat"));
        return text == null ? null : processTicks(text);
    }

    static Long processTicks(String selfStat) {
        // The command name in parentheses may hold spaces and parentheses: fields are counted after the last ')'.
        int close = selfStat.lastIndexOf(')');
        if (close < 0) {
            return null;
        }
        // After the name: state is field 3, so utime (14) and stime (15) are at 11 and 12 here.
        String[] fields = selfStat.substring(close + 1).trim().split("\\s+");
        if (fields.length < 13) {
            return null;
        }
        try {
            return Long.parseLong(fields[11]) + Long.parseLong(fields[12]);
        } catch (NumberFormatException e) {
            return null;
        }
    }

    /**
     * {@code nonvoluntary_ctxt_switches} of each thread of this process, by thread id, from
     * {@code self/task/<tid>/status}: how often the scheduler took a CPU away from a thread that
     * wanted to go on running. The process's own status line counts its main thread only, so the
     * threads are read one by one. Empty when unreadable.
     */
    Map<String, Long> involuntarySwitchesByThread() {
        Map<String, Long> out = new HashMap<>();
        try (Stream<Path> tasks = Files.list(root.resolve("self").resolve("task"))) {
            for (Path task : tasks.toList()) {
                String status = read(task.resolve("status"));
                Long n = status == null ? null : involuntarySwitches(status);
                if (n != null) {
                    out.put(task.getFileName().toString(), n);
                }
            }
        } catch (IOException | RuntimeException e) {
            return Map.of();
        }
        return out;
    }

    static Long involuntarySwitches(String status) {
        for (String line : status.split("\n")) {
            if (line.startsWith("nonvoluntary_ctxt_switches:")) {
                try {
                    return Long.parseLong(line.substring(line.indexOf(':') + 1).trim());
                } catch (NumberFormatException e) {
                    return null;
                }
            }
        }
        return null;
    }

    /** The hsperfdata file this JVM has mapped ({@code self/maps}), where HotSpot keeps its counters; null when none. */
    Path perfDataFile() {
        String maps = read(root.resolve("self").resolve("maps"));
        if (maps == null) {
            return null;
        }
        for (String line : maps.split("\n")) {
            int at = line.indexOf('/');
            if (at > 0 && line.contains("/hsperfdata_")) {
                return Path.of(line.substring(at).trim());
            }
        }
        return null;
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }
}
