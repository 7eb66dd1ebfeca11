package io.wirebench.adapters.wire;

import io.wirebench.core.model.order.Order;
import io.wirebench.core.model.order.Side;
import io.wirebench.wire.EnumValues;
import io.wirebench.wire.Marshaller;
import io.wirebench.wire.WireIn;
import io.wirebench.wire.WireKey;
import io.wirebench.wire.WireOut;

/** The one description of {@link Order}, in the published field order and with its field numbers (docs/SOURCES.md). */
final class OrderMarshaller implements Marshaller<Order> {
    static final OrderMarshaller INSTANCE = new OrderMarshaller();

    static final WireKey PRICE = WireKey.of("price", 3);
    static final WireKey FLAG = WireKey.of("flag", 4);
    static final WireKey TEXT = WireKey.of("text", 5);
    static final WireKey SIDE = WireKey.of("side", 6);
    static final WireKey SMALL_INT = WireKey.of("smallInt", 1);
    static final WireKey LONG_INT = WireKey.of("longInt", 2);
    static final EnumValues<Side> SIDES = EnumValues.of(Side.class);

    private OrderMarshaller() {
    }

    @Override
    public void write(Order o, WireOut out) {
        out.write(PRICE).float64(o.getPrice())
                .write(FLAG).bool(o.isFlag())
                .write(TEXT).text(o.getText())
                .write(SIDE).asEnum(SIDES, o.getSide())
                .write(SMALL_INT).int32(o.getSmallInt())
                .write(LONG_INT).int64(o.getLongInt());
    }

    @Override
    public Order read(Order reuse, WireIn in) {
        Order o = reuse != null ? reuse : new Order();
        o.setPrice(in.read(PRICE).float64());
        o.setFlag(in.read(FLAG).bool());
        o.setText(in.read(TEXT).text());
        o.setSide(in.read(SIDE).asEnum(SIDES));
        o.setSmallInt(in.read(SMALL_INT).int32());
        o.setLongInt(in.read(LONG_INT).int64());
        return o;
    }
}
