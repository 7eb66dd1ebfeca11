package io.wirebench.core;

import io.wirebench.core.model.Batch;
import io.wirebench.core.model.Model;
import io.wirebench.core.model.Models;
import io.wirebench.core.model.order.Order;
import io.wirebench.core.model.order.Side;
import io.wirebench.core.model.rion.Pojo1Long;
import java.io.IOException;
import java.nio.BufferUnderflowException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * A small hand-written binary contender for {@code order} and {@code readuse} that keeps the
 * codec contract, and, given a {@link Flaw}, breaks exactly one rule of it: the fixtures that show
 * each rule of {@link ConformanceCheck} rejects what it is there to reject.
 *
 * <p>Format: a 4-byte length of what follows, then the fields. Decoding checks the length against
 * the bytes it holds, so every cut throws.
 */
final class ReferenceContender extends MappedContenderBase {

    /** The one thing a codec gets wrong; {@link #NONE} keeps the contract. */
    enum Flaw {
        NONE,
        /** Returns the reuse instance untouched when given one. */
        IGNORES_INPUT_WITH_REUSE,
        /** Encodes the first message it sees and hands those bytes out for every later one. */
        MEMOISES_OUTPUT,
        /** Writes a trailer it never reads and accepts a message without it. */
        SILENTLY_TRUNCATES,
        /** Reads whatever fields are there and defaults the rest, though its descriptor claims detection. */
        PARTIAL_DECODE,
        /** Reports one byte more than it wrote. */
        WRONG_LENGTH,
        /** Writes a counter byte after the message, so the same message gives different bytes. */
        NONDETERMINISTIC,
        /** Turns NaN into 0.0 and -0.0 into 0.0 on the way out. */
        MANGLES_SPECIAL_DOUBLES,
        /** Writes text as ISO-8859-1, losing everything outside Latin-1. */
        DROPS_NON_LATIN1,
        /** Computes the use value in place but forgets the last element. */
        WRONG_DIRECT_ACCESS,
        /** Decodes by returning the message it last encoded, never reading the buffer. */
        LEANS_ON_ENCODER,
        /** Flips the flag of the message it is given, after writing it. */
        CHANGES_INPUT,
        /** Its codec reads the use in place, but the contender's access answer says no. */
        HIDES_ACCESS
    }

    private final Flaw flaw;

    ReferenceContender(Flaw flaw, boolean detectsTruncation, Descriptor.Builder extra) {
        super((extra == null ? Descriptor.builder("reference") : extra).displayName("reference (" + flaw + ")").family("test")
                .library("jdk", "17").format(Descriptor.Format.BINARY).schemaStyle(Descriptor.SchemaStyle.HAND_WRITTEN)
                .detectsTruncation(detectsTruncation).build());
        this.flaw = flaw;
        Mappings.Builder m = Mappings.builder("test fixture").add(Models.ORDER, OrderCodec::new);
        table((flaw == Flaw.HIDES_ACCESS
                ? m.add(Model.batchOf(Models.RION_LONG1), LongsCodec::new)
                : m.addAccess(Model.batchOf(Models.RION_LONG1), LongsCodec::new)).build());
    }

    ReferenceContender(Flaw flaw) {
        this(flaw, flaw != Flaw.SILENTLY_TRUNCATES, null);
    }

    /** The framing and the flaws every model shares. */
    private abstract class FramedCodec<T> implements Codec<T> {
        private ByteBuffer out = ByteBuffer.allocate(64);
        private byte[] in = new byte[0];
        private byte[] memo;
        private T lastEncoded;
        private int counter;

        abstract void write(T message, ByteBuffer body);

        abstract T read(ByteBuffer body, T reuse);

        abstract T copy(T message);

        @Override
        public int encode(T message) {
            if (flaw == Flaw.MEMOISES_OUTPUT && memo != null) {
                in = memo;
                return memo.length;
            }
            lastEncoded = copy(message);
            ByteBuffer body = ByteBuffer.allocate(4096);
            write(message, body);
            body.flip();
            int trailer = flaw == Flaw.SILENTLY_TRUNCATES || flaw == Flaw.NONDETERMINISTIC ? 1 : 0;
            out = ByteBuffer.allocate(4 + body.remaining() + trailer);
            out.putInt(body.remaining()).put(body);
            if (trailer == 1) {
                out.put((byte) (flaw == Flaw.NONDETERMINISTIC ? counter++ : 0));
            }
            in = out.array();
            if (flaw == Flaw.MEMOISES_OUTPUT) {
                memo = in;
            }
            return flaw == Flaw.WRONG_LENGTH ? in.length + 1 : in.length;
        }

