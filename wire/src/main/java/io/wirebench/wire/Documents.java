package io.wirebench.wire;

/**
 * The frame around every message: a 4-byte little-endian header, then the document's bytes.
 *
 * <pre>
 *   bit 31      not complete: set while the writer is still writing the document
 *   bit 30      meta-data: the document describes the stream (set-up, routing, ...) rather than carrying data
 *   bits 0-29   the length of the document in bytes, header excluded (at most 1 GiB - 1)
 * </pre>
 *
 * <p>A writer reserves the header with the not-complete bit set, writes the document, then writes
 * the final header, so a reader that shares the memory never takes a half-written document for a
 * whole one. Documents follow one another in a buffer; a reader knows where the sequence ends from
 * the length of the data it was given, so an empty (0-length) data document is a valid document
 * (header {@code 00 00 00 00}).
 */
public final class Documents {
    public static final int HEADER_LENGTH = 4;
    public static final int NOT_COMPLETE = 0x8000_0000;
    public static final int META_DATA = 0x4000_0000;
    public static final int LENGTH_MASK = 0x3FFF_FFFF;
    /** The longest document a header can describe. */
    public static final int MAX_LENGTH = LENGTH_MASK;

    private Documents() {
    }

    public static int header(int length, boolean metaData, boolean complete) {
        if (length < 0 || length > MAX_LENGTH) {
            throw new IllegalArgumentException("a document of " + length + " bytes cannot be framed: the maximum is " + MAX_LENGTH);
        }
        return length | (metaData ? META_DATA : 0) | (complete ? 0 : NOT_COMPLETE);
    }

    public static int length(int header) {
        return header & LENGTH_MASK;
    }

    public static boolean isMetaData(int header) {
        return (header & META_DATA) != 0;
    }

    public static boolean isComplete(int header) {
        return (header & NOT_COMPLETE) == 0;
    }
}
