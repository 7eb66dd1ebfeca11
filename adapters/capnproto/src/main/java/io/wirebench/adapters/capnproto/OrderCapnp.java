package io.wirebench.adapters.capnproto;

import io.wirebench.core.model.order.Order;
import io.wirebench.core.model.order.Side;
import java.io.IOException;
import org.capnproto.MessageBuilder;
import org.capnproto.MessageReader;

/** {@link Order} as {@code struct Order}; decodes into the reused instance. */
final class OrderCapnp implements CapnpMapping<Order> {
    private static final Side[] SIDES = Side.values();

    @Override
    public void write(MessageBuilder message, Order v) {
        OrderStruct.Builder b = message.initRoot(OrderStruct.FACTORY);
        b.setPrice(v.getPrice());
        b.setFlag(v.isFlag());
        b.setText(CapnpMapping.required(v.getText(), "Order.text"));
        Side side = v.getSide();
        if (side == null) {
            throw new IllegalArgumentException("Order.side is null; a Cap'n Proto enum field has no null");
        }
        b.setSide((short) side.ordinal());
        b.setSmallInt(v.getSmallInt());
        b.setLongInt(v.getLongInt());
    }

    @Override
    public Order read(MessageReader message, Order reuse) throws IOException {
        OrderStruct.Reader r = message.getRoot(OrderStruct.FACTORY);
        if (!r.hasText()) {
            throw new IOException("the Order struct has no text");
        }
        Order o = reuse != null ? reuse : new Order();
        o.setPrice(r.getPrice());
        o.setFlag(r.getFlag());
        o.setText(r.getText().toString());
        o.setSide(CapnpMapping.constant(SIDES, r.getSide(), "Side"));
        o.setSmallInt(r.getSmallInt());
        o.setLongInt(r.getLongInt());
        return o;
    }
}
