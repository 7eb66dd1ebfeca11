package io.wirebench.core;

import io.wirebench.core.model.Dataset;
import io.wirebench.core.model.Datasets;
import io.wirebench.core.model.Models;
import io.wirebench.core.model.order.Order;
import java.lang.reflect.Array;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;
import java.util.function.IntFunction;

/**
 * The messages a direct-use benchmark sends (CONTRIBUTING.md, "A direct-use benchmark"), for its {@code @Setup} only:
 * the samples of the {@code Order} data set it was given, each mapped to the benchmark's own message class, in the
 * harness's rotation order. The harness's data stays the one source of the messages both sides send; each benchmark
 * keeps its own message class (or the shared {@link PlainOrder}) and either its own mapping (a generated class's
 * builder) or the copy by field name ({@link #copies}); this class does the checks and the loop that were the same in
 * every one. The measured method never sees it: it indexes the returned array itself
 * ({@code messages[next++ & mask]}), which is why the length must be a power of two.
 */
public final class DirectUseMessages {
    /** The data sets the runner pairs a direct-use benchmark with: the two {@code Order} data sets. */
    public static final List<String> ORDER_DATASETS = List.of("order", "orders");

    private DirectUseMessages() {
    }

    /**
     * The messages of {@code dataset}, one of {@link #ORDER_DATASETS}, mapped by {@code toMessage} into an array
     * from {@code newArray}; {@code benchmark} names the class asking, for the errors.
     *
     * @throws IllegalArgumentException if {@code dataset} is not {@code order} or {@code orders}
     */
    public static <T> T[] of(String benchmark, String dataset, Function<Order, T> toMessage, IntFunction<T[]> newArray) {
        return of(benchmark, ORDER_DATASETS, dataset, toMessage, newArray);
    }

    /**
     * The messages of {@code dataset}, one of {@link #ORDER_DATASETS}, each copied into a new {@code type} by
     * {@link OrderFields#into}: for a benchmark whose message class holds the {@code Order}'s fields by name.
     *
     * @throws IllegalArgumentException if {@code dataset} is not {@code order} or {@code orders}, or {@code type}
     *         cannot hold an {@code Order}'s fields
     */
    public static <T> T[] copies(String benchmark, String dataset, Class<T> type) {
        return copies(benchmark, ORDER_DATASETS, dataset, type);
    }

    /** As {@link #copies(String, String, Class)}, for a benchmark that declares other {@code Order} data sets. */
    @SuppressWarnings("unchecked")
    public static <T> T[] copies(String benchmark, List<String> declared, String dataset, Class<T> type) {
        return of(benchmark, declared, dataset, OrderFields.into(type), n -> (T[]) Array.newInstance(type, n));
    }

    /**
     * As {@link #of(String, String, Function, IntFunction)}, for a benchmark whose {@code @Param dataset} declares
     * other {@code Order} data sets ({@code declared}, usually fewer: a library that can send only one).
     *
     * @throws IllegalArgumentException if {@code dataset} is not one of {@code declared}
     * @throws IllegalStateException if a declared data set is not an {@code Order} data set, or its messages are not
     *         a power of two (the benchmark's declaration is wrong, not its caller)
     */
    @SuppressWarnings("unchecked")
    public static <T> T[] of(String benchmark, List<String> declared, String dataset, Function<Order, T> toMessage,
            IntFunction<T[]> newArray) {
        Objects.requireNonNull(benchmark, "benchmark");
        // Checked before the lookup: an unknown id would otherwise fail as NoSuchElementException, not as refused input.
        if (!declared.contains(dataset)) {
            throw new IllegalArgumentException(benchmark + " measures the data sets " + declared + ", not '" + dataset + "'");
        }
        Dataset<?> d = Datasets.byId(dataset);
        if (d.model() != Models.ORDER) {
            throw new IllegalStateException(benchmark + " declares " + dataset + ", which is not an Order data set but " + d.model().id());
        }
        return mapped(benchmark, dataset, ((Dataset<Order>) d).samples(), toMessage, newArray);
    }

    /** {@code samples} mapped in order; separate so that a count the published data sets never have can be tested. */
    static <T> T[] mapped(String benchmark, String dataset, List<Order> samples, Function<Order, T> toMessage,
            IntFunction<T[]> newArray) {
        if (Integer.bitCount(samples.size()) != 1) {
            throw new IllegalStateException("data set " + dataset + " has " + samples.size() + " messages, not a power of two");
        }
        T[] messages = newArray.apply(samples.size());
        if (messages.length != samples.size()) {
            throw new IllegalArgumentException(benchmark + ": the array factory made " + messages.length + " slots for "
                    + samples.size() + " messages");
        }
        for (int i = 0; i < messages.length; i++) {
            T message = toMessage.apply(samples.get(i));
            if (message == null) {
                throw new IllegalArgumentException(benchmark + " mapped message " + i + " of " + dataset + " to null");
            }
            messages[i] = message;
        }
        return messages;
    }
}
