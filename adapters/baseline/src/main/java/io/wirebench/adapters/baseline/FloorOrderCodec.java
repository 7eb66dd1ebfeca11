package io.wirebench.adapters.baseline;

import io.wirebench.core.model.order.Order;
import io.wirebench.core.model.order.Side;
import java.io.IOException;

/**
 * The floor for {@link Order}, fields at fixed offsets (42 bytes for the published Order):
 *
 * <pre>
 * 0   int     length of what follows
 * 4   double  price
 * 12  long    longInt
 * 20  int     smallInt
 * 24  byte    flag (0/1)
 * 25  byte    side ordinal (-1 for null)
 * 26  int     text header: -1 for null, else chars &lt;&lt; 1 | 1 if UTF-16
 * 30  bytes   text: a byte per char (Latin-1) or two (UTF-16LE)
 * </pre>
 */
final class FloorOrderCodec extends FloorCodec<Order> {
    private static final int FIXED = 8 + 8 + 4 + 1 + 1;
    private static final Side[] SIDES = Side.values();

    @Override
    public int encode(Order o) {
        FloorBytes b = bytes;
        b.start();
        b.room(FIXED);
        b.putDouble(o.getPrice());
        b.putLong(o.getLongInt());
        b.putInt(o.getSmallInt());
        b.putByte(o.isFlag() ? 1 : 0);
        b.putOrdinal(o.getSide());
        b.putText(o.getText());
        return b.finish();
    }

    @Override
    public Order decode(Order reuse) throws IOException {
        FloorBytes b = bytes;
        b.open();
        b.need(FIXED);
        double price = b.getDouble();
        long longInt = b.getLong();
        int smallInt = b.getInt();
        boolean flag = b.getByte() != 0;
        Side side = b.getOrdinal(SIDES);
        String text = b.getText();
        b.close();
        // Filled only once the whole message has been read: a corrupt one leaves reuse as it was.
        Order o = reuse != null ? reuse : new Order();
        o.setPrice(price);
        o.setLongInt(longInt);
        o.setSmallInt(smallInt);
        o.setFlag(flag);
        o.setSide(side);
        o.setText(text);
        return o;
    }
}
