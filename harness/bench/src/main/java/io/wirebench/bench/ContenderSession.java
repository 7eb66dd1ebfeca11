package io.wirebench.bench;

import io.wirebench.results.Manifest;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;

/**
 * All of one contender's cases, in as many JVMs as it takes. A contender JVM that dies (a crash,
 * {@code System.exit}, an OutOfMemoryError, the watchdog's timeout) costs the case it was running
 * (named in {@code parts/<id>.inflight}), which is recorded as failed; a new JVM carries on with the
 * rest, up to {@value #MAX_JVM_STARTS} starts. A JVM that dies outside any case, or once too often,
 * costs the cases left, recorded as one failure of the contender.
 */
final class ContenderSession {
    static final int MAX_JVM_STARTS = 4;

    private ContenderSession() {
    }

    static void run(Plan.Entry entry, RunRequest request, RunFolder folder, Progress progress, PrintStream out,
                    AtomicReference<Process> current) {
        run(entry, request, folder, progress, out, current, false);
    }

    /** @param reuseProof the contender was proved earlier in this run: its JVMs read that proof rather than prove again */
    static void run(Plan.Entry entry, RunRequest request, RunFolder folder, Progress progress, PrintStream out,
                    AtomicReference<Process> current, boolean reuseProof) {
        String id = entry.contender().descriptor().id();
        List<Case> remaining = new ArrayList<>(entry.cases());
        for (int start = 1; !remaining.isEmpty(); start++) {
            progress.contenderStarted();
            deleteQuietly(folder.inflight(id)); // left by an interrupted session
            Path planFile = folder.plan(id);
            Json.write(planFile, new ContenderPlan(id, request.profileName(), request.overrides(), remaining,
                    reuseProof && Files.isRegularFile(folder.proof(id))));
            Set<String> finished = new HashSet<>();
            ContenderJvm.Exit exit = ContenderJvm.run(id, ContenderJvm.command(entry.contender().jvmArgs(), request, planFile,
                    folder.dir()), folder.log(id), CaseWatchdog.timeout(request, entry), out, current, done -> {
                        finished.add(done.key());
                        progress.caseDone(done.key(), done.outcome(), done.seconds());
                    });
            remaining.removeIf(c -> finished.contains(c.key()));
            if (exit.code() == 0 && remaining.isEmpty()) {
                return;
            }
            String crashed = readQuietly(folder.inflight(id));
            Case crashedCase = remaining.stream().filter(c -> c.key().equals(crashed)).findFirst().orElse(null);
            String timedOut = exit.timedOut() == null ? null : "did not finish within " + exit.timedOut().toSeconds()
                    + " s (the per-case timeout, CASE_TIMEOUT): its JVM and the processes it started were stopped";
            String stage = timedOut != null ? "timeout" : "jvm";
            if (crashedCase != null && start < MAX_JVM_STARTS) {
                Part.appendFailure(folder, id, Part.caseFailure(crashedCase, stage, (timedOut != null ? "the case " + timedOut
                        : "the contender's JVM died during this case (exit code " + exit.code() + ")")
                        + folder.removePartialResult(crashedCase) + "; see logs/" + id + ".log"));
                deleteQuietly(folder.inflight(id));
                remaining.remove(crashedCase);
                progress.caseDone(crashedCase.key(), timedOut != null ? "timeout" : "crashed", "-");
                out.printf("  %s: %s during %s; recorded as failed, starting a new JVM for the %d case(s) left%n", id, timedOut != null
                        ? "no progress for " + exit.timedOut().toSeconds() + " s, JVM stopped" : "JVM exited with code " + exit.code(),
                        crashedCase.key(), remaining.size());
                continue;
            }
            String where = crashedCase == null ? " outside any case" : " again (" + start + " starts)";
            Manifest.Failure f = Part.failure(id, "*", "*", stage, (timedOut != null ? "the contender " + timedOut
                    : "the contender's JVM exited with code " + exit.code()) + where + "; " + remaining.size()
                    + " case(s) not measured; see logs/" + id + ".log");
            Part.appendFailure(folder, id, f);
            deleteQuietly(folder.inflight(id));
            remaining.forEach(c -> progress.caseDone(c.key(), "lost", "-"));
            out.printf("  %s: JVM exited with code %d; %d case(s) not measured%n", id, exit.code(), remaining.size());
            return;
        }
    }

    private static String readQuietly(Path file) {
        try {
            return Files.exists(file) ? Files.readString(file).trim() : null;
        } catch (IOException e) {
            return null;
        }
    }

    private static void deleteQuietly(Path file) {
        try {
            Files.deleteIfExists(file);
        } catch (IOException e) {
            // nothing lost: the marker only names the case in flight
        }
    }
}
