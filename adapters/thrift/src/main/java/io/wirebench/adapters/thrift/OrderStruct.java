package io.wirebench.adapters.thrift;

import io.wirebench.core.model.order.Order;
import io.wirebench.core.model.order.Side;
import org.apache.thrift.TException;
import org.apache.thrift.protocol.TField;
import org.apache.thrift.protocol.TProtocol;
import org.apache.thrift.protocol.TProtocolException;
import org.apache.thrift.protocol.TProtocolUtil;
import org.apache.thrift.protocol.TStruct;
import org.apache.thrift.protocol.TType;

/** {@code struct Order} of {@code wirebench.thrift}; decodes into the reused instance (every field is required). */
final class OrderStruct implements ThriftStruct<Order> {
    private static final TStruct STRUCT = new TStruct("Order");
    private static final TField PRICE = new TField("price", TType.DOUBLE, (short) 1);
    private static final TField FLAG = new TField("flag", TType.BOOL, (short) 2);
    private static final TField TEXT = new TField("text", TType.STRING, (short) 3);
    private static final TField SIDE = new TField("side", TType.I32, (short) 4);
    private static final TField SMALL_INT = new TField("smallInt", TType.I32, (short) 5);
    private static final TField LONG_INT = new TField("longInt", TType.I64, (short) 6);
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
        out.writeFieldBegin(TEXT);
        out.writeString(text);
        out.writeFieldEnd();
        out.writeFieldBegin(SIDE);
        out.writeI32(side);
        out.writeFieldEnd();
        out.writeFieldBegin(SMALL_INT);
        out.writeI32(v.getSmallInt());
        out.writeFieldEnd();
        out.writeFieldBegin(LONG_INT);
        out.writeI64(v.getLongInt());
        out.writeFieldEnd();
        out.writeFieldStop();
        out.writeStructEnd();
    }

    @Override
    public Order read(TProtocol in, Order reuse) throws TException {
        Order o = reuse != null ? reuse : new Order();
        int seen = 0;
        in.readStructBegin();
        while (true) {
            TField f = in.readFieldBegin();
            if (f.type == TType.STOP) {
                break;
            }
            switch (f.id) {
                case 1 -> {
                    if (ThriftStruct.is(in, f, TType.DOUBLE)) {
                        o.setPrice(in.readDouble());
                        seen |= 1;
                    }
                }
                case 2 -> {
                    if (ThriftStruct.is(in, f, TType.BOOL)) {
                        o.setFlag(in.readBool());
                        seen |= 1 << 1;
                    }
                }
                case 3 -> {
                    if (ThriftStruct.is(in, f, TType.STRING)) {
                        o.setText(in.readString());
                        seen |= 1 << 2;
                    }
                }
                case 4 -> {
                    if (ThriftStruct.is(in, f, TType.I32)) {
                        o.setSide(side(in.readI32()));
                        seen |= 1 << 3;
                    }
                }
                case 5 -> {
                    if (ThriftStruct.is(in, f, TType.I32)) {
                        o.setSmallInt(in.readI32());
                        seen |= 1 << 4;
                    }
                }
                case 6 -> {
                    if (ThriftStruct.is(in, f, TType.I64)) {
                        o.setLongInt(in.readI64());
                        seen |= 1 << 5;
                    }
                }
                default -> TProtocolUtil.skip(in, f.type); // a field this schema does not know
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
