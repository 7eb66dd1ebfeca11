package io.wirebench.adapters.protostuff;

import io.protostuff.LinkedBuffer;
import io.protostuff.ProtostuffIOUtil;
import io.protostuff.Schema;
import io.wirebench.core.Codec;
import java.io.IOException;
import java.nio.ByteBuffer;

/**
 * Protostuff's own format through a runtime schema, the way protostuff's documentation shows it:
 * {@code ProtostuffIOUtil.toByteArray} with one {@link LinkedBuffer} allocated for the codec's life and
 * cleared after every message, and {@code mergeFrom} into a new message.
 *
 * <p>Each message is framed by the adapter with a 4-byte big-endian length ({@link #FRAME}), checked
 * against the bytes present before reading: protostuff's reader takes the end of its input as the end
 * of any nested message still open, so without a frame a message cut just before a nested message's
 * end tag reads back whole. And the bytes handed to {@code mergeFrom} end exactly where the message
 * does (a new array per message): its {@code ByteArrayInput} reads a varint byte by byte until its end
 * bit without checking the range's end, so within a longer reused array a cut varint would go on
 * reading bytes past the cut.
 */
final class ProtostuffCodec<T> implements Codec<T> {
    /** Bytes of the length the adapter writes before each message. */
    static final int FRAME = 4;

    private final Schema<T> schema;
    private final LinkedBuffer buffer = LinkedBuffer.allocate(LinkedBuffer.DEFAULT_BUFFER_SIZE);
    private byte[] bytes = new byte[0];

    ProtostuffCodec(Schema<T> schema) {
        this.schema = schema;
    }

    @Override
    public int encode(T message) {
        byte[] payload;
        try {
            payload = ProtostuffIOUtil.toByteArray(message, schema, buffer);
        } finally {
            buffer.clear();
        }
        bytes = new byte[FRAME + payload.length];
        ByteBuffer.wrap(bytes).putInt(payload.length);
        System.arraycopy(payload, 0, bytes, FRAME, payload.length);
        return bytes.length;
    }

    /**
     * A new message every time: {@code mergeFrom} merges (a list field of a reused message would
     * grow, a field absent from the bytes would keep its stale value), so {@code reuse} is ignored.
     */
    @Override
    public T decode(T reuse) throws IOException {
        if (bytes.length < FRAME) {
            throw new IOException(bytes.length + " bytes cannot hold the " + FRAME + "-byte length of a message");
        }
        int length = ByteBuffer.wrap(bytes).getInt();
        if (length != bytes.length - FRAME) {
            throw new IOException("the frame says " + length + " bytes, " + (bytes.length - FRAME) + " are there");
        }
        T message = schema.newMessage();
        try {
            ProtostuffIOUtil.mergeFrom(bytes, FRAME, length, message, schema);
        } catch (RuntimeException e) {
            // mergeFrom over an array wraps the format's errors (ProtobufException) in a RuntimeException.
            Throwable cause = e.getCause() != null ? e.getCause() : e;
            throw new IOException("Protostuff cannot read a " + schema.messageName() + " from " + length + " bytes: " + cause, e);
        }
        return message;
    }

    @Override
    public byte[] encoded() {
        return bytes.clone();
    }

    @Override
    public void load(byte[] bytes) {
        this.bytes = bytes.clone();
    }
}
