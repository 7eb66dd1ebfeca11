package io.wirebench.adapters.chronicle;

import io.wirebench.core.model.order.Order;
import io.wirebench.core.model.order.Side;
import net.openhft.chronicle.bytes.BytesIn;
import net.openhft.chronicle.bytes.BytesOut;
import net.openhft.chronicle.wire.WireIn;
import net.openhft.chronicle.wire.WireOut;

/**
 * {@link Order} in Chronicle's {@code BytesMarshallable} style: the fields straight onto the
 * {@code Bytes} under the wire, no keys, no type codes, in the order of Chronicle's microbenchmark
 * ({@code Data2}/{@code Data}: price, longInt, smallInt, flag, side, text). Fixed width uses
 * {@code writeDouble/writeLong/writeInt}; stop-bit uses {@code writeStopBit} for all three numbers,
 * as {@code Data.writeMarshallable(BytesOut)} does. The side is one ordinal byte (-1 for null), the
 * text {@code writeUtf8}/{@code readUtf8(StringBuilder)}: the benchmark's {@code write8bit} would
 * corrupt characters above U+00FF, UTF-8 carries every String (and null).
 */
final class OrderBytes extends FlatMarshaller<Order> {
    private static final Side[] SIDES = Side.values();

    private final boolean stopBit;
    private final StringBuilder text = new StringBuilder(64);

    OrderBytes(boolean stopBit) {
        this.stopBit = stopBit;
    }

    @Override
    public void write(WireOut wire, Order o) {
        BytesOut<?> bytes = wire.bytes();
        if (stopBit) {
            bytes.writeStopBit(o.getPrice());
            bytes.writeStopBit(o.getLongInt());
            bytes.writeStopBit(o.getSmallInt());
        } else {
            bytes.writeDouble(o.getPrice());
            bytes.writeLong(o.getLongInt());
            bytes.writeInt(o.getSmallInt());
        }
        bytes.writeBoolean(o.isFlag());
        bytes.writeByte(EnumByte.of(o.getSide()));
        bytes.writeUtf8(o.getText());
    }

    @Override
    Order create() {
        return new Order();
    }

    @Override
    void fill(WireIn wire, Order o) {
        BytesIn<?> bytes = wire.bytes();
        if (stopBit) {
            o.setPrice(bytes.readStopBitDouble());
            o.setLongInt(bytes.readStopBit());
            o.setSmallInt(EnumByte.int32(bytes.readStopBit()));
        } else {
            o.setPrice(bytes.readDouble());
            o.setLongInt(bytes.readLong());
            o.setSmallInt(bytes.readInt());
        }
        o.setFlag(bytes.readBoolean());
        o.setSide(EnumByte.read(bytes.readByte(), SIDES));
        o.setText(bytes.readUtf8(text) ? text.toString() : null);
    }
}
