package io.wirebench.core;

import java.io.IOException;

/**
 * One contender's encoder and decoder for one model type, together with the buffer it writes
 * into. A codec is single-threaded and stateful: {@link #encode} replaces the buffer's content,
 * {@link #decode} reads whatever the buffer holds now. This mirrors the wire-format latency test (docs/SOURCES.md)
 * (write into a reused buffer, read it back) and lets each library keep the buffer it is fastest
 * with (a heap array, a direct buffer, a pooled stream) without a copy into a harness-owned one.
 *
 * <p>Encoded sizes are the bytes the format itself produces for one message. Formats that frame
 * themselves (a wire document's 4-byte header, BSON's length) count their frame; others do not.
 * The descriptor says how many of those bytes are frame ({@link Descriptor#frameBytes}), so sizes
 * can be reported both without the frame (payload) and as a stream needs them (framed).
 *
 * @param <T> the model type, shared by every contender
 */
public interface Codec<T> {

    /**
     * Encodes {@code message} into this codec's buffer, replacing what it held.
     *
     * @return the encoded length in bytes
     */
    int encode(T message) throws IOException;

    /**
     * Decodes the message the buffer holds now.
     *
     * @param reuse an instance the codec may fill instead of allocating a new one, or {@code null};
     *              a codec whose library cannot fill an existing object ignores it
     * @return the decoded message (possibly {@code reuse})
     */
    T decode(T reuse) throws IOException;

    /** A copy of the bytes the buffer holds now. For sizes and checks, never on a measured path. */
    byte[] encoded();

    /** Replaces the buffer's content with {@code bytes}, so that input from elsewhere can be decoded. */
    void load(byte[] bytes);
}
