package io.wirebench.bench;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.wirebench.bench.host.CpuSet;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Runner defects found by trying it as a careless user would: each test failed before its fix. */
class RunnerDefectsTest {
    private static final Map<String, String> TINY = Map.of("forks", "1", "warmup", "0", "iterations", "1", "time", "20ms", "rates", "none");

    @BeforeAll
    static void ignoreOtherJmhRuns() {
        System.setProperty(ContenderJvm.IGNORE_JMH_LOCK, "true");
    }

    private static RunRequest request(Set<String> contenders, Set<Operation> ops, Path data) {
        return new RunRequest("quick", TINY, new Selection(contenders, data == null ? Set.of("order") : Set.of(), Set.of(), Set.of(), ops), data,
                Shard.WHOLE, CpuSet.NONE, null, null);
    }

    private static long entries(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.count();
        }
    }

    @Test
    void aRefusedRunLeavesNoFolderBehind(@TempDir Path root) throws IOException {
        // used to leave <run>/invocation.json, which then blocked its own RUN_ID
        assertThrows(RuntimeException.class, () -> RunCommandTest.run(c -> c.run(request(Set.of("no-such-contender"), Set.of(), null), root)));
        Path empty = Files.writeString(root.resolve("../empty-" + root.getFileName() + ".yaml").normalize(), "");
        IllegalArgumentException bad = assertThrows(IllegalArgumentException.class,
                () -> RunCommandTest.run(c -> c.run(request(Set.of("test-good"), Set.of(), empty), root)));
        assertTrue(bad.getMessage().contains("is empty"), bad.getMessage());
        assertEquals(0, entries(root), "a refused run left a folder");
    }

    @Test
    void aRunWithNothingToMeasureIsRefusedWithTheReasons(@TempDir Path root) throws IOException {
        Path tree = Files.writeString(root.resolve("../tree-" + root.getFileName() + ".json").normalize(), "{\"a\": 1}");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> RunCommandTest.run(c -> c.run(request(Set.of("test-good"), Set.of(), tree), root)));
        assertTrue(e.getMessage().contains("nothing to measure") && e.getMessage().contains("test-good")
                && e.getMessage().contains("test contenders only do order"), e.getMessage());
        assertEquals(0, entries(root));
    }

    @Test
    void aRunWhoseEveryCaseFailedEndsInAnErrorNotSuccess(@TempDir Path root) {
        // every case failed, yet the run "succeeded" and make bench replaced the site's data with it
        // 200 ms, not TINY's 20 ms: test-throws fails after TestContenders.UNDER_LOAD decodes, which a
        // 20 ms iteration on a loaded machine did not always reach (the case then "passed").
        Map<String, String> longEnough = new HashMap<>(TINY);
        longEnough.put("time", "200ms");
        RunRequest decodes = new RunRequest("quick", longEnough, new Selection(Set.of("test-throws"), Set.of("order"), Set.of(), Set.of(),
                Set.of(Operation.DECODE)), null, Shard.WHOLE, CpuSet.NONE, null, null);
        RunCommand.NothingMeasuredException e = assertThrows(RunCommand.NothingMeasuredException.class,
                () -> RunCommandTest.run(c -> c.run(decodes, root)));
        assertTrue(e.getMessage().contains("no case was measured (1 planned"), e.getMessage());
    }

    @Test
    void aFinishedRunIsNeverResumedOrRewritten(@TempDir Path root) throws IOException {
        Path[] dir = new Path[1];
        RunCommandTest.run(c -> dir[0] = c.run(request(Set.of("test-good"), Set.of(Operation.ENCODE), null), root));
        byte[] manifest = Files.readAllBytes(dir[0].resolve("manifest.json"));
        byte[] invocation = Files.readAllBytes(dir[0].resolve("invocation.json"));
        for (boolean allowMixed : new boolean[] {false, true}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RunCommandTest.run(c -> c.resume(dir[0], allowMixed)));
            assertTrue(e.getMessage().contains("is finished"), e.getMessage());
        }
        assertArrayEquals(manifest, Files.readAllBytes(dir[0].resolve("manifest.json")));
        assertArrayEquals(invocation, Files.readAllBytes(dir[0].resolve("invocation.json")));
    }

    @Test
    void resumeComparesTheWholeMachineNotOnlyCommitAndJdk(@TempDir Path root) throws IOException {
        Path[] dir = new Path[1];
        RunCommandTest.run(c -> dir[0] = c.run(request(Set.of("test-good"), Set.of(Operation.ENCODE), null), root));
        Files.delete(dir[0].resolve("manifest.json")); // as if interrupted
        ObjectNode inv = (ObjectNode) Json.read(dir[0].resolve("invocation.json"));
        ((ObjectNode) inv.path("machine")).put("cpuModel", "Some Other CPU @ 9 GHz");
        ((ObjectNode) inv.path("machine")).put("memoryBytes", 1234);
        Json.write(dir[0].resolve("invocation.json"), inv);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RunCommandTest.run(c -> c.resume(dir[0], false)));
        assertTrue(e.getMessage().contains("cpuModel was Some Other CPU @ 9 GHz") && e.getMessage().contains("memoryBytes was 1234"),
                e.getMessage());
    }
}
