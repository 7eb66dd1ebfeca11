package io.wirebench.adapters.wire;

import static io.wirebench.adapters.wire.OrderMarshaller.FLAG;
import static io.wirebench.adapters.wire.OrderMarshaller.LONG_INT;
import static io.wirebench.adapters.wire.OrderMarshaller.PRICE;
import static io.wirebench.adapters.wire.OrderMarshaller.SIDE;
import static io.wirebench.adapters.wire.OrderMarshaller.SMALL_INT;
import static io.wirebench.adapters.wire.OrderMarshaller.TEXT;

import io.wirebench.core.PlainOrder;
import io.wirebench.wire.EnumValues;
import io.wirebench.wire.Marshaller;
import io.wirebench.wire.WireIn;
import io.wirebench.wire.WireOut;

/**
 * The wire description of the direct-use benchmarks' message, as wire/README.md shows one: a {@link Marshaller} of
 * {@link PlainOrder} (the plain bean the direct-use benchmarks share: the wire module asks nothing of the class it
 * describes, so this module needs no message class of its own) in field order, keys with the published field numbers
 * (the adapter's own, {@link OrderMarshaller}'s, so that both name the fields alike). Every direct-use class of this
 * module ({@link WireRawDirectUse}, {@link WireDirectUse}, {@link WireYaml8BitDirectUse}, {@link WireBytesDirectUse})
 * sends it; only the data set's messages are taken from the harness, once, in set-up ({@code DirectUseMessages.copies},
 * which copies the fields by name).
 */
public final class DirectOrder {
    static final EnumValues<PlainOrder.Side> SIDES = EnumValues.of(PlainOrder.Side.class);

    /** Writes and reads a {@link PlainOrder} in field order, the wire module's documented form for a message type. */
    static final Marshaller<PlainOrder> MARSHALLER = new Marshaller<>() {
        @Override
        public void write(PlainOrder o, WireOut out) {
            out.write(PRICE).float64(o.getPrice())
                    .write(FLAG).bool(o.isFlag())
                    .write(TEXT).text(o.getText())
                    .write(SIDE).asEnum(SIDES, o.getSide())
                    .write(SMALL_INT).int32(o.getSmallInt())
                    .write(LONG_INT).int64(o.getLongInt());
        }

        @Override
        public PlainOrder read(PlainOrder reuse, WireIn in) {
            PlainOrder o = reuse != null ? reuse : new PlainOrder();
            o.setPrice(in.read(PRICE).float64());
            o.setFlag(in.read(FLAG).bool());
            o.setText(in.read(TEXT).text());
            o.setSide(in.read(SIDE).asEnum(SIDES));
            o.setSmallInt(in.read(SMALL_INT).int32());
            o.setLongInt(in.read(LONG_INT).int64());
            return o;
        }
    };

    private DirectOrder() {
    }
}
