package io.wirebench.adapters.protobuf;

import com.google.protobuf.CodedOutputStream;
import com.google.protobuf.Message;
import io.wirebench.core.Codec;
import java.io.IOException;
import java.util.Arrays;

/**
 * Writes a message into one byte array kept for the codec's life (a {@code CodedOutputStream} over
 * the array, sized from the message's memoized {@code getSerializedSize()}), and parses it back from
 * the array's valid range with the message's generated parser.
 */
final class ProtobufCodec<T, M extends Message> implements Codec<T> {
    private final ProtoMapping<T, M> mapping;
    private byte[] buffer = new byte[256];
    private int length;

    ProtobufCodec(ProtoMapping<T, M> mapping) {
        this.mapping = mapping;
    }

    @Override
    public int encode(T value) throws IOException {
        M message = mapping.toMessage(value);
        int size = message.getSerializedSize();
        if (size > buffer.length) {
            buffer = new byte[Math.max(size, buffer.length * 2)];
        }
        CodedOutputStream out = CodedOutputStream.newInstance(buffer, 0, size);
        message.writeTo(out);
        out.checkNoSpaceLeft();
        length = size;
        return size;
    }

    @Override
    public T decode(T reuse) throws IOException {
        return mapping.fromMessage(mapping.parser().parseFrom(buffer, 0, length), reuse);
    }

    @Override
    public byte[] encoded() {
        return Arrays.copyOf(buffer, length);
    }

    @Override
    public void load(byte[] bytes) {
        if (bytes.length > buffer.length) {
            buffer = new byte[bytes.length];
        }
        System.arraycopy(bytes, 0, buffer, 0, bytes.length);
        length = bytes.length;
    }
}
