package io.wirebench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.wirebench.bench.host.CpuSet;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A publish-profile run measured in rounds, end to end with real JVMs and JMH on the test contender:
 * one fork per case per round, the order recorded with its seed, the forks merged into JMH's format
 * with their steady iterations, and a forks file beside each result.
 */
class RoundsRunTest {
    private static final Map<String, String> TINY = Map.of("forks", "3", "warmup", "0", "iterations", "6", "time", "20ms",
            "rates", "none", "seed", "7");
    static Path runDir;
    static String output;

    @BeforeAll
    static void run() throws Exception {
        RunCommandTest.Ran ran = RunCommandTest.runInTempFolder("wirebench-rounds-test", "publish", TINY, new Selection(Set.of("test-good"),
                Set.of("order"), Set.of(), Set.of(), Set.of(Operation.ENCODE, Operation.ROUND_TRIP)));
        runDir = ran.dir();
        output = ran.output();
    }

    @Test
    void everyCaseGetsOneForkPerRound() {
        for (int r = 1; r <= 3; r++) {
            assertTrue(output.contains("round " + r + " of 3: 2 fork(s) over 1 contender(s)"), output);
            assertTrue(output.contains("test-good/order/encode#" + r), output);
            assertTrue(output.contains("test-good/order/roundTrip#" + r), output);
        }
        JsonNode log = Json.read(runDir.resolve("rounds.json"));
        assertEquals(7, log.path("seed").asLong());
        assertEquals(3, log.path("order").size());
    }

    @Test
    void theForksAreMergedIntoJmhsFormatWithTheirSteadyIterations() {
        JsonNode merged = Json.read(runDir.resolve("jmh/test-good/order/roundTrip.json")).get(0);
        JsonNode forks = Json.read(runDir.resolve("jmh/test-good/order/roundTrip.forks.json"));
        assertEquals(3, forks.path("forks").size());
        int settled = 0;
        for (JsonNode fork : forks.path("forks")) {
            settled += fork.path("settled").asBoolean() ? 1 : 0;
        }
        assertEquals(3 - settled, forks.path("unsettledForks").asInt());
        // settled forks make the result; only a case with none keeps its unsettled forks
        assertEquals(settled > 0 ? settled : 3, merged.path("forks").asInt());
        JsonNode raw = merged.path("primaryMetric").path("rawData");
        double sum = 0;
        int n = 0;
        int kept = 0;
        for (int i = 0; i < 3; i++) {
            JsonNode fork = forks.path("forks").get(i);
            assertEquals(i + 1, fork.path("round").asInt());
            // 6 measured, and before them what the fork watched of its warm-up because an earlier fork settled late (Rounds)
            int its = fork.path("iterations").size();
            assertTrue(its >= 6 && its <= 6 + Rounds.capMillis(new JmhSettings(3, 0, 20, 6, 20, List.of("avgt"))) / 20, fork.toString());
            assertEquals(fork.path("steadyFrom").asInt(0) * 20L, fork.path("warmupMillis").asLong(), "no blind warm-up here: all watched");
            if (settled > 0 && !fork.path("settled").asBoolean()) {
                continue;
            }
            int from = fork.path("settled").asBoolean() ? fork.path("steadyFrom").asInt() : 0;
            JsonNode mine = raw.get(kept++);
            assertEquals(its - from, mine.size(), "fork " + i + " keeps its steady iterations only");
            assertEquals(fork.path("iterations").get(its - 1).asDouble(), mine.get(mine.size() - 1).asDouble(), 0.0);
            for (JsonNode v : mine) {
                sum += v.asDouble();
                n++;
            }
            assertTrue(fork.has("startedAt") && fork.path("position").asInt() >= 1 && fork.path("roundSize").asInt() == 2, fork.toString());
            assertTrue(fork.has("allocBytesPerOp"), fork.toString());
            assertTrue(fork.path("host").has("gcMillis"), "the host block of every fork: " + fork);
            assertTrue(fork.path("host").has("hiccupMaxMillis"), "the stall meter ran beside the benchmark: " + fork);
        }
        assertEquals(sum / n, merged.path("primaryMetric").path("score").asDouble(), 1e-9);
        JsonNode alloc = merged.path("secondaryMetrics").path("gc.alloc.rate.norm").path("rawData");
        for (int i = 0; i < kept; i++) {
            assertEquals(raw.get(i).size(), alloc.get(i).size(), "secondary metrics are cut like the primary one");
        }
    }

    @Test
    void theOrderIsDrawnFromTheSeedAndDiffersBetweenRounds() {
        List<String> a = new ArrayList<>(List.of("a", "b", "c", "d", "e", "f", "g", "h"));
        List<String> b = new ArrayList<>(a);
        java.util.Collections.shuffle(a, new Random(7 * 31 + 1));
        java.util.Collections.shuffle(b, new Random(7 * 31 + 2));
        assertNotEquals(a, b);
        assertEquals(Rounds.seed(new RunRequest("publish", Map.of("seed", "12"), Selection.ALL, null, Shard.WHOLE, CpuSet.NONE, null, null),
                "x"), 12L);
        RunRequest none = new RunRequest("publish", Map.of(), Selection.ALL, null, Shard.WHOLE, CpuSet.NONE, null, null);
        assertEquals(Rounds.seed(none, "run-1"), Rounds.seed(none, "run-1"), "a resumed run draws the same order");
        assertNotEquals(Rounds.seed(none, "run-1"), Rounds.seed(none, "run-2"));
    }

    @Test
    void theForksFilesFollowTheirSchemaAndTheReportReadsThem() throws Exception {
        for (String op : new String[] {"encode", "roundTrip"}) {
            Path forks = runDir.resolve("jmh/test-good/order/" + op + ".forks.json");
            ResultSchemaTest.assertValid(ResultSchemaTest.schema("forks.schema.json"), forks);
            io.wirebench.results.ForksFile read = io.wirebench.results.ResultFiles.readForks(forks);
            assertEquals(3, read.forks().size());
            assertEquals(7L, read.seed());
        }
    }

    @Test
    void theManifestCountsTheMergedCases() {
        JsonNode cases = Json.read(runDir.resolve("manifest.json")).path("cases");
        assertEquals(2, cases.path("planned").asInt(), cases.toString());
        assertEquals(2, cases.path("measured").asInt(), cases.toString());
    }
}
