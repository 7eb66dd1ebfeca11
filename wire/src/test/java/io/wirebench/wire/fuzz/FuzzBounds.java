package io.wirebench.wire.fuzz;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebench.wire.MalformedWireException;
import java.lang.management.ManagementFactory;

/** The bounds every fuzz target holds an input to: only the documented refusal, and allocation within a bound. */
public final class FuzzBounds {
    /**
     * The documented bound on what reading an input may allocate, per input byte: the worst case is
     * a tree of empty maps, each two bytes of input and a {@code LinkedHashMap} (about 100 bytes)
     * of output, plus the {@code String} and {@code byte[]} copies of text and bytes.
     */
    public static final long ALLOCATION_PER_INPUT_BYTE = 128;
    public static final long ALLOCATION_BASE = 1 << 20;
    /** What a dump or conversion may allocate per character of its output budget. */
    public static final long DUMP_ALLOCATION_PER_CHAR = 16;

    private static final com.sun.management.ThreadMXBean THREADS =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();

    private FuzzBounds() {
    }

    /**
     * Runs {@code read} twice, allowing only malformed-input errors, and checks what the second run
     * allocated (the first may load and initialise classes, which is not the input's doing).
     */
    public static void readBounded(byte[] input, Runnable read) {
        readBounded(input, ALLOCATION_PER_INPUT_BYTE * input.length + ALLOCATION_BASE, read);
    }

    public static void readBounded(byte[] input, long bound, Runnable read) {
        try {
            read.run();
        } catch (MalformedWireException expected) {
            // the documented refusal
        }
        long before = THREADS.getCurrentThreadAllocatedBytes();
        try {
            read.run();
        } catch (MalformedWireException expected) {
            // the documented refusal
        }
        long allocated = THREADS.getCurrentThreadAllocatedBytes() - before;
        assertTrue(allocated <= bound, "allocated " + allocated + " bytes for " + input.length + " bytes of input (bound " + bound + ")");
    }
}
