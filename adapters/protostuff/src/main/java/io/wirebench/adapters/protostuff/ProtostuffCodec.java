package io.wirebench.adapters.protostuff;

import io.protostuff.LinkedBuffer;
import io.protostuff.ProtostuffIOUtil;
import io.protostuff.Schema;
import io.wirebench.core.Codec;
import io.wirebench.core.ReusableByteArrayOutputStream;
import java.io.IOException;
import java.util.Arrays;

/**
 * Protostuff's own format through a runtime schema, the way protostuff's documentation shows it: one
 * {@link LinkedBuffer} allocated for the codec's life and cleared after every message,
 * {@code ProtostuffIOUtil.writeTo(OutputStream, message, schema, buffer)} into one reused array, and
 * {@code mergeFrom} into a new message.
 *
 * <p>Each message is framed by the adapter with a 4-byte big-endian length ({@link #FRAME}), checked
 * against the bytes present before reading: protostuff's reader takes the end of its input as the end
 * of any nested message still open, so without a frame a message cut just before a nested message's
 * end tag reads back whole. The frame goes into the same reused array, before the message, and is
 * filled in once the message's length is known: no array per message, no copy.
 *
 * <p>Bytes loaded from outside ({@link #load}) are kept as an exact copy, so the range handed to
 * {@code mergeFrom} ends exactly where the array does: its {@code ByteArrayInput} reads a varint byte by
 * byte until its end bit without checking the range's end, so within a longer array a cut varint would
 * go on reading bytes past the cut. What the codec wrote itself is read in place from its reused array,
 * which may be longer than the message: a message written whole has no cut varint to run past its end.
 */
final class ProtostuffCodec<T> implements Codec<T> {
    /** Bytes of the length the adapter writes before each message. */
    static final int FRAME = 4;
    /** What the frame holds until the message's length is known. */
    private static final byte[] NO_LENGTH_YET = new byte[FRAME];

    private final Schema<T> schema;
    private final LinkedBuffer buffer = LinkedBuffer.allocate(LinkedBuffer.DEFAULT_BUFFER_SIZE);
    private final ReusableByteArrayOutputStream out = new ReusableByteArrayOutputStream(256);
    /** What {@link #decode} reads, from 0 to {@link #length}: {@code out}'s array after an encode, an exact copy after a load. */
    private byte[] bytes = new byte[0];
    private int length;

    ProtostuffCodec(Schema<T> schema) {
        this.schema = schema;
    }

    @Override
    public int encode(T message) throws IOException {
        out.reset();
        // Nothing to decode until this message is whole: a write that fails half-way leaves part of it in the array.
        length = 0;
        out.write(NO_LENGTH_YET, 0, FRAME);
        try {
            ProtostuffIOUtil.writeTo(out, message, schema, buffer);
        } finally {
            buffer.clear();
        }
        bytes = out.array();
        length = out.length();
        int size = length - FRAME;
        bytes[0] = (byte) (size >>> 24);
        bytes[1] = (byte) (size >>> 16);
        bytes[2] = (byte) (size >>> 8);
        bytes[3] = (byte) size;
        return length;
    }

    /**
     * A new message every time: {@code mergeFrom} merges (a list field of a reused message would
     * grow, a field absent from the bytes would keep its stale value), so {@code reuse} is ignored.
     */
    @Override
    public T decode(T reuse) throws IOException {
        if (length < FRAME) {
            throw new IOException(length + " bytes cannot hold the " + FRAME + "-byte length of a message");
        }
        int size = (bytes[0] & 0xFF) << 24 | (bytes[1] & 0xFF) << 16 | (bytes[2] & 0xFF) << 8 | bytes[3] & 0xFF;
        if (size != length - FRAME) {
            throw new IOException("the frame says " + size + " bytes, " + (length - FRAME) + " are there");
        }
        T message = schema.newMessage();
        try {
            ProtostuffIOUtil.mergeFrom(bytes, FRAME, size, message, schema);
        } catch (RuntimeException e) {
            // mergeFrom over an array wraps the format's errors (ProtobufException) in a RuntimeException.
            Throwable cause = e.getCause() != null ? e.getCause() : e;
            throw new IOException("Protostuff cannot read a " + schema.messageName() + " from " + size + " bytes: " + cause, e);
        }
        return message;
    }

    @Override
    public byte[] encoded() {
        return Arrays.copyOf(bytes, length);
    }

    @Override
    public void load(byte[] bytes) {
        this.bytes = bytes.clone();
        this.length = bytes.length;
    }
}
