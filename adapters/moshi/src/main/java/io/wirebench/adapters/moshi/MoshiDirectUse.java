package io.wirebench.adapters.moshi;

import com.squareup.moshi.JsonAdapter;
import com.squareup.moshi.JsonDataException;
import com.squareup.moshi.JsonReader;
import com.squareup.moshi.JsonWriter;
import com.squareup.moshi.Moshi;
import io.wirebench.core.DirectUseContender;
import io.wirebench.core.DirectUseMessages;
import io.wirebench.core.DirectUseRotation;
import io.wirebench.core.PlainOrder;
import java.io.IOException;
import okio.Buffer;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Moshi used directly, as its README (https://github.com/square/moshi#readme) shows it, with no harness type between
 * the JMH method and the library: one {@link Moshi}, one {@link JsonAdapter} for the benchmark's own message class
 * ({@link PlainOrder}, the plain class the direct-use benchmarks share) looked up once and made to write nulls ({@code serializeNulls()}, as the adapter's writer
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
public class MoshiDirectUse extends DirectUseRotation {

    /** The contenders this class measures directly; the runner passes one. */
    @Param({"moshi", "moshi-adapter"})
    public String contender;

    @Param({"order", "orders"})
    public String dataset;

    private final Buffer buffer = new Buffer();
    private JsonAdapter<PlainOrder> adapter;
    private PlainOrder[] messages;

    @Setup
    public void setUp() {
        Moshi moshi = switch (contender) {
            case "moshi" -> new Moshi.Builder().build();
            case "moshi-adapter" -> new Moshi.Builder().add(PlainOrder.class, new PlainOrderAdapter()).build();
            default -> throw DirectUseContender.refused("MoshiDirectUse", contender, "moshi and moshi-adapter");
        };
        adapter = moshi.adapter(PlainOrder.class).serializeNulls();
        messages = rotation(DirectUseMessages.copies("MoshiDirectUse", dataset, PlainOrder.class));
    }

    @Benchmark
    public PlainOrder directRoundTrip() throws IOException {
        writeNext();
        return read();
    }

    /** Writes the next message of the rotation into the buffer (the benchmark's first half; the test reads the bytes in between). */
    void writeNext() throws IOException {
        buffer.clear();
        adapter.toJson(buffer, messages[next++ & mask]);
    }

    /** Reads the buffer's message, consuming it (the benchmark's second half). */
    PlainOrder read() throws IOException {
        return adapter.fromJson(buffer);
    }

    /** The bytes written and not yet read, left in the buffer; for the test that compares them with the adapter's. */
    byte[] unread() {
        return buffer.snapshot().toByteArray();
    }

    /**
     * {@link PlainOrder} by hand on Moshi's streaming API, the JSON the reflective adapter writes (names in
     * alphabetical order); names and constants matched with {@link JsonReader.Options}, unknown names skipped.
     */
    static final class PlainOrderAdapter extends JsonAdapter<PlainOrder> {
        private static final JsonReader.Options NAMES = JsonReader.Options.of("flag", "longInt", "price", "side", "smallInt", "text");
        private static final JsonReader.Options SIDES = JsonReader.Options.of("Buy", "Sell");
        private static final PlainOrder.Side[] SIDE_CONSTANTS = PlainOrder.Side.values();

        @Override
        public void toJson(JsonWriter out, PlainOrder o) throws IOException {
            out.beginObject();
            out.name("flag").value(o.isFlag());
            out.name("longInt").value(o.getLongInt());
            out.name("price").value(o.getPrice());
            out.name("side").value(o.getSide() == null ? null : o.getSide().name());
            out.name("smallInt").value(o.getSmallInt());
            out.name("text").value(o.getText());
            out.endObject();
        }

        @Override
        public PlainOrder fromJson(JsonReader in) throws IOException {
            PlainOrder o = new PlainOrder();
            in.beginObject();
            while (in.hasNext()) {
                switch (in.selectName(NAMES)) {
                    case 0 -> o.setFlag(in.nextBoolean());
                    case 1 -> o.setLongInt(in.nextLong());
                    case 2 -> o.setPrice(in.nextDouble());
                    case 3 -> o.setSide(side(in));
                    case 4 -> o.setSmallInt(in.nextInt());
                    case 5 -> o.setText(in.peek() == JsonReader.Token.NULL ? in.nextNull() : in.nextString());
                    default -> {
                        in.skipName();
                        in.skipValue();
                    }
                }
            }
            in.endObject();
            return o;
        }

        private static PlainOrder.Side side(JsonReader in) throws IOException {
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
