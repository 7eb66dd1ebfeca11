package io.wirebench.adapters.protostuff;

import io.protostuff.LinkedBuffer;
import io.protostuff.ProtostuffIOUtil;
import io.protostuff.Schema;
import io.wirebench.core.Codec;
import io.wirebench.core.ReusableByteArrayOutputStream;
import java.io.IOException;

/**
 * Protostuff's own format through a runtime schema: {@code ProtostuffIOUtil.writeTo} with one
 * {@link LinkedBuffer} allocated for the codec's life and cleared after every message (the usage
 * protostuff's documentation shows), streaming into one reused array instead of
 * {@code toByteArray}'s new one; {@code mergeFrom} over that array's range into a new message.
 */
final class ProtostuffCodec<T> implements Codec<T> {
    private final Schema<T> schema;
    private final LinkedBuffer buffer = LinkedBuffer.allocate(LinkedBuffer.DEFAULT_BUFFER_SIZE);
    private final ReusableByteArrayOutputStream out = new ReusableByteArrayOutputStream(LinkedBuffer.DEFAULT_BUFFER_SIZE);

    ProtostuffCodec(Schema<T> schema) {
        this.schema = schema;
    }

    @Override
    public int encode(T message) throws IOException {
        out.reset();
        try {
            ProtostuffIOUtil.writeTo(out, message, schema, buffer);
        } finally {
            buffer.clear();
        }
        return out.length();
    }

    /**
     * A new message every time: {@code mergeFrom} merges (a list field of a reused message would
     * grow, a field absent from the bytes would keep its stale value), so {@code reuse} is ignored.
     */
    @Override
    public T decode(T reuse) throws IOException {
        T message = schema.newMessage();
        try {
            ProtostuffIOUtil.mergeFrom(out.array(), 0, out.length(), message, schema);
        } catch (RuntimeException e) {
            // mergeFrom over an array wraps the format's errors (ProtobufException) in a RuntimeException.
            Throwable cause = e.getCause() != null ? e.getCause() : e;
            throw new IOException("Protostuff cannot read a " + schema.messageName() + " from " + out.length() + " bytes: " + cause, e);
        }
        return message;
    }

    @Override
    public byte[] encoded() {
        return out.toByteArray();
    }

    @Override
    public void load(byte[] bytes) {
        out.load(bytes);
    }
}
