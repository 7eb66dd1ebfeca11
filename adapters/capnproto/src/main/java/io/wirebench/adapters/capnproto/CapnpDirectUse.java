package io.wirebench.adapters.capnproto;

import io.wirebench.core.DirectUseRotation;
import io.wirebench.core.model.order.Order;
import java.io.IOException;
import java.nio.ByteBuffer;
import org.capnproto.ArrayOutputStream;
import org.capnproto.MessageBuilder;
import org.capnproto.Serialize;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * capnproto-java used directly, with the reuse of its own benchmark ({@code benchmark/.../TestCase.java} in the
 * capnproto-java repository), with no harness type between the JMH method and the library: every message built
 * with {@code new MessageBuilder(scratch)} over one first-segment buffer kept for the benchmark's life and
 * {@code clearFirstSegment()} once written (the {@code MessageBuilder} javadoc's condition for reuse), the struct set
 * through the capnpc-style {@code OrderStruct.Builder}, {@code Serialize.write} through an {@link ArrayOutputStream}
 * into one kept buffer, then {@code Serialize.read} over that buffer and every field read in place into one reused
 * {@link DirectOrder}, the text as a {@code String} (a read that touched no field would not do the harness's work).
 * Measured beside {@code CodecBenchmark.roundTrip} on {@code capnproto} (harness/bench/README.md, "Direct-use parity").
 *
 * <p><b>What the adapter does on top, by design:</b> it maps the shared {@code Order} model to the builder's setters
 * and the reader's getters back onto the model, refusing a null text or side; it sizes each message with
 * {@code Serialize.computeSerializedSizeInWords} so that its output buffer can grow (this class sizes its buffer once
 * in set-up for the largest message); on decode it checks that the text is present and the side a known constant,
 * and wraps the runtime's unchecked exceptions into an {@code IOException}. Those are part of the harness score, and
 * the parity ratio shows them.
 *
 * <p>{@code CapnpDirectUseTest} checks that this class writes the adapter's exact bytes for every message of
 * {@code order} and {@code orders}.
 */
@State(Scope.Thread)
public class CapnpDirectUse extends DirectUseRotation {
    /** The adapter's first segment, 64 KB: every message is one segment, so both sides write the same segment table. */
    private static final int FIRST_SEGMENT_WORDS = 8192;

    @Param("capnproto")
    public String contender;

    @Param({"order", "orders"})
    public String dataset;

    private final ByteBuffer scratch = ByteBuffer.allocate(FIRST_SEGMENT_WORDS * 8);
    private DirectOrder reuse;
    private ByteBuffer out;
    /** A second view of {@code out} for reading, so reading never moves the buffer the writer fills. */
    private ByteBuffer in;
    private int length;
    private DirectOrder[] messages;

    @Setup
    public void setUp() {
        messages = rotationOfCopies("CapnpDirectUse", contender, "capnproto", dataset, DirectOrder.class);
        long largestWords = 0;
        for (DirectOrder m : messages) {
            MessageBuilder builder = new MessageBuilder(scratch);
            build(builder, m);
            largestWords = Math.max(largestWords, Serialize.computeSerializedSizeInWords(builder));
            builder.clearFirstSegment();
        }
        // sized once for the largest message, so the measured method never sizes or grows it
        out = ByteBuffer.allocate(Math.toIntExact(largestWords * 8));
        in = out.duplicate();
        reuse = copyOfLast(messages);
    }

    @Benchmark
    public DirectOrder directRoundTrip() throws IOException {
        MessageBuilder builder = new MessageBuilder(scratch);
        try {
            build(builder, messages[next++ & mask]);
            out.clear();
            ArrayOutputStream stream = new ArrayOutputStream(out);
            Serialize.write(stream, builder);
            // the stream writes through its own duplicate of the buffer: its position is the length written
            length = stream.buf.position();
        } finally {
            // the first segment must be all zeros for the next MessageBuilder (MessageBuilder's javadoc)
            builder.clearFirstSegment();
        }
        in.clear().limit(length);
        OrderStruct.Reader r = Serialize.read(in).getRoot(OrderStruct.FACTORY);
        DirectOrder o = reuse;
        o.price = r.getPrice();
        o.flag = r.getFlag();
        o.text = r.getText().toString();
        o.side = r.getSide();
        o.smallInt = r.getSmallInt();
        o.longInt = r.getLongInt();
        return o;
    }

    private static void build(MessageBuilder builder, DirectOrder m) {
        OrderStruct.Builder b = builder.initRoot(OrderStruct.FACTORY);
        b.setPrice(m.price);
        b.setFlag(m.flag);
        b.setText(m.text);
        b.setSide(m.side);
        b.setSmallInt(m.smallInt);
        b.setLongInt(m.longInt);
    }

    /** The bytes the last call wrote, segment table included; for the test against the adapter's. */
    byte[] lastWritten() {
        byte[] copy = new byte[length];
        out.duplicate().clear().get(copy);
        return copy;
    }

    /**
     * The values a Cap'n Proto user copies out of the message: plain fields, the side as the enum's 16-bit number
     * (the schema numbers its enumerants from 0 in declaration order, Buy, Sell: the ordinal set-up copies in).
     */
    public static final class DirectOrder {
        double price;
        boolean flag;
        String text;
        short side;
        int smallInt;
        long longInt;
    }
}