        @Override
        public T decode(T reuse) throws IOException {
            if (flaw == Flaw.IGNORES_INPUT_WITH_REUSE && reuse != null) {
                return reuse;
            }
            if (flaw == Flaw.LEANS_ON_ENCODER) {
                if (lastEncoded == null) {
                    throw new IOException("nothing encoded yet");
                }
                return copy(lastEncoded);
            }
            ByteBuffer buffer = ByteBuffer.wrap(in);
            if (flaw == Flaw.PARTIAL_DECODE) {
                if (buffer.remaining() >= 4) {
                    buffer.getInt();
                }
                return read(buffer, reuse);
            }
            try {
                int length = buffer.getInt();
                int trailer = flaw == Flaw.SILENTLY_TRUNCATES || flaw == Flaw.NONDETERMINISTIC ? 1 : 0;
                if (flaw == Flaw.SILENTLY_TRUNCATES ? buffer.remaining() < length : buffer.remaining() != length + trailer) {
                    throw new IOException("frame says " + length + " bytes, " + buffer.remaining() + " are there");
                }
                return read(buffer.limit(4 + length), reuse);
            } catch (BufferUnderflowException e) {
                throw new IOException("message cut short", e);
            }
        }

        @Override
        public byte[] encoded() {
            return in.clone();
        }

        @Override
        public void load(byte[] bytes) {
            in = bytes.clone();
        }
    }

    private final class OrderCodec extends FramedCodec<Order> {
        @Override
        void write(Order o, ByteBuffer body) {
            double price = o.getPrice();
            if (flaw == Flaw.MANGLES_SPECIAL_DOUBLES) {
                price = Double.isNaN(price) ? 0.0 : price + 0.0;
            }
            body.putDouble(price).put((byte) (o.isFlag() ? 1 : 0)).put((byte) o.getSide().ordinal())
                    .putInt(o.getSmallInt()).putLong(o.getLongInt());
            byte[] text = o.getText().getBytes(flaw == Flaw.DROPS_NON_LATIN1 ? StandardCharsets.ISO_8859_1 : StandardCharsets.UTF_8);
            body.putInt(text.length).put(text);
            if (flaw == Flaw.CHANGES_INPUT) {
                o.setFlag(!o.isFlag());
            }
        }

        @Override
        Order read(ByteBuffer body, Order reuse) {
            Order o = reuse == null ? new Order() : reuse;
            // The partial decoder stops quietly where the bytes end, keeping defaults.
            if (body.remaining() >= 8) o.setPrice(body.getDouble()); else return o;
            if (body.remaining() >= 1) o.setFlag(body.get() == 1); else return o;
            if (body.remaining() >= 1) o.setSide(Side.values()[body.get()]); else return o;
            if (body.remaining() >= 4) o.setSmallInt(body.getInt()); else return o;
            if (body.remaining() >= 8) o.setLongInt(body.getLong()); else return o;
            if (body.remaining() < 4) return o;
            byte[] text = new byte[Math.min(body.getInt(), body.remaining())];
            body.get(text);
            o.setText(new String(text, flaw == Flaw.DROPS_NON_LATIN1 ? StandardCharsets.ISO_8859_1 : StandardCharsets.UTF_8));
            return o;
        }

        @Override
        Order copy(Order o) {
            return new Order(o.getPrice(), o.isFlag(), o.getText(), o.getSide(), o.getSmallInt(), o.getLongInt());
        }
    }

    private final class LongsCodec extends FramedCodec<Batch<Pojo1Long>> implements DirectAccess {
        @Override
        void write(Batch<Pojo1Long> batch, ByteBuffer body) {
            body.putInt(batch.getItems().size());
            for (Pojo1Long item : batch.getItems()) {
                body.putLong(item.getField0());
            }
        }

        @Override
        Batch<Pojo1Long> read(ByteBuffer body, Batch<Pojo1Long> reuse) {
            List<Pojo1Long> items = new ArrayList<>();
            int n = body.remaining() >= 4 ? body.getInt() : 0;
            for (int i = 0; i < n && body.remaining() >= 8; i++) {
                items.add(new Pojo1Long(body.getLong()));
            }
            if (reuse == null) {
                return new Batch<>(items);
            }
            reuse.setItems(items);
            return reuse;
        }

        @Override
        Batch<Pojo1Long> copy(Batch<Pojo1Long> batch) {
            return new Batch<>(batch.getItems().stream().map(i -> new Pojo1Long(i.getField0())).toList());
        }

        @Override
        public long access() throws IOException {
            ByteBuffer buffer = ByteBuffer.wrap(encoded());
            buffer.getInt();
            int n = buffer.getInt();
            long sum = 0;
            int counted = flaw == Flaw.WRONG_DIRECT_ACCESS ? n - 1 : n;
            for (int i = 0; i < counted; i++) {
                sum += buffer.getLong(8 + 8 * i);
            }
            return sum;
        }
    }
}
