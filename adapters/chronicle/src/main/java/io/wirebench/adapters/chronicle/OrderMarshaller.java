package io.wirebench.adapters.chronicle;

import io.wirebench.adapters.chronicle.Keys.OrderKey;
import io.wirebench.core.model.order.Order;
import io.wirebench.core.model.order.Side;
import net.openhft.chronicle.wire.WireIn;
import net.openhft.chronicle.wire.WireOut;

/** {@link Order} as the wire-format latency benchmark (Chronicle's microbenchmark {@code Data}, docs/SOURCES.md) marshals it: six fields in order, the side as an enum. */
final class OrderMarshaller extends FlatMarshaller<Order> {
    private final Values values;

    OrderMarshaller(Values values) {
        this.values = values;
    }

    @Override
    public void write(WireOut wire, Order o) {
        wire.write(OrderKey.price).float64(values.f64(o.getPrice()))
                .write(OrderKey.flag).bool(o.isFlag())
                .write(OrderKey.text).text(o.getText())
                .write(OrderKey.side).asEnum(o.getSide())
                .write(OrderKey.smallInt).int32(o.getSmallInt())
                .write(OrderKey.longInt).int64(o.getLongInt());
    }

    @Override
    Order create() {
        return new Order();
    }

    @Override
    void fill(WireIn wire, Order o) {
        o.setPrice(wire.read(OrderKey.price).float64());
        o.setFlag(wire.read(OrderKey.flag).bool());
        o.setText(values.text(wire.read(OrderKey.text)));
        o.setSide(values.enumOf(wire.read(OrderKey.side), Side.class));
        o.setSmallInt(wire.read(OrderKey.smallInt).int32());
        o.setLongInt(wire.read(OrderKey.longInt).int64());
    }
}
