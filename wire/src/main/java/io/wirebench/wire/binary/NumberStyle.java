package io.wirebench.wire.binary;

/** How binary YAML writes numbers. */
public enum NumberStyle {
    /**
     * The smallest width that holds the value exactly: 0 to 127 in the type byte alone, 1234.0 as a
     * 16-bit integer, 0.5 as a float32. Readers accept any width for any numeric read.
     */
    COMPACT,
    /** The declared width: an {@code int32} always takes 4 bytes after its type byte, a {@code float64} 8. */
    FIXED
}
