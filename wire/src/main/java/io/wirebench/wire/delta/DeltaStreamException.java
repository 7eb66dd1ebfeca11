package io.wirebench.wire.delta;

/**
 * A well-formed delta message that does not follow from what the reader holds for its handle:
 * a message was lost, repeated or arrived out of order, or the reader has never seen a snapshot
 * for the handle. The reader's state is left exactly as it was. Where {@link #needsSnapshot()},
 * ask the writer for one ({@link DeltaWireOut#requestSnapshot(int)}, over whatever back channel
 * the application has); until it arrives, every update for the handle fails the same way.
 */
public final class DeltaStreamException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** What went wrong. */
    public enum Kind {
        /** The reader holds nothing for the handle (never a snapshot, or a reader started late). */
        UNKNOWN_HANDLE,
        /** The message is not newer than what the reader holds: repeated or late. Dropping it is safe. */
        STALE,
        /** Messages between the last one applied and this one are missing. */
        GAP
    }

    private final Kind kind;
    private final int handle;
    private final long sequence;

    DeltaStreamException(Kind kind, int handle, long sequence, String message) {
        super(message);
        this.kind = kind;
        this.handle = handle;
        this.sequence = sequence;
    }

    public Kind kind() {
        return kind;
    }

    /** The handle the message was for. */
    public int handle() {
        return handle;
    }

    /** The sequence number the message carried. */
    public long sequence() {
        return sequence;
    }

    /** Whether the reader cannot go on with this handle until a snapshot arrives. */
    public boolean needsSnapshot() {
        return kind != Kind.STALE;
    }
}
