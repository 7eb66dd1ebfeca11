package io.wirebench.adapters.chronicle;

import io.wirebench.core.model.Dataset;
import io.wirebench.core.model.Datasets;
import io.wirebench.core.model.order.Order;
import java.util.List;
import net.openhft.chronicle.bytes.Bytes;
import net.openhft.chronicle.wire.BinaryWire;
import net.openhft.chronicle.wire.Marshallable;
import net.openhft.chronicle.wire.RawWire;
import net.openhft.chronicle.wire.Wire;
import net.openhft.chronicle.wire.WireIn;
import net.openhft.chronicle.wire.WireKey;
import net.openhft.chronicle.wire.WireOut;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * Chronicle Wire used directly, the way its own microbenchmark uses it ({@code microbenchmarks/.../Main.java},
 * {@code Data.java} in the Chronicle-Wire repository), with no harness type between the JMH method and the
 * library: a {@link Marshallable} message class keyed by a {@link WireKey} enum, {@code writeDocument(false, m)}
 * then {@code readDocument(null, m)} into one reused instance, over an elastic direct {@link Bytes}, text read
 * with {@code textTo(StringBuilder)}. The harness measures the same work as {@code CodecBenchmark.roundTrip} on
 * {@code chronicle-raw} and {@code chronicle-binary}; the runner measures both in the same rounds, and their
 * ratio is the harness's cost over direct use (harness/bench/README.md, "Direct-use parity").
 *
 * <p><b>The same work as the harness's round trip</b>: each call takes the next message of the data set's
 * rotation (an array load and a mask, as {@code Rotation}), clears the wire, writes one document, reads it back
 * into the one reused instance and returns it; the messages are the data set's own, copied once in set-up into
 * this library's message class ({@link DirectOrder}). Text ends as a {@code String}, as the shared model holds
 * it (Chronicle's benchmark keeps it in a reused {@code Bytes}): so both sides pay for one {@code String} per
 * decoded text. {@code ChronicleDirectUseTest} checks that this class and the adapter write the same bytes for
 * every message of {@code order} and {@code orders}, and read back the same fields.
 *
 * <p>Where this class differs from Chronicle's benchmark, and why: UTF-8 text ({@code RawWire(bytes, false)};
 * the benchmark also measures 8-bit text, which cannot carry {@code orders}' text), bounds checks on (the benchmark
 * sets {@code unchecked(true)}; the adapter must throw on a cut message), an elastic buffer (the adapter's
 * {@code allocateElasticDirect(512)}) and the return-value form of {@code ValueIn} ({@code float64()}), as the
 * adapter reads, rather than the setter-lambda form.
 *
 * <p>A contender's direct-use class is found by the runner from JMH's benchmark list: any benchmark method
 * named {@code directRoundTrip} whose {@code contender} parameter lists the contender (CONTRIBUTING.md).
 */
@State(Scope.Thread)
public class ChronicleDirectUse {

    /** The contenders this class measures directly; the runner passes one. */
    @Param({"chronicle-raw", "chronicle-binary"})
    public String contender;

    @Param({"order", "orders"})
    public String dataset;

    private final DirectOrder reuse = new DirectOrder();
    private Bytes<?> bytes;
    private Wire wire;
    private DirectOrder[] messages;
    private int mask;
    private int next;

    @Setup
    public void setUp() {
        messages = messagesOf(dataset);
        if (Integer.bitCount(messages.length) != 1) {
            throw new IllegalStateException("data set " + dataset + " has " + messages.length + " messages, not a power of two");
        }
        mask = messages.length - 1;
        Bytes<?> b = Bytes.allocateElasticDirect(512);
        try {
            wire = wireOf(contender, b);
        } catch (RuntimeException e) {
            b.releaseLast();
            throw e;
        }
        bytes = b;
        // the reused instance starts as the last message, as the harness's does
        reuse.copyOf(messages[mask]);
    }

    @TearDown
    public void tearDown() {
        bytes.releaseLast();
    }

