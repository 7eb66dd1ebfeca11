package io.wirebench.adapters.jackson;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.dataformat.cbor.databind.CBORMapper;
import com.fasterxml.jackson.dataformat.smile.databind.SmileMapper;
import com.fasterxml.jackson.module.blackbird.BlackbirdModule;
import io.wirebench.core.DirectUseContender;
import io.wirebench.core.DirectUseMessages;
import io.wirebench.core.DirectUseRotation;
import io.wirebench.core.PlainOrder;
import io.wirebench.core.ReusableByteArrayOutputStream;
import java.io.IOException;
import org.msgpack.jackson.dataformat.MessagePackMapper;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Jackson databind used directly, as Jackson's "Jackson Performance" presentation (jackson-docs wiki) and the
 * databind README recommend for speed, with no harness type between the JMH method and the library: one mapper,
 * one {@link ObjectWriter} and one {@link ObjectReader} made once for the benchmark's own POJO ({@link PlainOrder},
 * the plain bean the direct-use benchmarks share), with the adapter's configuration
 * ({@code FAIL_ON_UNKNOWN_PROPERTIES} off; Blackbird registered as its README shows on {@code jackson-blackbird};
 * the data format's own mapper on Smile, CBOR and MessagePack). Measured beside {@code CodecBenchmark.roundTrip} of the same contender, their ratio is the
 * harness's cost over direct use (harness/bench/README.md, "Direct-use parity").
 *
 * <p><b>The same work as the harness's round trip</b>: the next message of the data set's rotation (array load and
 * mask), written with {@code writeValueAsBytes} (a new {@code byte[]} per message, as {@code jackson-databind},
 * {@code -smile}, {@code -cbor} and {@code -msgpack} do) or with {@code writeValue} into one reused output stream
 * and read back from that array's range ({@code jackson-databind-recycled}, {@code jackson-blackbird}), then read
 * into a new instance: databind can only fill an existing one through a new reader per call
 * ({@code withValueToUpdate}), so the adapter does not reuse either. The messages are the data set's own,
 * copied once in set-up. The adapter binds the shared model class directly (there is no mapping layer), and
 * registers a module for the schema-less tree that an {@code Order} never reaches; so both sides do the same
 * work. {@code JacksonDatabindDirectUseTest} checks that this class and the adapter write the same bytes for
 * every message of {@code order} and {@code orders}.
 *
 * <p>The runner finds it from JMH's benchmark list: a benchmark method named {@code directRoundTrip} whose
 * {@code contender} parameter lists the contender (CONTRIBUTING.md).
 */
@State(Scope.Thread)
public class JacksonDatabindDirectUse extends DirectUseRotation {

    /** The contenders this class measures directly; the runner passes one. */
    @Param({"jackson-databind", "jackson-databind-recycled", "jackson-blackbird", "jackson-smile", "jackson-cbor", "jackson-msgpack"})
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
        ObjectMapper mapper = mapperOf(contender).configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false);
        recycled = contender.equals("jackson-databind-recycled") || contender.equals("jackson-blackbird");
        messages = rotation(DirectUseMessages.copies("JacksonDatabindDirectUse", dataset, PlainOrder.class));
        writer = mapper.writerFor(PlainOrder.class);
        reader = mapper.readerFor(PlainOrder.class);
    }

    @Benchmark
    public PlainOrder directRoundTrip() throws IOException {
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

    /** The mapper each contender's adapter builds ({@code DatabindContender}), made here from Jackson's own types. */
    static ObjectMapper mapperOf(String contender) {
        return switch (contender) {
            case "jackson-databind", "jackson-databind-recycled" -> new ObjectMapper();
            case "jackson-blackbird" -> JsonMapper.builder().addModule(new BlackbirdModule()).build();
            case "jackson-smile" -> new SmileMapper();
            case "jackson-cbor" -> new CBORMapper();
            case "jackson-msgpack" -> new MessagePackMapper();
            default -> throw DirectUseContender.refused("JacksonDatabindDirectUse", contender,
                    "jackson-databind, jackson-databind-recycled, jackson-blackbird, jackson-smile, jackson-cbor and jackson-msgpack");
        };
    }
}
