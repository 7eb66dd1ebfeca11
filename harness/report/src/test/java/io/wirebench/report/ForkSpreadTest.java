package io.wirebench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ForkSpreadTest {
    @TempDir
    Path results;

    private JsonNode spreadOf(SyntheticRun run, String contender) {
        JsonNode out = ContenderPages.export(RunReader.read(run.write(results)));
        for (JsonNode c : out.path("contenders")) {
            if (c.path("id").asText().equals(contender)) {
                return c.path("numbers").get(0).path("forkSpread");
            }
        }
        throw new AssertionError("no contender " + contender);
    }

    @Test
    void forksThatAgreeAreListedInRoundOrderWithoutAWarning() {
        JsonNode s = spreadOf(new SyntheticRun("2026f").drift(1, 1.1, 1.2, 1.05, 1.15).rounds("a", "roundTrip", 100, 0.0, 0, 1), "a");
        assertEquals(5, s.path("forks").size());
        for (int i = 0; i < 5; i++) {
            assertEquals(i + 1, s.path("forks").get(i).path("round").asInt());
        }
        // 1.2 / 1.0 with iteration noise of 0.2 %
        assertEquals(1.2, s.path("maxOverMin").asDouble(), 0.01);
        assertEquals(100 * 1.1, s.path("forks").get(1).path("ns").asDouble(), 1.0);
        assertFalse(s.path("disagree").asBoolean());
    }

    @Test
    void oneForkTwiceAsSlowAsAnotherRaisesTheWarning() {
        JsonNode s = spreadOf(new SyntheticRun("2026g").drift(1, 1, 2, 1, 1).rounds("a", "roundTrip", 100, 0.0, 0, 2), "a");
        assertEquals(2.0, s.path("maxOverMin").asDouble(), 0.02);
        assertTrue(s.path("maxOverMinText").asText().matches("(1\\.99|2\\.0[01])"), s.path("maxOverMinText").asText());
        assertTrue(s.path("disagree").asBoolean());
    }

    @Test
    void anUnsettledForkIsShownButNotCountedTowardsTheWarning() {
        // the first fork never settled and ran three times as long; the counted four agree
        JsonNode s = spreadOf(new SyntheticRun("2026h").drift(3, 1, 1, 1, 1).rounds("a", "roundTrip", 100, 0.0, 1, 3), "a");
        assertEquals(5, s.path("forks").size());
        assertTrue(s.path("forks").get(0).path("unsettled").asBoolean());
        assertEquals(300, s.path("forks").get(0).path("ns").asDouble(), 3.0);
        assertEquals(4, s.path("counted").asInt());
        assertFalse(s.path("disagree").asBoolean());
    }

    @Test
    void theRuleIsAStrictRatioAndRefusesNonsense() {
        assertEquals(1.5, ForkSpread.maxOverMin(List.of(2.0, 3.0)), 1e-12);
        assertFalse(ForkSpread.maxOverMin(List.of(2.0, 3.0)) > ForkSpread.MAX_OVER_MIN, "exactly 1.5 is not a disagreement");
        assertEquals(1.0, ForkSpread.maxOverMin(List.of(7.0)), 1e-12);
        assertThrows(IllegalArgumentException.class, () -> ForkSpread.maxOverMin(List.of()));
        assertThrows(IllegalArgumentException.class, () -> ForkSpread.maxOverMin(List.of(0.0, 1.0)));
    }
}
