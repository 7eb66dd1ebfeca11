package io.wirebench.bench;

import io.wirebench.bench.host.Taskset;
import io.wirebench.bench.host.ThreadPinning;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;

/**
 * One JVM for one contender ({@code Main contender-run}): started with the contender's flags, the
 * common heap, pinned with taskset when CPUs were given, on the requested JDK. Its output goes to
 * the contender's log; its {@link ContenderEvents} lines are followed as they come, and a
 * {@link CaseWatchdog} stops it when no case finishes within the per-case timeout.
 */
final class ContenderJvm {
    /**
     * JMH's own switch to run while another JMH run holds its lock ({@link ContenderRun#jmhLock()}). Given to the
     * runner's JVM ({@code -Djmh.ignoreLock=true}), it is passed on to every contender JVM, where
     * JMH runs; without it a run waits for the other one ({@link ContenderRun#JMH_LOCK_WAIT_SECONDS}).
     */
    static final String IGNORE_JMH_LOCK = "jmh.ignoreLock";

    /** How a contender JVM ended: its exit code, and the per-case timeout when the watchdog stopped it (else null). */
    record Exit(int code, Duration timedOut) {
    }

    private ContenderJvm() {
    }

    /** [taskset -c CPUS] java [contender flags] [heap] -Djava.io.tmpdir=... [-Djmh.ignoreLock=true] [-Dwirebench.cpus=...] -cp ... Main contender-run ... */
    static List<String> command(List<String> contenderJvmArgs, RunRequest request, Path planFile, Path runDir) {
        return command(contenderJvmArgs, request, List.of("contender-run", "--plan", planFile.toString(), "--run-dir", runDir.toString()));
    }

    /**
     * The same JVM for another of {@link Main}'s commands: {@code mainArgs} after the main class. The JDK check
     * ({@link JdkCheck}) starts {@code contender-prove} this way, so its proving JVMs get exactly the flags a run's do.
     */
    static List<String> command(List<String> contenderJvmArgs, RunRequest request, List<String> mainArgs) {
        List<String> command = new ArrayList<>(Taskset.prefix(request.cpus()));
        command.add(request.javaLauncher().toString());
        command.addAll(contenderJvmArgs);
        command.addAll(ContenderRun.BASE_FORK_JVM_ARGS);
        // The runner's temporary folder, where JMH keeps its lock: the runner and its contender JVMs share one lock.
        command.add("-Djava.io.tmpdir=" + System.getProperty("java.io.tmpdir"));
        if (Boolean.getBoolean(IGNORE_JMH_LOCK) || RunnerJmhLock.heldByThisRunner()) {
            command.add("-D" + IGNORE_JMH_LOCK + "=true");
        }
        if (!request.cpus().isEmpty()) {
            command.add("-D" + ThreadPinning.PROPERTY + "=" + request.cpus());
        }
        command.add("-cp");
        command.add(System.getProperty("java.class.path"));
        command.add(Main.class.getName());
        command.addAll(mainArgs);
        return command;
    }

    /**
     * Runs the command to its end, appending its output to {@code log}, showing its notes on
     * {@code out} and handing each finished case to {@code caseDone}. {@code current} holds the
     * process while it runs, for the runner's shutdown hook.
     */
    static Exit run(String id, List<String> command, Path log, Duration timeout, PrintStream out, AtomicReference<Process> current,
                    Consumer<ContenderEvents.CaseDone> caseDone) {
        try (Writer logOut = Files.newBufferedWriter(log, StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND)) {
            logOut.write("# " + Instant.now() + ": " + String.join(" ", command) + "\n");
            Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
            current.set(p);
            try (CaseWatchdog watchdog = new CaseWatchdog(p.toHandle(), timeout)) {
                try (BufferedReader in = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
                    String line;
                    while ((line = in.readLine()) != null) {
                        logOut.write(line);
                        logOut.write('\n');
                        ContenderEvents.CaseDone done = ContenderEvents.parseCaseDone(line);
                        String note = ContenderEvents.parseNote(line);
                        if (done != null) {
                            logOut.flush();
                            watchdog.progress();
                            caseDone.accept(done);
                        } else if (note != null) {
                            out.println("  " + id + ": " + note);
                            out.flush();
                        }
                    }
                }
                int exit = p.waitFor();
                current.set(null);
                return new Exit(exit, watchdog.fired() ? watchdog.timeout() : null);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot run a JVM for " + id, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while " + id + " ran", e);
        }
    }
}
