package io.wirebench.core;

/**
 * A codec whose messages depend on the ones before them, such as a delta encoding that sends only
 * what changed since the last message for the same key. The writer and reader each keep state
 * between messages, so these messages are measured one update after another over a stream, never
 * as one message encoded again and again. A contender offers one through the codec it makes for a
 * batch model (the whole stream as one message); {@code UpdateStreamBenchmark} checks for it.
 *
 * @param <T> the element model type
 */
public interface StreamCodec<T> {

    /** Both ends forget every key: the next message for any key goes in full. */
    void resetStream();

    /**
     * Encodes {@code update} as the next message of the stream into the codec's buffer, replacing
     * what it held.
     *
     * @return the message's length in bytes
     */
    int encodeNext(T update);

    /** Decodes the message the buffer holds as the next message of the stream. */
    T decodeNext(T reuse);
}
