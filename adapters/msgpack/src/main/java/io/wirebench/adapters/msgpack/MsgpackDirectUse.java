package io.wirebench.adapters.msgpack;

import io.wirebench.core.DirectUseRotation;
import io.wirebench.core.PlainOrder;
import io.wirebench.core.ReusableByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import org.msgpack.core.MessagePack;
import org.msgpack.core.MessagePacker;
import org.msgpack.core.MessageUnpacker;
import org.msgpack.core.buffer.ArrayBufferInput;
import org.msgpack.core.buffer.MessageBuffer;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * msgpack-core used directly, as the msgpack-java README's quick start, msgpack-core's {@code MessagePackExample}
 * and the {@code MessagePacker}/{@code MessageUnpacker} javadoc write and read a map (a map header, then key and
 * value per pair), with no harness type between the JMH method and the library: one {@link MessagePacker} over a
 * reused array (the adapter's unsynchronized stream, {@link ReusableByteArrayOutputStream}), flushed after each message, and
 * one {@link MessageUnpacker} re-pointed per message with
 * {@code reset} at a reused {@link ArrayBufferInput} (the javadoc's way to reuse an unpacker). Keys and the side are written from their UTF-8 bytes
 * ({@code packRawStringHeader} + {@code writePayload}) and matched as bytes ({@code readPayloadAsReference}), the
 * library's calls for strings known in advance; the adapter does the same, so both pay one {@code String} per
 * text only.
 *
 * <p><b>The same work as the harness's round trip</b>: the next message of the data set's rotation (array load
 * and mask), packed, unpacked into one reused {@link PlainOrder} and returned. {@code MsgpackDirectUseTest}
 * checks that both write the same bytes for every message of {@code order} and {@code orders}.
 *
 * <p><b>What the adapter does beyond this, by design</b>: it reads into a new model object per message (its
 * mappings build one) and checks that no bytes follow the message ({@code hasNext}); both are part of its score,
 * and the parity ratio shows them.
 */
@State(Scope.Thread)
public class MsgpackDirectUse extends DirectUseRotation {
    private static final byte[][] KEYS = utf8("price", "flag", "text", "side", "smallInt", "longInt");
    private static final PlainOrder.Side[] SIDES = PlainOrder.Side.values();
    private static final byte[][] SIDE_NAMES = utf8("Buy", "Sell");

    /** The contender this class measures directly; the runner passes it. */
    @Param("msgpack-core")
    public String contender;

    @Param({"order", "orders"})
    public String dataset;

    // The sink the adapter writes into as well: unsynchronized and kept between messages, so both sides pay alike for it.
    private final ReusableByteArrayOutputStream bytes = new ReusableByteArrayOutputStream(1024);
    private final MessagePacker packer = MessagePack.newDefaultPacker(bytes);
    private final ArrayBufferInput input = new ArrayBufferInput(new byte[0]);
    private final MessageUnpacker unpacker = MessagePack.newDefaultUnpacker(input);
    private PlainOrder reuse;
    private PlainOrder[] messages;

    @Setup
    public void setUp() {
        messages = rotationOfCopies("MsgpackDirectUse", contender, "msgpack-core", dataset, PlainOrder.class);
        reuse = copyOfLast(messages);
    }

    @Benchmark
    public PlainOrder directRoundTrip() throws IOException {
        PlainOrder m = messages[next++ & mask];
        bytes.reset();
        packer.packMapHeader(6);
        key(0);
        packer.packDouble(m.getPrice());
        key(1);
        packer.packBoolean(m.isFlag());
        key(2);
        String text = m.getText();
        if (text == null) {
            packer.packNil();
        } else {
            packer.packString(text);
        }
        key(3);
        PlainOrder.Side side = m.getSide();
        if (side == null) {
            packer.packNil();
        } else {
            byte[] name = SIDE_NAMES[side.ordinal()];
            packer.packRawStringHeader(name.length);
            packer.writePayload(name);
        }
        key(4);
        packer.packInt(m.getSmallInt());
        key(5);
        packer.packLong(m.getLongInt());
        packer.flush();

        input.reset(bytes.array(), 0, bytes.length());
        unpacker.reset(input);
        for (int n = unpacker.unpackMapHeader(); n > 0; n--) {
            switch (match(KEYS)) {
                case 0 -> reuse.setPrice(unpacker.unpackDouble());
                case 1 -> reuse.setFlag(unpacker.unpackBoolean());
                case 2 -> reuse.setText(unpacker.tryUnpackNil() ? null : unpacker.unpackString());
                case 3 -> reuse.setSide(unpacker.tryUnpackNil() ? null : side());
                case 4 -> reuse.setSmallInt(unpacker.unpackInt());
                case 5 -> reuse.setLongInt(unpacker.unpackLong());
                default -> unpacker.skipValue();
            }
        }
        return reuse;
    }

    private void key(int index) throws IOException {
        byte[] name = KEYS[index];
        packer.packRawStringHeader(name.length);
        packer.writePayload(name);
    }

    private PlainOrder.Side side() throws IOException {
        int i = match(SIDE_NAMES);
        if (i < 0) {
            throw new IOException("no Side has the name read");
        }
        return SIDES[i];
    }

    /** Reads one string and returns the index of the name among {@code names} whose bytes it is, or -1. */
    private int match(byte[][] names) throws IOException {
        int length = unpacker.unpackRawStringHeader();
        MessageBuffer read = unpacker.readPayloadAsReference(length);
        for (int i = 0; i < names.length; i++) {
            byte[] name = names[i];
            if (name.length == length && same(name, read)) {
                return i;
            }
        }
        return -1;
    }

    private static boolean same(byte[] name, MessageBuffer read) {
        for (int i = 0; i < name.length; i++) {
            if (name[i] != read.getByte(i)) {
                return false;
            }
        }
        return true;
    }

    private static byte[][] utf8(String... names) {
        byte[][] out = new byte[names.length][];
        for (int i = 0; i < names.length; i++) {
            out[i] = names[i].getBytes(StandardCharsets.UTF_8);
        }
        return out;
    }

    /** The bytes the last call wrote; for the test that compares them with the adapter's. */
    byte[] lastWritten() {
        return bytes.toByteArray();
    }
}
