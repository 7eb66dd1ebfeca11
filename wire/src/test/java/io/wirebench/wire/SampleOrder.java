package io.wirebench.wire;

import java.util.Objects;

/** The published six-field message (docs/SOURCES.md), described once for every rendering (test fixture). */
public final class SampleOrder {
    public enum Side { Buy, Sell }

    public static final WireKey PRICE = WireKey.of("price", 3);
    public static final WireKey FLAG = WireKey.of("flag", 4);
    public static final WireKey TEXT = WireKey.of("text", 5);
    public static final WireKey SIDE = WireKey.of("side", 6);
    public static final WireKey SMALL_INT = WireKey.of("smallInt", 1);
    public static final WireKey LONG_INT = WireKey.of("longInt", 2);
    public static final EnumValues<Side> SIDES = EnumValues.of(Side.class);

    public double price;
    public boolean flag;
    public String text;
    public Side side;
    public int smallInt;
    public long longInt;

    public SampleOrder() {
    }

    public SampleOrder(double price, boolean flag, String text, Side side, int smallInt, long longInt) {
        this.price = price;
        this.flag = flag;
        this.text = text;
        this.side = side;
        this.smallInt = smallInt;
        this.longInt = longInt;
    }

    /** The values of the wire-format latency article (docs/SOURCES.md). */
    public static SampleOrder reference() {
        return new SampleOrder(1234.0, true, "Hello World!", Side.Sell, 123, 1234567890L);
    }

    public static final Marshaller<SampleOrder> MARSHALLER = new Marshaller<>() {
        @Override
        public void write(SampleOrder o, WireOut out) {
            out.write(PRICE).float64(o.price)
                    .write(FLAG).bool(o.flag)
                    .write(TEXT).text(o.text)
                    .write(SIDE).asEnum(o.side)
                    .write(SMALL_INT).int32(o.smallInt)
                    .write(LONG_INT).int64(o.longInt);
        }

        @Override
        public SampleOrder read(SampleOrder reuse, WireIn in) {
            SampleOrder o = reuse != null ? reuse : new SampleOrder();
            o.price = in.read(PRICE).float64();
            o.flag = in.read(FLAG).bool();
            o.text = in.read(TEXT).text();
            o.side = in.read(SIDE).asEnum(SIDES);
            o.smallInt = in.read(SMALL_INT).int32();
            o.longInt = in.read(LONG_INT).int64();
            return o;
        }
    };

    @Override
    public boolean equals(Object other) {
        return other instanceof SampleOrder o && Double.compare(price, o.price) == 0 && flag == o.flag
                && Objects.equals(text, o.text) && side == o.side && smallInt == o.smallInt && longInt == o.longInt;
    }

    @Override
    public int hashCode() {
        return Objects.hash(price, flag, text, side, smallInt, longInt);
    }

    @Override
    public String toString() {
        return "SampleOrder{" + price + ", " + flag + ", " + text + ", " + side + ", " + smallInt + ", " + longInt + "}";
    }
}