    @Benchmark
    public DirectOrder directRoundTrip() {
        wire.clear();
        wire.writeDocument(false, messages[next++ & mask]);
        if (!wire.readDocument(null, reuse)) {
            throw new IllegalStateException("readDocument found no document it had just written");
        }
        return reuse;
    }

    /** The document the last call wrote, header included; for the test that compares it with the adapter's. */
    byte[] lastDocument() {
        byte[] copy = new byte[(int) bytes.writePosition()];
        bytes.readPosition(0);
        bytes.copyTo(copy);
        return copy;
    }

    /** The instance the last call read into. */
    DirectOrder lastRead() {
        return reuse;
    }

    /** The wire the benchmark's {@code rwireUTF} and {@code bwireFFF} are, over {@code bytes}. */
    static Wire wireOf(String contender, Bytes<?> bytes) {
        switch (contender) {
            case "chronicle-raw":
                return new RawWire(bytes, false);
            case "chronicle-binary":
                return new BinaryWire(bytes, false, false, false, Integer.MAX_VALUE, "binary", false);
            default:
                throw new IllegalArgumentException("ChronicleDirectUse measures chronicle-raw and chronicle-binary, not '" + contender + "'");
        }
    }

    /** The data set's messages (set-up only: the harness's data is the one source of the messages both sides send). */
    @SuppressWarnings("unchecked")
    static DirectOrder[] messagesOf(String dataset) {
        Dataset<?> d = Datasets.byId(dataset);
        if (d.model() != io.wirebench.core.model.Models.ORDER) {
            throw new IllegalArgumentException("ChronicleDirectUse measures Order data sets (order, orders), not '" + dataset + "'");
        }
        List<Order> samples = ((Dataset<Order>) d).samples();
        DirectOrder[] out = new DirectOrder[samples.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = DirectOrder.of(samples.get(i));
        }
        return out;
    }

    /** The keys as the benchmark's {@code DataFields}: an enum whose code is its ordinal (the published field numbers). */
    enum Field implements WireKey {
        unknown, smallInt, longInt, price, flag, text, side;

        @Override
        public int code() {
            return ordinal();
        }
    }

    /** The benchmark's {@code Side}. */
    public enum Side {
        Buy, Sell
    }

    /** The message as Chronicle's benchmark writes its own {@code Data}: a {@link Marshallable} in field order. */
    public static final class DirectOrder implements Marshallable {
        private final StringBuilder scratch = new StringBuilder(64);
        double price;
        boolean flag;
        String text;
        Side side;
        int smallInt;
        long longInt;

        static DirectOrder of(Order o) {
            DirectOrder d = new DirectOrder();
            d.price = o.getPrice();
            d.flag = o.isFlag();
            d.text = o.getText();
            d.side = o.getSide() == null ? null : Side.valueOf(o.getSide().name());
            d.smallInt = o.getSmallInt();
            d.longInt = o.getLongInt();
            return d;
        }

        void copyOf(DirectOrder o) {
            price = o.price;
            flag = o.flag;
            text = o.text;
            side = o.side;
            smallInt = o.smallInt;
            longInt = o.longInt;
        }

        @Override
        public void writeMarshallable(WireOut wire) {
            wire.write(Field.price).float64(price)
                    .write(Field.flag).bool(flag)
                    .write(Field.text).text(text)
                    .write(Field.side).asEnum(side)
                    .write(Field.smallInt).int32(smallInt)
                    .write(Field.longInt).int64(longInt);
        }

        @Override
        public void readMarshallable(WireIn wire) {
            price = wire.read(Field.price).float64();
            flag = wire.read(Field.flag).bool();
            StringBuilder t = wire.read(Field.text).textTo(scratch);
            text = t == null ? null : t.toString();
            side = wire.read(Field.side).asEnum(Side.class);
            smallInt = wire.read(Field.smallInt).int32();
            longInt = wire.read(Field.longInt).int64();
        }
    }
}
