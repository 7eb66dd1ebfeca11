package io.wirebench.bench;

import io.wirebench.bench.host.CpuSet;
import io.wirebench.bench.host.Taskset;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Runs a round's contender blocks side by side in {@code LANES=n} lanes, each lane's JVMs pinned
 * with taskset to CPUs of their own, in the round's order (a free lane takes the next block).
 *
 * <p>Why: the fork, not the iteration, is what varies (JIT decisions, code layout), so a case's
 * interval narrows only with more forks, and for two runs' medians to land inside each other's
 * intervals 95 % of the time even on a machine that never changes speed, the order-statistic
 * interval needs about 11 forks a side ({@code Calibration#exchangeableAgreement}). One fork at a
 * time leaves a 2-core machine's second CPU to the JIT and GC threads of the same JVM; two lanes
 * measure two forks at once and halve the wall time of the rounds.
 *
 * <p>What it needs: at least {@value #MIN_CPUS_PER_LANE} CPUs per lane. A JVM pinned to one CPU shares it
 * between the benchmark thread and its JIT compiler and collector threads, and in a short fork the
 * compiled code is not there yet: the first publish run in two one-CPU lanes on the 2-core VM measured
 * round trips 2.1 times slower at the median than unpinned forks of the same cases, up to 11 times (SBE on
 * {@code orders} 1,083 and 1,223 ns against 111; docs/measurements/2026-11-26-lanes). So a 2-core machine
 * runs one fork at a time.
 *
 * <p>What it changes: each lane has a neighbour on the other CPUs (caches and memory bandwidth shared). Every fork's host block records the other
 * CPUs' busy time. Open-loop cases never run in lanes: a response-time tail needs the machine to
 * itself, so they run after the round's lanes, alone, with the CPUs the run was given.
 */
final class Lanes {
    /** The fewest CPUs a lane may have: the benchmark thread, and one for the JIT compiler and collector. */
    static final int MIN_CPUS_PER_LANE = 2;

    /** The override key ({@code LANES=n}, {@code --lanes n}). */
    static final String KEY = "lanes";

    /** What one block runs with: its lane's request (CPUs) and the slot for the lane's running process. */
    interface Body {
        void run(Plan.Entry block, RunRequest laneRequest, AtomicReference<Process> laneProcess);
    }

    private Lanes() {
    }

    /** {@code LANES=} as given, 1 when absent. */
    static int count(java.util.Map<String, String> overrides) {
        String given = overrides.get(KEY);
        if (given == null || given.isBlank()) {
            return 1;
        }
        try {
            int n = Integer.parseInt(given.trim());
            if (n < 1) {
                throw new NumberFormatException();
            }
            return n;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("lanes takes a whole number of at least 1, not '" + given + "'");
        }
    }

    /**
     * The CPUs of each lane: {@code given} (CPUS=) or, when none were given, every CPU of the machine,
     * cut into {@code lanes} contiguous groups as equal as they come.
     */
    static List<CpuSet> split(CpuSet given, int lanes, int onlineCpus) {
        List<Integer> cpus = new ArrayList<>();
        if (given.isEmpty()) {
            for (int i = 0; i < onlineCpus; i++) {
                cpus.add(i);
            }
        } else {
            cpus.addAll(given.cpus());
        }
        if (cpus.size() < lanes * MIN_CPUS_PER_LANE) {
            throw new IllegalArgumentException("LANES=" + lanes + " needs " + MIN_CPUS_PER_LANE + " CPUs per lane at least"
                    + " (a fork pinned to one CPU shares it with its JIT compiler and measures code not yet compiled); "
                    + (given.isEmpty() ? "this machine has " + onlineCpus : "CPUS=" + given + " gives " + cpus.size()));
        }
        List<CpuSet> out = new ArrayList<>();
        int from = 0;
        for (int lane = 0; lane < lanes; lane++) {
            int size = cpus.size() / lanes + (lane < cpus.size() % lanes ? 1 : 0);
            out.add(new CpuSet(List.copyOf(cpus.subList(from, from + size))));
            from += size;
        }
        return out;
    }

    /**
     * Runs every block, in order, in {@code lanes} lanes; returns when all are done. With one lane it is
     * a plain loop on the caller's request and process slot. An exception in a block stops the rest.
     */
    static void run(List<Plan.Entry> blocks, RunRequest request, int lanes, AtomicReference<Process> current, Body body) {
        if (lanes == 1 || blocks.size() <= 1) {
            for (Plan.Entry block : blocks) {
                body.run(block, request, current);
            }
            return;
        }
        if (!Taskset.available()) {
            throw new IllegalStateException("LANES=" + lanes + " pins each lane with taskset, which is not on the PATH");
        }
        List<CpuSet> cpus = split(request.cpus(), lanes, Runtime.getRuntime().availableProcessors());
        List<AtomicReference<Process>> processes = new ArrayList<>();
        BlockingQueue<Integer> free = new ArrayBlockingQueue<>(lanes);
        for (int i = 0; i < lanes; i++) {
            processes.add(i == 0 ? current : new AtomicReference<>());
            free.add(i);
        }
        // the runner's shutdown hook stops the process in `current`; this one stops the other lanes'
        Thread hook = new Thread(() -> processes.subList(1, lanes).forEach(p -> {
            Process running = p.get();
            if (running != null) {
                running.descendants().forEach(ProcessHandle::destroyForcibly);
                running.destroyForcibly();
            }
        }));
        Runtime.getRuntime().addShutdownHook(hook);
        // JMH's lock would make the lanes take turns: the runner holds it for them instead
        RunnerJmhLock jmhLock = RunnerJmhLock.acquire(System.out);
        ExecutorService pool = Executors.newFixedThreadPool(lanes, r -> {
            Thread t = new Thread(r, "lane");
            t.setDaemon(true);
            return t;
        });
        try {
            List<Future<?>> done = new ArrayList<>();
            for (Plan.Entry block : blocks) {
                done.add(pool.submit(() -> {
                    int lane = free.take();
                    try {
                        body.run(block, withCpus(request, cpus.get(lane)), processes.get(lane));
                    } finally {
                        free.add(lane);
                    }
                    return null;
                }));
            }
            for (Future<?> f : done) {
                f.get();
            }
        } catch (ExecutionException e) {
            pool.shutdownNow();
            throw e.getCause() instanceof RuntimeException r ? r : new IllegalStateException("a lane failed", e.getCause());
        } catch (InterruptedException e) {
            pool.shutdownNow();
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while the lanes ran", e);
        } finally {
            pool.shutdown();
            jmhLock.close();
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException shuttingDown) {
                // the JVM is already stopping: the hook runs, as it should
            }
        }
    }

    static RunRequest withCpus(RunRequest r, CpuSet cpus) {
        return new RunRequest(r.profileName(), r.overrides(), r.selection(), r.dataFile(), r.shard(), cpus, r.jdk(), r.runId());
    }
}
