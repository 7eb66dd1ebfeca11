package io.wirebench.wire;

/**
 * The input is not a valid document of the format being read: truncated, corrupt or hostile.
 * The message says where (the byte offset in the buffer) and what was expected there; nothing
 * is read past the point of the error.
 */
public class MalformedWireException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final int offset;

    /**
     * @param offset  the buffer index at which the problem was found
     * @param problem what was expected and what was found
     */
    public MalformedWireException(int offset, String problem) {
        super("malformed input at offset " + offset + ": " + problem);
        this.offset = offset;
    }

    /** For a problem found above the bytes (in a value's structure), where no offset is at hand: {@link #offset()} is -1. */
    public MalformedWireException(String problem) {
        super("malformed input: " + problem);
        this.offset = -1;
    }

    public MalformedWireException(int offset, String problem, Throwable cause) {
        super("malformed input at offset " + offset + ": " + problem, cause);
        this.offset = offset;
    }

    /** The buffer index at which the problem was found, or -1 if it was found above the bytes. */
    public int offset() {
        return offset;
    }
}
