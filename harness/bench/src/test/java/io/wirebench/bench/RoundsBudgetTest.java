package io.wirebench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The wall-clock budget of a run in rounds: parsed strictly, predicted from later rounds only, never below three rounds. */
class RoundsBudgetTest {
    private static final long MINUTE = 60_000_000_000L;

    @Test
    void parsesMinutesHoursSecondsAndNone() {
        assertEquals(Duration.ofMinutes(80), RoundsBudget.parse("80m"));
        assertEquals(Duration.ofMinutes(90), RoundsBudget.parse("90min"));
        assertEquals(Duration.ofMinutes(75), RoundsBudget.parse(" 75 "));
        assertEquals(Duration.ofHours(1), RoundsBudget.parse("1h"));
        assertEquals(Duration.ofSeconds(5400), RoundsBudget.parse("5400s"));
        assertNull(RoundsBudget.parse("none"));
        assertNull(RoundsBudget.parse(null));
        assertThrows(IllegalArgumentException.class, () -> RoundsBudget.parse("soon"));
        assertThrows(IllegalArgumentException.class, () -> RoundsBudget.parse("0m"));
        assertThrows(IllegalArgumentException.class, () -> RoundsBudget.parse("-5m"));
    }

    @Test
    void aRoundStartsOnlyWhenTheLongestLaterRoundStillFits() {
        RoundsBudget b = RoundsBudget.of(Map.of("budget", "60m"), 0);
        assertTrue(b.allows(1, 0));
        b.roundTook(1, Duration.ofMinutes(25)); // proving and open loop: not a guide to later rounds
        assertTrue(b.allows(2, 25 * MINUTE));
        b.roundTook(2, Duration.ofMinutes(9));
        b.roundTook(3, Duration.ofMinutes(11));
        assertEquals(Duration.ofMinutes(11), b.predictedRound());
        assertTrue(b.allows(4, 45 * MINUTE), "45 + 11 fits in 60");
        b.roundTook(4, Duration.ofMinutes(10));
        assertFalse(b.allows(5, 55 * MINUTE), "55 + 11 does not");
    }

    @Test
    void theFirstThreeRoundsRunWhateverTheBudgetAndNoBudgetRunsThemAll() {
        RoundsBudget tight = RoundsBudget.of(Map.of("budget", "1m"), 0);
        tight.roundTook(2, Duration.ofMinutes(30));
        assertTrue(tight.allows(RoundsBudget.MIN_ROUNDS, 90 * MINUTE));
        assertFalse(tight.allows(RoundsBudget.MIN_ROUNDS + 1, 90 * MINUTE));
        RoundsBudget none = RoundsBudget.of(Map.of(), 0);
        none.roundTook(2, Duration.ofMinutes(30));
        assertTrue(none.allows(10, 1000 * MINUTE));
        assertNull(none.budget());
    }

    @Test
    void aBudgetIsRefusedWhereNothingRunsInRounds() {
        assertThrows(IllegalArgumentException.class, () -> Main.request(Map.of("profile", "quick", "budget", "10m")));
        assertThrows(IllegalArgumentException.class, () -> Main.request(Map.of("profile", "publish", "budget", "later")));
        assertEquals("80m", Main.request(Map.of("profile", "publish", "budget", "80m")).overrides().get("budget"));
        // checking the budget leaves the check of every other override in place, with or without a budget
        assertThrows(IllegalArgumentException.class, () -> Main.request(Map.of("profile", "publish", "forks", "many")));
        assertThrows(IllegalArgumentException.class, () -> Main.request(Map.of("profile", "publish", "forks", "many", "budget", "80m")));
    }

    /** End to end: five rounds planned, a budget that the first three use up; the run ends after three and says so. */
    @Test
    void aRunOverItsBudgetEndsAfterTheThirdRoundWithItsForksMergedAndTheCutRecorded() throws Exception {
        Map<String, String> settings = Map.of("forks", "5", "warmup", "0", "iterations", "4", "time", "20ms", "rates", "none",
                "seed", "7", "budget", "1s");
        RunCommandTest.Ran ran = RunCommandTest.runInTempFolder("wirebench-budget-test", "publish", settings,
                new Selection(Set.of("test-good"), Set.of("order"), Set.of(), Set.of(), Set.of(Operation.ROUND_TRIP)));
        Path dir = ran.dir();
        assertTrue(ran.output().contains("round 3 of 5"), ran.output());
        assertFalse(ran.output().contains("round 4 of 5:"), ran.output());
        assertTrue(ran.output().contains("the run ends with 3 round(s)"), ran.output());
        JsonNode cut = Json.read(dir.resolve("rounds.json")).path("cut");
        assertEquals(3, cut.path("afterRound").asInt(), cut.toString());
        assertEquals(5, cut.path("plannedRounds").asInt());
        assertEquals(1, cut.path("budgetSeconds").asInt());
        JsonNode forks = Json.read(dir.resolve("jmh/test-good/order/roundTrip.forks.json"));
        assertEquals(3, forks.path("forks").size());
        assertEquals(3, forks.path("rounds").asInt(), "the forks file counts the rounds measured");
        JsonNode cases = Json.read(dir.resolve("manifest.json")).path("cases");
        assertEquals(1, cases.path("measured").asInt(), cases.toString());
    }
}
