package io.wirebench.adapters.bson;

import io.wirebench.core.DirectUseMessages;
import io.wirebench.core.model.order.Order;
import java.nio.ByteBuffer;
import java.util.Arrays;
import org.bson.BsonBinaryReader;
import org.bson.BsonBinaryWriter;
import org.bson.BsonType;
import org.bson.codecs.Codec;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.EncoderContext;
import org.bson.codecs.EnumCodecProvider;
import org.bson.codecs.ValueCodecProvider;
import org.bson.codecs.configuration.CodecRegistries;
import org.bson.codecs.pojo.PojoCodecProvider;
import org.bson.io.BasicOutputBuffer;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * BSON ({@code org.mongodb:bson}) used directly, as the MongoDB Java driver's BSON documentation shows it
 * ("Readers and Writers": a {@link BsonBinaryWriter} over a {@link BasicOutputBuffer}, a {@link BsonBinaryReader}
 * over a {@code ByteBuffer}; "POJOs": a {@code CodecRegistry} with {@code PojoCodecProvider.builder().automatic(true)}),
 * with no harness type between the JMH method and the library. One class for the three BSON contenders, chosen by
 * id in set-up:
 * <ul>
 * <li>{@code bson}: fields written and read by hand, a new {@code BasicOutputBuffer} per message (the usual way);</li>
 * <li>{@code bson-recycled}: the same, one buffer kept and {@code truncateToPosition(0)} per message;</li>
 * <li>{@code bson-pojo}: the registry's automatic POJO codec of this class's own bean, a new buffer per message.</li>
 * </ul>
 *
 * <p><b>The same work as the harness's round trip</b>: the next message of the data set's rotation (array load
 * and mask), written, read back in place from the buffer's array ({@code ByteBuffer.wrap}, no copy) and returned.
 * The POJO codec builds a new object per read (it cannot fill one), as in the adapter. The hand-written rows read
 * into one reused {@link DirectOrder}: the adapter's hand-written mapping builds a new model object per read
 * instead, and checks that the document ends at the last byte written; both are part of its score by design, and
 * the parity ratio shows them. {@code BsonDirectUseTest} checks that each row writes the adapter's bytes for every
 * message of {@code order} and {@code orders}.
 */
@State(Scope.Thread)
public class BsonDirectUse {
    private static final EncoderContext ENCODE = EncoderContext.builder().build();
    private static final DecoderContext DECODE = DecoderContext.builder().build();

    /** The contenders this class measures directly; the runner passes one. */
    @Param({"bson", "bson-pojo", "bson-recycled"})
    public String contender;

    @Param({"order", "orders"})
    public String dataset;

    private final DirectOrder reuse = new DirectOrder();
    private BasicOutputBuffer out = new BasicOutputBuffer();
    private boolean recycle;
    private Codec<DirectOrder> pojo;
    private DirectOrder[] messages;
    private int mask;
    private int next;

    @Setup
    public void setUp() {
        switch (contender) {
            case "bson" -> recycle = false;
            case "bson-recycled" -> recycle = true;
            case "bson-pojo" -> {
                recycle = false;
                pojo = CodecRegistries.fromProviders(new ValueCodecProvider(), new EnumCodecProvider(),
                        PojoCodecProvider.builder().automatic(true).build()).get(DirectOrder.class);
            }
            default -> throw new IllegalArgumentException("BsonDirectUse measures bson, bson-pojo and bson-recycled, not '" + contender + "'");
        }
        messages = DirectUseMessages.of("BsonDirectUse", dataset, BsonDirectUse::message, DirectOrder[]::new);
        mask = messages.length - 1;
        // the reused instance starts as the last message, as the harness's does
        reuse.copyOf(messages[mask]);
    }

