package io.wirebench.adapters.wire;

import io.wirebench.core.model.order.Order;
import io.wirebench.core.model.order.Side;
import io.wirebench.wire.bytes.BytesIn;
import io.wirebench.wire.bytes.BytesMarshaller;
import io.wirebench.wire.bytes.BytesOut;

/**
 * {@link Order} written by hand, as the wire-format latency benchmark's BytesMarshallable (docs/SOURCES.md): price, longInt, smallInt,
 * flag, side (ordinal), text (UTF-8). Fixed: 39 bytes with the header; stop-bit: 28.
 */
final class OrderBytes implements BytesMarshaller<Order> {
    private static final Side[] SIDES = Side.values();

    private final Packing packing;

    OrderBytes(Packing packing) {
        this.packing = packing;
    }

    @Override
    public void write(Order o, BytesOut out) {
        packing.putDouble(out, o.getPrice());
        packing.putLong(out, o.getLongInt());
        packing.putInt(out, o.getSmallInt());
        out.writeBoolean(o.isFlag());
        Packing.putEnum(out, o.getSide());
        out.writeUtf8(o.getText());
    }

    @Override
    public Order read(Order reuse, BytesIn in) {
        Order o = reuse != null ? reuse : new Order();
        o.setPrice(packing.getDouble(in));
        o.setLongInt(packing.getLong(in));
        o.setSmallInt(packing.getInt(in));
        o.setFlag(in.readBoolean());
        o.setSide(Packing.getEnum(in, SIDES));
        o.setText(in.readUtf8());
        return o;
    }
}
