package io.wirebench.adapters.msgpack;

import io.wirebench.core.ModelFields;
import io.wirebench.core.model.order.Order;
import io.wirebench.core.model.order.Side;
import java.io.IOException;
import org.msgpack.core.MessagePacker;
import org.msgpack.core.MessageUnpacker;

/**
 * {@link Order} as a msgpack map with the property names, in the order and with the value types
 * Jackson's databind writes them ({@code jackson-msgpack}), so the two rows write the same kind of
 * message and differ by the library. Keys this mapping does not know are skipped.
 */
final class OrderMsgpack {
    private static final Names KEYS = new Names("price", "flag", "text", "side", "smallInt", "longInt");
    private static final Values.EnumNames<Side> SIDES = new Values.EnumNames<>(Side.class);

    static final ModelFields<Order, MessagePacker, MessageUnpacker> MAPPING = new ModelFields<>(Order::new) {
        @Override
        public void write(Order o, MessagePacker out) throws IOException {
            out.packMapHeader(6);
            KEYS.pack(out, 0);
            out.packDouble(o.getPrice());
            KEYS.pack(out, 1);
            out.packBoolean(o.isFlag());
            KEYS.pack(out, 2);
            Values.text(out, o.getText());
            KEYS.pack(out, 3);
            SIDES.write(out, o.getSide());
            KEYS.pack(out, 4);
            out.packInt(o.getSmallInt());
            KEYS.pack(out, 5);
            out.packLong(o.getLongInt());
        }

        @Override
        protected void fill(MessageUnpacker in, Order o) throws IOException {
            for (int n = in.unpackMapHeader(); n > 0; n--) {
                switch (KEYS.read(in)) {
                    case 0 -> o.setPrice(in.unpackDouble());
                    case 1 -> o.setFlag(in.unpackBoolean());
                    case 2 -> o.setText(Values.text(in));
                    case 3 -> o.setSide(SIDES.read(in));
                    case 4 -> o.setSmallInt(in.unpackInt());
                    case 5 -> o.setLongInt(in.unpackLong());
                    default -> in.skipValue();
                }
            }
        }
    };

    private OrderMsgpack() {
    }
}