    @Benchmark
    public DirectOrder directRoundTrip() {
        DirectOrder m = messages[next++ & mask];
        if (recycle) {
            out.truncateToPosition(0);
        } else {
            out = new BasicOutputBuffer();
        }
        try (BsonBinaryWriter writer = new BsonBinaryWriter(out)) {
            if (pojo != null) {
                pojo.encode(writer, m, ENCODE);
            } else {
                write(writer, m);
            }
        }
        try (BsonBinaryReader reader = new BsonBinaryReader(ByteBuffer.wrap(out.getInternalBuffer(), 0, out.getPosition()))) {
            return pojo != null ? pojo.decode(reader, DECODE) : read(reader, reuse);
        }
    }

    private static void write(BsonBinaryWriter w, DirectOrder m) {
        w.writeStartDocument();
        w.writeDouble("price", m.price);
        w.writeBoolean("flag", m.flag);
        if (m.text == null) {
            w.writeNull("text");
        } else {
            w.writeString("text", m.text);
        }
        if (m.side == null) {
            w.writeNull("side");
        } else {
            w.writeString("side", m.side.name());
        }
        w.writeInt32("smallInt", m.smallInt);
        w.writeInt64("longInt", m.longInt);
        w.writeEndDocument();
    }

    private static DirectOrder read(BsonBinaryReader r, DirectOrder o) {
        r.readStartDocument();
        while (r.readBsonType() != BsonType.END_OF_DOCUMENT) {
            switch (r.readName()) {
                case "price" -> o.price = r.readDouble();
                case "flag" -> o.flag = r.readBoolean();
                case "text" -> o.text = nullableString(r);
                case "side" -> {
                    String side = nullableString(r);
                    o.side = side == null ? null : Side.valueOf(side);
                }
                case "smallInt" -> o.smallInt = r.readInt32();
                case "longInt" -> o.longInt = r.readInt64();
                default -> r.skipValue();
            }
        }
        r.readEndDocument();
        return o;
    }

    private static String nullableString(BsonBinaryReader r) {
        if (r.getCurrentBsonType() == BsonType.NULL) {
            r.readNull();
            return null;
        }
        return r.readString();
    }

    /** The bytes the last call wrote; for the test that compares them with the adapter's. */
    byte[] lastWritten() {
        return Arrays.copyOf(out.getInternalBuffer(), out.getPosition());
    }

    /** {@code o} as this benchmark's own message (set-up only, through {@link DirectUseMessages}). */
    private static DirectOrder message(Order o) {
        DirectOrder m = new DirectOrder();
        m.price = o.getPrice();
        m.flag = o.isFlag();
        m.text = o.getText();
        m.side = o.getSide() == null ? null : Side.valueOf(o.getSide().name());
        m.smallInt = o.getSmallInt();
        m.longInt = o.getLongInt();
        return m;
    }

    /** This benchmark's own enum, named as the published message's. */
    public enum Side {
        Buy, Sell
    }

    /**
     * The message as this benchmark's own class, nothing of the harness: a bean (public no-argument constructor,
     * getters and setters) because the POJO codec finds properties through them, with the model's property names
     * in the model's order; the hand-written rows use the fields.
     */
    public static final class DirectOrder {
        private double price;
        private boolean flag;
        private String text;
        private Side side;
        private int smallInt;
        private long longInt;

        public double getPrice() {
            return price;
        }

        public void setPrice(double price) {
            this.price = price;
        }

        public boolean isFlag() {
            return flag;
        }

        public void setFlag(boolean flag) {
            this.flag = flag;
        }

        public String getText() {
            return text;
        }

        public void setText(String text) {
            this.text = text;
        }

        public Side getSide() {
            return side;
        }

        public void setSide(Side side) {
            this.side = side;
        }

        public int getSmallInt() {
            return smallInt;
        }

        public void setSmallInt(int smallInt) {
            this.smallInt = smallInt;
        }

        public long getLongInt() {
            return longInt;
        }

        public void setLongInt(long longInt) {
            this.longInt = longInt;
        }

        void copyOf(DirectOrder o) {
            price = o.price;
            flag = o.flag;
            text = o.text;
            side = o.side;
            smallInt = o.smallInt;
            longInt = o.longInt;
        }
    }
}
