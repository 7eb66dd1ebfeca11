package io.wirebench.adapters.moshi;

import com.squareup.moshi.JsonAdapter;
import com.squareup.moshi.JsonDataException;
import com.squareup.moshi.JsonReader;
import com.squareup.moshi.JsonWriter;
import com.squareup.moshi.Moshi;
import io.wirebench.core.DirectUseMessages;
import io.wirebench.core.model.order.Order;
import java.io.IOException;
import okio.Buffer;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Moshi used directly, as its README (https://github.com/square/moshi#readme) shows it, with no harness type between
 * the JMH method and the library: one {@link Moshi}, one {@link JsonAdapter} for this benchmark's own message class
 * ({@link DirectOrder}) looked up once and made to write nulls ({@code serializeNulls()}, as the adapter's writer
 * does), reflective ({@code moshi}) or hand-written with {@link JsonReader.Options} ({@code moshi-adapter}, the
 * README's "Custom Type Adapters"); {@code toJson(BufferedSink, value)} into one reused okio {@link Buffer} and
 * {@code fromJson(BufferedSource)} from that same buffer, which consumes it. Measured beside
 * {@code CodecBenchmark.roundTrip} of the same contender, their ratio is the harness's cost over direct use
 * (harness/bench/README.md, "Direct-use parity").
 *
 * <p><b>The same work as the harness's round trip</b>: the next message of the rotation (array load and mask), the
 * same JSON as the adapter (checked byte for byte by {@code MoshiDirectUseTest}), read into a new instance (a
 * {@code JsonAdapter} returns a new object; Moshi has no way to fill one). <b>What the adapter does on top</b>, by
 * necessity: the harness needs the message as a {@code byte[]} it can size and decode again and again, so the
 * adapter moves the written bytes out of the okio buffer into a reused array and copies them into a second
 * buffer for each read (two copies this class does not make), and it checks that nothing follows the message,
 * which {@code fromJson(BufferedSource)} leaves unchecked; both are part of the harness score by design, and the
 * ratio shows them.
 *
 * <p>The runner finds it from JMH's benchmark list: a benchmark method named {@code directRoundTrip} whose
 * {@code contender} parameter lists the contender (CONTRIBUTING.md).
 */
@State(Scope.Thread)
public class MoshiDirectUse {

    /** The contenders this class measures directly; the runner passes one. */
    @Param({"moshi", "moshi-adapter"})
    public String contender;

    @Param({"order", "orders"})
    public String dataset;

    private final Buffer buffer = new Buffer();
    private JsonAdapter<DirectOrder> adapter;
    private DirectOrder[] messages;
    private int mask;
    private int next;

    @Setup
    public void setUp() {
        Moshi moshi = switch (contender) {
            case "moshi" -> new Moshi.Builder().build();
            case "moshi-adapter" -> new Moshi.Builder().add(DirectOrder.class, new DirectOrderAdapter()).build();
            default -> throw new IllegalArgumentException("MoshiDirectUse measures moshi and moshi-adapter, not '" + contender + "'");
        };
        adapter = moshi.adapter(DirectOrder.class).serializeNulls();
        messages = DirectUseMessages.of("MoshiDirectUse", dataset, DirectOrder::of, DirectOrder[]::new);
        mask = messages.length - 1;
    }

    @Benchmark
    public DirectOrder directRoundTrip() throws IOException {
        writeNext();
        return read();
    }

    /** Writes the next message of the rotation into the buffer (the benchmark's first half; the test reads the bytes in between). */
    void writeNext() throws IOException {
        buffer.clear();
        adapter.toJson(buffer, messages[next++ & mask]);
    }

    /** Reads the buffer's message, consuming it (the benchmark's second half). */
    DirectOrder read() throws IOException {
        return adapter.fromJson(buffer);
    }

    /** The bytes written and not yet read, left in the buffer; for the test that compares them with the adapter's. */
    byte[] unread() {
        return buffer.snapshot().toByteArray();
    }

    /** This benchmark's own enum, named as the published message's. */
    public enum Side {
        Buy, Sell
    }

    /** The message as a plain Java class for Moshi's reflective adapter, which reads and writes its fields (in name order). */
    public static final class DirectOrder {
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
    }

    /**
     * {@link DirectOrder} by hand on Moshi's streaming API, the JSON the reflective adapter writes (names in
     * alphabetical order); names and constants matched with {@link JsonReader.Options}, unknown names skipped.
     */
    static final class DirectOrderAdapter extends JsonAdapter<DirectOrder> {
        private static final JsonReader.Options NAMES = JsonReader.Options.of("flag", "longInt", "price", "side", "smallInt", "text");
        private static final JsonReader.Options SIDES = JsonReader.Options.of("Buy", "Sell");
        private static final Side[] SIDE_CONSTANTS = Side.values();

        @Override
        public void toJson(JsonWriter out, DirectOrder o) throws IOException {
            out.beginObject();
            out.name("flag").value(o.flag);
            out.name("longInt").value(o.longInt);
            out.name("price").value(o.price);
            out.name("side").value(o.side == null ? null : o.side.name());
            out.name("smallInt").value(o.smallInt);
            out.name("text").value(o.text);
            out.endObject();
        }

        @Override
        public DirectOrder fromJson(JsonReader in) throws IOException {
            DirectOrder o = new DirectOrder();
            in.beginObject();
            while (in.hasNext()) {
                switch (in.selectName(NAMES)) {
                    case 0 -> o.flag = in.nextBoolean();
                    case 1 -> o.longInt = in.nextLong();
                    case 2 -> o.price = in.nextDouble();
                    case 3 -> o.side = side(in);
                    case 4 -> o.smallInt = in.nextInt();
                    case 5 -> o.text = in.peek() == JsonReader.Token.NULL ? in.nextNull() : in.nextString();
                    default -> {
                        in.skipName();
                        in.skipValue();
                    }
                }
            }
            in.endObject();
            return o;
        }

        private static Side side(JsonReader in) throws IOException {
            if (in.peek() == JsonReader.Token.NULL) {
                return in.nextNull();
            }
            int i = in.selectString(SIDES);
            if (i < 0) {
                throw new JsonDataException("no Side named " + in.nextString() + " at " + in.getPath());
            }
            return SIDE_CONSTANTS[i];
        }
    }
}
