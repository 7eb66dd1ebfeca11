package io.wirebench.adapters.jackson3;

import io.wirebench.core.DirectUseContender;
import io.wirebench.core.DirectUseMessages;
import io.wirebench.core.DirectUseRotation;
import io.wirebench.core.PlainOrder;
import io.wirebench.core.ReusableByteArrayOutputStream;
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
 * {@link ObjectReader} made once for the benchmark's own POJO ({@link PlainOrder}, the plain bean the direct-use
 * benchmarks share). Measured beside {@code CodecBenchmark.roundTrip} of the same contender, their ratio is the
 * harness's cost over direct use (harness/bench/README.md, "Direct-use parity").
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
public class Jackson3DirectUse extends DirectUseRotation {

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
    private PlainOrder[] messages;

    @Setup
    public void setUp() {
        recycled = DirectUseContender.isSecond("Jackson3DirectUse", contender, "jackson3-databind", "jackson3-databind-recycled");
        messages = rotation(DirectUseMessages.copies("Jackson3DirectUse", dataset, PlainOrder.class));
        ObjectMapper mapper = JsonMapper.builder().build();
        writer = mapper.writerFor(PlainOrder.class);
        reader = mapper.readerFor(PlainOrder.class);
    }

    @Benchmark
    public PlainOrder directRoundTrip() {
        PlainOrder message = messages[next++ & mask];
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
}
