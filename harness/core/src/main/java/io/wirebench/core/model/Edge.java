package io.wirebench.core.model;

/**
 * A kind of value at the edge of what a model can hold, which the conformance check sends
 * through every contender besides the data sets' own samples ({@link EdgeSamples}). A contender
 * that truly cannot carry one declares it, with the reason, in
 * {@link io.wirebench.core.Descriptor#edgeLimits()}; the check then skips exactly that kind and
 * the site shows the reason.
 */
public enum Edge {
    /** Every field at its zero value: {@code false}, {@code 0}, {@code 0.0}. Formats that omit defaults must still restore them. */
    ZERO_VALUES("zero values"),
    /** {@code NaN} in a floating-point field. */
    NAN("NaN"),
    /** {@code -0.0}, which is not {@code 0.0}. */
    NEGATIVE_ZERO("-0.0"),
    /** Positive and negative infinity. */
    INFINITY("±infinity"),
    /** {@code MIN_VALUE} and {@code MAX_VALUE} of every numeric type the model has (subnormal ones included). */
    NUMERIC_EXTREMES("numeric extremes"),
    /** {@code null} in a text field the model documents as nullable. No model has a nullable enum. */
    NULL_TEXT("null text"),
    /** Text outside Latin-1: 2-, 3- and 4-byte UTF-8 sequences (a surrogate pair included), and long text. */
    NON_LATIN1_TEXT("non-Latin-1 text"),
    /** The empty string. */
    EMPTY_TEXT("empty text"),
    /** An empty list or batch. */
    EMPTY_COLLECTION("empty collection");

    private final String label;

    Edge(String label) {
        this.label = label;
    }

    /** A short name for messages and the site. */
    public String label() {
        return label;
    }
}
