package io.wirebench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.wirebench.bench.host.CpuSet;
import io.wirebench.bench.openloop.HistogramFiles;
import io.wirebench.bench.openloop.OpenLoopSaturation;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The runner end to end, with real child JVMs and JMH, on the test contenders ({@link TestContenders}):
 * tiny iterations, so the whole class takes seconds. Checks failure isolation (a contender that
 * throws, one whose JMH fork dies, one whose own JVM dies), per-contender JVM flags, the manifest,
 * and resuming.
 */
class RunCommandTest {
    static final Path REPOSITORY = Path.of("../..").toAbsolutePath().normalize();
    /** 200 ms a case: test-throws and test-crash must reach {@link TestContenders#UNDER_LOAD} calls even on a loaded machine. */
    private static final Map<String, String> TINY = Map.of("forks", "1", "openloop-forks", "0", "warmup", "0", "iterations", "1",
            "time", "200ms", "rates", "2000", "openloop-time", "100ms", "openloop-warmup", "0ms");

    static Path results;
    static Path runDir;
    static String output;

    static RunRequest request(Set<String> contenders, Map<String, String> overrides, Set<Operation> ops) {
        return new RunRequest("quick", overrides, new Selection(contenders, Set.of("order"), Set.of(), Set.of(), ops), null,
                Shard.WHOLE, CpuSet.NONE, null, null);
    }

