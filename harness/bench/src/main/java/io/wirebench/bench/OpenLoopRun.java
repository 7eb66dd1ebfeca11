package io.wirebench.bench;

import io.wirebench.bench.openloop.HistogramFiles;
import io.wirebench.bench.openloop.OpenLoopCapacity;
import io.wirebench.bench.openloop.OpenLoopHiccupMeter;
import io.wirebench.bench.openloop.OpenLoopMerge;
import io.wirebench.bench.openloop.OpenLoopSaturation;
import io.wirebench.bench.openloop.OpenLoopSettings;
import io.wirebench.core.Contender;
import io.wirebench.results.Manifest;
import io.wirebench.results.OpenLoopFile;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Runs one open-loop case (a contender, a data set, a rate): {@link OpenLoopFork} in each of the
 * profile's fork JVMs (started with the contender's flags, like JMH's forks) or, with 0 forks, in
 * this JVM; merges their histograms ({@link OpenLoopMerge}); writes
 * {@code openloop/<contender>/<dataset>/<rate>.json}. A JVM whose capacity probe finds the rate
 * unsustainable ends the case: the other JVMs would find the same and measure nothing.
 */
final class OpenLoopRun {
    static final String POLICY = "Response time is measured from each message's intended start on a fixed-rate schedule"
            + " (coordinated omission avoided by construction, nothing corrected afterwards); service time from its actual start."
            + " Each JVM first makes " + OpenLoopFork.JIT_WARMUP_ROUND_TRIPS + " back-to-back round trips, then "
            + OpenLoopCapacity.PROBE_MILLIS + " ms of them to find its sustainable rate (" + OpenLoopCapacity.UTILISATION_BOUND
            + " / mean service time; a rate above it is not run and is marked saturated), then a warm-up run at the same rate that"
            + " is discarded. A rate is saturated when the driver gave up on its schedule, when the median response time exceeds "
            + OpenLoopSaturation.RUNAWAY_FACTOR + " x the median service time and the gap between sends, or when the backlog grew"
            + " through the second half of the run. Host stalls: a thread sleeping " + OpenLoopHiccupMeter.INTERVAL_NANOS / 1000
            + " us records how late it wakes, during the measured run.";

    private OpenLoopRun() {
    }

    /** @return the manifest's line for the case; the whole result is in its file */
    static Manifest.OpenLoopSummary run(Contender contender, Case.OpenLoop c, OpenLoopSettings settings, RunFolder folder,
                                        List<String> forkJvmArgs) throws Exception {
        String id = contender.descriptor().id();
        int measureMillis = settings.measurementMillis(c.ratePerSecond());
        List<OpenLoopFile.Run> runs = new ArrayList<>();
        if (settings.forks() == 0) {
            runs.add(OpenLoopFork.run(contender, c.dataset(), c.ratePerSecond(), settings.warmupMillis(), measureMillis).withFork(0));
        } else {
            Path forkDir = folder.openLoopForks(id, c.dataset(), c.ratePerSecond());
            Files.createDirectories(forkDir);
            for (int fork = 1; fork <= settings.forks(); fork++) {
                Path out = forkDir.resolve("fork-" + fork + ".json");
                Files.deleteIfExists(out);
                forkJvm(id, c, settings, measureMillis, forkJvmArgs, out, fork);
                OpenLoopFile.Run run = Json.read(out, OpenLoopFile.Run.class).withFork(fork);
                runs.add(run);
                if (OpenLoopSaturation.ABOVE_SUSTAINABLE_RATE.equals(run.saturationRule())) {
                    System.out.printf("# open loop: %s %s at %d msg/s is above its sustainable rate; the other forks are not run%n",
                            id, c.dataset(), c.ratePerSecond());
                    break;
                }
            }
        }
        OpenLoopMerge m = OpenLoopMerge.of(c.ratePerSecond(), runs);
        OpenLoopFile.Latency responseTime = HistogramFiles.summary(m.responseTime());
        OpenLoopSaturation.Verdict v = m.verdict();
        OpenLoopFile result = new OpenLoopFile(RunCommand.FORMAT_VERSION, "openLoop", id, c.dataset(), Operation.ROUND_TRIP.id(),
                c.ratePerSecond(), settings.forks(), settings.warmupMillis(), measureMillis, POLICY, m.intended(), m.sent(), v.saturated(),
                m.lowestAchieved() == null ? 0L : m.lowestAchieved(), responseTime, HistogramFiles.summary(m.serviceTime()), runs,
                v.rule(), v.reason(), m.sustainable(), m.hostHiccups() == null ? null : HistogramFiles.summary(m.hostHiccups()));
        Json.write(c.resultFile(folder), result);
        return new Manifest.OpenLoopSummary(id, c.key(), c.dataset(), c.ratePerSecond(), m.sent(), v.saturated(), responseTime.percentiles(),
                responseTime.max(), v.rule(), v.reason());
    }

    private static void forkJvm(String id, Case.OpenLoop c, OpenLoopSettings s, int measureMillis, List<String> jvmArgs, Path out, int fork)
            throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(jvmArgs);
        command.add("-cp");
        command.add(System.getProperty("java.class.path"));
        command.add(Main.class.getName());
        command.addAll(List.of("openloop-fork", "--contender", id, "--dataset", c.dataset(), "--rate", String.valueOf(c.ratePerSecond()),
                "--warmup-ms", String.valueOf(s.warmupMillis()), "--measure-ms", String.valueOf(measureMillis),
                "--out", out.toString()));
        System.out.printf("# open loop: %s %s at %d msg/s, fork %d of %d%n", id, c.dataset(), c.ratePerSecond(), fork, s.forks());
        System.out.flush();
        Process p = new ProcessBuilder(command).inheritIO().start();
        // Generous: a saturated run stops itself at twice its length plus a second, per run.
        long limit = 3L * (s.warmupMillis() + measureMillis) + 120_000;
        if (!p.waitFor(limit, TimeUnit.MILLISECONDS)) {
            p.destroyForcibly();
            throw new IllegalStateException("open-loop fork " + fork + " did not finish in " + limit / 1000 + " s");
        }
        if (p.exitValue() != 0 || !Files.exists(out)) {
            throw new IllegalStateException("open-loop fork " + fork + " exited with code " + p.exitValue());
        }
    }
}
