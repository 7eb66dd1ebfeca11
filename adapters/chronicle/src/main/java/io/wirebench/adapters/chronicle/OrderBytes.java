package io.wirebench.adapters.chronicle;

import io.wirebench.core.model.order.Order;
import io.wirebench.core.model.order.Side;
import net.openhft.chronicle.bytes.BytesIn;
import net.openhft.chronicle.bytes.BytesOut;
import net.openhft.chronicle.wire.WireIn;
import net.openhft.chronicle.wire.WireOut;

/**
 * {@link Order} in Chronicle's {@code BytesMarshallable} style: the fields straight onto the
 * {@code Bytes} under the wire, no keys, no type codes, in the order of Chronicle's microbenchmark
 * ({@code Data}/{@code Data2}: price, longInt, smallInt, flag, side, text). The benchmark writes text with
 * {@code write8bit}, which corrupts characters above U+00FF; {@link BytesFields} writes UTF-8.
 */
final class OrderBytes extends FlatMarshaller<Order> {
    private static final Side[] SIDES = Side.values();

    private final BytesFields fields;

    OrderBytes(BytesFields fields) {
        this.fields = fields;
    }

    @Override
    public void write(WireOut wire, Order o) {
        BytesOut<?> out = wire.bytes();
        fields.putDouble(out, o.getPrice());
        fields.putLong(out, o.getLongInt());
        fields.putInt(out, o.getSmallInt());
        out.writeBoolean(o.isFlag());
        fields.putEnum(out, o.getSide());
        fields.putText(out, o.getText());
    }

    @Override
    Order create() {
        return new Order();
    }

    @Override
    void fill(WireIn wire, Order o) {
        BytesIn<?> in = wire.bytes();
        o.setPrice(fields.getDouble(in));
        o.setLongInt(fields.getLong(in));
        o.setSmallInt(fields.getInt(in));
        o.setFlag(in.readBoolean());
        o.setSide(fields.getEnum(in, SIDES));
        o.setText(fields.getText(in));
    }
}
