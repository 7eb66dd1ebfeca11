package io.wirebench.adapters.flatbuffers;

import com.google.flatbuffers.FlatBufferBuilder;
import io.wirebench.core.model.order.Order;
import io.wirebench.core.model.order.Side;
import java.io.IOException;
import java.nio.ByteBuffer;

/** {@link Order} as table {@code Order}; decodes into the reused instance through one reused accessor. */
final class OrderFlat implements FbMapping<Order> {
    private static final Side[] SIDES = Side.values();
    private final FbOrder table = new FbOrder();
    private final FbFloat64 price = new FbFloat64();

    @Override
    public int build(FlatBufferBuilder b, Order v) {
        int text = FbMapping.string(b, v.getText(), "Order.text");
        Side side = v.getSide();
        if (side == null) {
            throw new IllegalArgumentException("Order.side is null; a FlatBuffers enum field has no null");
        }
        return FbOrder.create(b, v.getPrice(), v.isFlag(), text, (byte) side.ordinal(), v.getSmallInt(), v.getLongInt());
    }

    @Override
    public Order read(ByteBuffer buffer, int root, Order reuse) throws IOException {
        FbOrder t = table.assign(root, buffer);
        Order o = reuse != null ? reuse : new Order();
        FbFloat64 p = t.price(price);
        if (p == null) {
            throw new IOException("the Order table has no price");
        }
        o.setPrice(p.value());
        o.setFlag(t.flag());
        String text = t.text();
        if (text == null) {
            throw new IOException("the Order table has no text");
        }
        o.setText(text);
        o.setSide(FbMapping.constant(SIDES, t.side(), "Side"));
        o.setSmallInt(t.smallInt());
        o.setLongInt(t.longInt());
        return o;
    }
}
