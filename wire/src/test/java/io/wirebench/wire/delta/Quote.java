package io.wirebench.wire.delta;

import io.wirebench.wire.EnumValues;
import io.wirebench.wire.Marshaller;
import io.wirebench.wire.WireIn;
import io.wirebench.wire.WireKey;
import io.wirebench.wire.WireOut;
import java.util.Arrays;
import java.util.Objects;

/**
 * A keyed test message with every kind of field the delta wire carries, and two nested objects
 * (one of which may be null), so nested objects are diffed on their own.
 */
final class Quote {
    enum Side { BUY, SELL, BOTH_SIDES_OF_THE_BOOK }

    static final class Level {
        double price;
        long quantity;
        float weight;

        Level() {
        }

        Level(double price, long quantity, float weight) {
            this.price = price;
            this.quantity = quantity;
            this.weight = weight;
        }

        Level copy() {
            return new Level(price, quantity, weight);
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Level l && Double.doubleToRawLongBits(price) == Double.doubleToRawLongBits(l.price)
                    && quantity == l.quantity && Float.floatToRawIntBits(weight) == Float.floatToRawIntBits(l.weight);
        }

        @Override
        public int hashCode() {
            return Objects.hash(price, quantity);
        }

        @Override
        public String toString() {
            return "Level{" + price + " x " + quantity + " w " + weight + "}";
        }
    }

    record Key(String symbol, int venue) {
    }

    String symbol;
    int venue;
    byte flags;
    short lot;
    boolean open;
    String note;
    Side side;
    byte[] tag;
    Level bid;
    Level ask;
    double last;
    long volume;

    Key key() {
        return new Key(symbol, venue);
    }

    Quote copy() {
        Quote q = new Quote();
        q.symbol = symbol;
        q.venue = venue;
        q.flags = flags;
        q.lot = lot;
        q.open = open;
        q.note = note;
        q.side = side;
        q.tag = tag == null ? null : tag.clone();
        q.bid = bid == null ? null : bid.copy();
        q.ask = ask == null ? null : ask.copy();
        q.last = last;
        q.volume = volume;
        return q;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Quote q && Objects.equals(symbol, q.symbol) && venue == q.venue && flags == q.flags && lot == q.lot
                && open == q.open && Objects.equals(note, q.note) && side == q.side && Arrays.equals(tag, q.tag)
                && Objects.equals(bid, q.bid) && Objects.equals(ask, q.ask)
                && Double.doubleToRawLongBits(last) == Double.doubleToRawLongBits(q.last) && volume == q.volume;
    }

    @Override
    public int hashCode() {
        return Objects.hash(symbol, venue);
    }

    @Override
    public String toString() {
        return "Quote{" + symbol + "@" + venue + " flags=" + flags + " lot=" + lot + " open=" + open + " note=" + note + " side=" + side
                + " tag=" + Arrays.toString(tag) + " bid=" + bid + " ask=" + ask + " last=" + last + " volume=" + volume + "}";
    }

    static final WireKey SYMBOL = WireKey.of("symbol", 1), VENUE = WireKey.of("venue", 2), FLAGS = WireKey.of("flags", 3),
            LOT = WireKey.of("lot", 4), OPEN = WireKey.of("open", 5), NOTE = WireKey.of("note", 6), SIDE = WireKey.of("side", 7),
            TAG = WireKey.of("tag", 8), BID = WireKey.of("bid", 9), ASK = WireKey.of("ask", 10), LAST = WireKey.of("last", 11),
            VOLUME = WireKey.of("volume", 12), PRICE = WireKey.of("price", 1), QUANTITY = WireKey.of("quantity", 2),
            WEIGHT = WireKey.of("weight", 3);
    static final EnumValues<Side> SIDES = EnumValues.of(Side.class);

    static final Marshaller<Level> LEVEL = new Marshaller<>() {
        @Override
        public void write(Level l, WireOut out) {
            out.write(PRICE).float64(l.price).write(QUANTITY).int64(l.quantity).write(WEIGHT).float32(l.weight);
        }

        @Override
        public Level read(Level reuse, WireIn in) {
            Level l = reuse != null ? reuse : new Level();
            l.price = in.read(PRICE).float64();
            l.quantity = in.read(QUANTITY).int64();
            l.weight = in.read(WEIGHT).float32();
            return l;
        }
    };

    static final Marshaller<Quote> MARSHALLER = new Marshaller<>() {
        @Override
        public void write(Quote q, WireOut out) {
            out.write(SYMBOL).text(q.symbol).write(VENUE).int32(q.venue).write(FLAGS).int8(q.flags).write(LOT).int16(q.lot)
                    .write(OPEN).bool(q.open).write(NOTE).text(q.note).write(SIDE).asEnum(SIDES, q.side).write(TAG).bytes(q.tag)
                    .write(BID).object(q.bid, LEVEL).write(ASK).object(q.ask, LEVEL)
                    .write(LAST).float64(q.last).write(VOLUME).int64(q.volume);
        }

        @Override
        public Quote read(Quote reuse, WireIn in) {
            Quote q = reuse != null ? reuse : new Quote();
            q.symbol = in.read(SYMBOL).text();
            q.venue = in.read(VENUE).int32();
            q.flags = in.read(FLAGS).int8();
            q.lot = in.read(LOT).int16();
            q.open = in.read(OPEN).bool();
            q.note = in.read(NOTE).text();
            q.side = in.read(SIDE).asEnum(SIDES);
            q.tag = in.read(TAG).bytes();
            q.bid = in.read(BID).object(q.bid, LEVEL);
            q.ask = in.read(ASK).object(q.ask, LEVEL);
            q.last = in.read(LAST).float64();
            q.volume = in.read(VOLUME).int64();
            return q;
        }
    };
}
