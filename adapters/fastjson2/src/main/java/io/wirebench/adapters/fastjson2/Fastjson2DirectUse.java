package io.wirebench.adapters.fastjson2;

import com.alibaba.fastjson2.JSON;
import com.alibaba.fastjson2.JSONB;
import com.alibaba.fastjson2.JSONReader;
import com.alibaba.fastjson2.JSONWriter;
import io.wirebench.core.model.Dataset;
import io.wirebench.core.model.Datasets;
import io.wirebench.core.model.order.Order;
import java.io.ByteArrayOutputStream;
import java.util.List;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * fastjson2 used directly, as its README ("Usage") and its own benchmarks use it, with no harness type between the
 * JMH method and the library: the static helpers on UTF-8 bytes with a class of the user's own ({@link DirectOrder},
 * a plain bean, bound by fastjson2's ASM-generated reader and writer). {@code JSON.writeTo(out, bean, features)}
 * into one reused byte stream (the helper {@code toJSONBytes} would return a new array each time) and
 * {@code JSON.parseObject(bytes, offset, length, type, features)} over that stream's array; for JSONB the same pair
 * of {@code JSONB}. The features are the adapter's, per form (features documentation): {@code WriteNulls};
 * {@code BeanToArray} with {@code SupportArrayToBean} for {@code fastjson2-beantoarray}; and
 * {@code UseDoubleForDecimals} on read (it changes nothing for a typed bean; kept so both sides are configured alike).
 * fastjson2 makes a new object on every read, on both sides. Measured beside {@code CodecBenchmark.roundTrip}
 * (harness/bench/README.md, "Direct-use parity").
 *
 * <p>The adapter binds the shared model class directly, as this class binds its own bean, so it adds no mapping;
 * it calls the same code the helpers call with their per-call lookups (contexts, the type's reader and writer)
 * made once, and additionally turns fastjson2's unchecked errors into {@code IOException}s.
 *
 * <p>{@code Fastjson2DirectUseTest} checks that this class writes the adapter's exact bytes for every message of
 * {@code order} and {@code orders}, in each of the three forms.
 */
@State(Scope.Thread)
public class Fastjson2DirectUse {

    @Param({"fastjson2", "fastjson2-beantoarray", "fastjson2-jsonb"})
    public String contender;

    @Param({"order", "orders"})
    public String dataset;

    private final Output out = new Output(1024);
    private JSONWriter.Feature[] writeFeatures;
    private JSONReader.Feature[] readFeatures;
    private boolean jsonb;
    private DirectOrder[] messages;
    private int mask;
    private int next;

    @Setup
    public void setUp() {
        switch (contender) {
            case "fastjson2", "fastjson2-jsonb" -> {
                writeFeatures = new JSONWriter.Feature[] {JSONWriter.Feature.WriteNulls};
                readFeatures = new JSONReader.Feature[] {JSONReader.Feature.UseDoubleForDecimals};
            }
            case "fastjson2-beantoarray" -> {
                writeFeatures = new JSONWriter.Feature[] {JSONWriter.Feature.WriteNulls, JSONWriter.Feature.BeanToArray};
                readFeatures = new JSONReader.Feature[] {JSONReader.Feature.UseDoubleForDecimals, JSONReader.Feature.SupportArrayToBean};
            }
            default -> throw new IllegalArgumentException(
                    "Fastjson2DirectUse measures fastjson2, fastjson2-beantoarray and fastjson2-jsonb, not '" + contender + "'");
        }
        jsonb = "fastjson2-jsonb".equals(contender);
        messages = messagesOf(dataset);
        if (Integer.bitCount(messages.length) != 1) {
            throw new IllegalStateException("data set " + dataset + " has " + messages.length + " messages, not a power of two");
        }
        mask = messages.length - 1;
    }

    @Benchmark
    public DirectOrder directRoundTrip() {
        out.reset();
        DirectOrder m = messages[next++ & mask];
        if (jsonb) {
            JSONB.writeTo(out, m, writeFeatures);
            return JSONB.parseObject(out.array(), 0, out.size(), DirectOrder.class, readFeatures);
        }
        JSON.writeTo(out, m, writeFeatures);
        return JSON.parseObject(out.array(), 0, out.size(), DirectOrder.class, readFeatures);
    }

    /** The bytes the last call wrote; for the test that compares them with the adapter's. */
    byte[] lastWritten() {
        return out.toByteArray();
    }

    /** The data set's messages as beans of this class's own (set-up only: the harness's data is the one source of both sides' messages). */
    @SuppressWarnings("unchecked")
    static DirectOrder[] messagesOf(String dataset) {
        if (!"order".equals(dataset) && !"orders".equals(dataset)) {
            throw new IllegalArgumentException("Fastjson2DirectUse measures the data sets order and orders, not '" + dataset + "'");
        }
        List<Order> samples = ((Dataset<Order>) Datasets.byId(dataset)).samples();
        DirectOrder[] out = new DirectOrder[samples.size()];
        for (int i = 0; i < out.length; i++) {
            Order o = samples.get(i);
            DirectOrder d = new DirectOrder();
            d.setPrice(o.getPrice());
            d.setFlag(o.isFlag());
            d.setText(o.getText());
            d.setSide(o.getSide() == null ? null : Side.valueOf(o.getSide().name()));
            d.setSmallInt(o.getSmallInt());
            d.setLongInt(o.getLongInt());
            out[i] = d;
        }
        return out;
    }

    /** A JDK byte stream whose array the reader reads in place (a plain {@code ByteArrayOutputStream} would copy it out). */
    static final class Output extends ByteArrayOutputStream {
        Output(int size) {
            super(size);
        }

        byte[] array() {
            return buf;
        }
    }

    /** This benchmark's own enum, named as the published message's. */
    public enum Side {
        Buy, Sell
    }

    /** The message as a fastjson2 user's own bean: getters and setters, which fastjson2 binds by default. */
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
    }
}
