package io.wirebench.bench;

import io.wirebench.core.Contender;
import io.wirebench.results.Manifest;
import io.wirebench.results.OpenLoopFile;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.HdrHistogram.Histogram;

/**
 * Runs one open-loop case (a contender, a data set, a rate): {@link OpenLoopFork} in each of the
 * profile's fork JVMs (started with the contender's flags, like JMH's forks) or, with 0 forks, in
 * this JVM; merges their histograms; writes {@code openloop/<contender>/<dataset>/<rate>.json}.
 */
final class OpenLoopRun {
    static final String POLICY = "Response time is measured from each message's intended start on a fixed-rate schedule"
            + " (coordinated omission avoided by construction, nothing corrected afterwards); service time from its actual start."
            + " Each JVM first makes " + OpenLoopFork.JIT_WARMUP_ROUND_TRIPS + " back-to-back round trips, then a warm-up run at"
            + " the same rate that is discarded.";

    private OpenLoopRun() {
    }

    /** @return the manifest's line for the case; the whole result is in its file */
    static Manifest.OpenLoopSummary run(Contender contender, Case.OpenLoop c, OpenLoopSettings settings, RunFolder folder,
                                        List<String> forkJvmArgs) throws Exception {
        String id = contender.descriptor().id();
        List<OpenLoopFile.Run> runs = new ArrayList<>();
        if (settings.forks() == 0) {
            runs.add(OpenLoopFork.run(contender, c.dataset(), c.ratePerSecond(), settings.warmupMillis(), settings.measurementMillis())
                    .withFork(0));
        } else {
            Path forkDir = folder.openLoopForks(id, c.dataset(), c.ratePerSecond());
            Files.createDirectories(forkDir);
            for (int fork = 1; fork <= settings.forks(); fork++) {
                Path out = forkDir.resolve("fork-" + fork + ".json");
                Files.deleteIfExists(out);
                forkJvm(id, c, settings, forkJvmArgs, out, fork);
                runs.add(Json.read(out, OpenLoopFile.Run.class).withFork(fork));
            }
        }
        Histogram response = new Histogram(OpenLoopDriver.SIGNIFICANT_DIGITS);
        Histogram service = new Histogram(OpenLoopDriver.SIGNIFICANT_DIGITS);
        long intended = 0;
        long sent = 0;
        boolean saturated = false;
        long lowestAchieved = Long.MAX_VALUE;
        for (OpenLoopFile.Run r : runs) {
            response.add(HistogramFiles.decode(r.responseTime().histogram()));
            service.add(HistogramFiles.decode(r.serviceTime().histogram()));
            intended += r.intended();
            sent += r.sent();
            saturated |= r.saturated();
            lowestAchieved = Math.min(lowestAchieved, r.achievedRatePerSecond());
        }
        OpenLoopFile.Latency responseTime = HistogramFiles.summary(response);
        OpenLoopFile result = new OpenLoopFile(RunCommand.FORMAT_VERSION, "openLoop", id, c.dataset(), Operation.ROUND_TRIP.id(),
                c.ratePerSecond(), settings.forks(), settings.warmupMillis(), settings.measurementMillis(), POLICY, intended, sent, saturated,
                lowestAchieved, responseTime, HistogramFiles.summary(service), runs);
        Json.write(c.resultFile(folder), result);
        return new Manifest.OpenLoopSummary(id, c.key(), c.dataset(), c.ratePerSecond(), sent, saturated, responseTime.percentiles(),
                responseTime.max());
    }

    private static void forkJvm(String id, Case.OpenLoop c, OpenLoopSettings s, List<String> jvmArgs, Path out, int fork)
            throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(jvmArgs);
        command.add("-cp");
        command.add(System.getProperty("java.class.path"));
        command.add(Main.class.getName());
        command.addAll(List.of("openloop-fork", "--contender", id, "--dataset", c.dataset(), "--rate", String.valueOf(c.ratePerSecond()),
                "--warmup-ms", String.valueOf(s.warmupMillis()), "--measure-ms", String.valueOf(s.measurementMillis()),
                "--out", out.toString()));
        System.out.printf("# open loop: %s %s at %d msg/s, fork %d of %d%n", id, c.dataset(), c.ratePerSecond(), fork, s.forks());
        System.out.flush();
        Process p = new ProcessBuilder(command).inheritIO().start();
        // Generous: a saturated run stops itself at twice its length plus a second, per run.
        long limit = 3L * (s.warmupMillis() + s.measurementMillis()) + 120_000;
        if (!p.waitFor(limit, TimeUnit.MILLISECONDS)) {
            p.destroyForcibly();
            throw new IllegalStateException("open-loop fork " + fork + " did not finish in " + limit / 1000 + " s");
        }
        if (p.exitValue() != 0 || !Files.exists(out)) {
            throw new IllegalStateException("open-loop fork " + fork + " exited with code " + p.exitValue());
        }
    }
}
