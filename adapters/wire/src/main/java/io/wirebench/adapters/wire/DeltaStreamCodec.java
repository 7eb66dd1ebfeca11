package io.wirebench.adapters.wire;

import io.wirebench.core.StreamCodec;
import io.wirebench.core.model.Batch;
import io.wirebench.core.model.updates.MyDataType;
import io.wirebench.wire.MalformedWireException;
import io.wirebench.wire.delta.DeltaKey;
import io.wirebench.wire.delta.DeltaStreamException;
import io.wirebench.wire.delta.DeltaWireIn;
import io.wirebench.wire.delta.DeltaWireOut;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The update stream in the delta wire. As a {@link Codec} of a batch, the whole stream is one
 * message: a new writer encodes every update one after another, a new reader decodes them, so the
 * bytes are the same every time. As a {@link StreamCodec}, one update is one message and both ends
 * keep their state from one to the next.
 */
final class DeltaStreamCodec extends HeapBufferCodec<Batch<MyDataType>> implements StreamCodec<MyDataType> {
    private final DeltaWireOut<MyDataType> writer;
    private final DeltaWireIn<MyDataType> reader;

    /** MyDataType's composite key, hashed and compared field by field: no key object per update. */
    static final DeltaKey<MyDataType> KEY = new DeltaKey<>() {
        @Override
        public int hash(MyDataType m) {
            return (Long.hashCode(m.getFirstId()) * 31 + m.getSecondId()) * 31 + Objects.hashCode(m.getThirdId());
        }

        @Override
        public Object keep(MyDataType m) {
            return m.key();
        }

        @Override
        public boolean matches(MyDataType m, Object kept) {
            MyDataType.Key k = (MyDataType.Key) kept;
            return k.firstId() == m.getFirstId() && k.secondId() == m.getSecondId() && Objects.equals(k.thirdId(), m.getThirdId());
        }
    };

    DeltaStreamCodec(int capacity) {
        super(4096);
        writer = new DeltaWireOut<>(bytesOut, MyDataTypeMarshaller.INSTANCE, KEY, capacity);
        reader = new DeltaWireIn<>(bytesIn, MyDataTypeMarshaller.INSTANCE, capacity);
    }

    /** A new stream at both ends, sequence numbers from 0 again: the same bytes as a new writer's, with nothing made. */
    @Override
    public void resetStream() {
        writer.restart();
        reader.reset();
    }

    /**
     * The next update, written after the message the buffer holds and moved to its start once
     * whole: a refused update (text UTF-8 cannot carry) leaves that message and the stream's state
     * as they were.
     */
    @Override
    public int encodeNext(MyDataType update) {
        bytesOut.position(length);
        int n = writer.write(update);
        byte[] bytes = buffer.array(); // after the write: growing the buffer replaces the array
        System.arraycopy(bytes, length, bytes, 0, n);
        return length = n;
    }

    /**
     * One update; the loaded bytes must be exactly one message. Bytes after the message are refused
     * before it is read, so a refused message leaves the stream's state (and {@code reuse}) as it was.
     */
    @Override
    public MyDataType decodeNext(MyDataType reuse) {
        bytesIn.reset(0, length);
        int message = reader.peekMessageLength();
        if (message < length) {
            throw new MalformedWireException(message, (length - message) + " byte(s) after the delta message");
        }
        return reader.read(reuse);
    }

    /**
     * The whole stream, with fresh state at both ends, written after the message the buffer holds
     * and moved to its start once whole: a refused stream leaves that message as it was.
     */
    @Override
    public int encode(Batch<MyDataType> stream) {
        resetStream();
        bytesOut.position(length);
        for (MyDataType update : stream.getItems()) {
            writer.write(update);
        }
        int n = bytesOut.position() - length;
        byte[] bytes = buffer.array();
        System.arraycopy(bytes, length, bytes, 0, n);
        return length = n;
    }

    /**
     * The whole stream, with fresh state. Every refusal is a {@link MalformedWireException}: within
     * one stream a lost, repeated or unknown update can only be corruption. On a refusal the batch
     * keeps its list of items (neither replaced nor resized); the elements reused before the refusal
     * hold what was decoded.
     */
    @Override
    public Batch<MyDataType> decode(Batch<MyDataType> reuse) {
        resetStream();
        bytesIn.reset(0, length);
        Batch<MyDataType> batch = reuse != null ? reuse : new Batch<>();
        List<MyDataType> old = batch.getItems();
        List<MyDataType> items = new ArrayList<>(old == null ? 16 : old.size());
        int i = 0;
        while (bytesIn.remaining() > 0) {
            MyDataType into = old != null && i < old.size() ? old.get(i) : null;
            int at = bytesIn.position();
            try {
                items.add(reader.read(into));
            } catch (DeltaStreamException e) {
                // A whole stream is one message, written with fresh state: a lost, repeated or unknown update in it is corruption.
                MalformedWireException refused = new MalformedWireException(at, "the stream is inconsistent: " + e.getMessage());
                refused.initCause(e);
                throw refused;
            }
            i++;
        }
        batch.setItems(items);
        return batch;
    }
}
