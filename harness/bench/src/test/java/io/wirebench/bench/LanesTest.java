package io.wirebench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebench.bench.host.CpuSet;
import io.wirebench.core.Contenders;
import io.wirebench.core.model.Datasets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

class LanesTest {
    private static final RunRequest REQUEST = new RunRequest("publish", Map.of(), new Selection(Set.of(), Set.of(), Set.of(), Set.of(),
            Set.of()), null, Shard.WHOLE, CpuSet.NONE, null, null);
    /** Four CPUs (CPUS=0-3): two lanes of two; the bodies below start no process, so the machine may have fewer. */
    private static final RunRequest FOUR_CPUS = Lanes.withCpus(REQUEST, CpuSet.parse("0-3"));

    @Test
    void countIsOneUnlessGiven() {
        assertEquals(1, Lanes.count(Map.of()));
        assertEquals(2, Lanes.count(Map.of("lanes", "2")));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Lanes.count(Map.of("lanes", "0")));
        assertTrue(e.getMessage().contains("at least 1"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Lanes.count(Map.of("lanes", "two")));
    }

    @Test
    void cpusAreCutIntoContiguousGroupsAsEqualAsTheyCome() {
        assertEquals(List.of(new CpuSet(List.of(0, 1)), new CpuSet(List.of(2, 3))), Lanes.split(CpuSet.NONE, 2, 4));
        assertEquals(List.of(new CpuSet(List.of(2, 3, 4)), new CpuSet(List.of(5, 6))), Lanes.split(CpuSet.parse("2-6"), 2, 8));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Lanes.split(CpuSet.parse("3"), 2, 8));
        assertTrue(e.getMessage().contains("CPUS=3 gives 1"), e.getMessage());
    }

    @Test
    void aLaneGetsTwoCpusAtLeastSoATwoCoreMachineHasOne() {
        // one CPU per lane measured code the JIT had not compiled yet (round trips 2.1x slower at the median, up to 11x)
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Lanes.split(CpuSet.NONE, 2, 2));
        assertTrue(e.getMessage().contains("needs 2 CPUs per lane") && e.getMessage().contains("this machine has 2"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Lanes.split(CpuSet.parse("0-2"), 2, 8));
        assertEquals(List.of(new CpuSet(List.of(0, 1)), new CpuSet(List.of(2, 3)), new CpuSet(List.of(4, 5))),
                Lanes.split(CpuSet.parse("0-5"), 3, 8));
    }

    @Test
    void oneLaneIsAPlainLoopOnTheCallersRequest() {
        List<String> ran = new ArrayList<>();
        AtomicReference<Process> current = new AtomicReference<>();
        Lanes.run(List.of(block("a"), block("b"), block("c")), REQUEST, 1, current, (b, request, process) -> {
            assertTrue(request == REQUEST && process == current);
            ran.add(b.contender().descriptor().id());
        });
        assertEquals(List.of("a", "b", "c"), ran);
    }

    @Test
    void lanesHoldJmhsLockForTheirJvmsWhichSkipIt() throws Exception {
        // JMH's own lock would make two lanes take turns (each fork waited for the other lane's)
        List<Boolean> held = Collections.synchronizedList(new ArrayList<>());
        List<List<String>> commands = Collections.synchronizedList(new ArrayList<>());
        java.nio.file.Path plan = java.nio.file.Path.of("plan.json");
        Lanes.run(List.of(block("a"), block("b")), FOUR_CPUS, 2, new AtomicReference<>(), (b, request, process) -> {
            held.add(RunnerJmhLock.heldByThisRunner());
            commands.add(ContenderJvm.command(List.of(), request, plan, plan));
        });
        assertEquals(List.of(true, true), held);
        commands.forEach(c -> assertTrue(c.contains("-Djmh.ignoreLock=true"), String.join(" ", c)));
        assertTrue(!RunnerJmhLock.heldByThisRunner(), "released when the lanes are done");
        assertTrue(!ContenderJvm.command(List.of(), REQUEST, plan, plan).contains("-Djmh.ignoreLock=true")
                || Boolean.getBoolean("jmh.ignoreLock"), "one lane keeps JMH's lock");
    }

    @Test
    void twoLanesRunTwoBlocksAtOnceEachOnItsOwnCpus() throws Exception {
        // the first two blocks wait for each other: they can only both finish if they run at the same time
        CountDownLatch both = new CountDownLatch(2);
        Map<String, CpuSet> cpus = new ConcurrentHashMap<>();
        List<String> started = Collections.synchronizedList(new ArrayList<>());
        Lanes.run(List.of(block("a"), block("b"), block("c"), block("d")), FOUR_CPUS, 2, new AtomicReference<>(), (b, request, process) -> {
            String id = b.contender().descriptor().id();
            started.add(id);
            cpus.put(id, request.cpus());
            if (id.equals("a") || id.equals("b")) {
                both.countDown();
                try {
                    assertTrue(both.await(10, TimeUnit.SECONDS), "the other lane never ran");
                } catch (InterruptedException e) {
                    throw new IllegalStateException(e);
                }
            }
        });
        assertEquals(4, started.size());
        assertEquals(Set.of("a", "b"), Set.copyOf(started.subList(0, 2)), "blocks start in the round's order: " + started);
        assertTrue(!cpus.get("a").equals(cpus.get("b")), cpus.toString());
        assertTrue(cpus.values().stream().allMatch(c -> c.cpus().size() == 2), cpus.toString());
    }

    @Test
    void aFailingBlockStopsTheRunWithItsOwnException() {
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> Lanes.run(List.of(block("a"), block("b")), FOUR_CPUS, 2,
                new AtomicReference<>(), (b, request, process) -> {
                    if (b.contender().descriptor().id().equals("b")) {
                        throw new IllegalStateException("b broke");
                    }
                }));
        assertEquals("b broke", e.getMessage());
    }

    @Test
    void planCostsDivideTheForksButNotTheOpenLoopOrColdStartByTheLanes() {
        Contenders contenders = Contenders.of(List.of(new FakeContender("flyweight", true), new FakeContender("decoder", false)));
        Selection all = new Selection(Set.of(), Set.of(), Set.of(), Set.of(), EnumSet.allOf(Operation.class));
        Plan one = Plan.of(contenders, Datasets.all(), Profile.PUBLISH, all);
        Plan two = Plan.of(contenders, Datasets.all(), Profile.PUBLISH.withOverrides(Map.of("lanes", "2")), all);
        assertEquals(2, two.lanes());
        // both run alone: the open loop needs the machine, and a cold start would measure the JVM start beside it
        Set<String> alone = Set.of("open loop", "cold start");
        double jmhOne = one.costByTier().entrySet().stream().filter(e -> !alone.contains(e.getKey())).mapToDouble(e -> e.getValue()[1]).sum();
        double jmhTwo = two.costByTier().entrySet().stream().filter(e -> !alone.contains(e.getKey())).mapToDouble(e -> e.getValue()[1]).sum();
        assertEquals(jmhOne / 2, jmhTwo, 1e-6);
        assertTrue(one.costByTier().containsKey("cold start"));
        for (String tier : alone) {
            if (one.costByTier().containsKey(tier)) {
                assertEquals(one.costByTier().get(tier)[1], two.costByTier().get(tier)[1], 1e-6, tier);
            }
        }
        assertTrue(two.estimatedSeconds() < one.estimatedSeconds());
    }

    private static Plan.Entry block(String id) {
        return new Plan.Entry(new FakeContender(id, false), List.of());
    }
}
