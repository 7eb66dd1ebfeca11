package io.wirebench.adapters.msgpack;

import io.wirebench.core.Codec;
import io.wirebench.core.ModelMapping;
import io.wirebench.core.ReusableByteArrayOutputStream;
import java.io.IOException;
import org.msgpack.core.MessagePack;
import org.msgpack.core.MessagePackException;
import org.msgpack.core.MessagePacker;
import org.msgpack.core.MessageUnpacker;
import org.msgpack.core.buffer.ArrayBufferInput;

/**
 * One {@link MessagePacker} and one {@link MessageUnpacker} for the codec's life, as msgpack-core's
 * documentation recommends for speed (reuse them; {@code MessageUnpacker.reset} points the unpacker at
 * new input): the packer writes into one reused array through its own buffer, flushed after each
 * message, and the unpacker reads that array's valid range through a reused {@link ArrayBufferInput},
 * without a copy. The model's hand-written mapping is called once per message.
 */
final class MsgpackCodec<T> implements Codec<T> {
    private final ModelMapping<T, MessagePacker, MessageUnpacker> mapping;
    private final ReusableByteArrayOutputStream bytes = new ReusableByteArrayOutputStream(1024);
    private final MessagePacker packer = MessagePack.newDefaultPacker(bytes);
    private final ArrayBufferInput input = new ArrayBufferInput(new byte[0]);
    private final MessageUnpacker unpacker = MessagePack.newDefaultUnpacker(input);

    MsgpackCodec(ModelMapping<T, MessagePacker, MessageUnpacker> mapping) {
        this.mapping = mapping;
    }

    @Override
    public int encode(T message) throws IOException {
        bytes.reset();
        // Drops what a failed encode may have left in the packer's own buffer.
        packer.clear();
        mapping.write(message, packer);
        packer.flush();
        return bytes.length();
    }

    @Override
    public T decode(T reuse) throws IOException {
        input.reset(bytes.array(), 0, bytes.length());
        unpacker.reset(input);
        try {
            T value = mapping.read(unpacker);
            if (unpacker.hasNext()) {
                throw new IOException("bytes left after the message: " + (bytes.length() - unpacker.getTotalReadBytes()));
            }
            return value;
        } catch (MessagePackException e) {
            // msgpack-core's errors are unchecked (a cut message: MessageInsufficientBufferException).
            throw new IOException("msgpack-core cannot read the message from " + bytes.length() + " bytes: " + e, e);
        }
    }

    @Override
    public byte[] encoded() {
        return bytes.toByteArray();
    }

    @Override
    public void load(byte[] bytes) {
        this.bytes.load(bytes);
    }
}
