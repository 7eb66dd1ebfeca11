package io.wirebench.adapters.msgpack;

import io.wirebench.core.ModelMapping;
import io.wirebench.core.ReusableBufferCodec;
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
final class MsgpackCodec<T> extends ReusableBufferCodec<T> {
    private final ModelMapping<T, MessagePacker, MessageUnpacker> mapping;
    private final MessagePacker packer = MessagePack.newDefaultPacker(out);
    private final ArrayBufferInput input = new ArrayBufferInput(new byte[0]);
    private final MessageUnpacker unpacker = MessagePack.newDefaultUnpacker(input);

    MsgpackCodec(ModelMapping<T, MessagePacker, MessageUnpacker> mapping) {
        super(1024);
        this.mapping = mapping;
    }

    @Override
    public int encode(T message) throws IOException {
        out.reset();
        // Drops what a failed encode may have left in the packer's own buffer.
        packer.clear();
        mapping.write(message, packer);
        packer.flush();
        return out.length();
    }

    @Override
    public T decode(T reuse) throws IOException {
        input.reset(out.array(), 0, out.length());
        unpacker.reset(input);
        try {
            T value = mapping.read(unpacker);
            if (unpacker.hasNext()) {
                throw new IOException("bytes left after the message: " + (out.length() - unpacker.getTotalReadBytes()));
            }
            return value;
        } catch (MessagePackException e) {
            // msgpack-core's errors are unchecked (a cut message: MessageInsufficientBufferException).
            throw new IOException("msgpack-core cannot read the message from " + out.length() + " bytes: " + e, e);
        }
    }
}
