package io.wirebench.core;

/**
 * The refusal every direct-use benchmark that measures one contender makes in set-up (CONTRIBUTING.md, "A direct-use
 * benchmark": a contender it does not measure is an {@link IllegalArgumentException}). Written once so that the rule
 * and its message read alike in every adapter; a benchmark that picks among several contenders refuses in its own
 * selection instead.
 */
public final class DirectUseContender {
    private DirectUseContender() {
    }

    /**
     * Refuses {@code contender} unless it is {@code measured}.
     *
     * @param benchmark the class asking, named in the error
     * @throws IllegalArgumentException if {@code contender} is not {@code measured} (or is null)
     */
    public static void require(String benchmark, String contender, String measured) {
        if (!measured.equals(contender)) {
            throw new IllegalArgumentException(benchmark + " measures " + measured + ", not '" + contender + "'");
        }
    }
}
