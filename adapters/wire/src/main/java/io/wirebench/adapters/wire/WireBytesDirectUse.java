package io.wirebench.adapters.wire;

import io.wirebench.core.DirectUseContender;
import io.wirebench.core.DirectUseMessages;
import io.wirebench.core.PlainOrder;
import io.wirebench.wire.bytes.BytesIn;
import io.wirebench.wire.bytes.BytesMarshaller;
import io.wirebench.wire.bytes.BytesOut;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Our hand-written bytes used directly, as wire/docs/binary.md ("Hand-written bytes") and wire/docs/api.md
 * ("Documents") describe them: a {@link BytesMarshaller} of the benchmarks' own message type written straight onto a
 * {@link BytesOut} between {@code beginDocument} and {@code endDocument}, read back between {@code enterDocument} and
 * {@code exitDocument} into one reused instance, in a reused expandable heap buffer. Numbers are fixed width
 * ({@code wire-bytes-fixed}) or stop-bit ({@code wire-bytes-stopbit}): two marshallers, the one the contender id
 * names picked in set-up. Fields in the adapter's order (price, longInt, smallInt, flag, side ordinal, UTF-8 text).
 *
 * <p><b>What the adapter does beyond this</b>, by design part of its score: it reads through the {@code Packing}
 * helper shared by every hand-written model, checks that a stop-bit int fits an int and that an enum ordinal names a
 * constant (with a {@code MalformedWireException}), and refuses bytes left unread in the document; a caller of the
 * library who trusts its own bytes, as here, leaves those checks out. {@code WireBytesDirectUseTest} checks that both
 * write the same bytes for every message of {@code order} and {@code orders}.
 */
@State(Scope.Thread)
public class WireBytesDirectUse extends DirectRoundTripState {
    private static final PlainOrder.Side[] SIDES = PlainOrder.Side.values();

    /** Fixed-width numbers: {@code writeDouble}, {@code writeLong}, {@code writeInt}. */
    static final BytesMarshaller<PlainOrder> FIXED = new BytesMarshaller<>() {
        @Override
        public void write(PlainOrder o, BytesOut out) {
            out.writeDouble(o.getPrice()).writeLong(o.getLongInt()).writeInt(o.getSmallInt()).writeBoolean(o.isFlag());
            out.writeByte(o.getSide() == null ? -1 : o.getSide().ordinal()).writeUtf8(o.getText());
        }

        @Override
        public PlainOrder read(PlainOrder reuse, BytesIn in) {
            PlainOrder o = reuse != null ? reuse : new PlainOrder();
            o.setPrice(in.readDouble());
            o.setLongInt(in.readLong());
            o.setSmallInt(in.readInt());
            o.setFlag(in.readBoolean());
            o.setSide(side(in.readByte()));
            o.setText(in.readUtf8());
            return o;
        }
    };

    /** Stop-bit numbers: {@code writeStopBit} for the long, the int and the double. */
    static final BytesMarshaller<PlainOrder> STOP_BIT = new BytesMarshaller<>() {
        @Override
        public void write(PlainOrder o, BytesOut out) {
            out.writeStopBit(o.getPrice()).writeStopBit(o.getLongInt()).writeStopBit(o.getSmallInt()).writeBoolean(o.isFlag());
            out.writeByte(o.getSide() == null ? -1 : o.getSide().ordinal()).writeUtf8(o.getText());
        }

        @Override
        public PlainOrder read(PlainOrder reuse, BytesIn in) {
            PlainOrder o = reuse != null ? reuse : new PlainOrder();
            o.setPrice(in.readStopBitDouble());
            o.setLongInt(in.readStopBit());
            o.setSmallInt((int) in.readStopBit());
            o.setFlag(in.readBoolean());
            o.setSide(side(in.readByte()));
            o.setText(in.readUtf8());
            return o;
        }
    };

    /** The contenders this class measures directly; the runner passes one. */
    @Param({"wire-bytes-fixed", "wire-bytes-stopbit"})
    public String contender;

    @Param({"order", "orders"})
    public String dataset;

    private BytesMarshaller<PlainOrder> marshaller;

    @Setup
    public void setUp() {
        boolean stopBit = DirectUseContender.isSecond("WireBytesDirectUse", contender, "wire-bytes-fixed", "wire-bytes-stopbit");
        marshaller = stopBit ? STOP_BIT : FIXED;
        load("WireBytesDirectUse", DirectUseMessages.ORDER_DATASETS, dataset);
    }

    @Benchmark
    public PlainOrder directRoundTrip() {
        bytesOut.reset();
        int header = bytesOut.beginDocument(false);
        marshaller.write(messages[next++ & mask], bytesOut);
        bytesOut.endDocument(header);
        length = bytesOut.position();
        bytesIn.reset(0, length);
        bytesIn.enterDocument();
        PlainOrder read = marshaller.read(reuse, bytesIn);
        bytesIn.exitDocument();
        return read;
    }

    /** The side from its ordinal byte, -1 for none, as the writer puts it. */
    private static PlainOrder.Side side(byte ordinal) {
        return ordinal < 0 ? null : SIDES[ordinal];
    }
}
