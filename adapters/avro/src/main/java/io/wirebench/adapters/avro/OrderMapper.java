package io.wirebench.adapters.avro;

import io.wirebench.adapters.avro.schema.AvroOrder;
import io.wirebench.adapters.avro.schema.AvroSide;
import io.wirebench.core.model.order.Order;
import io.wirebench.core.model.order.Side;

/** {@link Order} and its generated record; the enums are mapped by a switch, never by name lookup. */
final class OrderMapper {
    private OrderMapper() {
    }

    static final RecordMapper<Order, AvroOrder> ORDER = FlatMapper.of(AvroOrder.getClassSchema(), AvroOrder::new, Order::new,
            (m, r) -> {
                r.setPrice(m.getPrice());
                r.setFlag(m.isFlag());
                r.setText(m.getText());
                r.setSide(m.getSide() == Side.Buy ? AvroSide.Buy : AvroSide.Sell);
                r.setSmallInt(m.getSmallInt());
                r.setLongInt(m.getLongInt());
            },
            (r, m) -> {
                m.setPrice(r.getPrice());
                m.setFlag(r.getFlag());
                m.setText(r.getText());
                m.setSide(r.getSide() == AvroSide.Buy ? Side.Buy : Side.Sell);
                m.setSmallInt(r.getSmallInt());
                m.setLongInt(r.getLongInt());
            });
}
