package io.wirebench.bench.host;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Keeps JIT and GC threads off the measuring thread's CPU, as far as taskset allows.
 *
 * <p><b>What taskset alone can do</b>: {@code taskset -c CPUS java ...} confines a whole JVM, every
 * thread it will ever start included (children inherit the mask, so JMH's forks and the open-loop
 * forks are confined too). It cannot say which thread goes where. So, with two or more CPUs, the
 * measuring thread itself (a JMH worker in its set-up, the open-loop driver's thread before it
 * starts) moves every thread of its JVM onto the other CPUs ({@code taskset -a -p}) and then
 * itself alone onto the first ({@code taskset -p} on its own thread id, read from
 * {@code /proc/thread-self}). Threads started later inherit the mask of the thread that starts
 * them, so new GC and compiler threads (started by the VM's own threads) stay off the measured CPU.
 *
 * <p><b>What it cannot do</b>: keep the kernel's own work (interrupts, kernel threads, other
 * processes) off those CPUs; that needs {@code isolcpus=}/{@code nohz_full=} at boot and IRQ
 * affinity, which the manifest records but the harness does not set. With isolated CPUs the kernel
 * does not balance load across them, so all non-measuring threads share the rest CPUs as the
 * kernel first placed them. With one CPU there is nothing to separate. The JVM still sizes its GC
 * and compiler thread pools from the whole set it was started on.
 */
public final class ThreadPinning {
    /** The system property carrying {@code CPUS=} into every benchmark JVM. */
    public static final String PROPERTY = "wirebench.cpus";

    private ThreadPinning() {
    }

    /** Pins the calling thread as described above; returns what was done, for the result file. */
    public static Map<String, Object> pinMeasuringThread() {
        Map<String, Object> out = new LinkedHashMap<>();
        CpuSet cpus = CpuSet.parse(System.getProperty(PROPERTY));
        if (cpus.isEmpty()) {
            out.put("pinned", false);
            return out;
        }
        out.put("cpus", cpus.toString());
        if (cpus.size() < 2) {
            out.put("pinned", true);
            out.put("measuredCpu", cpus.measured());
            out.put("note", "one CPU: JIT and GC threads share it");
            return out;
        }
        String[] self;
        try {
            // "/proc/thread-self" links to "<pid>/task/<tid>" of the calling thread.
            self = Files.readSymbolicLink(Path.of("/proc/thread-self")).toString().split("/");
        } catch (IOException | UnsupportedOperationException e) {
            out.put("pinned", false);
            out.put("note", "cannot find this thread's id (/proc/thread-self): " + e.getMessage());
            return out;
        }
        String pid = self[0];
        String tid = self[self.length - 1];
        String restError = taskset("-a", "-p", "-c", cpus.rest().toString(), pid);
        String selfError = restError != null ? restError : taskset("-p", "-c", String.valueOf(cpus.measured()), tid);
        out.put("pinned", selfError == null);
        out.put("measuredCpu", cpus.measured());
        out.put("otherThreadsCpus", cpus.rest().toString());
        if (selfError != null) {
            out.put("note", selfError);
        }
        return out;
    }

    /** Runs taskset; null when it worked, else why not. */
    private static String taskset(String... args) {
        List<String> command = new java.util.ArrayList<>(List.of("taskset"));
        command.addAll(List.of(args));
        try {
            Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
            String output = new String(p.getInputStream().readAllBytes()).trim();
            if (!p.waitFor(10, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                return "taskset did not finish";
            }
            return p.exitValue() == 0 ? null : String.join(" ", command) + " failed: " + output;
        } catch (IOException e) {
            return "cannot run taskset: " + e.getMessage();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "interrupted";
        }
    }
}
