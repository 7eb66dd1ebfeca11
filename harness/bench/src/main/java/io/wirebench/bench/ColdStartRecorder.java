package io.wirebench.bench;

import com.fasterxml.jackson.databind.JsonNode;
import io.wirebench.results.ColdStartFile;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

/**
 * Cold-start cases ({@link Case.ColdStart}, {@link ColdStartBenchmark}): the JMH options a case runs with, its forks
 * read back from the JMH files of its rounds, and the run's {@code coldstart.json} ({@link ColdStartFile}) written at
 * its end from them.
 */
final class ColdStartRecorder {
    static final String MEASURED = "Per fork a fresh JVM (the contender's flags, the common heap), JMH single-shot time, no warm-up, one"
            + " call: firstMessage makes the contender's codec for the data set's model and encodes and decodes one message; firstThousand"
            + " makes it and does " + ColdStartBenchmark.THOUSAND + " round trips over the data set's rotation. The contender's descriptor and"
            + " the data set's messages are made before the call and not counted. Allocated: bytes the measuring thread allocated during the"
            + " call; classes: classes the JVM loaded during it. Interval: the narrowest pair of order statistics covering the median with at"
            + " least 95 %, or the extremes; confidence is its coverage.";
    static final List<String> METHODS = List.of("firstMessage", "firstThousand");
    private static final Pattern ROUND_FILE = Pattern.compile("round-(\\d+)\\.json");

    private ColdStartRecorder() {
    }

    /** The JMH run of one cold-start case: both methods, {@code c.forks()} forks each, one single-shot call per fork. */
    static ChainedOptionsBuilder options(String contender, Case.ColdStart c, List<String> jvmArgs, Path resultFile) {
        return new OptionsBuilder()
                .include(Operation.COLD_START.include(contender, DirectUse.NONE))
                .param("contender", contender)
                .param("dataset", c.dataset())
                .forks(c.forks())
                .warmupIterations(0)
                .measurementIterations(1)
                .measurementBatchSize(1)
                .mode(Mode.SingleShotTime)
                .timeUnit(TimeUnit.NANOSECONDS)
                // JMH's own allocation figure counts the trial's set-up too (it runs inside the only iteration); kept in the
                // JMH file for comparison, while coldstart.json takes the profiler's count from inside the call
                .addProfiler(GCProfiler.class)
                .addProfiler(ColdStartProfiler.class)
                .jvmArgs(jvmArgs.toArray(String[]::new))
                .timeout(TimeValue.minutes(5))
                .shouldFailOnError(false)
                .resultFormat(ResultFormatType.JSON)
                .result(resultFile.toString());
    }

