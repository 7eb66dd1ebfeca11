package io.wirebench.wire;

import java.lang.management.ManagementFactory;
import java.util.function.IntConsumer;

/**
 * What a call allocates on this thread once warmed up, for the garbage tests. The least of {@value #ROUNDS} measured
 * rounds, not one: on a loaded machine a round can catch a one-off that is no cost of the call (a deoptimisation makes
 * the objects compiled code had kept in registers again, a few kilobytes once), while an allocation the call makes
 * every time is in every round.
 */
public final class Allocations {
    private static final int ROUNDS = 3;
    private static final com.sun.management.ThreadMXBean THREADS = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();

    private Allocations() {
    }

    /** Bytes per call of {@code call(i)}, i from 0 to {@code calls - 1}, after as many calls to warm up. */
    public static double bytesPerCall(int calls, IntConsumer call) {
        for (int i = 0; i < calls; i++) {
            call.accept(i); // classes loaded, code compiled, scratch made
        }
        double least = Double.MAX_VALUE;
        for (int round = 0; round < ROUNDS; round++) {
            long before = THREADS.getCurrentThreadAllocatedBytes();
            for (int i = 0; i < calls; i++) {
                call.accept(i);
            }
            least = Math.min(least, (THREADS.getCurrentThreadAllocatedBytes() - before) / (double) calls);
        }
        return least;
    }
}