    static String run(java.util.function.Function<RunCommand, Path> what) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        what.apply(new RunCommand(out, REPOSITORY));
        return bytes.toString(StandardCharsets.UTF_8);
    }

    /** A test run's folder and what the runner printed. */
    record Ran(Path dir, String output) {
    }

    /**
     * Runs {@code selection} as {@code profile} with {@code overrides} into a new temporary results folder (named from
     * {@code prefix}), the JMH lock ignored as in every test run: the set-up of each end-to-end run test.
     */
    static Ran runInTempFolder(String prefix, String profile, Map<String, String> overrides, Selection selection) throws IOException {
        System.setProperty(ContenderJvm.IGNORE_JMH_LOCK, "true");
        Path results = Files.createTempDirectory(prefix);
        RunRequest request = new RunRequest(profile, overrides, selection, null, Shard.WHOLE, CpuSet.NONE, null, null);
        Path[] dir = new Path[1];
        String output = run(c -> dir[0] = c.run(request, results));
        return new Ran(dir[0], output);
    }

    /** Runs once per test JVM; {@link ResultSchemaTest} validates the same run. */
    @BeforeAll
    static synchronized void runTheTestContenders() {
        if (runDir != null) {
            return;
        }
        System.setProperty(ContenderJvm.IGNORE_JMH_LOCK, "true");
        try {
            results = Files.createTempDirectory("wirebench-run-test");
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        output = run(c -> runDir = c.run(request(Set.of("test-good", "test-throws", "test-crash"), TINY, Set.of()), results));
    }

    /** Each case's outcome as the runner printed it ({@code [i/n] case outcome ...}), by case. */
    static Map<String, String> outcomes(String output) {
        Map<String, String> m = new HashMap<>();
        for (String line : output.lines().filter(l -> l.startsWith("[")).toList()) {
            String[] f = line.substring(line.indexOf(']') + 1).trim().split("\\s+");
            m.put(f[0], f[1]);
        }
        return m;
    }

    @Test
    void oneFailingCaseIsRecordedAndTheOthersAreMeasured() {
        Map<String, String> o = outcomes(output);
        assertEquals(12, o.size(), output);
        for (String op : new String[] {"openLoop@2000", "encode", "decode", "roundTrip"}) {
            assertEquals("ok", o.get("test-good/order/" + op), output);
        }
        assertEquals("ok", o.get("test-throws/order/encode"), output);
        assertEquals("failed", o.get("test-throws/order/decode"), output);
        assertEquals("failed", o.get("test-throws/order/roundTrip"), output);
        assertEquals("failed", o.get("test-throws/order/openLoop@2000"), output);
        // its JMH fork died: that case only
        assertEquals("failed", o.get("test-crash/order/encode"), output);
        assertEquals("ok", o.get("test-crash/order/decode"), output);
        assertTrue(Files.exists(runDir.resolve("jmh/test-throws/order/encode.json")));
        assertFalse(Files.exists(runDir.resolve("jmh/test-throws/order/decode.json")));
    }

    @Test
    void aContenderWhoseJvmDiesLosesOnlyTheCaseInFlight() {
        assertEquals("crashed", outcomes(output).get("test-crash/order/openLoop@2000"), output);
        assertTrue(output.contains("test-crash: JVM exited with code 3 during test-crash/order/openLoop@2000"), output);
        JsonNode failures = Json.read(runDir.resolve("manifest.json")).path("failures");
        JsonNode crash = find(failures, "case", "test-crash/order/openLoop@2000");
        assertEquals("jvm", crash.path("stage").asText());
        assertTrue(crash.path("error").asText().contains("died during this case (exit code 3)"));
        // the new JVM went on with the cases after it
        assertTrue(Files.exists(runDir.resolve("jmh/test-crash/order/decode.json")));
    }

    @Test
    void eachContendersJvmFlagsReachItsOwnJvmsOnly() {
        JsonNode good = Json.read(runDir.resolve("parts/test-good.json")).path("jvm").path("inputArguments");
        JsonNode throwing = Json.read(runDir.resolve("parts/test-throws.json")).path("jvm").path("inputArguments");
        assertTrue(good.toString().contains("-Dwirebench.test.flag=good"), good.toString());
        assertFalse(throwing.toString().contains("wirebench.test.flag"), throwing.toString());
        // the JMH fork of test-good got the flag too (its codec refuses to run without it, and it ran)
        JsonNode fork = Json.read(runDir.resolve("jmh/test-good/order/encode.json")).get(0);
        assertTrue(fork.path("jvmArgs").toString().contains("-Dwirebench.test.flag=good"), fork.path("jvmArgs").toString());
        assertFalse(Json.read(runDir.resolve("jmh/test-crash/order/decode.json")).get(0).path("jvmArgs").toString().contains("flag"));
        // and the manifest lists each contender with its own flags (Contender.jvmArgs)
        JsonNode contenders = Json.read(runDir.resolve("manifest.json")).path("contenders");
        assertEquals("[\"-Dwirebench.test.flag=good\"]", find(contenders, "id", "test-good").path("jvmArgs").toString());
        assertEquals("[]", find(contenders, "id", "test-throws").path("jvmArgs").toString());
    }

    @Test
    void theManifestRecordsProvenancePlanIsolationAndEveryFailure() {
        JsonNode m = Json.read(runDir.resolve("manifest.json"));
        assertEquals(RunCommand.FORMAT_VERSION, m.path("formatVersion").asInt());
        assertEquals("complete", m.path("status").asText());
        assertEquals(12, m.path("cases").path("planned").asInt());
        assertEquals(6, m.path("cases").path("measured").asInt());
        assertEquals("quick", m.path("profile").path("name").asText());
        assertEquals(1, m.path("profile").path("tiers").path("latency").path("forks").asInt());
        assertEquals("200ms", m.path("profile").path("overrides").path("time").asText());
        assertEquals(System.getProperty("java.vendor"), m.path("jdk").path("vendor").asText());
        assertEquals(System.getProperty("java.vm.version"), m.path("jvm").path("vmVersion").asText());
        assertTrue(m.path("source").path("commit").asText().matches("[0-9a-f]{40}|unknown"));
        assertEquals("none", m.path("isolation").path("requestedCpus").asText());
        assertTrue(m.path("isolation").path("warnings").get(0).asText().startsWith("not pinned"));
        assertFalse(m.path("machine").path("cpuModel").asText().isEmpty());
        assertEquals(Set.of("test-crash", "test-good", "test-throws"), ids(m.path("contenders"), "id"));
        JsonNode broken = find(m.path("failures"), "contender", BrokenProvider.class.getName());
        assertEquals("discovery", broken.path("stage").asText());
        assertTrue(find(m.path("failures"), "case", "test-throws/order/decode").path("error").asText().contains("no result"));
        assertTrue(find(m.path("failures"), "case", "test-throws/order/openLoop@2000").path("error").asText()
                .contains("decode fails under load"));
        JsonNode openLoop = find(m.path("openLoop"), "contender", "test-good");
        assertEquals(200, openLoop.path("sent").asInt());
        JsonNode sizes = Json.read(runDir.resolve("sizes.json"));
        assertEquals(RunCommand.FORMAT_VERSION, sizes.path("formatVersion").asInt());
        // order and orders for each of the three, and rion.long1 for test-good, which no case measures
        assertEquals(7, sizes.path("sizes").size(), sizes.toString());
    }

    /**
     * The measuring JVM must not be trained on data sets it does not measure: conformance and sizes
     * of every other data set happen in a separate proving JVM. test-good supports rion.long1, which
     * no case measures; its codec for it must be made in the proving JVM only. (The old runner
     * proved every data set in the JVM that then measured: this test fails on it.)
     */
    @Test
    void theMeasuringJvmMakesCodecsOnlyForTheMeasuredDataSet() throws IOException {
        java.util.List<String> made = Files.readAllLines(runDir.resolve("logs/test-good.log")).stream()
                .filter(l -> l.startsWith(TestContenders.CODEC_MADE + " ")).distinct().toList();
        assertTrue(made.stream().anyMatch(l -> l.equals("@@codec rion.long1 io.wirebench.bench.Main contender-prove")), made.toString());
        assertTrue(made.stream().anyMatch(l -> l.equals("@@codec order io.wirebench.bench.Main contender-run")),
                "the in-process open-loop case made its codec in the measuring JVM: " + made);
        assertTrue(made.stream().noneMatch(l -> l.contains("rion.long1") && !l.endsWith("contender-prove")), made.toString());
        JsonNode sized = find(Json.read(runDir.resolve("sizes.json")).path("sizes"), "dataset", "rion.long1");
        assertEquals("test-good", sized.path("contender").asText());
        assertEquals(8, sized.path("payloadBytes").asInt());
        assertEquals(9, sized.path("framedBytes").asInt(), "no frame: the payload and a one-byte varint length");
    }

    @Test
    void theOpenLoopResultStoresRateHistogramsAndPolicy() {
        JsonNode r = Json.read(new RunFolder(runDir).openLoopFile("test-good", "order", 2000));
        assertEquals(2000, r.path("ratePerSecond").asInt());
        assertEquals(200, r.path("intended").asLong());
        assertEquals(200, r.path("responseTime").path("count").asLong());
        assertEquals(200, HistogramFiles.decode(r.path("responseTime").path("histogram").asText()).getTotalCount());
        assertEquals(200, HistogramFiles.decode(r.path("serviceTime").path("histogram").asText()).getTotalCount());
        assertTrue(r.path("policy").asText().contains("intended start"));
        assertEquals(1, r.path("runs").size());
        // the capacity probe ran first and found 2,000 msg/s sustainable (test-good takes microseconds)
        JsonNode capacity = r.path("runs").get(0).path("capacity");
        assertTrue(capacity.path("roundTrips").asLong() > 0, capacity.toString());
        assertEquals(capacity.path("sustainableRatePerSecond").asLong(), r.path("sustainableRatePerSecond").asLong());
        assertTrue(r.path("sustainableRatePerSecond").asLong() >= 2000, r.toString());
        assertEquals(8, r.path("runs").get(0).path("backlogNanos").size());
        // Whether this 100 ms run saturated is the host's doing (a stall on a loaded machine makes the queue run away), so
        // the test checks that the verdict is the rules' verdict on what was recorded, not that it came out false.
        java.util.List<Long> backlog = new java.util.ArrayList<>();
        r.path("runs").get(0).path("backlogNanos").forEach(v -> backlog.add(v.asLong()));
        OpenLoopSaturation.Verdict runaway = OpenLoopSaturation.runaway(2000,
                HistogramFiles.decode(r.path("responseTime").path("histogram").asText()),
                HistogramFiles.decode(r.path("serviceTime").path("histogram").asText()));
        boolean abandoned = OpenLoopSaturation.SCHEDULE_ABANDONED.equals(r.path("saturationRule").asText()); // the driver's own verdict
        boolean expected = abandoned || runaway.saturated() || OpenLoopSaturation.backlog(2000, backlog).saturated();
        assertEquals(expected, r.path("saturated").asBoolean(), r.toString());
        assertEquals(expected, r.has("saturationRule"), r.toString());
        // the host's hiccup meter recorded during the 100 ms measured window, and its histogram decodes to its count
        long wakeUps = r.path("hostHiccups").path("count").asLong();
        assertTrue(wakeUps > 0 && wakeUps <= 1000, "wake-ups " + wakeUps);
        assertEquals(wakeUps, HistogramFiles.decode(r.path("hostHiccups").path("histogram").asText()).getTotalCount());
    }

    @Test
    void resumeSkipsCasesWithResultsAndRunsTheRest(@TempDir Path root) throws IOException {
        RunRequest request = request(Set.of("test-good"), Map.of("forks", "1", "warmup", "0", "iterations", "1", "time", "20ms",
                "rates", "none"), Set.of(Operation.ENCODE, Operation.DECODE));
        Path[] dir = new Path[1];
        run(c -> dir[0] = c.run(request, root));
        Path encode = dir[0].resolve("jmh/test-good/order/encode.json");
        Path decode = dir[0].resolve("jmh/test-good/order/decode.json");
        long decodeWritten = Files.getLastModifiedTime(decode).toMillis();
        // as if the run had been killed while measuring encode
        Files.delete(encode);
        Files.delete(dir[0].resolve("manifest.json"));

        String resumed = run(c -> c.resume(dir[0], false));
        assertTrue(resumed.contains("1 case(s) have results already and are skipped; 1 left"), resumed);
        assertTrue(Files.exists(encode));
        assertEquals(decodeWritten, Files.getLastModifiedTime(decode).toMillis(), "decode was measured again");
        JsonNode m = Json.read(dir[0].resolve("manifest.json"));
        assertEquals(1, m.path("resumedAt").size());
        assertEquals(2, m.path("cases").path("measured").asInt());
        assertEquals("complete", m.path("status").asText());

        // a resume on another JDK would mix two JVMs' numbers in one run
        Files.delete(dir[0].resolve("manifest.json")); // interrupted again: a finished run is never resumed
        ObjectNode inv = (ObjectNode) Json.read(dir[0].resolve("invocation.json"));
        ((ObjectNode) inv.path("jvm")).put("vendor", "Elsewhere Inc.");
        Json.write(dir[0].resolve("invocation.json"), inv);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> run(c -> c.resume(dir[0], false)));
        assertTrue(e.getMessage().contains("JDK vendor was Elsewhere Inc."), e.getMessage());
    }

    static JsonNode find(JsonNode array, String field, String value) {
        for (JsonNode n : array) {
            if (n.path(field).asText().equals(value)) {
                return n;
            }
        }
        throw new AssertionError("no entry with " + field + "=" + value + " in " + array);
    }

    private static Set<String> ids(JsonNode array, String field) {
        return java.util.stream.StreamSupport.stream(array.spliterator(), false).map(n -> n.path(field).asText()).collect(Collectors.toSet());
    }
}
