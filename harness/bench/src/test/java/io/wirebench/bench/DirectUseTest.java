package io.wirebench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.networknt.schema.InputFormat;
import io.wirebench.core.Contenders;
import io.wirebench.core.model.Datasets;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Finding the direct-use benchmarks in JMH's lists, and planning each beside its contender's round trip. */
class DirectUseTest {
    private static final DirectUse DIRECT = DirectUse.of(List.of(
            new DirectUse.Declared("lib.FooDirectUse", List.of("foo", "foo-fast"), List.of("order", "orders")),
            new DirectUse.Declared("lib.BarDirectUse", List.of("bar"), List.of("order"))));
    private static final Contenders CONTENDERS = Contenders.of(List.of(
            new FakeContender("foo", false), new FakeContender("bar", false), new FakeContender("plain", false)));

    @Test
    void aBenchmarkMethodNamedDirectRoundTripDeclaresItsContendersAndDataSetsByItsParameters() {
        Optional<DirectUse.Declared> d = DirectUse.declaredBy("lib.FooDirectUse.directRoundTrip",
                Map.of("contender", new String[] {"foo", "foo-fast"}, "dataset", new String[] {"order", "orders"}));
        assertEquals(Optional.of(new DirectUse.Declared("lib.FooDirectUse", List.of("foo", "foo-fast"), List.of("order", "orders"))), d);
        assertEquals(Optional.empty(), DirectUse.declaredBy("io.wirebench.bench.CodecBenchmark.roundTrip",
                Map.of("contender", new String[] {"x"}, "dataset", new String[] {"order"})), "any other method is not one");
    }

