package io.wirebench.bench;

import java.util.List;

/**
 * The messages a benchmark cycles through, one per call: {@link #next()} is an array load and a
 * mask, cheap next to any codec, and the same every call, so it adds a constant to every contender
 * alike. A single-message data set is a rotation of one (mask 0).
 */
final class Rotation<T> {
    private final Object[] items;
    private final int mask;
    private int next;

    Rotation(List<T> items) {
        int n = items.size();
        if (n < 1 || Integer.bitCount(n) != 1) {
            throw new IllegalArgumentException("a rotation needs a power-of-two number of messages, not " + n);
        }
        this.items = items.toArray();
        this.mask = n - 1;
    }

    /** The next message; after the last, the first again (also when the counter wraps past Integer.MAX_VALUE). */
    @SuppressWarnings("unchecked")
    T next() {
        return (T) items[next++ & mask];
    }

    /** The index {@link #next()} uses next; for tests. */
    int nextIndex() {
        return next & mask;
    }

    /** For tests: as if {@code calls} calls had been made. */
    void skip(int calls) {
        next += calls;
    }

    int size() {
        return items.length;
    }

    @SuppressWarnings("unchecked")
    T get(int index) {
        return (T) items[index];
    }
}
