package io.wirebench.adapters.capnproto;

import io.wirebench.core.Codec;
import java.io.IOException;
import java.nio.BufferOverflowException;
import java.nio.ByteBuffer;
import org.capnproto.ArrayOutputStream;
import org.capnproto.MessageBuilder;
import org.capnproto.MessageReader;
import org.capnproto.Serialize;

/**
 * The reuse capnproto-java's own benchmark does: every message is built in one first-segment buffer
 * kept for the codec's life ({@code new MessageBuilder(scratch)}, then {@code clearFirstSegment()} once
 * written), serialized with {@code Serialize.write} through an {@link ArrayOutputStream} into one kept
 * output buffer; decode is {@code Serialize.read} over that buffer, whose segments are slices of it, so
 * the fields are read in place.
 */
class CapnpCodec<T> implements Codec<T> {
    /**
     * 64 KB: every message of the supported data sets (db100 is the largest, about 2,000 words) fits
     * one segment, so its segment table is the descriptor's 8 bytes. Only the words a message used are
     * zeroed after it.
     */
    static final int FIRST_SEGMENT_WORDS = 8192;

    private final CapnpMapping<T> mapping;
    private final ByteBuffer scratch = ByteBuffer.allocate(FIRST_SEGMENT_WORDS * 8);
    private ByteBuffer out = ByteBuffer.allocate(1024);
    /** A second view of {@code out} for reading, so reading never moves the buffer the writer fills. */
    private ByteBuffer in = out.duplicate();
    private int length;

    CapnpCodec(CapnpMapping<T> mapping) {
        this.mapping = mapping;
    }

    @Override
    public int encode(T message) throws IOException {
        MessageBuilder builder = new MessageBuilder(scratch);
        try {
            mapping.write(builder, message);
            // Written straight into the kept buffer, its length read from the stream, as the benchmark does: the
            // size is computed only when the buffer is too small. Computing it first for every message cost a
            // second getSegmentsForOutput (an array and a slice per segment) that direct use does not pay.
            ArrayOutputStream stream = writeInto(out, builder);
            if (stream == null) {
                int size = Math.toIntExact(Serialize.computeSerializedSizeInWords(builder) * 8);
                out = ByteBuffer.allocate(Math.max(size, out.capacity() * 2));
                in = out.duplicate();
                stream = writeInto(out, builder);
                if (stream == null) {
                    throw new IllegalStateException("a " + size + "-byte message did not fit a buffer of " + out.capacity() + " bytes");
                }
            }
            length = stream.buf.position();
            return length;
        } finally {
            // The first segment must be all zeros for the next MessageBuilder (MessageBuilder's javadoc).
            builder.clearFirstSegment();
        }
    }

    /**
     * Writes the message from the start of {@code buffer}; null when it does not fit, the buffer then holding part of
     * it. {@code ArrayOutputStream} refuses to overflow with an {@code IOException} ("backing buffer was not large
     * enough"), its only one: the stream is memory.
     */
    private static ArrayOutputStream writeInto(ByteBuffer buffer, MessageBuilder builder) {
        buffer.clear();
        ArrayOutputStream stream = new ArrayOutputStream(buffer);
        try {
            Serialize.write(stream, builder);
            return stream;
        } catch (IOException | BufferOverflowException tooSmall) {
            return null;
        }
    }

    @Override
    public T decode(T reuse) throws IOException {
        try {
            return mapping.read(message(), reuse);
        } catch (RuntimeException e) {
            // The runtime reports a message cut short or pointing outside its segments with unchecked exceptions.
            throw new IOException("Cap'n Proto cannot read the " + length + " bytes: " + e, e);
        }
    }

    /** The message the buffer holds now, read in place: its segments are slices of the buffer. */
    final MessageReader message() throws IOException {
        in.clear().limit(length);
        return Serialize.read(in);
    }

    @Override
    public byte[] encoded() {
        byte[] copy = new byte[length];
        out.duplicate().clear().get(copy);
        return copy;
    }

    @Override
    public void load(byte[] bytes) {
        out = ByteBuffer.wrap(bytes.clone());
        in = out.duplicate();
        length = bytes.length;
    }
}