    @Test
    void aDirectUseBenchmarkWithoutItsParametersIsRefusedNamingItsClass() {
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> DirectUse.declaredBy("lib.NoParams.directRoundTrip", Map.of("dataset", new String[] {"order"})));
        assertTrue(e.getMessage().contains("lib.NoParams.directRoundTrip") && e.getMessage().contains("@Param contender"), e.getMessage());
        assertThrows(IllegalStateException.class, () -> DirectUse.declaredBy("lib.Empty.directRoundTrip",
                Map.of("contender", new String[0], "dataset", new String[] {"order"})));
    }

    @Test
    void twoClassesClaimingOneContenderAreRefused() {
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> DirectUse.of(List.of(
                new DirectUse.Declared("a.One", List.of("foo"), List.of("order")),
                new DirectUse.Declared("b.Two", List.of("foo"), List.of("order")))));
        assertTrue(e.getMessage().contains("a.One") && e.getMessage().contains("b.Two"), e.getMessage());
    }

    @Test
    void theIncludePatternNamesTheContendersOwnClass() {
        assertEquals("^lib\\.FooDirectUse\\.directRoundTrip$", Operation.DIRECT_ROUND_TRIP.include("foo-fast", DIRECT));
        assertEquals("^io\\.wirebench\\.bench\\.CodecBenchmark\\.roundTrip$", Operation.ROUND_TRIP.include("foo", DIRECT));
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> DIRECT.benchmarkClass("plain"));
        assertTrue(e.getMessage().contains("'plain'"), e.getMessage());
    }

    /** The adapters on this module's class path declare theirs: Chronicle's two forms and our raw wire, on order and orders. */
    @Test
    void theRealAdaptersDirectUseBenchmarksAreFoundInJmhsLists() {
        DirectUse found = DirectUse.discover();
        // every contender of the adapters has one, on each parity data set it carries (CONTRIBUTING.md, "A direct-use benchmark")
        int pairs = 0;
        Discovery discovery = Discovery.discover();
        for (io.wirebench.core.Contender c : discovery.contenders().all()) {
            if (!discovery.providers().get(c.descriptor().id()).startsWith("io.wirebench.adapters.")) {
                continue; // the test contenders of this module
            }
            for (String dataset : Profile.PUBLISH.parity()) {
                if (c.supports(Datasets.byId(dataset)).supported()) {
                    assertTrue(found.covers(c.descriptor().id(), dataset), c.descriptor().id() + " has no direct-use benchmark on " + dataset
                            + " (CONTRIBUTING.md, \"A direct-use benchmark\"); found: " + found.all().keySet());
                    pairs++;
                }
            }
        }
        assertTrue(pairs >= 120, "the adapters' contenders carry order and orders: " + pairs + " pairs");
        assertEquals("io.wirebench.adapters.chronicle.ChronicleDirectUse", found.benchmarkClass("chronicle-raw"));
        assertEquals("io.wirebench.adapters.wire.WireRawDirectUse", found.benchmarkClass("wire-raw"));
        assertFalse(found.covers("wire-raw", "mediacontent"));
    }

    @Test
    void publishPairsEachRoundTripWithItsDirectUseOnOrderAndOrdersInTheRoundTripsTier() {
        assertEquals(List.of(), directKeys(Plan.of(CONTENDERS, Datasets.all(), Profile.PUBLISH, Selection.ALL, DIRECT)),
                "publish pairs them only when asked (make extras): 24 more minutes would take it past 90");
        Plan plan = Plan.of(CONTENDERS, Datasets.all(), Profile.PUBLISH, ColdStartPlanTest.EXTRAS, DIRECT);
        List<String> direct = directKeys(plan);
        assertEquals(List.of("bar/order/directRoundTrip", "foo/order/directRoundTrip", "foo/orders/directRoundTrip"), direct,
                "one per contender with a benchmark and data set it declares; none for plain, none for bar on orders");
        for (Case c : plan.cases()) {
            if (c instanceof Case.Jmh j && j.operation() == Operation.DIRECT_ROUND_TRIP) {
                assertEquals(Profile.Tier.LATENCY, j.tier(), "the round trip's tier: a fork in every round the round trip has");
                assertTrue(plan.cases().stream().anyMatch(r -> r.key().equals(j.contender() + "/" + j.dataset() + "/roundTrip")));
            }
        }
        assertTrue(plan.costByTier().containsKey("direct use"));
    }

    @Test
    void quickHasNoPairsAndNeitherHasASelectionWithoutTheRoundTrip() {
        assertEquals(List.of(), directKeys(Plan.of(CONTENDERS, Datasets.all(), Profile.QUICK, Selection.ALL, DIRECT)));
        Selection encodeOnly = new Selection(Set.of(), Set.of(), Set.of(), Set.of(), Set.of(Operation.ENCODE, Operation.DIRECT_ROUND_TRIP));
        assertEquals(List.of(), directKeys(Plan.of(CONTENDERS, Datasets.all(), Profile.PUBLISH, encodeOnly, DIRECT)));
        Selection both = new Selection(Set.of("foo"), Set.of("order"), Set.of(), Set.of(), Set.of(Operation.ROUND_TRIP, Operation.DIRECT_ROUND_TRIP));
        assertEquals(List.of("foo/order/directRoundTrip"), directKeys(Plan.of(CONTENDERS, Datasets.all(), Profile.PUBLISH, both, DIRECT)));
    }

    @Test
    void aShardKeepsEachDirectUseCaseWithItsRoundTrip() {
        Plan whole = Plan.of(CONTENDERS, Datasets.all(), Profile.PUBLISH, ColdStartPlanTest.EXTRAS, DIRECT);
        int placed = 0;
        for (int i = 1; i <= 3; i++) {
            Plan shard = whole.shard(new Shard(i, 3));
            for (String key : directKeys(shard)) {
                String roundTrip = key.replace("/directRoundTrip", "/roundTrip");
                assertTrue(shard.cases().stream().anyMatch(c -> c.key().equals(roundTrip)), key + " without " + roundTrip + " in shard " + i);
                placed++;
            }
        }
        assertEquals(3, placed, "every pair in exactly one shard");
    }

    /** The result file of a direct-use case is JMH's, of another class: the schema accepts its method there, and only that one. */
    @Test
    void theResultSchemaAcceptsADirectUseResultOfAnyClassAndNoOtherForeignMethod() throws Exception {
        String direct = jmhResult("io.wirebench.adapters.chronicle.ChronicleDirectUse.directRoundTrip");
        assertEquals(List.of(), ResultSchemaTest.schema("jmh-result.schema.json").validate(direct, InputFormat.JSON).stream()
                .map(Object::toString).toList());
        assertFalse(ResultSchemaTest.schema("jmh-result.schema.json")
                .validate(jmhResult("io.wirebench.adapters.chronicle.ChronicleDirectUse.roundTripByHand"), InputFormat.JSON).isEmpty());
    }

    private static String jmhResult(String benchmark) {
        return "[{\"benchmark\": \"" + benchmark + "\", \"mode\": \"avgt\", \"params\": {\"contender\": \"chronicle-raw\","
                + " \"dataset\": \"order\"}, \"primaryMetric\": {\"score\": 61.5, \"scoreError\": 1.2, \"scoreUnit\": \"ns/op\"}}]";
    }

    private static List<String> directKeys(Plan plan) {
        return plan.cases().stream().filter(c -> c instanceof Case.Jmh j && j.operation() == Operation.DIRECT_ROUND_TRIP).map(Case::key)
                .sorted().toList();
    }
}
