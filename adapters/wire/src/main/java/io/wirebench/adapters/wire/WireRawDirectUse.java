package io.wirebench.adapters.wire;

import io.wirebench.core.model.Dataset;
import io.wirebench.core.model.Datasets;
import io.wirebench.core.model.Models;
import io.wirebench.core.model.order.Order;
import io.wirebench.wire.EnumValues;
import io.wirebench.wire.Marshaller;
import io.wirebench.wire.TextEncoding;
import io.wirebench.wire.WireIn;
import io.wirebench.wire.WireKey;
import io.wirebench.wire.WireOut;
import io.wirebench.wire.bytes.BytesIn;
import io.wirebench.wire.bytes.BytesOut;
import io.wirebench.wire.bytes.HeapBuffer;
import io.wirebench.wire.raw.RawWireIn;
import io.wirebench.wire.raw.RawWireOut;
import java.util.Arrays;
import java.util.List;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Our raw wire used directly, as wire/README.md shows it, with no harness type between the JMH method and the
 * wire module: a {@link Marshaller} of this class's own message type ({@link DirectOrder}), {@code writeDocument}
 * into a reused expandable heap buffer, then {@code readDocument} into one reused instance. It is the reference
 * of the direct-use pairs: the wire module is ours, so its harness cost over direct use says what the harness
 * costs a contender whose adapter does nothing the library does not already do
 * (harness/bench/README.md, "Direct-use parity"; Chronicle's pair is {@code ChronicleDirectUse}).
 *
 * <p><b>The same work as the harness's round trip</b> ({@code CodecBenchmark.roundTrip} on {@code wire-raw}):
 * the next message of the data set's rotation (array load and mask), one document written, read back into the
 * reused instance and returned. The messages are the data set's own, copied in set-up into {@link DirectOrder}.
 * {@code WireRawDirectUseTest} checks that this class and the adapter write the same bytes for every message.
 *
 * <p>The runner finds it from JMH's benchmark list: a benchmark method named {@code directRoundTrip} whose
 * {@code contender} parameter lists the contender (CONTRIBUTING.md).
 */
@State(Scope.Thread)
public class WireRawDirectUse {
    static final WireKey PRICE = WireKey.of("price", 3);
    static final WireKey FLAG = WireKey.of("flag", 4);
    static final WireKey TEXT = WireKey.of("text", 5);
    static final WireKey SIDE = WireKey.of("side", 6);
    static final WireKey SMALL_INT = WireKey.of("smallInt", 1);
    static final WireKey LONG_INT = WireKey.of("longInt", 2);
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

    @Param("wire-raw")
    public String contender;

    @Param({"order", "orders"})
    public String dataset;

    private final HeapBuffer buffer = HeapBuffer.expandable(256);
    private final BytesOut bytesOut = new BytesOut(buffer);
    private final BytesIn bytesIn = new BytesIn(buffer);
    private final RawWireOut out = new RawWireOut(bytesOut, TextEncoding.UTF_8);
    private final RawWireIn in = new RawWireIn(bytesIn, TextEncoding.UTF_8);
    private DirectOrder reuse;
    private DirectOrder[] messages;
    private int mask;
    private int next;
    private int length;

    @Setup
    public void setUp() {
        if (!"wire-raw".equals(contender)) {
            throw new IllegalArgumentException("WireRawDirectUse measures wire-raw, not '" + contender + "'");
        }
        messages = messagesOf(dataset);
        if (Integer.bitCount(messages.length) != 1) {
            throw new IllegalStateException("data set " + dataset + " has " + messages.length + " messages, not a power of two");
        }
        mask = messages.length - 1;
        // the reused instance starts as the last message, as the harness's does
        reuse = DirectOrder.copyOf(messages[mask]);
    }

    @Benchmark
    public DirectOrder directRoundTrip() {
        bytesOut.reset();
        length = out.writeDocument(false, messages[next++ & mask], MARSHALLER);
        bytesIn.reset(0, length);
        return in.readDocument(reuse, MARSHALLER);
    }

    /** The document the last call wrote, header included; for the test that compares it with the adapter's. */
    byte[] lastDocument() {
        return Arrays.copyOf(buffer.array(), length);
    }

    /** The data set's messages (set-up only: the harness's data is the one source of the messages both sides send). */
    @SuppressWarnings("unchecked")
    static DirectOrder[] messagesOf(String dataset) {
        Dataset<?> d = Datasets.byId(dataset);
        if (d.model() != Models.ORDER) {
            throw new IllegalArgumentException("WireRawDirectUse measures Order data sets (order, orders), not '" + dataset + "'");
        }
        List<Order> samples = ((Dataset<Order>) d).samples();
        DirectOrder[] out = new DirectOrder[samples.size()];
        for (int i = 0; i < out.length; i++) {
            Order o = samples.get(i);
            DirectOrder m = new DirectOrder();
            m.price = o.getPrice();
            m.flag = o.isFlag();
            m.text = o.getText();
            m.side = o.getSide() == null ? null : Side.valueOf(o.getSide().name());
            m.smallInt = o.getSmallInt();
            m.longInt = o.getLongInt();
            out[i] = m;
        }
        return out;
    }

    /** This benchmark's own enum, named as the published message's. */
    public enum Side {
        Buy, Sell
    }

    /** The message as this benchmark's own class: plain fields, nothing of the harness. */
    public static final class DirectOrder {
        double price;
        boolean flag;
        String text;
        Side side;
        int smallInt;
        long longInt;

        static DirectOrder copyOf(DirectOrder o) {
            DirectOrder c = new DirectOrder();
            c.price = o.price;
            c.flag = o.flag;
            c.text = o.text;
            c.side = o.side;
            c.smallInt = o.smallInt;
            c.longInt = o.longInt;
            return c;
        }
    }
}
