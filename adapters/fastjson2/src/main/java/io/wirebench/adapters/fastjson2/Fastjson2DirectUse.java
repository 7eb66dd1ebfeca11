package io.wirebench.adapters.fastjson2;

import com.alibaba.fastjson2.JSONException;
import com.alibaba.fastjson2.JSONReader;
import com.alibaba.fastjson2.JSONWriter;
import com.alibaba.fastjson2.reader.ObjectReader;
import com.alibaba.fastjson2.writer.ObjectWriter;
import io.wirebench.core.DirectUseContender;
import io.wirebench.core.DirectUseMessages;
import io.wirebench.core.DirectUseRotation;
import io.wirebench.core.PlainOrder;
import io.wirebench.core.ReusableByteArrayOutputStream;
import java.io.IOException;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * fastjson2 used directly, as its performance guide (docs/performance_en.md: UTF-8 bytes rather than strings; JSONB
 * for internal traffic, with {@code BeanToArray}; {@code ObjectReader}/{@code ObjectWriter} shared once initialised,
 * {@code JSONReader}/{@code JSONWriter} made per operation) and its static helpers use it, with no harness type
 * between the JMH method and the library, on a class of the user's own ({@link PlainOrder}, the plain bean the
 * direct-use benchmarks share, bound by fastjson2's ASM-generated reader and writer). Each round trip makes the calls {@code JSON.writeTo(out, bean,
 * features)} and {@code JSON.parseObject(bytes, offset, length, type, features)} make (for JSONB, those of
 * {@code JSONB}): a {@code JSONWriter} over fastjson2's cached buffer, the type's {@code ObjectWriter}, root object
 * set, flushed into one reused byte stream; a {@code JSONReader} over that stream's array, the type's
 * {@code ObjectReader}, and the helper's check that the input ends with the value. What the helpers do per call
 * besides, build a read or write context from the features and look the type's reader or writer up in it, is done
 * once in set-up, as the guide allows (the reader and writer are thread-safe; a context holds only configuration).
 * The features are the adapter's, per form: {@code WriteNulls}; {@code BeanToArray} with
 * {@code SupportArrayToBean} for {@code fastjson2-beantoarray}; and {@code UseDoubleForDecimals} on read (it changes
 * nothing for a typed bean; kept so both sides are configured alike). fastjson2 makes a new object on every read, on
 * both sides. Measured beside {@code CodecBenchmark.roundTrip} (harness/bench/README.md, "Direct-use parity").
 *
 * <p><b>Why not the helpers themselves:</b> this class used to call them, and so paid per message a new context
 * per direction and two provider lookups (177 bytes more than the adapter per round trip), which the adapter makes
 * once per codec; it was the slower of the two (docs/measurements/2026-11-26c-extras/parity.md: harness / direct
 * 0.64 to 0.88). Now both do the same work; the adapter binds the shared model class directly, so it adds no
 * mapping, and additionally turns fastjson2's unchecked errors into {@code IOException}s.
 *
 * <p>{@code Fastjson2DirectUseTest} checks that this class writes the adapter's exact bytes for every message of
 * {@code order} and {@code orders}, in each of the three forms.
 */
@State(Scope.Thread)
public class Fastjson2DirectUse extends DirectUseRotation {

    @Param({"fastjson2", "fastjson2-beantoarray", "fastjson2-jsonb"})
    public String contender;

    @Param({"order", "orders"})
    public String dataset;

    // The sink the adapter writes into as well: unsynchronized and kept between messages, so both sides pay alike for it.
    private final ReusableByteArrayOutputStream out = new ReusableByteArrayOutputStream(1024);
    private JSONWriter.Context writeContext;
    private JSONReader.Context readContext;
    private ObjectWriter<PlainOrder> writer;
    private ObjectReader<?> reader;
    private boolean jsonb;
    private PlainOrder[] messages;

    @Setup
    public void setUp() {
        switch (contender) {
            case "fastjson2", "fastjson2-jsonb" -> {
                writeContext = new JSONWriter.Context(JSONWriter.Feature.WriteNulls);
                readContext = new JSONReader.Context(JSONReader.Feature.UseDoubleForDecimals);
            }
            case "fastjson2-beantoarray" -> {
                writeContext = new JSONWriter.Context(JSONWriter.Feature.WriteNulls, JSONWriter.Feature.BeanToArray);
                readContext = new JSONReader.Context(JSONReader.Feature.UseDoubleForDecimals, JSONReader.Feature.SupportArrayToBean);
            }
            default -> throw DirectUseContender.refused("Fastjson2DirectUse", contender,
                    "fastjson2, fastjson2-beantoarray and fastjson2-jsonb");
        }
        jsonb = "fastjson2-jsonb".equals(contender);
        writer = writeContext.getObjectWriter(PlainOrder.class, PlainOrder.class);
        reader = readContext.getObjectReader(PlainOrder.class);
        messages = rotation(DirectUseMessages.copies("Fastjson2DirectUse", dataset, PlainOrder.class));
    }

    @Benchmark
    public PlainOrder directRoundTrip() throws IOException {
        out.reset();
        PlainOrder m = messages[next++ & mask];
        try (JSONWriter w = jsonb ? JSONWriter.ofJSONB(writeContext) : JSONWriter.ofUTF8(writeContext)) {
            w.setRootObject(m);
            writer.write(w, m, null, null, 0);
            w.flushTo(out);
        }
        try (JSONReader r = jsonb ? JSONReader.ofJSONB(out.array(), 0, out.length(), readContext)
                : JSONReader.of(out.array(), 0, out.length(), readContext)) {
            Object read = jsonb ? reader.readJSONBObject(r, PlainOrder.class, null, 0) : reader.readObject(r, PlainOrder.class, null, 0);
            if (!r.isEnd()) {
                throw new JSONException("input not end");
            }
            return (PlainOrder) read;
        }
    }

    /** The bytes the last call wrote; for the test that compares them with the adapter's. */
    byte[] lastWritten() {
        return out.toByteArray();
    }
}
