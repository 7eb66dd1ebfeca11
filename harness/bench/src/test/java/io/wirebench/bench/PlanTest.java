package io.wirebench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebench.core.Contenders;
import io.wirebench.core.model.Datasets;
import java.util.HashSet;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Set;
import org.junit.jupiter.api.Test;

class PlanTest {
    private static final Contenders CONTENDERS = Contenders.of(List.of(
            new FakeContender("flyweight", true),
            new FakeContender("decoder", false),
            new FakeContender("order-only", false, Set.of("order"))));

    private static Plan plan(Selection selection) {
        return Plan.of(CONTENDERS, Datasets.all(), Profile.QUICK, selection);
    }

    private static Plan.Entry entry(Plan plan, String contender) {
        return plan.entries().stream().filter(e -> e.contender().descriptor().id().equals(contender)).findFirst().orElseThrow();
    }

    private static Selection datasets(String... ids) {
        return new Selection(Set.of(), Set.of(ids), Set.of(), Set.of(), Set.of());
    }

    @Test
    void quickProfileCoversTheHeadlineDataSetsWithTheThreeBasicOperationsAndOneOpenLoopRate() {
        Plan plan = plan(Selection.ALL);
        // flyweight and decoder: order + orders + mediacontent x 3 ops; order-only: order + orders (the same model) x 3 ops;
        // each: open loop on order at 10k/s
        assertEquals(9 + 9 + 6 + 3, plan.caseCount());
        assertEquals(List.of("flyweight/order/openLoop@10000", "decoder/order/openLoop@10000", "order-only/order/openLoop@10000")
                .stream().sorted().toList(), plan.cases().stream().filter(c -> c instanceof Case.OpenLoop).map(Case::key).sorted().toList());
        assertTrue(plan.unsupported().contains(new Plan.Unsupported("order-only", "mediacontent", "*", "fake: no mediacontent")));
    }

    @Test
    void readAndUseAddsDecodeAndUseForAllAndAccessOnlyForZeroCopyContenders() {
        Plan plan = plan(datasets("readuse"));
        List<Operation> flyweight = entry(plan, "flyweight").operationsOn("readuse");
        assertEquals(Operation.codec(), flyweight);
        List<Operation> decoder = entry(plan, "decoder").operationsOn("readuse");
        assertEquals(List.of(Operation.ENCODE, Operation.DECODE, Operation.ROUND_TRIP, Operation.DECODE_AND_USE), decoder);
        assertTrue(plan.unsupported().contains(new Plan.Unsupported("decoder", "readuse", "access",
                "reads fields only by decoding the whole message")));
    }

    @Test
    void useOperationsAreNotPlannedOnDataSetsWithoutAUse() {
        Plan plan = plan(new Selection(Set.of(), Set.of("order"), Set.of(), Set.of(), Set.of(Operation.ACCESS, Operation.ENCODE)));
        assertTrue(plan.cases().stream().allMatch(c -> c instanceof Case.Jmh j && j.operation() == Operation.ENCODE));
        assertEquals(3, plan.caseCount());
    }

    @Test
    void selectsByModelIncludingBatchesOfThatModelAndBySize() {
        Plan byModel = plan(new Selection(Set.of("decoder"), Set.of(), Set.of("rion.long10"), Set.of(), Set.of()));
        assertEquals(List.of("rion.long10", "rion.long10.x1", "rion.long10.x10", "rion.long10.x100", "rion.long10.x1000"),
                entry(byModel, "decoder").datasets());
        Plan bySize = plan(new Selection(Set.of("decoder"), Set.of(), Set.of("rion.long10"), Set.of(10, 100), Set.of()));
        assertEquals(List.of("rion.long10.x10", "rion.long10.x100"), entry(bySize, "decoder").datasets());
        Plan singles = plan(new Selection(Set.of("decoder"), Set.of(), Set.of("rion.long10"), Set.of(0), Set.of()));
        assertEquals(List.of("rion.long10"), entry(singles, "decoder").datasets());
    }

    @Test
    void fullProfileCoversEveryDataSetEveryContenderSupports() {
        Plan plan = Plan.of(CONTENDERS, Datasets.all(), Profile.FULL, new Selection(Set.of("decoder"), Set.of(), Set.of(), Set.of(), Set.of()));
        // and the update stream, which the fake carries too
        List<String> datasets = entry(plan, "decoder").datasets();
        assertEquals(Datasets.all().size() + 1, datasets.size());
        assertEquals(TradeOffs.STREAM_DATASET, datasets.get(datasets.size() - 1));
    }

    @Test
    void everyCaseIsPlannedOnce() {
        Plan plan = Plan.of(CONTENDERS, Datasets.all(), Profile.FULL, Selection.ALL);
        Set<String> keys = new HashSet<>();
        plan.cases().forEach(c -> assertTrue(keys.add(c.key()), "twice: " + c.key()));
        assertEquals(plan.caseCount(), keys.size());
    }

    @Test
    void refusesUnknownIdsAndAnEmptySelection() {
        assertThrows(NoSuchElementException.class, () -> plan(datasets("no-such-data")));
        assertThrows(NoSuchElementException.class, () -> plan(new Selection(Set.of("nobody"), Set.of(), Set.of(), Set.of(), Set.of())));
        assertThrows(NoSuchElementException.class, () -> plan(new Selection(Set.of(), Set.of(), Set.of("order"), Set.of(100), Set.of())));
    }
}
