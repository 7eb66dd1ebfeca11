package io.wirebench.adapters.ion;

import com.amazon.ion.IonReader;
import com.amazon.ion.IonType;
import com.amazon.ion.IonWriter;
import io.wirebench.core.model.order.Order;
import io.wirebench.core.model.order.Side;
import java.io.IOException;

/**
 * {@link Order} as {@code {price: <float>, flag: <bool>, text: <string>, side: <symbol>, smallInt: <int>,
 * longInt: <int>}}; decodes into the reused instance, every field required.
 */
final class OrderIon implements IonMapping<Order> {
    private static final String[] NAMES = {"price", "flag", "text", "side", "smallInt", "longInt"};
    private static final int ALL = (1 << NAMES.length) - 1;

    @Override
    public void write(Order v, IonWriter out) throws IOException {
        out.stepIn(IonType.STRUCT);
        out.setFieldName("price");
        out.writeFloat(v.getPrice());
        out.setFieldName("flag");
        out.writeBool(v.isFlag());
        out.setFieldName("text");
        out.writeString(v.getText());
        out.setFieldName("side");
        out.writeSymbol(v.getSide().name());
        out.setFieldName("smallInt");
        out.writeInt(v.getSmallInt());
        out.setFieldName("longInt");
        out.writeInt(v.getLongInt());
        out.stepOut();
    }

    @Override
    public Order read(IonReader in, Order reuse) throws IOException {
        IonMapping.expect(in, IonType.STRUCT, "Order");
        Order o = reuse != null ? reuse : new Order();
        int seen = 0;
        in.stepIn();
        while (in.next() != null) {
            switch (IonMapping.fieldName(in)) {
                case "price" -> {
                    IonMapping.expect(in, IonType.FLOAT, "price");
                    o.setPrice(in.doubleValue());
                    seen |= 1;
                }
                case "flag" -> {
                    IonMapping.expect(in, IonType.BOOL, "flag");
                    o.setFlag(in.booleanValue());
                    seen |= 1 << 1;
                }
                case "text" -> {
                    IonMapping.expect(in, IonType.STRING, "text");
                    o.setText(in.stringValue());
                    seen |= 1 << 2;
                }
                case "side" -> {
                    IonMapping.expect(in, IonType.SYMBOL, "side");
                    o.setSide(side(in.stringValue()));
                    seen |= 1 << 3;
                }
                case "smallInt" -> {
                    IonMapping.expect(in, IonType.INT, "smallInt");
                    o.setSmallInt(in.intValue());
                    seen |= 1 << 4;
                }
                case "longInt" -> {
                    IonMapping.expect(in, IonType.INT, "longInt");
                    o.setLongInt(in.longValue());
                    seen |= 1 << 5;
                }
                default -> {
                    // a field this mapping does not know: next() steps over it
                }
            }
        }
        in.stepOut();
        IonMapping.requireAll(seen, ALL, NAMES, "Order");
        return o;
    }

    private static Side side(String symbol) throws IOException {
        return switch (symbol) {
            case "Buy" -> Side.Buy;
            case "Sell" -> Side.Sell;
            default -> throw new IOException("unknown side symbol '" + symbol + "'");
        };
    }
}
