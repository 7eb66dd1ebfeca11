package io.wirebench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The harness's cost over direct use: a ratio of the pair's forks within each round, the x-floor estimator. */
class ParityTest {
    private static final String CHRONICLE = "io.wirebench.adapters.chronicle.ChronicleDirectUse";
    private static final String WIRE = "io.wirebench.adapters.wire.WireRawDirectUse";

    @TempDir
    Path results;

    private JsonNode parity(SyntheticRun run, String contender) {
        Run read = RunReader.read(run.write(results));
        for (JsonNode c : ContenderPages.export(read).path("contenders")) {
            if (c.path("id").asText().equals(contender)) {
                return c.path("parity");
            }
        }
        throw new AssertionError("no contender page for " + contender);
    }

    @Test
    void theRatioPairsTheHarnessForkWithTheDirectForkOfTheSameRound() {
        // the host swings 2x between rounds; through the harness the round trip costs 1.30x its direct use in every round
        SyntheticRun run = new SyntheticRun("2026p").drift(1.0, 1.9, 1.2, 0.8, 1.5)
                .rounds("chronicle-raw", "roundTrip", 130, 0.004, 0, 1)
                .rounds("chronicle-raw", CHRONICLE, "directRoundTrip", 100, 0.004, 0, 2)
                .rounds("wire-raw", "roundTrip", 41, 0.004, 0, 3)
                .rounds("wire-raw", WIRE, "directRoundTrip", 40, 0.004, 0, 4)
                .sized("chronicle-raw", "wire-raw");
        JsonNode p = parity(run, "chronicle-raw");
        assertEquals(1, p.path("rows").size(), p.toString());
        JsonNode row = p.path("rows").get(0);
        assertEquals("order", row.path("dataset").asText());
        assertEquals(CHRONICLE, row.path("benchmark").asText());
        assertEquals("rounds", row.path("basis").asText());
        assertEquals(5, row.path("rounds").asInt());
        assertEquals(0.9375, row.path("coverage").asDouble(), 1e-4, "5 rounds: the outermost pair, 93.75 %");
        assertEquals(1.30, row.path("ratio").asDouble(), 0.02, "the drift divides out: " + row);
        assertTrue(row.path("ratioLow").asDouble() <= row.path("ratio").asDouble() && row.path("ratio").asDouble() <= row.path("ratioHigh").asDouble());
        assertTrue(row.path("ratioHigh").asDouble() - row.path("ratioLow").asDouble() < 0.05, "pairing by round removes the drift: " + row);
        assertTrue(row.path("aboveTarget").asBoolean(), "1.30 is above the 1.10 target");
        JsonNode ref = row.path("reference");
        assertEquals("wire-raw", ref.path("contender").asText());
        assertEquals(1.025, ref.path("ratio").asDouble(), 0.02, ref.toString());
        JsonNode own = parity(run, "wire-raw").path("rows").get(0);
        assertFalse(own.path("aboveTarget").asBoolean(), own.toString());
        assertFalse(own.has("reference"), "the reference is not compared with itself");
    }

    @Test
    void withoutRoundsItIsTheRatioOfTheMediansWithoutAnInterval() {
        // both cases as JMH writes them without a forks file (a run measured case after case)
        SyntheticRun run = new SyntheticRun("2026q")
                .jmhCase("chronicle-binary", "roundTrip", "avgt", "ns/op", 3, 5, 105, 0.0, 0.0, 0, 0, 1)
                .jmhCase("chronicle-binary", "directRoundTrip", "avgt", "ns/op", 3, 5, 100, 0.0, 0.0, 0, 0, 2)
                .sized("chronicle-binary");
        JsonNode row = parity(run, "chronicle-binary").path("rows").get(0);
        assertEquals("medians", row.path("basis").asText());
        assertFalse(row.has("ratioLow"));
        assertEquals(1.05, row.path("ratio").asDouble(), 1e-9, row.toString());
    }

    @Test
    void aContenderWithoutADirectUseBenchmarkHasNoRows() {
        SyntheticRun run = new SyntheticRun("2026n").drift(1, 1, 1).rounds("jackson-databind", "roundTrip", 500, 0.01, 0, 1).sized("jackson-databind");
        JsonNode p = parity(run, "jackson-databind");
        assertEquals(0, p.path("rows").size());
        assertTrue(p.path("rule").asText().contains("same round"));
    }
}
