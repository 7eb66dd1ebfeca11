package io.wirebench.wire.bytes;

/**
 * The one switch for the index checks of {@link HeapBuffer} and {@link NioBuffer}.
 *
 * <p>On by default. Start the JVM with {@code -Dio.wirebench.wire.boundsChecks=false} to turn it
 * off once a system is known not to index out of range. Because the flag is a {@code static final}
 * read once at class initialisation, the JIT folds it away: with the checks off they cost nothing.
 *
 * <p>Turning the checks off never makes memory unsafe: the buffers access memory through
 * {@code VarHandle} views, which check the array or {@code ByteBuffer} range themselves. What the
 * switch trades away is the clear message (index, length, capacity) of an out-of-range access.
 * A heap buffer's single-value accesses are checked once either way, by the array access or the
 * view; with the switch on, a failure is rethrown with the clear message.
 * The checks the readers make against a document's declared length, which is what protects them
 * from hostile input, do not depend on this switch.
 */
public final class BoundsChecks {
    /** The system property that controls the switch; any value other than {@code false} leaves it on. */
    public static final String PROPERTY = "io.wirebench.wire.boundsChecks";

    public static final boolean ENABLED = !"false".equalsIgnoreCase(System.getProperty(PROPERTY, "true"));

    private BoundsChecks() {
    }

    /** Throws unless {@code [index, index + length)} lies inside {@code [0, capacity)}. */
    static void check(int index, int length, int capacity) {
        if (index < 0 || length < 0 || index > capacity - length) {
            throw outOfRange(index, length, capacity);
        }
    }

    static IndexOutOfBoundsException outOfRange(int index, int length, int capacity) {
        return new IndexOutOfBoundsException("index " + index + " with length " + length
                + " is outside the buffer's capacity of " + capacity + " bytes");
    }
}
