package io.wirebench.core;

/**
 * The refusal every direct-use benchmark makes in set-up (CONTRIBUTING.md, "A direct-use benchmark": a contender it
 * does not measure is an {@link IllegalArgumentException}). Written once so that the rule and its message read alike
 * in every adapter: {@link #require} for a benchmark that measures one contender, {@link #isSecond} for one that
 * measures two forms of a library, {@link #refused} for the default arm of one that picks among several in its own
 * selection.
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
            throw refused(benchmark, contender, measured);
        }
    }

    /**
     * The pick of a benchmark that measures two contenders, two forms of one library chosen in set-up: whether
     * {@code contender} is {@code second} rather than {@code first}. Any other is refused as {@link #refused} words it,
     * naming both ({@code "first and second"}).
     *
     * @param benchmark the class asking, named in the error
     * @throws IllegalArgumentException if {@code contender} is neither (or is null)
     */
    public static boolean isSecond(String benchmark, String contender, String first, String second) {
        if (first.equals(contender)) {
            return false;
        }
        if (second.equals(contender)) {
            return true;
        }
        throw refused(benchmark, contender, first + " and " + second);
    }

    /**
     * The refusal of {@code contender} by a benchmark that picks among several, to throw from its selection's default
     * arm: {@code measured} names what it measures in words ({@code "a and b"}), quoted as {@link #require} quotes it.
     *
     * @param benchmark the class asking, named in the error
     */
    public static IllegalArgumentException refused(String benchmark, String contender, String measured) {
        return new IllegalArgumentException(benchmark + " measures " + measured + ", not '" + contender + "'");
    }
}
