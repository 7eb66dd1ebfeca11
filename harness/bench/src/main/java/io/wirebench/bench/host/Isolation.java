package io.wirebench.bench.host;

import io.wirebench.results.Manifest;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * How isolated a run's CPUs were, read from /sys ({@code "unknown"} where a file is missing, never
 * guessed), and what a reader of the numbers should be warned about. The root is a parameter so
 * that tests can hand it a fake /sys.
 */
public final class Isolation {
    public static final Path SYS_CPU = Path.of("/sys/devices/system/cpu");
    /** What the manifest says of a fact that could not be read, as Provenance says it of the others. */
    private static final String UNKNOWN = "unknown";

    private Isolation() {
    }

    /**
     * @param sysCpu    normally {@code /sys/devices/system/cpu}
     * @param requested the CPUs the benchmark JVMs are pinned to ({@code CPUS=}); empty when not pinned
     */
    public static Manifest.Isolation facts(Path sysCpu, CpuSet requested, boolean tasksetAvailable) {
        List<String> warnings = new ArrayList<>();
        String isolated = read(sysCpu.resolve("isolated"));
        String online = read(sysCpu.resolve("online"));

        List<Integer> examined = requested.isEmpty() ? List.of(0) : requested.cpus();
        Map<String, String> governors = new LinkedHashMap<>();
        Map<String, String> siblings = new LinkedHashMap<>();
        for (int cpu : examined) {
            Path dir = sysCpu.resolve("cpu" + cpu);
            governors.put("cpu" + cpu, read(dir.resolve("cpufreq").resolve("scaling_governor")));
            siblings.put("cpu" + cpu, read(dir.resolve("topology").resolve("thread_siblings_list")));
        }
        String smt = switch (read(sysCpu.resolve("smt").resolve("active"))) {
            case "1" -> "on";
            case "0" -> "off";
            default -> UNKNOWN;
        };
        String turbo = turbo(sysCpu);

        boolean pinned = !requested.isEmpty() && tasksetAvailable;
        boolean isolatedRun = pinned && !isolated.equals(UNKNOWN) && CpuSet.parse(isolated).containsAll(requested);
        if (requested.isEmpty()) {
            warnings.add("not pinned: no CPUS= given, so the benchmark JVMs share every CPU with the rest of the machine");
        } else if (!tasksetAvailable) {
            warnings.add("not pinned: CPUS=" + requested + " was given but taskset is not installed");
        } else {
            if (!online.equals(UNKNOWN) && !CpuSet.parse(online).containsAll(requested)) {
                throw new IllegalArgumentException("CPUS=" + requested + " names CPUs that are not online (online: " + online + ")");
            }
            if (!isolatedRun) {
                warnings.add("not isolated: CPUs " + requested + " are not all in the kernel's isolated set ("
                        + (isolated.isEmpty() ? "none" : isolated) + "), so the scheduler may run other work on them; boot with isolcpus=");
            }
            if (requested.size() == 1) {
                warnings.add("one CPU given: JIT compiler and GC threads share it with the measuring thread; give two or more");
            }
        }
        governors.forEach((cpu, g) -> {
            if (!"performance".equals(g)) {
                warnings.add("governor on " + cpu + " is " + g + " (not performance): frequency changes add noise");
            }
        });
        if (smt.equals("on")) {
            warnings.add("SMT is on: a sibling hardware thread can share the measured core");
        } else if (smt.equals(UNKNOWN)) {
            warnings.add("SMT state unknown");
        }
        if (!"off".equals(turbo)) {
            warnings.add("turbo boost is " + turbo + ": clock speed may vary with temperature and load");
        }
        return new Manifest.Isolation(requested.isEmpty() ? "none" : requested.toString(), isolated, read(sysCpu.resolve("nohz_full")),
                online, governors, siblings, smt, turbo, pinned, isolatedRun, warnings);
    }

    /** intel_pstate's no_turbo (1 = off), else the generic cpufreq boost switch (1 = on). */
    private static String turbo(Path sysCpu) {
        String noTurbo = read(sysCpu.resolve("intel_pstate").resolve("no_turbo"));
        if (noTurbo.equals("1")) {
            return "off";
        }
        if (noTurbo.equals("0")) {
            return "on";
        }
        String boost = read(sysCpu.resolve("cpufreq").resolve("boost"));
        return boost.equals("1") ? "on" : boost.equals("0") ? "off" : UNKNOWN;
    }

    /** The file's first line, trimmed; {@code "unknown"} when it cannot be read. */
    static String read(Path file) {
        try {
            List<String> lines = Files.readAllLines(file);
            return lines.isEmpty() ? "" : lines.get(0).trim();
        } catch (IOException | RuntimeException e) {
            return UNKNOWN;
        }
    }
}
