package io.wirebench.core;

/**
 * The rotation every direct-use benchmark (CONTRIBUTING.md, "A direct-use benchmark") walks, written once: the mask
 * and the position with which its measured method takes the next message, {@code messages[next++ & mask]}, as the
 * harness's round trip does, and the set-up that fixes the mask to the messages {@link DirectUseMessages} made.
 *
 * <p>A base class of fields only, no harness type between the JMH method and the library: the subclass keeps its
 * {@code @Param}s (their values are its own), its {@code @Setup}, its {@code @Benchmark} method, which makes every
 * library call itself, and its array of messages, typed as its own message class, so that taking the next message
 * stays an array load and a mask on fields of the state object, with no cast (a generic array here would cast it on
 * every call). It has no JMH annotation: JMH reads the subclass's.
 */
public abstract class DirectUseRotation {
    /** The number of messages less one; their number is a power of two, so {@code next & mask} cycles through them. */
    protected int mask;
    /** How many messages the measured method has taken: it takes {@code messages[next++ & mask]}, past the int range too. */
    protected int next;

    protected DirectUseRotation() {
    }

    /**
     * Makes {@code messages}, as {@link DirectUseMessages} made them for the benchmark, the ones the rotation cycles
     * through, and returns them for the subclass's own field.
     *
     * @throws IllegalStateException if their number is not a power of two (not made by {@link DirectUseMessages})
     */
    protected final <M> M[] rotation(M[] messages) {
        if (Integer.bitCount(messages.length) != 1) {
            throw new IllegalStateException("a rotation needs a power-of-two number of messages, not " + messages.length);
        }
        mask = messages.length - 1;
        return messages;
    }

    /**
     * A new instance of the message class holding the last message's fields ({@link OrderFields#copy}): the instance
     * a benchmark reads into starts as the last message, as the harness's reused instance does, so that the first
     * call already overwrites another message. Set-up only.
     */
    protected static <M> M copyOfLast(M[] messages) {
        return OrderFields.copy(messages[messages.length - 1]);
    }
}
