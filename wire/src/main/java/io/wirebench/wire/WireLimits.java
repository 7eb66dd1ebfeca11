package io.wirebench.wire;

/**
 * What a reader accepts from input it did not write itself, so that a hostile length or nesting
 * is refused before it costs memory or stack. Immutable; make one with {@link #builder()} or use
 * {@link #DEFAULT}.
 *
 * <p>Every length is first checked against the bytes the document actually holds, so no limit
 * is needed to avoid allocating for data that is not there; these limits bound what a genuinely
 * large document may ask for.
 *
 * <table>
 *   <caption>Limits and their defaults</caption>
 *   <tr><th>limit</th><th>default</th><th>applies to</th></tr>
 *   <tr><td>{@code maxStringLength}</td><td>{@value #DEFAULT_MAX_STRING_LENGTH} bytes</td><td>a text value or field name, in encoded bytes</td></tr>
 *   <tr><td>{@code maxBytesLength}</td><td>{@value #DEFAULT_MAX_BYTES_LENGTH} bytes</td><td>a byte-array value</td></tr>
 *   <tr><td>{@code maxNestingDepth}</td><td>{@value #DEFAULT_MAX_NESTING_DEPTH}</td><td>objects and sequences inside each other</td></tr>
 *   <tr><td>{@code maxDocumentLength}</td><td>{@value #DEFAULT_MAX_DOCUMENT_LENGTH} bytes</td><td>one document, header excluded (also the format's own maximum)</td></tr>
 *   <tr><td>{@code maxDumpLength}</td><td>{@value #DEFAULT_MAX_DUMP_LENGTH} characters</td><td>the text of one YAML dump: past it the dump ends with a cut marker</td></tr>
 * </table>
 */
public final class WireLimits {
    public static final int DEFAULT_MAX_STRING_LENGTH = 20_000_000;
    public static final int DEFAULT_MAX_BYTES_LENGTH = 100_000_000;
    public static final int DEFAULT_MAX_NESTING_DEPTH = 256;
    public static final int DEFAULT_MAX_DOCUMENT_LENGTH = Documents.MAX_LENGTH;
    /**
     * 16 Mi characters: a dump is text for people, and an indented dump of deeply nested small
     * values can be hundreds of times longer than its input (a 1 MB document made 500 M characters).
     */
    public static final int DEFAULT_MAX_DUMP_LENGTH = 16 * 1024 * 1024;

    public static final WireLimits DEFAULT = builder().build();

    private final int maxStringLength;
    private final int maxBytesLength;
    private final int maxNestingDepth;
    private final int maxDocumentLength;
    private final int maxDumpLength;

    private WireLimits(Builder b) {
        this.maxStringLength = b.maxStringLength;
        this.maxBytesLength = b.maxBytesLength;
        this.maxNestingDepth = b.maxNestingDepth;
        this.maxDocumentLength = b.maxDocumentLength;
        this.maxDumpLength = b.maxDumpLength;
    }

    public static Builder builder() {
        return new Builder();
    }

    /** A builder that starts from these limits. */
    public Builder rebuild() {
        return new Builder().maxStringLength(maxStringLength).maxBytesLength(maxBytesLength)
                .maxNestingDepth(maxNestingDepth).maxDocumentLength(maxDocumentLength).maxDumpLength(maxDumpLength);
    }

    public int maxStringLength() {
        return maxStringLength;
    }

    public int maxBytesLength() {
        return maxBytesLength;
    }

    public int maxNestingDepth() {
        return maxNestingDepth;
    }

    public int maxDocumentLength() {
        return maxDocumentLength;
    }

    /** How many characters a dump writes before it stops with a cut marker (one value may overrun it by its own length). */
    public int maxDumpLength() {
        return maxDumpLength;
    }

    /** @throws WireLimitException if a text value or field name of {@code length} bytes is too long */
    public void validateStringLength(int length, int offset) {
        if (length > maxStringLength) {
            throw tooLong("text", length, maxStringLength, "maxStringLength", offset);
        }
    }

    /** @throws WireLimitException if a byte-array value of {@code length} bytes is too long */
    public void validateBytesLength(int length, int offset) {
        if (length > maxBytesLength) {
            throw tooLong("a byte array", length, maxBytesLength, "maxBytesLength", offset);
        }
    }

    /** @throws WireLimitException if opening one more level would reach {@code depth} levels, too deep */
    public void validateNestingDepth(int depth, int offset) {
        if (depth > maxNestingDepth) {
            throw new WireLimitException(offset, "nesting depth " + depth + " is deeper than the maximum of "
                    + maxNestingDepth + " (WireLimits.maxNestingDepth)");
        }
    }

    /** @throws WireLimitException if a document of {@code length} bytes is too long */
    public void validateDocumentLength(int length, int offset) {
        if (length > maxDocumentLength) {
            throw tooLong("a document", length, maxDocumentLength, "maxDocumentLength", offset);
        }
    }

    /** The one message of the length limits; built out of line, so that each check stays small where it inlines. */
    private static WireLimitException tooLong(String what, int length, int maximum, String limit, int offset) {
        return new WireLimitException(offset, what + " of " + length + " bytes is longer than the maximum of "
                + maximum + " (WireLimits." + limit + ")");
    }

    @Override
    public String toString() {
        return "WireLimits{maxStringLength=" + maxStringLength + ", maxBytesLength=" + maxBytesLength
                + ", maxNestingDepth=" + maxNestingDepth + ", maxDocumentLength=" + maxDocumentLength + ", maxDumpLength=" + maxDumpLength + "}";
    }

    /** Sets limits one by one; each must be positive. */
    public static final class Builder {
        private int maxStringLength = DEFAULT_MAX_STRING_LENGTH;
        private int maxBytesLength = DEFAULT_MAX_BYTES_LENGTH;
        private int maxNestingDepth = DEFAULT_MAX_NESTING_DEPTH;
        private int maxDocumentLength = DEFAULT_MAX_DOCUMENT_LENGTH;
        private int maxDumpLength = DEFAULT_MAX_DUMP_LENGTH;

        private Builder() {
        }

        public Builder maxStringLength(int bytes) {
            maxStringLength = positive(bytes, "maxStringLength");
            return this;
        }

        public Builder maxBytesLength(int bytes) {
            maxBytesLength = positive(bytes, "maxBytesLength");
            return this;
        }

        public Builder maxNestingDepth(int levels) {
            maxNestingDepth = positive(levels, "maxNestingDepth");
            return this;
        }

        /** At most {@link Documents#MAX_LENGTH}, what the header can express. */
        public Builder maxDocumentLength(int bytes) {
            maxDocumentLength = positive(bytes, "maxDocumentLength");
            if (bytes > Documents.MAX_LENGTH) {
                throw new IllegalArgumentException("maxDocumentLength " + bytes + " exceeds the format's maximum of " + Documents.MAX_LENGTH);
            }
            return this;
        }

        public Builder maxDumpLength(int chars) {
            maxDumpLength = positive(chars, "maxDumpLength");
            return this;
        }

        private static int positive(int value, String name) {
            if (value <= 0) {
                throw new IllegalArgumentException(name + " must be positive, not " + value);
            }
            return value;
        }

        public WireLimits build() {
            return new WireLimits(this);
        }
    }
}
