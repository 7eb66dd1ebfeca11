package io.wirebench.wire;

/** How text becomes bytes, for the renderings that let the user choose. */
public enum TextEncoding {
    /** Any text. */
    UTF_8,
    /**
     * One byte per char (ISO-8859-1), as the "8-bit" rows of the wire-format latency table (docs/SOURCES.md): a little cheaper to write and
     * read, and a writer refuses any char above U+00FF rather than corrupt it.
     */
    LATIN_1
}
