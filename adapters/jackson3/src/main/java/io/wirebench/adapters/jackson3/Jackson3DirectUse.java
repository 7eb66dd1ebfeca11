package io.wirebench.adapters.jackson3;

import io.wirebench.core.DirectUseMessages;
import io.wirebench.core.ReusableByteArrayOutputStream;
import io.wirebench.core.model.order.Order;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.ObjectReader;
import tools.jackson.databind.ObjectWriter;
import tools.jackson.databind.json.JsonMapper;

/**
 * Jackson 3 databind used directly, as the "Jackson Performance" presentation (jackson-docs wiki) and the databind
 * README recommend for speed, with no harness type between the JMH method and the library: one immutable
 * {@link JsonMapper} built with Jackson 3's defaults (as the adapter's), one {@link ObjectWriter} and one
 * {@link ObjectReader} made once for this benchmark's own POJO ({@link DirectOrder}). Measured beside
 * {@code CodecBenchmark.roundTrip} of the same contender, their ratio is the harness's cost over direct use
 * (harness/bench/README.md, "Direct-use parity").
 *
 * <p><b>The same work as the harness's round trip</b>: the next message of the rotation (array load and mask),
 * written with {@code writeValueAsBytes} (a new {@code byte[]} per message, {@code jackson3-databind}) or with
 * {@code writeValue} into one reused array and read back from its range ({@code jackson3-databind-recycled}), then
 * read into a new instance (databind fills an existing one only through a new reader per call, so the adapter
 * does not reuse either). The adapter binds the model class directly and adds only a module for the schema-less
 * tree, which an {@code Order} never reaches; so both sides do the same work, except that the adapter wraps a read
 * error into an {@code IOException} (a try block, free when nothing is thrown). {@code Jackson3DirectUseTest}
 * checks that this class and the adapter write the same bytes for every message of {@code order} and {@code orders}.
 *
 * <p>The runner finds it from JMH's benchmark list: a benchmark method named {@code directRoundTrip} whose
 * {@code contender} parameter lists the contender (CONTRIBUTING.md).
 */
@State(Scope.Thread)
public class Jackson3DirectUse {

    /** The contenders this class measures directly; the runner passes one. */
    @Param({"jackson3-databind", "jackson3-databind-recycled"})
    public String contender;

    @Param({"order", "orders"})
    public String dataset;

    // The sink the adapter writes into as well: unsynchronized and kept between messages, so both sides pay alike for it.
    private final ReusableByteArrayOutputStream out = new ReusableByteArrayOutputStream(1024);
    private ObjectWriter writer;
    private ObjectReader reader;
    private boolean recycled;
    private byte[] written = new byte[0];
    private DirectOrder[] messages;
    private int mask;
    private int next;

    @Setup
    public void setUp() {
        recycled = switch (contender) {
            case "jackson3-databind" -> false;
            case "jackson3-databind-recycled" -> true;
            default -> throw new IllegalArgumentException("Jackson3DirectUse measures jackson3-databind and jackson3-databind-recycled, not '"
                    + contender + "'");
        };
        messages = DirectUseMessages.of("Jackson3DirectUse", dataset, DirectOrder::of, DirectOrder[]::new);
        mask = messages.length - 1;
        ObjectMapper mapper = JsonMapper.builder().build();
        writer = mapper.writerFor(DirectOrder.class);
        reader = mapper.readerFor(DirectOrder.class);
    }

    @Benchmark
    public DirectOrder directRoundTrip() {
        DirectOrder message = messages[next++ & mask];
        // One predictable branch on a field set in set-up: the adapter has a codec class per form instead.
        if (recycled) {
            out.reset();
            writer.writeValue(out, message);
            return reader.readValue(out.array(), 0, out.length());
        }
        written = writer.writeValueAsBytes(message);
        return reader.readValue(written);
    }

    /** The bytes the last call wrote; for the test that compares them with the adapter's. */
    byte[] lastWritten() {
        return recycled ? out.toByteArray() : written.clone();
    }

    /** This benchmark's own enum, named as the published message's. */
    public enum Side {
        Buy, Sell
    }

    /** The message as a plain Jackson POJO, nothing of the harness in it: private fields, public getters and setters. */
    public static final class DirectOrder {
        private double price;
        private boolean flag;
        private String text;
        private Side side;
        private int smallInt;
        private long longInt;

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
    }
}