    /** Per method, every fork of the case measured so far, in the files of its folder ({@link RunFolder#coldStartForks}). */
    static Map<String, List<ColdStartFile.Fork>> forks(RunFolder folder, Case.ColdStart c) {
        Map<String, List<ColdStartFile.Fork>> out = new LinkedHashMap<>();
        METHODS.forEach(m -> out.put(m, new ArrayList<>()));
        Path dir = folder.coldStartForks(c.contender(), c.dataset());
        if (!Files.isDirectory(dir)) {
            return out;
        }
        List<Path> files;
        try (Stream<Path> list = Files.list(dir)) {
            files = list.filter(p -> p.getFileName().toString().endsWith(".json")).sorted(Comparator.comparing(Path::toString)).toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + dir, e);
        }
        for (Path f : files) {
            Matcher m = ROUND_FILE.matcher(f.getFileName().toString());
            Integer round = m.matches() ? Integer.valueOf(m.group(1)) : null;
            for (JsonNode result : Json.read(f)) {
                String benchmark = result.path("benchmark").asText();
                String method = benchmark.substring(benchmark.lastIndexOf('.') + 1);
                if (out.containsKey(method)) {
                    out.get(method).addAll(forksOf(f, result, round));
                }
            }
        }
        return out;
    }

    /** How many forks the case has for the method with the fewest: whole when that is all it planned. */
    static int forksMeasured(RunFolder folder, Case.ColdStart c) {
        try {
            return forks(folder, c).values().stream().mapToInt(List::size).min().orElse(0);
        } catch (RuntimeException e) {
            return 0; // a file that cannot be read is no result: the case runs again
        }
    }

    private static List<ColdStartFile.Fork> forksOf(Path file, JsonNode result, Integer round) {
        JsonNode times = result.path("primaryMetric").path("rawData");
        JsonNode classes = result.path("secondaryMetrics").path(ColdStartProfiler.CLASSES).path("rawData");
        JsonNode bytes = result.path("secondaryMetrics").path(ColdStartProfiler.ALLOCATED).path("rawData");
        if (!"ns/op".equals(result.path("primaryMetric").path("scoreUnit").asText()) || times.size() != classes.size()
                || times.size() != bytes.size()) {
            throw new IllegalStateException(file + ": " + result.path("benchmark").asText() + " lacks per-fork times in ns/op, "
                    + ColdStartProfiler.CLASSES + " or " + ColdStartProfiler.ALLOCATED + " for some fork");
        }
        List<ColdStartFile.Fork> out = new ArrayList<>();
        for (int i = 0; i < times.size(); i++) {
            out.add(new ColdStartFile.Fork(round, times.get(i).get(0).asDouble(), bytes.get(i).get(0).asLong(),
                    classes.get(i).get(0).asLong()));
        }
        return out;
    }

    /** Writes {@code coldstart.json} when the plan has cold-start cases; a failure is reported on {@code err}, and the run kept. */
    static void write(RunFolder folder, Plan plan, PrintStream err) {
        List<Case.ColdStart> cases = plan.cases().stream().filter(c -> c instanceof Case.ColdStart).map(c -> (Case.ColdStart) c).toList();
        if (cases.isEmpty()) {
            return;
        }
        try {
            Json.write(folder.coldStart(), of(folder, cases));
        } catch (RuntimeException e) {
            err.println("coldstart.json not written: " + e.getMessage());
        }
    }

    static ColdStartFile of(RunFolder folder, List<Case.ColdStart> cases) {
        List<ColdStartFile.Row> rows = new ArrayList<>();
        for (Case.ColdStart c : cases.stream().sorted(Comparator.comparing(Case::key)).toList()) {
            Map<String, List<ColdStartFile.Fork>> forks;
            try {
                forks = forks(folder, c);
            } catch (RuntimeException e) {
                rows.add(new ColdStartFile.Row(c.contender(), c.dataset(), c.forks(), null, null, e.getMessage()));
                continue;
            }
            List<String> missing = METHODS.stream().filter(m -> forks.get(m).isEmpty()).toList();
            rows.add(new ColdStartFile.Row(c.contender(), c.dataset(), c.forks(), method(forks.get("firstMessage")),
                    method(forks.get("firstThousand")), missing.isEmpty() ? null
                    : "no fork of " + String.join(" or ", missing) + " gave a result; see the run's failures and logs/" + c.contender() + ".log"));
        }
        return new ColdStartFile(ColdStartFile.FORMAT_VERSION, MEASURED, rows);
    }

    /** One method's figures over its forks; null when it has none. */
    static ColdStartFile.Method method(List<ColdStartFile.Fork> forks) {
        if (forks.isEmpty()) {
            return null;
        }
        double[] nanos = forks.stream().mapToDouble(ColdStartFile.Fork::nanos).sorted().toArray();
        int n = nanos.length;
        int k = depth(n);
        return new ColdStartFile.Method(n, median(nanos), nanos[k - 1], nanos[n - k], coverage(n, k),
                median(forks.stream().mapToDouble(ColdStartFile.Fork::allocatedBytes).sorted().toArray()),
                median(forks.stream().mapToDouble(ColdStartFile.Fork::classesLoaded).sorted().toArray()), forks);
    }

    static double median(double[] sorted) {
        int n = sorted.length;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }

    /** The largest {@code k} whose pair {@code (x(k), x(n+1-k))} covers the median with at least 95 %; 1 when none does. */
    static int depth(int n) {
        int k = 1;
        while (k + 1 <= (n + 1) / 2 && coverage(n, k + 1) >= 0.95 - 1e-12) {
            k++;
        }
        return k;
    }

    /** {@code 1 - 2 P(X <= k - 1)} for X ~ Binomial(n, 1/2): the chance that {@code (x(k), x(n+1-k))} holds the median. */
    static double coverage(int n, int k) {
        double tail = 0;
        double term = Math.pow(0.5, n); // C(n, 0) / 2^n
        for (int i = 0; i < k; i++) {
            if (i > 0) {
                term = term * (n - i + 1) / i;
            }
            tail += term;
        }
        return Math.max(0, 1 - 2 * tail);
    }
}
