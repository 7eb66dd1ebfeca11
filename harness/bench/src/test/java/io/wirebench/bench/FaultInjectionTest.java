package io.wirebench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * One run with a contender that hangs, one that runs out of memory, one that calls System.exit
 * and one that crashes its JVM with SIGSEGV ({@link FaultyContenders}), beside a good one: each
 * fault costs its own case only, recorded as failed with the reason, and the run goes on, the
 * same contender's next case included. (A contender that halts its JVM is in {@link RunCommandTest}.)
 */
class FaultInjectionTest {
    static final int CASE_TIMEOUT_SECONDS = 30;
    private static final Map<String, String> TINY = Map.of("forks", "1", "openloop-forks", "0", "warmup", "0", "iterations", "1",
            "time", "50ms", "rates", "2000", "openloop-time", "100ms", "openloop-warmup", "0ms", "case-timeout", CASE_TIMEOUT_SECONDS + "s");

    static Path runDir;
    static String output;
    static JsonNode failures;

    @BeforeAll
    static void runTheFaultyContenders() throws IOException {
        System.setProperty(ContenderJvm.IGNORE_JMH_LOCK, "true");
        Path results = Files.createTempDirectory("wirebench-fault-test");
        RunRequest request = new RunRequest("quick", TINY, new Selection(Set.of("test-hang", "test-oom", "test-exit", "test-segv", "test-good"),
                Set.of("order"), Set.of(), Set.of(), Set.of(Operation.ROUND_TRIP)), null, Shard.WHOLE, CpuSet.NONE, null, null);
        output = RunCommandTest.run(c -> runDir = c.run(request, results));
        failures = Json.read(runDir.resolve("manifest.json")).path("failures");
    }

    private static Map<String, String> outcomes() {
        Map<String, String> m = new HashMap<>();
        for (String line : output.lines().filter(l -> l.startsWith("[")).toList()) {
            String[] f = line.substring(line.indexOf(']') + 1).trim().split("\\s+");
            m.put(f[0], f[1]);
        }
        return m;
    }

    private static void theNextCaseWasMeasured(String contender) {
        assertEquals("ok", outcomes().get(contender + "/order/roundTrip"), output);
        assertTrue(Files.exists(runDir.resolve("jmh/" + contender + "/order/roundTrip.json")));
    }

    @Test
    void aHangingContenderIsStoppedAtTheCaseTimeoutAndRecorded() {
        assertEquals("timeout", outcomes().get("test-hang/order/openLoop@2000"), output);
        JsonNode f = RunCommandTest.find(failures, "case", "test-hang/order/openLoop@2000");
        assertEquals("timeout", f.path("stage").asText());
        assertTrue(f.path("error").asText().contains("did not finish within " + CASE_TIMEOUT_SECONDS + " s (the per-case timeout"),
                f.path("error").asText());
        theNextCaseWasMeasured("test-hang");
    }

    @Test
    void aContenderThatRunsOutOfMemoryFailsThatCaseWithTheError() {
        assertEquals("failed", outcomes().get("test-oom/order/openLoop@2000"), output);
        JsonNode f = RunCommandTest.find(failures, "case", "test-oom/order/openLoop@2000");
        assertTrue(f.path("error").asText().contains("OutOfMemoryError"), f.path("error").asText());
        theNextCaseWasMeasured("test-oom");
    }

    @Test
    void aContenderThatCallsSystemExitFailsThatCaseWithItsExitCode() {
        assertEquals("crashed", outcomes().get("test-exit/order/openLoop@2000"), output);
        JsonNode f = RunCommandTest.find(failures, "case", "test-exit/order/openLoop@2000");
        assertEquals("jvm", f.path("stage").asText());
        assertTrue(f.path("error").asText().contains("died during this case (exit code 7)"), f.path("error").asText());
        theNextCaseWasMeasured("test-exit");
    }

    @Test
    void aContenderThatCrashesItsJvmFailsThatCase() {
        assertEquals("crashed", outcomes().get("test-segv/order/openLoop@2000"), output);
        JsonNode f = RunCommandTest.find(failures, "case", "test-segv/order/openLoop@2000");
        assertTrue(f.path("error").asText().contains("died during this case (exit code 134)"), f.path("error").asText());
        theNextCaseWasMeasured("test-segv");
    }

    @Test
    void theRestOfTheRunIsMeasuredAndComplete() {
        assertEquals("ok", outcomes().get("test-good/order/openLoop@2000"), output);
        theNextCaseWasMeasured("test-good");
        JsonNode m = Json.read(runDir.resolve("manifest.json"));
        assertEquals("complete", m.path("status").asText());
        assertEquals(10, m.path("cases").path("planned").asInt());
        assertEquals(6, m.path("cases").path("measured").asInt());
    }
}
