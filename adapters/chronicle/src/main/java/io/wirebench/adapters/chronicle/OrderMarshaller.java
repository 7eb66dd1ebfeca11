package io.wirebench.adapters.chronicle;

import io.wirebench.adapters.chronicle.Keys.OrderKey;
import io.wirebench.core.model.order.Order;
import io.wirebench.core.model.order.Side;
import net.openhft.chronicle.wire.ValueIn;
import net.openhft.chronicle.wire.WireIn;
import net.openhft.chronicle.wire.WireOut;

/**
 * {@link Order} as the wire-format latency benchmark (Chronicle's microbenchmark {@code Data}, docs/SOURCES.md) marshals it: six
 * fields in order, the side as an enum. It is its own {@link Document}: the codec hands it to
 * {@code writeDocument}/{@code readDocument} as Chronicle's benchmark hands over its {@code Data}, so the field code
 * runs straight from Chronicle's document call, with no adapter frame between them (each frame between a JMH method
 * and Chronicle's deep {@code Bytes} calls counts against the JIT's inlining depth). One per codec, single-threaded.
 */
final class OrderMarshaller extends FlatMarshaller<Order> implements Document<Order> {
    private final Values values;
    /** The order the next {@link #writeMarshallable} writes or {@link #readMarshallable} fills; null: read into a new one. */
    private Order current;

    OrderMarshaller(Values values) {
        this.values = values;
    }

    @Override
    public Document<Order> document() {
        return this;
    }

    @Override
    public OrderMarshaller of(Order value) {
        current = value;
        return this;
    }

    @Override
    public Order value() {
        return current;
    }

    @Override
    public void writeMarshallable(WireOut wire) {
        Order o = current;
        wire.write(OrderKey.price).float64(values.f64(o.getPrice()))
                .write(OrderKey.flag).bool(o.isFlag())
                .write(OrderKey.text).text(o.getText())
                .write(OrderKey.side).asEnum(o.getSide())
                .write(OrderKey.smallInt).int32(o.getSmallInt())
                .write(OrderKey.longInt).int64(o.getLongInt());
    }

    @Override
    public void readMarshallable(WireIn wire) {
        Order o = current;
        if (o == null) {
            current = o = new Order();
        }
        o.setPrice(wire.read(OrderKey.price).float64());
        o.setFlag(wire.read(OrderKey.flag).bool());
        // textTo and asEnum called here, not through Values.text/enumOf: one frame less between Chronicle's document
        // call and its Bytes calls, as in the benchmark's Data.readMarshallable
        ValueIn text = wire.read(OrderKey.text);
        StringBuilder t = values.isNull(text) ? null : text.textTo(values.scratch());
        o.setText(t == null ? null : t.toString());
        ValueIn side = wire.read(OrderKey.side);
        o.setSide(values.isNull(side) ? null : side.asEnum(Side.class));
        o.setSmallInt(wire.read(OrderKey.smallInt).int32());
        o.setLongInt(wire.read(OrderKey.longInt).int64());
    }

    /** As an element of something larger: the same field code, pointed at {@code o}. */
    @Override
    public void write(WireOut wire, Order o) {
        current = o;
        writeMarshallable(wire);
    }

    @Override
    Order create() {
        return new Order();
    }

    @Override
    void fill(WireIn wire, Order o) {
        current = o;
        readMarshallable(wire);
    }
}
