package io.wirebench.adapters.sbe;

import org.agrona.DirectBuffer;

/**
 * A guard for variable-length data. The generated {@code text()} accessors allocate a byte array
 * of the length the message claims <em>before</em> the buffer's bounds check sees the bytes, so a
 * hostile length would ask for up to 4 GiB; checking the claim against the bytes actually there
 * first turns that into an exception naming the numbers.
 */
final class VarData {
    /** The varStringEncoding length prefix. */
    private static final int HEADER = 4;

    private VarData() {
    }

    /**
     * @param buffer the message's buffer, whose capacity is the message's length
     * @param limit  the decoder's current limit, where the length prefix starts
     * @param length the length the prefix claims
     * @return {@code length}
     */
    static int check(DirectBuffer buffer, int limit, int length) {
        if (length < 0 || (long) limit + HEADER + length > buffer.capacity()) {
            throw new IndexOutOfBoundsException("variable-length data of " + Integer.toUnsignedString(length)
                    + " bytes at offset " + limit + " runs past the end of the " + buffer.capacity() + "-byte message");
        }
        return length;
    }
}
