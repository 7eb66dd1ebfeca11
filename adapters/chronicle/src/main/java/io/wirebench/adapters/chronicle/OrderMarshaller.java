package io.wirebench.adapters.chronicle;

import io.wirebench.core.model.order.Order;
import io.wirebench.core.model.order.Side;

/** {@link Order} exactly as the seeds marshal it: the six fields in order, the side as an enum name. */
final class OrderMarshaller {
    private OrderMarshaller() {
    }

    static final WireMarshaller<Order> ORDER = FlatMarshaller.of(Order::new,
            (wire, o) -> wire.write("price").float64(o.getPrice())
                    .write("flag").bool(o.isFlag())
                    .write("text").text(o.getText())
                    .write("side").asEnum(o.getSide())
                    .write("smallInt").int32(o.getSmallInt())
                    .write("longInt").int64(o.getLongInt()),
            (wire, o) -> {
                o.setPrice(wire.read("price").float64());
                o.setFlag(wire.read("flag").bool());
                o.setText(wire.read("text").text());
                o.setSide(wire.read("side").asEnum(Side.class));
                o.setSmallInt(wire.read("smallInt").int32());
                o.setLongInt(wire.read("longInt").int64());
            });
}
