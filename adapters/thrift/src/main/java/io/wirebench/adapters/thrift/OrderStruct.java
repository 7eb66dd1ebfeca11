package io.wirebench.adapters.thrift;

import io.wirebench.core.model.order.Order;
import io.wirebench.core.model.order.Side;
import org.apache.thrift.TException;
import org.apache.thrift.protocol.TField;
import org.apache.thrift.protocol.TProtocol;
import org.apache.thrift.protocol.TProtocolException;
import org.apache.thrift.protocol.TStruct;
import org.apache.thrift.protocol.TType;

/** {@code struct Order} of {@code wirebench.thrift}; decodes into the reused instance (every field is required). */
final class OrderStruct implements ThriftStruct<Order> {
    // Package-private: ThriftDirectUse's struct writes the same headers.
    static final TStruct STRUCT = new TStruct("Order");
    static final TField PRICE = new TField("price", TType.DOUBLE, (short) 1);
    static final TField FLAG = new TField("flag", TType.BOOL, (short) 2);
    static final TField TEXT = new TField("text", TType.STRING, (short) 3);
    static final TField SIDE = new TField("side", TType.I32, (short) 4);
    static final TField SMALL_INT = new TField("smallInt", TType.I32, (short) 5);
    static final TField LONG_INT = new TField("longInt", TType.I64, (short) 6);
    private static final byte[] TYPES = {TType.DOUBLE, TType.BOOL, TType.STRING, TType.I32, TType.I32, TType.I64};
    private static final String[] NAMES = {"price", "flag", "text", "side", "smallInt", "longInt"};
    private static final int ALL = (1 << NAMES.length) - 1;

    @Override
    public void write(Order v, TProtocol out) throws TException {
        String text = ThriftStruct.present(v.getText(), "text", "Order");
        int side = side(ThriftStruct.present(v.getSide(), "side", "Order"));
        out.writeStructBegin(STRUCT);
        out.writeFieldBegin(PRICE);
        out.writeDouble(v.getPrice());
        out.writeFieldEnd();
        out.writeFieldBegin(FLAG);
        out.writeBool(v.isFlag());
        out.writeFieldEnd();
        ThriftStruct.string(out, TEXT, text);
        ThriftStruct.i32(out, SIDE, side);
        ThriftStruct.i32(out, SMALL_INT, v.getSmallInt());
        ThriftStruct.i64(out, LONG_INT, v.getLongInt());
        ThriftStruct.end(out);
    }

    @Override
    public Order read(TProtocol in, Order reuse) throws TException {
        Order o = reuse != null ? reuse : new Order();
        int seen = 0;
        in.readStructBegin();
        for (TField f = ThriftStruct.next(in); f != null; f = ThriftStruct.next(in)) {
            // A field this schema does not know, or of another type, is skipped.
            if (ThriftStruct.expected(in, f, TYPES)) {
                switch (f.id) {
                    case 1 -> o.setPrice(in.readDouble());
                    case 2 -> o.setFlag(in.readBool());
                    case 3 -> o.setText(in.readString());
                    case 4 -> o.setSide(side(in.readI32()));
                    case 5 -> o.setSmallInt(in.readI32());
                    default -> o.setLongInt(in.readI64());
                }
                seen |= 1 << (f.id - 1);
            }
            in.readFieldEnd();
        }
        in.readStructEnd();
        ThriftStruct.require(seen, ALL, NAMES, "Order");
        return o;
    }

    private static int side(Side side) {
        return switch (side) {
            case Buy -> 1;
            case Sell -> 2;
        };
    }

    private static Side side(int value) throws TProtocolException {
        return switch (value) {
            case 1 -> Side.Buy;
            case 2 -> Side.Sell;
            // Generated code's findByValue gives null for a number the schema does not know; a model
            // field cannot hold that silently, so it is an error here.
            default -> throw new TProtocolException(TProtocolException.INVALID_DATA, "unknown Side value " + value);
        };
    }
}
