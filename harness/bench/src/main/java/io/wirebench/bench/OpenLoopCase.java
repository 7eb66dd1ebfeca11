package io.wirebench.bench;

import com.fasterxml.jackson.databind.JsonNode;
import io.wirebench.core.Contender;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.HdrHistogram.Histogram;

/**
 * One open-loop case (a contender, a data set, a rate): runs {@link OpenLoopFork} in each of the
 * profile's fork JVMs (started with the contender's flags, like JMH's forks) or, with 0 forks, in
 * this JVM; merges their histograms; writes {@code openloop/<contender>/<dataset>/<rate>.json}.
 */
final class OpenLoopCase {
    static final String POLICY = "Response time is measured from each message's intended start on a fixed-rate schedule"
            + " (coordinated omission avoided by construction, nothing corrected afterwards); service time from its actual start."
            + " Each JVM first makes " + OpenLoopFork.JIT_WARMUP_ROUND_TRIPS + " back-to-back round trips, then a warm-up run at"
            + " the same rate that is discarded.";

    private OpenLoopCase() {
    }

    static Path resultFile(Path runDir, String contender, String dataset, int rate) {
        return runDir.resolve("openloop").resolve(contender).resolve(ContenderRun.fileName(dataset)).resolve(rate + ".json");
    }

    /** @return the merged summary that was written */
    static Map<String, Object> run(Contender contender, String dataset, int rate, OpenLoopSettings settings, Path runDir,
                                   List<String> forkJvmArgs) throws Exception {
        String id = contender.descriptor().id();
        List<Map<String, Object>> runs = new ArrayList<>();
        if (settings.forks() == 0) {
            runs.add(OpenLoopFork.run(contender, dataset, rate, settings.warmupMillis(), settings.measurementMillis()));
        } else {
            Path forkDir = runDir.resolve("parts").resolve("openloop").resolve(id).resolve(ContenderRun.fileName(dataset) + "@" + rate);
            Files.createDirectories(forkDir);
            for (int fork = 1; fork <= settings.forks(); fork++) {
                Path out = forkDir.resolve("fork-" + fork + ".json");
                Files.deleteIfExists(out);
                forkJvm(id, dataset, rate, settings, forkJvmArgs, out, fork);
                runs.add(Json.MAPPER.convertValue(Json.read(out), Json.MAP));
            }
        }
        Histogram response = new Histogram(OpenLoopDriver.SIGNIFICANT_DIGITS);
        Histogram service = new Histogram(OpenLoopDriver.SIGNIFICANT_DIGITS);
        long intended = 0;
        long sent = 0;
        boolean saturated = false;
        long lowestAchieved = Long.MAX_VALUE;
        for (int i = 0; i < runs.size(); i++) {
            JsonNode r = Json.MAPPER.valueToTree(runs.get(i));
            response.add(HistogramFiles.decode(r.path("responseTime").path("histogram").asText()));
            service.add(HistogramFiles.decode(r.path("serviceTime").path("histogram").asText()));
            intended += r.path("intended").asLong();
            sent += r.path("sent").asLong();
            saturated |= r.path("saturated").asBoolean();
            lowestAchieved = Math.min(lowestAchieved, r.path("achievedRatePerSecond").asLong());
            runs.get(i).put("fork", settings.forks() == 0 ? 0 : i + 1);
        }
        Map<String, Object> result = new LinkedHashMap<>();
        result.put("formatVersion", RunCommand.FORMAT_VERSION);
        result.put("kind", "openLoop");
        result.put("contender", id);
        result.put("dataset", dataset);
        result.put("operation", Operation.ROUND_TRIP.id());
        result.put("ratePerSecond", rate);
        result.put("forks", settings.forks());
        result.put("warmupMillis", settings.warmupMillis());
        result.put("measurementMillis", settings.measurementMillis());
        result.put("policy", POLICY);
        result.put("intended", intended);
        result.put("sent", sent);
        result.put("saturated", saturated);
        result.put("lowestAchievedRatePerSecond", lowestAchieved);
        result.put("responseTime", HistogramFiles.summary(response));
        result.put("serviceTime", HistogramFiles.summary(service));
        result.put("runs", runs);
        Json.write(resultFile(runDir, id, dataset, rate), result);
        return result;
    }

    private static void forkJvm(String id, String dataset, int rate, OpenLoopSettings s, List<String> jvmArgs, Path out, int fork)
            throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(jvmArgs);
        command.add("-cp");
        command.add(System.getProperty("java.class.path"));
        command.add(Main.class.getName());
        command.addAll(List.of("openloop-fork", "--contender", id, "--dataset", dataset, "--rate", String.valueOf(rate),
                "--warmup-ms", String.valueOf(s.warmupMillis()), "--measure-ms", String.valueOf(s.measurementMillis()),
                "--out", out.toString()));
        System.out.printf("# open loop: %s %s at %d msg/s, fork %d of %d%n", id, dataset, rate, fork, s.forks());
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
