package io.wirebench.adapters.gson;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.TypeAdapter;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;
import com.google.gson.stream.JsonWriter;
import io.wirebench.core.DirectUseContender;
import io.wirebench.core.DirectUseMessages;
import io.wirebench.core.DirectUseRotation;
import io.wirebench.core.PlainOrder;
import io.wirebench.core.ReusableByteArrayOutputStream;
import java.io.CharArrayReader;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.StandardCharsets;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Gson used directly, with no harness type between the JMH method and the library, as Gson's user guide
 * (https://github.com/google/gson/blob/main/UserGuide.md: one {@code Gson}, reused) and the {@link TypeAdapter}
 * javadoc (look the adapter up once, {@code gson.getAdapter}; hand-written adapters on the streaming API) describe
 * it: the benchmark's own message class ({@link PlainOrder}, the plain class the direct-use benchmarks share; Gson's
 * reflective adapter binds its fields, in declaration order) bound by that adapter ({@code gson})
 * or by a hand-written {@link TypeAdapter} registered on the {@code Gson} ({@code gson-typeadapter}), with the
 * adapter's settings ({@code serializeNulls}, {@code disableHtmlEscaping}). Measured beside
 * {@code CodecBenchmark.roundTrip} of the same contender, their ratio is the harness's cost over direct use
 * (harness/bench/README.md, "Direct-use parity").
 *
 * <p><b>The same work as the harness's round trip</b>: the next message of the rotation (array load and mask),
 * written through the {@code Gson}'s own {@code newJsonWriter} over one kept UTF-8 {@link OutputStreamWriter} into
 * one reused array; the bytes turned back into characters by one reused UTF-8 decoder into one reused char buffer
 * (Gson reads characters, not bytes), read through {@code newJsonReader} into a new instance (a {@code TypeAdapter}
 * returns a new object; Gson has no way to fill one), and the end of the document checked, as
 * {@code Gson.fromJson} does. That is also how the adapter reaches Gson, and it binds the model class directly;
 * it adds a {@code TypeAdapterFactory} for the schema-less tree, which an {@code Order} never reaches, and turns
 * Gson's unchecked errors into {@code IOException}s (a try block, free when nothing is thrown). So both sides do
 * the same work; {@code GsonDirectUseTest} checks they write the same bytes for every message of {@code order}
 * and {@code orders}.
 *
 * <p>The runner finds it from JMH's benchmark list: a benchmark method named {@code directRoundTrip} whose
 * {@code contender} parameter lists the contender (CONTRIBUTING.md).
 */
@State(Scope.Thread)
public class GsonDirectUse extends DirectUseRotation {

    /** The contenders this class measures directly; the runner passes one. */
    @Param({"gson", "gson-typeadapter"})
    public String contender;

    @Param({"order", "orders"})
    public String dataset;

    // The sink the adapter writes into as well: unsynchronized and kept between messages, so both sides pay alike for it.
    private final ReusableByteArrayOutputStream bytes = new ReusableByteArrayOutputStream(1024);
    private final Writer chars = new OutputStreamWriter(bytes, StandardCharsets.UTF_8);
    private final CharsetDecoder utf8 = StandardCharsets.UTF_8.newDecoder();
    private CharBuffer decoded = CharBuffer.allocate(1024);
    private Gson gson;
    private TypeAdapter<PlainOrder> adapter;
    private PlainOrder[] messages;

    @Setup
    public void setUp() {
        GsonBuilder builder = new GsonBuilder().serializeNulls().disableHtmlEscaping();
        gson = switch (contender) {
            case "gson" -> builder.create();
            case "gson-typeadapter" -> builder.registerTypeAdapter(PlainOrder.class, new PlainOrderAdapter()).create();
            default -> throw DirectUseContender.refused("GsonDirectUse", contender, "gson and gson-typeadapter");
        };
        adapter = gson.getAdapter(PlainOrder.class);
        messages = rotation(DirectUseMessages.copies("GsonDirectUse", dataset, PlainOrder.class));
    }

    @Benchmark
    public PlainOrder directRoundTrip() throws IOException {
        bytes.reset();
        JsonWriter out = gson.newJsonWriter(chars);
        adapter.write(out, messages[next++ & mask]);
        out.flush();
        JsonReader in = gson.newJsonReader(new CharArrayReader(decoded.array(), 0, decode()));
        PlainOrder read = adapter.read(in);
        if (in.peek() != JsonToken.END_DOCUMENT) {
            throw new IOException("JSON after the message, at " + in.getPath());
        }
        return read;
    }

    /** The written bytes as characters in {@link #decoded}; returns how many (UTF-8 never gives more chars than bytes). */
    private int decode() throws IOException {
        if (decoded.capacity() < bytes.length()) {
            decoded = CharBuffer.allocate(Math.max(bytes.length(), decoded.capacity() * 2));
        }
        decoded.clear();
        utf8.reset();
        CoderResult result = utf8.decode(ByteBuffer.wrap(bytes.array(), 0, bytes.length()), decoded, true);
        if (!result.isUnderflow()) {
            result.throwException();
        }
        result = utf8.flush(decoded);
        if (!result.isUnderflow()) {
            result.throwException();
        }
        return decoded.position();
    }

    /** The bytes the last call wrote; for the test that compares them with the adapter's. */
    byte[] lastWritten() {
        return bytes.toByteArray();
    }

    /** {@link PlainOrder} by hand on Gson's streaming API: the JSON the reflective adapter writes; unknown names skipped. */
    static final class PlainOrderAdapter extends TypeAdapter<PlainOrder> {
        @Override
        public void write(JsonWriter out, PlainOrder o) throws IOException {
            out.beginObject();
            out.name("price").value(o.getPrice());
            out.name("flag").value(o.isFlag());
            out.name("text").value(o.getText());
            out.name("side").value(o.getSide() == null ? null : o.getSide().name());
            out.name("smallInt").value(o.getSmallInt());
            out.name("longInt").value(o.getLongInt());
            out.endObject();
        }

        @Override
        public PlainOrder read(JsonReader in) throws IOException {
            PlainOrder o = new PlainOrder();
            in.beginObject();
            while (in.hasNext()) {
                switch (in.nextName()) {
                    case "price" -> o.setPrice(in.nextDouble());
                    case "flag" -> o.setFlag(in.nextBoolean());
                    case "text" -> o.setText(stringOrNull(in));
                    case "side" -> {
                        String side = stringOrNull(in);
                        o.setSide(side == null ? null : PlainOrder.Side.valueOf(side));
                    }
                    case "smallInt" -> o.setSmallInt(in.nextInt());
                    case "longInt" -> o.setLongInt(in.nextLong());
                    default -> in.skipValue();
                }
            }
            in.endObject();
            return o;
        }

        private static String stringOrNull(JsonReader in) throws IOException {
            if (in.peek() == JsonToken.NULL) {
                in.nextNull();
                return null;
            }
            return in.nextString();
        }
    }
}
