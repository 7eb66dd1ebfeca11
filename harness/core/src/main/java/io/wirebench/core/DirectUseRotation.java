package io.wirebench.core;

import io.wirebench.core.model.order.Order;
import java.util.function.Function;
import java.util.function.IntFunction;

/**
 * The rotation every direct-use benchmark (CONTRIBUTING.md, "A direct-use benchmark") walks, written once: the mask
 * and the position with which its measured method takes the next message, {@code messages[next++ & mask]}, as the
 * harness's round trip does, and the set-up that fixes the mask to the messages {@link DirectUseMessages} made (for
 * a benchmark that measures one contender, with the refusal of any other: {@link #rotationOfCopies}).
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
     * The set-up of a benchmark that measures one contender, written once: refuses any other
     * ({@link DirectUseContender#require}), then makes the data set's messages, each copied into a new {@code type}
     * ({@link DirectUseMessages#copies}), the ones the rotation cycles through, and returns them for the subclass's own
     * field. {@code benchmark} names the class asking, in every error.
     *
     * @throws IllegalArgumentException if {@code contender} is not {@code measured}, or {@code dataset} is not
     *         {@code order} or {@code orders}
     */
    protected final <M> M[] rotationOfCopies(String benchmark, String contender, String measured, String dataset,
            Class<M> type) {
        DirectUseContender.require(benchmark, contender, measured);
        return rotation(DirectUseMessages.copies(benchmark, dataset, type));
    }

    /**
     * As {@link #rotationOfCopies}, for a benchmark that maps each message itself ({@link DirectUseMessages#of}: a
     * generated class's builder).
     */
    protected final <M> M[] rotationOfMapped(String benchmark, String contender, String measured, String dataset,
            Function<Order, M> toMessage, IntFunction<M[]> newArray) {
        DirectUseContender.require(benchmark, contender, measured);
        return rotation(DirectUseMessages.of(benchmark, dataset, toMessage, newArray));
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
