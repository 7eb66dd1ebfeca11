package io.wirebench.adapters.protobuf;

import com.google.protobuf.Parser;
import io.wirebench.adapters.protobuf.generated.OrderProtos;
import io.wirebench.core.model.order.Order;
import io.wirebench.core.model.order.Side;

/** {@link Order} to and from {@code wirebench.Order} ({@code order.proto}). */
final class OrderProto implements ProtoMapping<Order, OrderProtos.Order> {
    private final OrderProtos.Order.Builder builder = OrderProtos.Order.newBuilder();

    @Override
    public OrderProtos.Order toMessage(Order v) {
        return builder.clear()
                .setSmallInt(v.getSmallInt())
                .setLongInt(v.getLongInt())
                .setPrice(v.getPrice())
                .setFlag(v.isFlag())
                .setText(v.getText())
                .setSide(side(v.getSide()))
                .build();
    }

    @Override
    public Order fromMessage(OrderProtos.Order m, Order reuse) {
        Order o = reuse != null ? reuse : new Order();
        o.setSmallInt(m.getSmallInt());
        o.setLongInt(m.getLongInt());
        o.setPrice(m.getPrice());
        o.setFlag(m.getFlag());
        o.setText(m.getText());
        o.setSide(side(m.getSide()));
        return o;
    }

    @Override
    public Parser<OrderProtos.Order> parser() {
        return OrderProtos.Order.parser();
    }

    private static OrderProtos.Side side(Side side) {
        if (side == null) {
            return OrderProtos.Side.SIDE_UNSPECIFIED;
        }
        return switch (side) {
            case Buy -> OrderProtos.Side.SIDE_BUY;
            case Sell -> OrderProtos.Side.SIDE_SELL;
        };
    }

    private static Side side(OrderProtos.Side side) {
        return switch (side) {
            case SIDE_BUY -> Side.Buy;
            case SIDE_SELL -> Side.Sell;
            case SIDE_UNSPECIFIED -> null;
            // An enum number this schema does not know: reading it as null would lose it silently.
            case UNRECOGNIZED -> throw new IllegalArgumentException("unknown Side number in the message");
        };
    }
}
