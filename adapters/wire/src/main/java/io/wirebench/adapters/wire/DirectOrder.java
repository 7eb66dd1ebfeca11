package io.wirebench.adapters.wire;

import static io.wirebench.adapters.wire.OrderMarshaller.FLAG;
import static io.wirebench.adapters.wire.OrderMarshaller.LONG_INT;
import static io.wirebench.adapters.wire.OrderMarshaller.PRICE;
import static io.wirebench.adapters.wire.OrderMarshaller.SIDE;
import static io.wirebench.adapters.wire.OrderMarshaller.SMALL_INT;
import static io.wirebench.adapters.wire.OrderMarshaller.TEXT;

import io.wirebench.wire.EnumValues;
import io.wirebench.wire.Marshaller;
import io.wirebench.wire.WireIn;
import io.wirebench.wire.WireOut;

/**
 * The published order as the direct-use benchmarks' own message class (plain fields, nothing of the harness), with its
 * wire description as wire/README.md shows one: a {@link Marshaller} in field order, keys with the published field
 * numbers (the adapter's own, {@link OrderMarshaller}'s, so that both name the fields alike). Every direct-use class of
 * this module ({@link WireRawDirectUse}, {@link WireDirectUse}, {@link WireYaml8BitDirectUse},
 * {@link WireBytesDirectUse}) sends it; only the data set's messages are taken from the harness, once, in set-up
 * ({@code DirectUseMessages.copies}, which copies the fields by name).
 */
public final class DirectOrder {
    static final EnumValues<Side> SIDES = EnumValues.of(Side.class);

    /** Writes and reads a {@link DirectOrder} in field order, the wire module's documented form for a message type. */
    static final Marshaller<DirectOrder> MARSHALLER = new Marshaller<>() {
        @Override
        public void write(DirectOrder o, WireOut out) {
            out.write(PRICE).float64(o.price)
                    .write(FLAG).bool(o.flag)
                    .write(TEXT).text(o.text)
                    .write(SIDE).asEnum(SIDES, o.side)
                    .write(SMALL_INT).int32(o.smallInt)
                    .write(LONG_INT).int64(o.longInt);
        }

        @Override
        public DirectOrder read(DirectOrder reuse, WireIn in) {
            DirectOrder o = reuse != null ? reuse : new DirectOrder();
            o.price = in.read(PRICE).float64();
            o.flag = in.read(FLAG).bool();
            o.text = in.read(TEXT).text();
            o.side = in.read(SIDE).asEnum(SIDES);
            o.smallInt = in.read(SMALL_INT).int32();
            o.longInt = in.read(LONG_INT).int64();
            return o;
        }
    };

    double price;
    boolean flag;
    String text;
    Side side;
    int smallInt;
    long longInt;

    /** The direct-use benchmarks' own enum, named as the published message's. */
    public enum Side {
        Buy, Sell
    }
}
