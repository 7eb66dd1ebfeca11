package io.wirebench.adapters.bson;

import io.wirebench.core.DirectUseContender;
import io.wirebench.core.DirectUseMessages;
import io.wirebench.core.DirectUseRotation;
import io.wirebench.core.PlainOrder;
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
 * <li>{@code bson-pojo}: the registry's automatic POJO codec of the benchmark's own bean ({@link PlainOrder}, the plain
 * bean the direct-use benchmarks share), a new buffer per message.</li>
 * </ul>
 *
 * <p><b>The same work as the harness's round trip</b>: the next message of the data set's rotation (array load
 * and mask), written, read back in place from the buffer's array ({@code ByteBuffer.wrap}, no copy) and returned.
 * The POJO codec builds a new object per read (it cannot fill one), as in the adapter. The hand-written rows read
 * into one reused {@link PlainOrder}: the adapter's hand-written mapping builds a new model object per read
 * instead, and checks that the document ends at the last byte written; both are part of its score by design, and
 * the parity ratio shows them. {@code BsonDirectUseTest} checks that each row writes the adapter's bytes for every
 * message of {@code order} and {@code orders}.
 */
@State(Scope.Thread)
public class BsonDirectUse extends DirectUseRotation {
    private static final EncoderContext ENCODE = EncoderContext.builder().build();
    private static final DecoderContext DECODE = DecoderContext.builder().build();

    /** The contenders this class measures directly; the runner passes one. */
    @Param({"bson", "bson-pojo", "bson-recycled"})
    public String contender;

    @Param({"order", "orders"})
    public String dataset;

    private PlainOrder reuse;
    private BasicOutputBuffer out = new BasicOutputBuffer();
    private boolean recycle;
    private Codec<PlainOrder> pojo;
    private PlainOrder[] messages;

    @Setup
    public void setUp() {
        switch (contender) {
            case "bson" -> recycle = false;
            case "bson-recycled" -> recycle = true;
            case "bson-pojo" -> {
                recycle = false;
                pojo = CodecRegistries.fromProviders(new ValueCodecProvider(), new EnumCodecProvider(),
                        PojoCodecProvider.builder().automatic(true).build()).get(PlainOrder.class);
            }
            default -> throw DirectUseContender.refused("BsonDirectUse", contender, "bson, bson-pojo and bson-recycled");
        }
        messages = rotation(DirectUseMessages.copies("BsonDirectUse", dataset, PlainOrder.class));
        reuse = copyOfLast(messages);
    }

    @Benchmark
    public PlainOrder directRoundTrip() {
        PlainOrder m = messages[next++ & mask];
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

    private static void write(BsonBinaryWriter w, PlainOrder m) {
        w.writeStartDocument();
        w.writeDouble("price", m.getPrice());
        w.writeBoolean("flag", m.isFlag());
        String text = m.getText();
        if (text == null) {
            w.writeNull("text");
        } else {
            w.writeString("text", text);
        }
        PlainOrder.Side side = m.getSide();
        if (side == null) {
            w.writeNull("side");
        } else {
            w.writeString("side", side.name());
        }
        w.writeInt32("smallInt", m.getSmallInt());
        w.writeInt64("longInt", m.getLongInt());
        w.writeEndDocument();
    }

    private static PlainOrder read(BsonBinaryReader r, PlainOrder o) {
        r.readStartDocument();
        while (r.readBsonType() != BsonType.END_OF_DOCUMENT) {
            switch (r.readName()) {
                case "price" -> o.setPrice(r.readDouble());
                case "flag" -> o.setFlag(r.readBoolean());
                case "text" -> o.setText(nullableString(r));
                case "side" -> {
                    String side = nullableString(r);
                    o.setSide(side == null ? null : PlainOrder.Side.valueOf(side));
                }
                case "smallInt" -> o.setSmallInt(r.readInt32());
                case "longInt" -> o.setLongInt(r.readInt64());
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
}
