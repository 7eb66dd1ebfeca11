package io.wirebench.adapters.sbe;

import io.wirebench.adapters.sbe.generated.BooleanType;
import io.wirebench.adapters.sbe.generated.OrderDecoder;
import io.wirebench.adapters.sbe.generated.OrderEncoder;
import io.wirebench.adapters.sbe.generated.OrderSide;
import io.wirebench.core.model.order.Order;
import io.wirebench.core.model.order.Side;

/** {@link Order}: five fixed fields at fixed offsets, then the text as variable-length data. */
final class OrderSbe implements SbeMapping<Order, OrderEncoder, OrderDecoder> {

    @Override
    public void encode(Order v, OrderEncoder e) {
        e.price(v.getPrice())
                .flag(v.isFlag() ? BooleanType.T : BooleanType.F)
                .side(side(v.getSide()))
                .smallInt(v.getSmallInt())
                .longInt(v.getLongInt())
                .text(v.getText());
    }

    @Override
    public Order decode(OrderDecoder d, Order reuse) {
        Order o = reuse != null ? reuse : new Order();
        o.setPrice(d.price());
        o.setFlag(d.flag() == BooleanType.T);
        o.setSide(side(d.side()));
        o.setSmallInt(d.smallInt());
        o.setLongInt(d.longInt());
        VarData.check(d.buffer(), d.limit(), d.textLength());
        o.setText(d.text());
        return o;
    }

    private static OrderSide side(Side s) {
        if (s == null) {
            return OrderSide.NULL_VAL;
        }
        return switch (s) {
            case Buy -> OrderSide.Buy;
            case Sell -> OrderSide.Sell;
        };
    }

    private static Side side(OrderSide s) {
        return switch (s) {
            case Buy -> Side.Buy;
            case Sell -> Side.Sell;
            case NULL_VAL -> null;
        };
    }
}
