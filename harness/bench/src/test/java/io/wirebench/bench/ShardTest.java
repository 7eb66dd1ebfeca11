package io.wirebench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebench.core.Contenders;
import io.wirebench.core.model.Datasets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ShardTest {
    private static Plan fullPlan() {
        List<io.wirebench.core.Contender> contenders = new ArrayList<>();
        for (int i = 0; i < 12; i++) {
            contenders.add(new FakeContender("c" + i, i % 3 == 0, i % 4 == 0 ? Set.of("order", "mediacontent") : null));
        }
        return Plan.of(Contenders.of(contenders), Datasets.all(), Profile.FULL, Selection.ALL);
    }

    private static double cost(Plan p) {
        return p.cases().stream().mapToDouble(c -> CostModel.seconds(p.profile(), c)).sum();
    }

    @Test
    void everyCaseLandsInExactlyOneShard() {
        Plan whole = fullPlan();
        for (int n : new int[] {1, 2, 3, 4, 7, 16}) {
            Set<String> seen = new HashSet<>();
            int total = 0;
            for (int i = 1; i <= n; i++) {
                for (Case c : whole.shard(new Shard(i, n)).cases()) {
                    assertTrue(seen.add(c.key()), "twice with N=" + n + ": " + c.key());
                    total++;
                }
            }
            assertEquals(whole.caseCount(), total, "N=" + n);
            assertEquals(keys(whole.cases()), seen);
        }
    }

    @Test
    void shardsAreBalancedByEstimatedCostWithinTheLargestCase() {
        Plan whole = fullPlan();
        double largest = whole.cases().stream().mapToDouble(c -> CostModel.seconds(whole.profile(), c)).max().orElseThrow();
        for (int n : new int[] {2, 4, 8}) {
            double min = Double.MAX_VALUE;
            double max = 0;
            for (int i = 1; i <= n; i++) {
                double c = cost(whole.shard(new Shard(i, n)));
                min = Math.min(min, c);
                max = Math.max(max, c);
            }
            assertTrue(max - min <= largest + 1e-9, "N=" + n + ": " + min + " .. " + max + " (largest case " + largest + ")");
            assertTrue(max <= cost(whole) / n + largest, "N=" + n);
        }
    }

    @Test
    void aShardIsTheSameWhereverItIsComputed() {
        assertEquals(keys(fullPlan().shard(new Shard(3, 5)).cases()), keys(fullPlan().shard(new Shard(3, 5)).cases()));
    }

    @Test
    void shardSyntaxIsCheckedWithAMessage() {
        assertEquals(new Shard(2, 4), Shard.parse("2/4"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Shard.parse("5/4"));
        assertTrue(e.getMessage().contains("1 <= i <= N"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Shard.parse("two"));
    }

    /** The size the profiles' cost promises are made for: 35 contenders, each supporting every model, none reading in place. */
    private static Contenders thirtyFiveContenders() {
        List<io.wirebench.core.Contender> contenders = new ArrayList<>();
        for (int i = 0; i < 35; i++) {
            contenders.add(new FakeContender("c" + i, false));
        }
        return Contenders.of(contenders);
    }

    @Test
    void fullProfileCostIsPrintedPerTierAndFitsADayForThirtyFiveContenders() {
        Plan plan = Plan.of(thirtyFiveContenders(), Datasets.all(), Profile.FULL, Selection.ALL);
        // The old full profile (10 forks x 15 s on every case) needed weeks at this size.
        assertTrue(plan.estimatedSeconds() < 24 * 3600, "full profile for 35 contenders: " + plan.estimatedSeconds() + " s");
        // every fake contender carries the update stream; compression is planned for named encodings only
        assertEquals(Set.of("open loop", "cold start", "latency", "headline", "matrix", "update stream"), plan.costByTier().keySet());
    }

    @Test
    void quickProfileForThirtyFiveContendersIsPlannedUnderTenMinutes() {
        Plan plan = Plan.of(thirtyFiveContenders(), Datasets.all(), Profile.QUICK, Selection.ALL);
        // order, orders and mediacontent x 3 operations, and the open loop on order
        assertEquals(35 * (9 + 1), plan.caseCount());
        // the estimate ran about a fifth over the measured time of make quick: 9 min estimated is well under 10 measured
        assertTrue(plan.estimatedSeconds() < 9 * 60, "quick for 35 contenders: " + plan.estimatedSeconds() + " s");
    }

    @Test
    void overridesReachEveryTierAndTheManifest() {
        Profile p = Profile.FULL.withOverrides(java.util.Map.of("forks", "2", "time", "2s", "modes", "avgt,thrpt", "rates", "none"));
        for (Profile.Tier t : Profile.Tier.values()) {
            assertEquals(2, p.settings(t).forks());
            assertEquals(2000, p.settings(t).measurementMillis());
            assertEquals(List.of("avgt", "thrpt"), p.settings(t).modes());
        }
        assertTrue(p.openLoop().rates().isEmpty());
        assertEquals("2s", p.info().overrides().get("time"));
        assertThrows(IllegalArgumentException.class, () -> Profile.QUICK.withOverrides(java.util.Map.of("modes", "fastest")));
        assertThrows(IllegalArgumentException.class, () -> Profile.QUICK.withOverrides(java.util.Map.of("forks", "many")));
    }

    private static Set<String> keys(List<Case> cases) {
        return cases.stream().map(Case::key).collect(java.util.stream.Collectors.toCollection(java.util.LinkedHashSet::new));
    }
}
