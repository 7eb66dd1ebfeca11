package io.wirebench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebench.core.Contenders;
import io.wirebench.core.model.Datasets;
import java.io.PrintStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** Where cold-start cases are planned, how their forks spread over rounds, and what the plan says they cost. */
class ColdStartPlanTest {
    private static final Contenders CONTENDERS = Contenders.of(List.of(
            new FakeContender("flyweight", true),
            new FakeContender("order-only", false, Set.of("order"))));
    private static final Selection COLD_ONLY = new Selection(Set.of(), Set.of(), Set.of(), Set.of(), Set.of(Operation.COLD_START));

    /** What {@code make extras} selects. */
    static final Selection EXTRAS = new Selection(Set.of(), Set.of(), Set.of(), Set.of(), Set.of(Operation.ROUND_TRIP, Operation.DIRECT_ROUND_TRIP, Operation.COLD_START));

    private static Plan plan(Profile profile, Selection selection) {
        return Plan.of(CONTENDERS, Datasets.all(), profile, selection, DirectUse.NONE);
    }

    private static List<Case.ColdStart> coldStarts(Plan plan) {
        return plan.cases().stream().filter(c -> c instanceof Case.ColdStart).map(c -> (Case.ColdStart) c).toList();
    }

    @Test
    void publishPlansTenForksOnTheOrderForEveryContenderWhenAskedQuickNone() {
        assertEquals(List.of(), coldStarts(plan(Profile.PUBLISH, Selection.ALL)), "publish measures cold start only when asked (make extras)");
        List<Case.ColdStart> publish = coldStarts(plan(Profile.PUBLISH, EXTRAS));
        assertEquals(List.of(new Case.ColdStart("flyweight", "order", 10, null), new Case.ColdStart("order-only", "order", 10, null)), publish);
        assertEquals(List.of("flyweight/order/coldStart", "order-only/order/coldStart"), publish.stream().map(Case::key).toList());
        assertEquals(List.of(), coldStarts(plan(Profile.QUICK, Selection.ALL)));
        // quick with OPS=coldStart has nothing at all to measure
        assertEquals(0, plan(Profile.QUICK, COLD_ONLY).caseCount());
    }

    @Test
    void fullPlansTheHeadlineDataSetsEachContenderSupports() {
        List<String> keys = coldStarts(plan(Profile.FULL, Selection.ALL)).stream().map(Case::key).sorted().toList();
        assertEquals(List.of("flyweight/mediacontent/coldStart", "flyweight/order/coldStart", "flyweight/orders/coldStart",
                "order-only/order/coldStart", "order-only/orders/coldStart"), keys);
    }

    @Test
    void opsColdStartMeasuresItAloneAndItsForksCanBeOverridden() {
        Plan alone = plan(Profile.PUBLISH, COLD_ONLY);
        assertEquals(2, alone.caseCount());
        assertTrue(alone.cases().stream().allMatch(c -> c instanceof Case.ColdStart));
        assertEquals(Operation.COLD_START, Operation.byId("coldStart"));
        // alone, every fork gets a round of its own, so that they interleave as the other cases' forks do
        assertEquals(10, Rounds.count(alone));
        Plan three = plan(Profile.PUBLISH.withOverrides(Map.of("coldstart-forks", "3")), COLD_ONLY);
        assertEquals(Set.of(3), Set.copyOf(coldStarts(three).stream().map(Case.ColdStart::forks).toList()));
        // FORKS= sets them too unless COLDSTART_FORKS= says otherwise; the quick profile still plans none
        assertEquals(Set.of(2), Set.copyOf(coldStarts(plan(Profile.PUBLISH.withOverrides(Map.of("forks", "2")), COLD_ONLY)).stream()
                .map(Case.ColdStart::forks).toList()));
        assertEquals(0, plan(Profile.QUICK.withOverrides(Map.of("coldstart-forks", "3")), COLD_ONLY).caseCount());
    }

    @Test
    void inRoundsTheForksSpreadOverTheRoundsTheOtherCasesNeed() {
        Plan publish = plan(Profile.PUBLISH, EXTRAS);
        int rounds = Rounds.count(publish);
        assertEquals(5, rounds, "the round trips' 5 forks set the rounds; cold start adds none");
        Case.ColdStart whole = new Case.ColdStart("flyweight", "order", 10, null);
        assertEquals(List.of(2, 2, 2, 2, 2), IntStream.rangeClosed(1, 5).mapToObj(r -> whole.inRound(r, 5).forks()).toList());
        Case.ColdStart three = new Case.ColdStart("flyweight", "order", 3, null);
        assertEquals(List.of(1, 1, 1), IntStream.rangeClosed(1, 3).mapToObj(r -> three.inRound(r, 5).forks()).toList());
        assertNull(three.inRound(4, 5), "no share left for round 4");
        assertEquals("flyweight/order/coldStart#4", whole.inRound(4, 5).key());
        Case.ColdStart eleven = new Case.ColdStart("flyweight", "order", 11, null);
        assertEquals(11, IntStream.rangeClosed(1, 5).map(r -> eleven.inRound(r, 5).forks()).sum());
        List<Case> forks = Rounds.allForks(publish, rounds).stream().filter(c -> c instanceof Case.ColdStart).toList();
        assertEquals(2 * 5, forks.size(), "two contenders, a share in each of the 5 rounds");
        assertThrows(IllegalArgumentException.class, () -> new Case.ColdStart("flyweight", "order", 0, null));
    }

    @Test
    void theEstimateCountsAJvmStartPerForkAndMethodAndThePrintedPlanSaysSo() {
        Case.ColdStart c = new Case.ColdStart("flyweight", "order", 10, null);
        double perFork = CostModel.FORK_START_SECONDS + CostModel.COLD_START_CALL_SECONDS;
        assertEquals(10 * 2 * perFork, CostModel.seconds(Profile.PUBLISH, c), 1e-9);
        Plan alone = plan(Profile.PUBLISH, COLD_ONLY);
        assertEquals(2 * 10 * 2 * perFork, alone.costByTier().get("cold start")[1], 1e-9);
        assertTrue(alone.estimatedSeconds() >= Math.round(2 * 10 * 2 * perFork), "cases run alone, not divided over lanes");
        ByteArrayOutputStream text = new ByteArrayOutputStream();
        PlanPrinter.printCosts(new PrintStream(text, true, StandardCharsets.UTF_8), alone);
        String printed = text.toString(StandardCharsets.UTF_8);
        assertTrue(printed.contains("cold start") && printed.contains("10 fork(s) per method"), printed);
    }

    @Test
    void theCaseTravelsToTheContenderJvmAsWritten() throws Exception {
        ContenderPlan plan = new ContenderPlan("flyweight", "publish", Map.of(), List.of(new Case.ColdStart("flyweight", "order", 10, null)
                .inRound(2, 5)));
        String json = Json.MAPPER.valueToTree(plan).toString();
        assertTrue(json.contains("\"kind\":\"coldStart\""), json);
        assertEquals(plan, Json.MAPPER.convertValue(Json.MAPPER.readTree(json.getBytes(StandardCharsets.UTF_8)), ContenderPlan.class));
    }
}
