package io.wirebench.adapters.chronicle;

import io.wirebench.core.DirectUseContender;
import io.wirebench.core.DirectUseMessages;
import io.wirebench.core.DirectUseRotation;
import net.openhft.chronicle.bytes.Bytes;
import net.openhft.chronicle.bytes.BytesIn;
import net.openhft.chronicle.bytes.BytesMarshallable;
import net.openhft.chronicle.bytes.BytesOut;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * Chronicle Bytes used directly, the way Chronicle-Wire's microbenchmark measures its {@code BytesMarshallable} forms
 * ({@code Main.bytesMarshallable} and {@code bytesMarshallableStopBit}, message classes {@code Data2} and {@code Data}):
 * the message class is itself a {@link BytesMarshallable} that writes its fields straight onto the {@link Bytes};
 * {@code clear()}, {@code writeSkip(4)} for the header, {@code writeMarshallable(bytes)}, the body's length written
 * into the header, then {@code readInt()} and {@code readMarshallable(bytes)} into one reused instance. Numbers are
 * fixed width ({@code chronicle-bytes-fixed}: {@link FixedOrder}) or stop-bit ({@code chronicle-bytes-stopbit}:
 * {@link StopBitOrder}), the class the contender id names picked in set-up. No harness type stands between the JMH
 * method and Chronicle.
 *
 * <p><b>The same work as the harness's round trip</b> ({@code CodecBenchmark.roundTrip}): the next message of the
 * data set's rotation (array load and mask), one document written and read back into the reused instance, which is
 * returned. The fields go in the adapter's order (price, longInt, smallInt, flag, side, text, as the benchmark's), text
 * as UTF-8 ({@code writeUtf8}, read with {@code readUtf8(StringBuilder)} and ending as a {@code String}, as the model
 * holds it) and the side as one ordinal byte, -1 for none, as the adapter writes them (the benchmark writes 8-bit
 * text, which cannot carry {@code orders}, and the side as a boolean). The header is checked against the bytes that
 * follow it, as the adapter checks it (the benchmark reads it and drops it).
 * {@code ChronicleBytesDirectUseTest} checks that this class and the adapter write the same bytes for every message.
 *
 * <p><b>What the adapter does beyond this</b>, by design part of its score: it frames the document exactly as this
 * class does ({@code BytesCodec}), but reaches the field code through its own marshaller frames (the model's
 * marshaller, its field helpers, a {@code RawWire} that hands it the {@code Bytes}), and checks that a stop-bit int
 * fits an int and that an enum ordinal names a constant; a caller who trusts its own bytes, as the benchmark does,
 * leaves those checks out.
 */
@State(Scope.Thread)
public class ChronicleBytesDirectUse extends DirectUseRotation {
    private static final ChronicleDirectUse.Side[] SIDES = ChronicleDirectUse.Side.values();

    /** The contenders this class measures directly; the runner passes one. */
    @Param({"chronicle-bytes-fixed", "chronicle-bytes-stopbit"})
    public String contender;

    @Param({"order", "orders"})
    public String dataset;

    private Bytes<?> bytes;
    private BytesOrder reuse;
    private BytesOrder[] messages;

    @Setup
    public void setUp() {
        boolean stopBit = DirectUseContender.isSecond("ChronicleBytesDirectUse", contender, "chronicle-bytes-fixed",
                "chronicle-bytes-stopbit");
        Class<? extends BytesOrder> type = stopBit ? StopBitOrder.class : FixedOrder.class;
        messages = rotation(DirectUseMessages.copies("ChronicleBytesDirectUse", dataset, type));
        reuse = copyOfLast(messages);
        bytes = Bytes.allocateElasticDirect(512);
    }

    @TearDown
    public void tearDown() {
        bytes.releaseLast();
    }

    @Benchmark
    public BytesOrder directRoundTrip() {
        Bytes<?> b = bytes;
        b.clear();
        b.writeSkip(4);
        messages[next++ & mask].writeMarshallable(b);
        b.writeInt(0, (int) (b.writePosition() - 4));
        int length = b.readInt();
        if (length != b.readRemaining()) {
            throw new IllegalStateException("the header declares " + length + " bytes, " + b.readRemaining() + " follow it");
        }
        reuse.readMarshallable(b);
        return reuse;
    }

    /** The document the last call wrote, header included; for the test that compares it with the adapter's. */
    byte[] lastDocument() {
        return ChronicleDirectUse.written(bytes);
    }

    /** The message as the benchmark's {@code Data}/{@code Data2}: plain fields, and the text builder it reads into. */
    public abstract static class BytesOrder implements BytesMarshallable {
        final StringBuilder scratch = new StringBuilder(64);
        double price;
        boolean flag;
        String text;
        ChronicleDirectUse.Side side;
        int smallInt;
        long longInt;

        /** The side as one ordinal byte, -1 for none. */
        final void writeSide(BytesOut<?> out) {
            out.writeByte((byte) (side == null ? -1 : side.ordinal()));
        }

        final void readSideAndText(BytesIn<?> in) {
            byte ordinal = in.readByte();
            side = ordinal < 0 ? null : SIDES[ordinal];
            text = in.readUtf8(scratch) ? scratch.toString() : null;
        }
    }

    /** Fixed-width numbers, as the benchmark's {@code Data2}: {@code writeDouble}, {@code writeLong}, {@code writeInt}. */
    public static final class FixedOrder extends BytesOrder {
        @Override
        public void writeMarshallable(BytesOut<?> out) {
            out.writeDouble(price);
            out.writeLong(longInt);
            out.writeInt(smallInt);
            out.writeBoolean(flag);
            writeSide(out);
            out.writeUtf8(text);
        }

        @Override
        public void readMarshallable(BytesIn<?> in) {
            price = in.readDouble();
            longInt = in.readLong();
            smallInt = in.readInt();
            flag = in.readBoolean();
            readSideAndText(in);
        }
    }

    /** Stop-bit numbers, as the benchmark's {@code Data}: {@code writeStopBit} for the double, the long and the int. */
    public static final class StopBitOrder extends BytesOrder {
        @Override
        public void writeMarshallable(BytesOut<?> out) {
            out.writeStopBit(price);
            out.writeStopBit(longInt);
            out.writeStopBit(smallInt);
            out.writeBoolean(flag);
            writeSide(out);
            out.writeUtf8(text);
        }

        @Override
        public void readMarshallable(BytesIn<?> in) {
            price = in.readStopBitDouble();
            longInt = in.readStopBit();
            smallInt = (int) in.readStopBit();
            flag = in.readBoolean();
            readSideAndText(in);
        }
    }
}
