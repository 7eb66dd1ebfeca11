package io.wirebench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
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
        RunCommandTest.Ran ran = RunCommandTest.runInTempFolder("wirebench-fault-test", "quick", TINY, new Selection(
                Set.of("test-hang", "test-oom", "test-exit", "test-segv", "test-good"), Set.of("order"), Set.of(), Set.of(), Set.of(Operation.ROUND_TRIP)));
        runDir = ran.dir();
        output = ran.output();
        failures = Json.read(runDir.resolve("manifest.json")).path("failures");
    }

    /**
     * The failure the manifest records for the contender's open-loop case, once the runner printed {@code outcome} for it,
     * its error saying {@code error}.
     */
    private static JsonNode failed(String contender, String outcome, String error) {
        String openLoop = contender + "/order/openLoop@2000";
        assertEquals(outcome, RunCommandTest.outcomes(output).get(openLoop), output);
        JsonNode f = RunCommandTest.find(failures, "case", openLoop);
        assertTrue(f.path("error").asText().contains(error), f.path("error").asText());
        return f;
    }

    private static void theNextCaseWasMeasured(String contender) {
        assertEquals("ok", RunCommandTest.outcomes(output).get(contender + "/order/roundTrip"), output);
        assertTrue(Files.exists(runDir.resolve("jmh/" + contender + "/order/roundTrip.json")));
    }

    @Test
    void aHangingContenderIsStoppedAtTheCaseTimeoutAndRecorded() {
        JsonNode f = failed("test-hang", "timeout", "did not finish within " + CASE_TIMEOUT_SECONDS + " s (the per-case timeout");
        assertEquals("timeout", f.path("stage").asText());
        theNextCaseWasMeasured("test-hang");
    }

    @Test
    void aContenderThatRunsOutOfMemoryFailsThatCaseWithTheError() {
        failed("test-oom", "failed", "OutOfMemoryError");
        theNextCaseWasMeasured("test-oom");
    }

    @Test
    void aContenderThatCallsSystemExitFailsThatCaseWithItsExitCode() {
        JsonNode f = failed("test-exit", "crashed", "died during this case (exit code 7)");
        assertEquals("jvm", f.path("stage").asText());
        theNextCaseWasMeasured("test-exit");
    }

    @Test
    void aContenderThatCrashesItsJvmFailsThatCase() {
        failed("test-segv", "crashed", "died during this case (exit code 134)");
        theNextCaseWasMeasured("test-segv");
    }

    @Test
    void theRestOfTheRunIsMeasuredAndComplete() {
        assertEquals("ok", RunCommandTest.outcomes(output).get("test-good/order/openLoop@2000"), output);
        theNextCaseWasMeasured("test-good");
        JsonNode m = Json.read(runDir.resolve("manifest.json"));
        assertEquals("complete", m.path("status").asText());
        assertEquals(10, m.path("cases").path("planned").asInt());
        assertEquals(6, m.path("cases").path("measured").asInt());
    }
}
